from enum import StrEnum


class PictureMimetype(StrEnum):
    IMAGEJPEG = "image/jpeg"

    def __str__(self) -> str:
        return str(self.value)
