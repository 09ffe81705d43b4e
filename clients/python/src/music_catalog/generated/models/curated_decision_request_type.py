from enum import StrEnum


class CuratedDecisionRequestType(StrEnum):
    BAND = "Band"
    PERSON = "Person"

    def __str__(self) -> str:
        return str(self.value)
