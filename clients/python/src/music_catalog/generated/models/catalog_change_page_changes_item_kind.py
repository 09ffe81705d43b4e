from enum import StrEnum


class CatalogChangePageChangesItemKind(StrEnum):
    ALBUM = "album"
    ALBUM_AUDIO = "album_audio"
    ALBUM_COVER_ART = "album_cover_art"
    ALBUM_CREDITS = "album_credits"
    ARTIST = "artist"
    ARTIST_POPULARITY = "artist_popularity"
    CHART = "chart"
    CHART_DATE = "chart_date"
    CLUSTER = "cluster"
    COUNTRY = "country"
    GENRE = "genre"
    LYRIC = "lyric"
    RECORDING = "recording"
    RECORDING_AUDIO = "recording_audio"
    RECORDING_CREDITS = "recording_credits"
    RECORDING_POPULARITY = "recording_popularity"
    RELEASE = "release"
    ROLE = "role"
    SHOW = "show"
    SHOW_TYPE = "show_type"
    TRACK = "track"

    def __str__(self) -> str:
        return str(self.value)
