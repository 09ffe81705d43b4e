from enum import StrEnum


class MatchPinTarget(StrEnum):
    MERGED = "merged"
    MISSING = "missing"
    NO_MATCH = "no_match"
    RECORDING = "recording"

    def __str__(self) -> str:
        return str(self.value)
