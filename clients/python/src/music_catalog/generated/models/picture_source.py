from enum import StrEnum


class PictureSource(StrEnum):
    HOUSE = "house"
    LABEL = "Label"
    STOCK_AGENCY = "stock_agency"

    def __str__(self) -> str:
        return str(self.value)
