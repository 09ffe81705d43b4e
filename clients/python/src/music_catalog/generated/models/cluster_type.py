from enum import StrEnum


class ClusterType(StrEnum):
    CANDIDATE = "candidate"
    SIMILAR_ARTIST_TITLE = "similar_artist_title"
    SIMILAR_PHONOGRAM = "similar_phonogram"
    SIMILAR_WORK = "similar_work"

    def __str__(self) -> str:
        return str(self.value)
