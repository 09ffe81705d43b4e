from enum import StrEnum


class ReleaseSupport(StrEnum):
    CD = "CD"
    DVD = "DVD"
    EP = "EP"
    K7 = "K7"
    LP = "LP"
    NUM = "NUM"
    VALUE_0 = "2CD"

    def __str__(self) -> str:
        return str(self.value)
