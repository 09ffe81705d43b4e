from enum import StrEnum


class CuratedDecisionOp(StrEnum):
    KEEP_APART = "keep_apart"
    MERGE = "merge"

    def __str__(self) -> str:
        return str(self.value)
