from enum import StrEnum


class PictureFormat(StrEnum):
    VALUE_0 = "1:1"
    VALUE_1 = "16:9"

    def __str__(self) -> str:
        return str(self.value)
