from enum import StrEnum


class MatchType(StrEnum):
    CURATED = "curated"
    EXACT = "exact"
    HIGH = "high"
    LOW = "low"
    MEDIUM = "medium"

    def __str__(self) -> str:
        return str(self.value)
