from enum import StrEnum


class ArtistTitleHitVersionType3Type1(StrEnum):
    OTHER = "other"
    SAME = "same"

    def __str__(self) -> str:
        return str(self.value)
