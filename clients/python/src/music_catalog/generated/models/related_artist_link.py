from enum import StrEnum


class RelatedArtistLink(StrEnum):
    INFLUENCE = "Influence"
    RELATED = "Related"
    SUCCESSOR = "Successor"

    def __str__(self) -> str:
        return str(self.value)
