from enum import StrEnum


class AlbumType(StrEnum):
    COMPILATION = "COMPILATION"
    KARAOKE = "KARAOKE"
    LIVE = "LIVE"
    ORIGINAL = "ORIGINAL"
    OTHER = "OTHER"
    RING = "RING"

    def __str__(self) -> str:
        return str(self.value)
