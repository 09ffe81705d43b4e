from enum import StrEnum


class HealthStatusStatus(StrEnum):
    OK = "ok"
    READY = "ready"
    UNAVAILABLE = "unavailable"

    def __str__(self) -> str:
        return str(self.value)
