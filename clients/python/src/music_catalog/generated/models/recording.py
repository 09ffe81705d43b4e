from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.recording_artists_type_0_item import RecordingArtistsType0Item
    from ..models.recording_externals import RecordingExternals
    from ..models.recording_genre_type_0 import RecordingGenreType0
    from ..models.recording_translated_type_0_item import RecordingTranslatedType0Item


T = TypeVar("T", bound="Recording")


@_attrs_define
class Recording:
    """
    Attributes:
        id (int):
        title (str):
        subtitle (None | str | Unset):
        duration (None | str | Unset): HH:MM:SS Example: 00:03:45.
        isrc (None | str | Unset):
        hit (float | None | Unset):
        editors_pick (float | None | Unset):
        externals (None | RecordingExternals | Unset):
        translated (list[RecordingTranslatedType0Item] | None | Unset):
        related_isrcs (list[str] | None | Unset):
        genre (None | RecordingGenreType0 | Unset):
        artists (list[RecordingArtistsType0Item] | None | Unset): The credited artists, each with its own artist id,
            main artists (`link` Main) first, then featured ones (Feat), in the order the credit prints them (MusicBrainz's
            artist credit). A joined credit such as "21 Savage & Metro Boomin" lists each artist; an act such as "Simon &
            Garfunkel" is one artist (docs/entity-resolution.md, "Artist credits").
        performer (None | str | Unset): An extension of this service: the artist credit as the source prints it, for
            display ("21 Savage & Metro Boomin Featuring Drake"); `artists` holds its artists. Example: 21 Savage & Metro
            Boomin.
        score (float | None | Unset): Search hits only
    """

    id: int
    title: str
    subtitle: None | str | Unset = UNSET
    duration: None | str | Unset = UNSET
    isrc: None | str | Unset = UNSET
    hit: float | None | Unset = UNSET
    editors_pick: float | None | Unset = UNSET
    externals: None | RecordingExternals | Unset = UNSET
    translated: list[RecordingTranslatedType0Item] | None | Unset = UNSET
    related_isrcs: list[str] | None | Unset = UNSET
    genre: None | RecordingGenreType0 | Unset = UNSET
    artists: list[RecordingArtistsType0Item] | None | Unset = UNSET
    performer: None | str | Unset = UNSET
    score: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.recording_externals import RecordingExternals
        from ..models.recording_genre_type_0 import RecordingGenreType0

        id = self.id

        title = self.title

        subtitle: None | str | Unset
        if isinstance(self.subtitle, Unset):
            subtitle = UNSET
        else:
            subtitle = self.subtitle

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

        externals: dict[str, Any] | None | Unset
        if isinstance(self.externals, Unset):
            externals = UNSET
        elif isinstance(self.externals, RecordingExternals):
            externals = self.externals.to_dict()
        else:
            externals = self.externals

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

        related_isrcs: list[str] | None | Unset
        if isinstance(self.related_isrcs, Unset):
            related_isrcs = UNSET
        elif isinstance(self.related_isrcs, list):
            related_isrcs = self.related_isrcs

        else:
            related_isrcs = self.related_isrcs

        genre: dict[str, Any] | None | Unset
        if isinstance(self.genre, Unset):
            genre = UNSET
        elif isinstance(self.genre, RecordingGenreType0):
            genre = self.genre.to_dict()
        else:
            genre = self.genre

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

        performer: None | str | Unset
        if isinstance(self.performer, Unset):
            performer = UNSET
        else:
            performer = self.performer

        score: float | None | Unset
        if isinstance(self.score, Unset):
            score = UNSET
        else:
            score = self.score

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "title": title,
            }
        )
        if subtitle is not UNSET:
            field_dict["subtitle"] = subtitle
        if duration is not UNSET:
            field_dict["duration"] = duration
        if isrc is not UNSET:
            field_dict["isrc"] = isrc
        if hit is not UNSET:
            field_dict["hit"] = hit
        if editors_pick is not UNSET:
            field_dict["editors_pick"] = editors_pick
        if externals is not UNSET:
            field_dict["externals"] = externals
        if translated is not UNSET:
            field_dict["translated"] = translated
        if related_isrcs is not UNSET:
            field_dict["related_isrcs"] = related_isrcs
        if genre is not UNSET:
            field_dict["genre"] = genre
        if artists is not UNSET:
            field_dict["artists"] = artists
        if performer is not UNSET:
            field_dict["performer"] = performer
        if score is not UNSET:
            field_dict["score"] = score

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.recording_artists_type_0_item import RecordingArtistsType0Item
        from ..models.recording_externals import RecordingExternals
        from ..models.recording_genre_type_0 import RecordingGenreType0
        from ..models.recording_translated_type_0_item import (
            RecordingTranslatedType0Item,
        )

        d = dict(src_dict)
        id = d.pop("id")

        title = d.pop("title")

        def _parse_subtitle(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        subtitle = _parse_subtitle(d.pop("subtitle", UNSET))

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

        def _parse_externals(data: object) -> None | RecordingExternals | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                externals_type_0 = RecordingExternals.from_dict(data)

                return externals_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RecordingExternals | Unset, data)

        externals = _parse_externals(d.pop("externals", UNSET))

        def _parse_translated(
            data: object,
        ) -> list[RecordingTranslatedType0Item] | None | Unset:
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
                    translated_type_0_item = RecordingTranslatedType0Item.from_dict(
                        translated_type_0_item_data
                    )

                    translated_type_0.append(translated_type_0_item)

                return translated_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[RecordingTranslatedType0Item] | None | Unset, data)

        translated = _parse_translated(d.pop("translated", UNSET))

        def _parse_related_isrcs(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                related_isrcs_type_0 = cast(list[str], data)

                return related_isrcs_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        related_isrcs = _parse_related_isrcs(d.pop("related_isrcs", UNSET))

        def _parse_genre(data: object) -> None | RecordingGenreType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                genre_type_0 = RecordingGenreType0.from_dict(data)

                return genre_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RecordingGenreType0 | Unset, data)

        genre = _parse_genre(d.pop("genre", UNSET))

        def _parse_artists(
            data: object,
        ) -> list[RecordingArtistsType0Item] | None | Unset:
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
                    artists_type_0_item = RecordingArtistsType0Item.from_dict(
                        artists_type_0_item_data
                    )

                    artists_type_0.append(artists_type_0_item)

                return artists_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[RecordingArtistsType0Item] | None | Unset, data)

        artists = _parse_artists(d.pop("artists", UNSET))

        def _parse_performer(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        performer = _parse_performer(d.pop("performer", UNSET))

        def _parse_score(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        score = _parse_score(d.pop("score", UNSET))

        recording = cls(
            id=id,
            title=title,
            subtitle=subtitle,
            duration=duration,
            isrc=isrc,
            hit=hit,
            editors_pick=editors_pick,
            externals=externals,
            translated=translated,
            related_isrcs=related_isrcs,
            genre=genre,
            artists=artists,
            performer=performer,
            score=score,
        )

        recording.additional_properties = d
        return recording

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
