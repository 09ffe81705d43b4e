from enum import StrEnum


class MatchPinScope(StrEnum):
    GLOBAL = "global"
    OWN = "own"

    def __str__(self) -> str:
        return str(self.value)
