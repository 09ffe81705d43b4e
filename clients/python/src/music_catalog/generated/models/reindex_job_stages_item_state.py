from enum import StrEnum


class ReindexJobStagesItemState(StrEnum):
    DONE = "done"
    PENDING = "pending"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
