from enum import StrEnum


class AlbumFormatType1(StrEnum):
    ALBUM = "ALBUM"
    EP = "EP"
    MCD = "MCD"
    MIXTAPE = "MIXTAPE"
    SINGLE = "SINGLE"

    def __str__(self) -> str:
        return str(self.value)
