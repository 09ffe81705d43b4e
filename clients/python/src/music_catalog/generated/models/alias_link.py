from enum import StrEnum


class AliasLink(StrEnum):
    ALIAS = "Alias"
    NICKNAME = "Nickname"

    def __str__(self) -> str:
        return str(self.value)
