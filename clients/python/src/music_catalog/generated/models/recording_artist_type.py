from enum import StrEnum


class RecordingArtistType(StrEnum):
    FEAT = "FEAT"
    MAIN = "MAIN"

    def __str__(self) -> str:
        return str(self.value)
