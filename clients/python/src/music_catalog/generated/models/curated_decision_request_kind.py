from enum import StrEnum


class CuratedDecisionRequestKind(StrEnum):
    ARTIST = "artist"

    def __str__(self) -> str:
        return str(self.value)
