from enum import StrEnum


class ReindexRequestType0Entity(StrEnum):
    ALL = "all"

    def __str__(self) -> str:
        return str(self.value)
