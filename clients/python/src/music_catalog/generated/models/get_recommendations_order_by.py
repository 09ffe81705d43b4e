from enum import StrEnum


class GetRecommendationsOrderBy(StrEnum):
    MATCH = "match"
    POPULARITY = "popularity"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
