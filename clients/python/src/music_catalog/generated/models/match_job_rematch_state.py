from enum import StrEnum


class MatchJobRematchState(StrEnum):
    IDLE = "idle"
    QUEUED = "queued"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
