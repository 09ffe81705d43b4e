from enum import StrEnum


class CuratedDecisionRequestOp(StrEnum):
    KEEP_APART = "keep_apart"
    MERGE = "merge"
    SET_TYPE = "set_type"
    SPLIT = "split"
    WHOLE = "whole"

    def __str__(self) -> str:
        return str(self.value)
