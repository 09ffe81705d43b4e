from enum import StrEnum


class ArtistPopularityType(StrEnum):
    CATALOG = "catalog"
    CURRENT = "current"

    def __str__(self) -> str:
        return str(self.value)
