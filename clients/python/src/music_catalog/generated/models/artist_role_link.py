from enum import StrEnum


class ArtistRoleLink(StrEnum):
    MAIN = "Main"
    OTHER = "Other"

    def __str__(self) -> str:
        return str(self.value)
