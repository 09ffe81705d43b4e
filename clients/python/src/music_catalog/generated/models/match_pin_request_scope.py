from enum import StrEnum


class MatchPinRequestScope(StrEnum):
    GLOBAL = "global"
    OWN = "own"

    def __str__(self) -> str:
        return str(self.value)
