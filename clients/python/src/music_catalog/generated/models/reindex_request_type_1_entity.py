from enum import StrEnum


class ReindexRequestType1Entity(StrEnum):
    ALBUM = "album"
    ARTIST = "artist"
    RECORDING = "recording"
    RELEASE = "release"
    SHOW = "show"

    def __str__(self) -> str:
        return str(self.value)
