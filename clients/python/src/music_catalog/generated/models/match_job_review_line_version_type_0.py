from enum import StrEnum


class MatchJobReviewLineVersionType0(StrEnum):
    OTHER = "other"
    SAME = "same"

    def __str__(self) -> str:
        return str(self.value)
