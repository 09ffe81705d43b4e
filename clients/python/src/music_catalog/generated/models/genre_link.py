from enum import StrEnum


class GenreLink(StrEnum):
    INFLUENCE = "Influence"
    MAIN = "Main"
    PRINCIPAL = "Principal"
    SECONDARY = "Secondary"

    def __str__(self) -> str:
        return str(self.value)
