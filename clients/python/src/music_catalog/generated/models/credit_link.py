from enum import StrEnum


class CreditLink(StrEnum):
    FEAT = "Feat"
    MAIN = "Main"

    def __str__(self) -> str:
        return str(self.value)
