from enum import StrEnum


class CuratedDecisionRequestOp(StrEnum):
    KEEP_APART = "keep_apart"
    MERGE = "merge"

    def __str__(self) -> str:
        return str(self.value)
