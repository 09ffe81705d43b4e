from enum import StrEnum


class CuratedDecisionKind(StrEnum):
    ARTIST = "artist"

    def __str__(self) -> str:
        return str(self.value)
