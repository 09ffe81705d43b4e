from enum import StrEnum


class MatchJobState(StrEnum):
    CANCELLED = "cancelled"
    COMPLETED = "completed"
    QUEUED = "queued"
    RECEIVING = "receiving"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
