from enum import StrEnum


class ArtistType(StrEnum):
    BAND = "Band"
    PERSON = "Person"

    def __str__(self) -> str:
        return str(self.value)
