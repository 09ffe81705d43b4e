from enum import StrEnum


class CuratedDecisionRequestKind(StrEnum):
    ALBUM = "album"
    ARTIST = "artist"
    RECORDING = "recording"
    RELEASE = "release"

    def __str__(self) -> str:
        return str(self.value)
