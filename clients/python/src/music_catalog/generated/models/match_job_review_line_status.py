from enum import StrEnum


class MatchJobReviewLineStatus(StrEnum):
    MATCHED = "matched"
    NO_MATCH = "no_match"

    def __str__(self) -> str:
        return str(self.value)
