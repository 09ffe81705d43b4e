from enum import StrEnum


class Gender(StrEnum):
    FEMALE = "Female"
    MALE = "Male"
    OTHER = "Other"

    def __str__(self) -> str:
        return str(self.value)
