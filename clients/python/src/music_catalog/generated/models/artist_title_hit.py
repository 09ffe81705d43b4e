from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.artist_title_hit_version_type_1 import ArtistTitleHitVersionType1
from ..models.artist_title_hit_version_type_2_type_1 import (
    ArtistTitleHitVersionType2Type1,
)
from ..models.artist_title_hit_version_type_3_type_1 import (
    ArtistTitleHitVersionType3Type1,
)
from ..models.match_type import MatchType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.artist_title_hit_albums_type_0_item import (
        ArtistTitleHitAlbumsType0Item,
    )
    from ..models.artist_title_hit_artists_type_0_item import (
        ArtistTitleHitArtistsType0Item,
    )
    from ..models.artist_title_hit_explanation_type_0 import (
        ArtistTitleHitExplanationType0,
    )
    from ..models.artist_title_hit_genre_type_0 import ArtistTitleHitGenreType0
    from ..models.artist_title_hit_translated_type_0_item import (
        ArtistTitleHitTranslatedType0Item,
    )


T = TypeVar("T", bound="ArtistTitleHit")


@_attrs_define
class ArtistTitleHit:
    """
    Attributes:
        id (int | None | Unset):
        title (None | str | Unset):
        subtitle (None | str | Unset):
        language (None | str | Unset):
        language_code (None | str | Unset):
        duration (None | str | Unset): HH:MM:SS Example: 00:03:45.
        isrc (None | str | Unset):
        translated (list[ArtistTitleHitTranslatedType0Item] | None | Unset):
        genre (ArtistTitleHitGenreType0 | None | Unset):
        hit (float | None | Unset):
        editors_pick (float | None | Unset):
        score (float | None | Unset):
        version (ArtistTitleHitVersionType1 | ArtistTitleHitVersionType2Type1 | ArtistTitleHitVersionType3Type1 | None |
            Unset): An extension of this service: `same` when the recording is the version the line names (live, remix,
            instrumental, radio edit…; a bare title names the original), `other` when the catalog holds the song but not
            that version (its score is lowered)
        match_type (MatchType | None | Unset):
        popularity (float | None | Unset): Recording popularity, percent
        artists (list[ArtistTitleHitArtistsType0Item] | None | Unset):
        albums (list[ArtistTitleHitAlbumsType0Item] | None | Unset):
        explanation (ArtistTitleHitExplanationType0 | None | Unset): An extension of this service: present only with
            `explain=true`; how the hit was matched and scored
    """

    id: int | None | Unset = UNSET
    title: None | str | Unset = UNSET
    subtitle: None | str | Unset = UNSET
    language: None | str | Unset = UNSET
    language_code: None | str | Unset = UNSET
    duration: None | str | Unset = UNSET
    isrc: None | str | Unset = UNSET
    translated: list[ArtistTitleHitTranslatedType0Item] | None | Unset = UNSET
    genre: ArtistTitleHitGenreType0 | None | Unset = UNSET
    hit: float | None | Unset = UNSET
    editors_pick: float | None | Unset = UNSET
    score: float | None | Unset = UNSET
    version: (
        ArtistTitleHitVersionType1
        | ArtistTitleHitVersionType2Type1
        | ArtistTitleHitVersionType3Type1
        | None
        | Unset
    ) = UNSET
    match_type: MatchType | None | Unset = UNSET
    popularity: float | None | Unset = UNSET
    artists: list[ArtistTitleHitArtistsType0Item] | None | Unset = UNSET
    albums: list[ArtistTitleHitAlbumsType0Item] | None | Unset = UNSET
    explanation: ArtistTitleHitExplanationType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.artist_title_hit_explanation_type_0 import (
            ArtistTitleHitExplanationType0,
        )
        from ..models.artist_title_hit_genre_type_0 import ArtistTitleHitGenreType0

        id: int | None | Unset
        if isinstance(self.id, Unset):
            id = UNSET
        else:
            id = self.id

        title: None | str | Unset
        if isinstance(self.title, Unset):
            title = UNSET
        else:
            title = self.title

        subtitle: None | str | Unset
        if isinstance(self.subtitle, Unset):
            subtitle = UNSET
        else:
            subtitle = self.subtitle

        language: None | str | Unset
        if isinstance(self.language, Unset):
            language = UNSET
        else:
            language = self.language

        language_code: None | str | Unset
        if isinstance(self.language_code, Unset):
            language_code = UNSET
        else:
            language_code = self.language_code

        duration: None | str | Unset
        if isinstance(self.duration, Unset):
            duration = UNSET
        else:
            duration = self.duration

        isrc: None | str | Unset
        if isinstance(self.isrc, Unset):
            isrc = UNSET
        else:
            isrc = self.isrc

        translated: list[dict[str, Any]] | None | Unset
        if isinstance(self.translated, Unset):
            translated = UNSET
        elif isinstance(self.translated, list):
            translated = []
            for translated_type_0_item_data in self.translated:
                translated_type_0_item = translated_type_0_item_data.to_dict()
                translated.append(translated_type_0_item)

        else:
            translated = self.translated

        genre: dict[str, Any] | None | Unset
        if isinstance(self.genre, Unset):
            genre = UNSET
        elif isinstance(self.genre, ArtistTitleHitGenreType0):
            genre = self.genre.to_dict()
        else:
            genre = self.genre

        hit: float | None | Unset
        if isinstance(self.hit, Unset):
            hit = UNSET
        else:
            hit = self.hit

        editors_pick: float | None | Unset
        if isinstance(self.editors_pick, Unset):
            editors_pick = UNSET
        else:
            editors_pick = self.editors_pick

        score: float | None | Unset
        if isinstance(self.score, Unset):
            score = UNSET
        else:
            score = self.score

        version: None | str | Unset
        if isinstance(self.version, Unset):
            version = UNSET
        elif (
            isinstance(self.version, ArtistTitleHitVersionType1)
            or isinstance(self.version, ArtistTitleHitVersionType2Type1)
            or isinstance(self.version, ArtistTitleHitVersionType3Type1)
        ):
            version = self.version.value
        else:
            version = self.version

        match_type: None | str | Unset
        if isinstance(self.match_type, Unset):
            match_type = UNSET
        elif isinstance(self.match_type, MatchType):
            match_type = self.match_type.value
        else:
            match_type = self.match_type

        popularity: float | None | Unset
        if isinstance(self.popularity, Unset):
            popularity = UNSET
        else:
            popularity = self.popularity

        artists: list[dict[str, Any]] | None | Unset
        if isinstance(self.artists, Unset):
            artists = UNSET
        elif isinstance(self.artists, list):
            artists = []
            for artists_type_0_item_data in self.artists:
                artists_type_0_item = artists_type_0_item_data.to_dict()
                artists.append(artists_type_0_item)

        else:
            artists = self.artists

        albums: list[dict[str, Any]] | None | Unset
        if isinstance(self.albums, Unset):
            albums = UNSET
        elif isinstance(self.albums, list):
            albums = []
            for albums_type_0_item_data in self.albums:
                albums_type_0_item = albums_type_0_item_data.to_dict()
                albums.append(albums_type_0_item)

        else:
            albums = self.albums

        explanation: dict[str, Any] | None | Unset
        if isinstance(self.explanation, Unset):
            explanation = UNSET
        elif isinstance(self.explanation, ArtistTitleHitExplanationType0):
            explanation = self.explanation.to_dict()
        else:
            explanation = self.explanation

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if id is not UNSET:
            field_dict["id"] = id
        if title is not UNSET:
            field_dict["title"] = title
        if subtitle is not UNSET:
            field_dict["subtitle"] = subtitle
        if language is not UNSET:
            field_dict["language"] = language
        if language_code is not UNSET:
            field_dict["language_code"] = language_code
        if duration is not UNSET:
            field_dict["duration"] = duration
        if isrc is not UNSET:
            field_dict["isrc"] = isrc
        if translated is not UNSET:
            field_dict["translated"] = translated
        if genre is not UNSET:
            field_dict["genre"] = genre
        if hit is not UNSET:
            field_dict["hit"] = hit
        if editors_pick is not UNSET:
            field_dict["editors_pick"] = editors_pick
        if score is not UNSET:
            field_dict["score"] = score
        if version is not UNSET:
            field_dict["version"] = version
        if match_type is not UNSET:
            field_dict["match_type"] = match_type
        if popularity is not UNSET:
            field_dict["popularity"] = popularity
        if artists is not UNSET:
            field_dict["artists"] = artists
        if albums is not UNSET:
            field_dict["albums"] = albums
        if explanation is not UNSET:
            field_dict["explanation"] = explanation

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.artist_title_hit_albums_type_0_item import (
            ArtistTitleHitAlbumsType0Item,
        )
        from ..models.artist_title_hit_artists_type_0_item import (
            ArtistTitleHitArtistsType0Item,
        )
        from ..models.artist_title_hit_explanation_type_0 import (
            ArtistTitleHitExplanationType0,
        )
        from ..models.artist_title_hit_genre_type_0 import ArtistTitleHitGenreType0
        from ..models.artist_title_hit_translated_type_0_item import (
            ArtistTitleHitTranslatedType0Item,
        )

        d = dict(src_dict)

        def _parse_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        id = _parse_id(d.pop("id", UNSET))

        def _parse_title(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        title = _parse_title(d.pop("title", UNSET))

        def _parse_subtitle(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        subtitle = _parse_subtitle(d.pop("subtitle", UNSET))

        def _parse_language(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        language = _parse_language(d.pop("language", UNSET))

        def _parse_language_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        language_code = _parse_language_code(d.pop("language_code", UNSET))

        def _parse_duration(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        duration = _parse_duration(d.pop("duration", UNSET))

        def _parse_isrc(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        isrc = _parse_isrc(d.pop("isrc", UNSET))

        def _parse_translated(
            data: object,
        ) -> list[ArtistTitleHitTranslatedType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                translated_type_0 = []
                _translated_type_0 = data
                for translated_type_0_item_data in _translated_type_0:
                    translated_type_0_item = (
                        ArtistTitleHitTranslatedType0Item.from_dict(
                            translated_type_0_item_data
                        )
                    )

                    translated_type_0.append(translated_type_0_item)

                return translated_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ArtistTitleHitTranslatedType0Item] | None | Unset, data)

        translated = _parse_translated(d.pop("translated", UNSET))

        def _parse_genre(data: object) -> ArtistTitleHitGenreType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                genre_type_0 = ArtistTitleHitGenreType0.from_dict(data)

                return genre_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ArtistTitleHitGenreType0 | None | Unset, data)

        genre = _parse_genre(d.pop("genre", UNSET))

        def _parse_hit(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        hit = _parse_hit(d.pop("hit", UNSET))

        def _parse_editors_pick(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        editors_pick = _parse_editors_pick(d.pop("editors_pick", UNSET))

        def _parse_score(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        score = _parse_score(d.pop("score", UNSET))

        def _parse_version(
            data: object,
        ) -> (
            ArtistTitleHitVersionType1
            | ArtistTitleHitVersionType2Type1
            | ArtistTitleHitVersionType3Type1
            | None
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                version_type_1 = ArtistTitleHitVersionType1(data)

                return version_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                version_type_2_type_1 = ArtistTitleHitVersionType2Type1(data)

                return version_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                version_type_3_type_1 = ArtistTitleHitVersionType3Type1(data)

                return version_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                ArtistTitleHitVersionType1
                | ArtistTitleHitVersionType2Type1
                | ArtistTitleHitVersionType3Type1
                | None
                | Unset,
                data,
            )

        version = _parse_version(d.pop("version", UNSET))

        def _parse_match_type(data: object) -> MatchType | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                match_type_type_0 = MatchType(data)

                return match_type_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MatchType | None | Unset, data)

        match_type = _parse_match_type(d.pop("match_type", UNSET))

        def _parse_popularity(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        popularity = _parse_popularity(d.pop("popularity", UNSET))

        def _parse_artists(
            data: object,
        ) -> list[ArtistTitleHitArtistsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                artists_type_0 = []
                _artists_type_0 = data
                for artists_type_0_item_data in _artists_type_0:
                    artists_type_0_item = ArtistTitleHitArtistsType0Item.from_dict(
                        artists_type_0_item_data
                    )

                    artists_type_0.append(artists_type_0_item)

                return artists_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ArtistTitleHitArtistsType0Item] | None | Unset, data)

        artists = _parse_artists(d.pop("artists", UNSET))

        def _parse_albums(
            data: object,
        ) -> list[ArtistTitleHitAlbumsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                albums_type_0 = []
                _albums_type_0 = data
                for albums_type_0_item_data in _albums_type_0:
                    albums_type_0_item = ArtistTitleHitAlbumsType0Item.from_dict(
                        albums_type_0_item_data
                    )

                    albums_type_0.append(albums_type_0_item)

                return albums_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ArtistTitleHitAlbumsType0Item] | None | Unset, data)

        albums = _parse_albums(d.pop("albums", UNSET))

        def _parse_explanation(
            data: object,
        ) -> ArtistTitleHitExplanationType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                explanation_type_0 = ArtistTitleHitExplanationType0.from_dict(data)

                return explanation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ArtistTitleHitExplanationType0 | None | Unset, data)

        explanation = _parse_explanation(d.pop("explanation", UNSET))

        artist_title_hit = cls(
            id=id,
            title=title,
            subtitle=subtitle,
            language=language,
            language_code=language_code,
            duration=duration,
            isrc=isrc,
            translated=translated,
            genre=genre,
            hit=hit,
            editors_pick=editors_pick,
            score=score,
            version=version,
            match_type=match_type,
            popularity=popularity,
            artists=artists,
            albums=albums,
            explanation=explanation,
        )

        artist_title_hit.additional_properties = d
        return artist_title_hit

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
