from enum import StrEnum


class BiographyLang(StrEnum):
    DE = "DE"
    EN = "EN"
    ES = "ES"
    FR = "FR"
    JA = "JA"
    PT = "PT"

    def __str__(self) -> str:
        return str(self.value)
