from enum import StrEnum


class PictureUsageReceiptStatus(StrEnum):
    QUEUED = "queued"

    def __str__(self) -> str:
        return str(self.value)
