from enum import StrEnum


class MatchCandidateRefusedBy(StrEnum):
    ARTIST_SIMILARITY = "artist_similarity"
    BELOW_THRESHOLD = "below_threshold"
    RANKED_LOWER = "ranked_lower"
    TITLE_SIMILARITY = "title_similarity"
    VERSION = "version"

    def __str__(self) -> str:
        return str(self.value)
