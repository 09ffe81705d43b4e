from enum import StrEnum


class BiographySource(StrEnum):
    HOUSE = "house"
    PARTNER_PUBLISHER = "partner_publisher"

    def __str__(self) -> str:
        return str(self.value)
