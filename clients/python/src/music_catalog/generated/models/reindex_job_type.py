from enum import StrEnum


class ReindexJobType(StrEnum):
    REINDEX = "reindex"

    def __str__(self) -> str:
        return str(self.value)
