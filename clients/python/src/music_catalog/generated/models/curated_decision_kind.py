from enum import StrEnum


class CuratedDecisionKind(StrEnum):
    ALBUM = "album"
    ARTIST = "artist"
    RECORDING = "recording"
    RELEASE = "release"

    def __str__(self) -> str:
        return str(self.value)
