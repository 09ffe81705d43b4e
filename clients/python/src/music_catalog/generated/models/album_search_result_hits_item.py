from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.album_format_type_1 import AlbumFormatType1
from ..models.album_format_type_2_type_1 import AlbumFormatType2Type1
from ..models.album_format_type_3_type_1 import AlbumFormatType3Type1
from ..models.album_type import AlbumType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.album_artists_type_0_item import AlbumArtistsType0Item
    from ..models.album_externals import AlbumExternals
    from ..models.album_genre_type_0 import AlbumGenreType0
    from ..models.album_translated_type_0_item import AlbumTranslatedType0Item


T = TypeVar("T", bound="AlbumSearchResultHitsItem")


@_attrs_define
class AlbumSearchResultHitsItem:
    """
    Attributes:
        id (int):
        title (str):
        type_ (AlbumType):
        score (float | None): Search hits only
        subtitle (None | str | Unset):
        label (None | str | Unset):
        distributor (None | str | Unset):
        format_ (AlbumFormatType1 | AlbumFormatType2Type1 | AlbumFormatType3Type1 | None | Unset): Optional: absent when
            no source states it (1 of 1,990 sample albums): docs/api.md "Contract deviations"
        original_release_date (None | str | Unset): YYYY-MM-DD; 00 for an unknown month and/or day Example: 1999-04-00.
        rating (float | None | Unset):
        translated (list[AlbumTranslatedType0Item] | None | Unset):
        externals (AlbumExternals | None | Unset):
        genre (AlbumGenreType0 | None | Unset):
        artists (list[AlbumArtistsType0Item] | None | Unset):
    """

    id: int
    title: str
    type_: AlbumType
    score: float | None
    subtitle: None | str | Unset = UNSET
    label: None | str | Unset = UNSET
    distributor: None | str | Unset = UNSET
    format_: (
        AlbumFormatType1 | AlbumFormatType2Type1 | AlbumFormatType3Type1 | None | Unset
    ) = UNSET
    original_release_date: None | str | Unset = UNSET
    rating: float | None | Unset = UNSET
    translated: list[AlbumTranslatedType0Item] | None | Unset = UNSET
    externals: AlbumExternals | None | Unset = UNSET
    genre: AlbumGenreType0 | None | Unset = UNSET
    artists: list[AlbumArtistsType0Item] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.album_externals import AlbumExternals
        from ..models.album_genre_type_0 import AlbumGenreType0

        id = self.id

        title = self.title

        type_ = self.type_.value

        score: float | None
        score = self.score

        subtitle: None | str | Unset
        if isinstance(self.subtitle, Unset):
            subtitle = UNSET
        else:
            subtitle = self.subtitle

        label: None | str | Unset
        if isinstance(self.label, Unset):
            label = UNSET
        else:
            label = self.label

        distributor: None | str | Unset
        if isinstance(self.distributor, Unset):
            distributor = UNSET
        else:
            distributor = self.distributor

        format_: None | str | Unset
        if isinstance(self.format_, Unset):
            format_ = UNSET
        elif (
            isinstance(self.format_, AlbumFormatType1)
            or isinstance(self.format_, AlbumFormatType2Type1)
            or isinstance(self.format_, AlbumFormatType3Type1)
        ):
            format_ = self.format_.value
        else:
            format_ = self.format_

        original_release_date: None | str | Unset
        if isinstance(self.original_release_date, Unset):
            original_release_date = UNSET
        else:
            original_release_date = self.original_release_date

        rating: float | None | Unset
        if isinstance(self.rating, Unset):
            rating = UNSET
        else:
            rating = self.rating

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

        externals: dict[str, Any] | None | Unset
        if isinstance(self.externals, Unset):
            externals = UNSET
        elif isinstance(self.externals, AlbumExternals):
            externals = self.externals.to_dict()
        else:
            externals = self.externals

        genre: dict[str, Any] | None | Unset
        if isinstance(self.genre, Unset):
            genre = UNSET
        elif isinstance(self.genre, AlbumGenreType0):
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

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "title": title,
                "type": type_,
                "score": score,
            }
        )
        if subtitle is not UNSET:
            field_dict["subtitle"] = subtitle
        if label is not UNSET:
            field_dict["label"] = label
        if distributor is not UNSET:
            field_dict["distributor"] = distributor
        if format_ is not UNSET:
            field_dict["format"] = format_
        if original_release_date is not UNSET:
            field_dict["original_release_date"] = original_release_date
        if rating is not UNSET:
            field_dict["rating"] = rating
        if translated is not UNSET:
            field_dict["translated"] = translated
        if externals is not UNSET:
            field_dict["externals"] = externals
        if genre is not UNSET:
            field_dict["genre"] = genre
        if artists is not UNSET:
            field_dict["artists"] = artists

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.album_artists_type_0_item import AlbumArtistsType0Item
        from ..models.album_externals import AlbumExternals
        from ..models.album_genre_type_0 import AlbumGenreType0
        from ..models.album_translated_type_0_item import AlbumTranslatedType0Item

        d = dict(src_dict)
        id = d.pop("id")

        title = d.pop("title")

        type_ = AlbumType(d.pop("type"))

        def _parse_score(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        score = _parse_score(d.pop("score"))

        def _parse_subtitle(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        subtitle = _parse_subtitle(d.pop("subtitle", UNSET))

        def _parse_label(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        label = _parse_label(d.pop("label", UNSET))

        def _parse_distributor(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        distributor = _parse_distributor(d.pop("distributor", UNSET))

        def _parse_format_(
            data: object,
        ) -> (
            AlbumFormatType1
            | AlbumFormatType2Type1
            | AlbumFormatType3Type1
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
                format_type_1 = AlbumFormatType1(data)

                return format_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                format_type_2_type_1 = AlbumFormatType2Type1(data)

                return format_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                format_type_3_type_1 = AlbumFormatType3Type1(data)

                return format_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                AlbumFormatType1
                | AlbumFormatType2Type1
                | AlbumFormatType3Type1
                | None
                | Unset,
                data,
            )

        format_ = _parse_format_(d.pop("format", UNSET))

        def _parse_original_release_date(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        original_release_date = _parse_original_release_date(
            d.pop("original_release_date", UNSET)
        )

        def _parse_rating(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        rating = _parse_rating(d.pop("rating", UNSET))

        def _parse_translated(
            data: object,
        ) -> list[AlbumTranslatedType0Item] | None | Unset:
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
                    translated_type_0_item = AlbumTranslatedType0Item.from_dict(
                        translated_type_0_item_data
                    )

                    translated_type_0.append(translated_type_0_item)

                return translated_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[AlbumTranslatedType0Item] | None | Unset, data)

        translated = _parse_translated(d.pop("translated", UNSET))

        def _parse_externals(data: object) -> AlbumExternals | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                externals_type_0 = AlbumExternals.from_dict(data)

                return externals_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AlbumExternals | None | Unset, data)

        externals = _parse_externals(d.pop("externals", UNSET))

        def _parse_genre(data: object) -> AlbumGenreType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                genre_type_0 = AlbumGenreType0.from_dict(data)

                return genre_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AlbumGenreType0 | None | Unset, data)

        genre = _parse_genre(d.pop("genre", UNSET))

        def _parse_artists(data: object) -> list[AlbumArtistsType0Item] | None | Unset:
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
                    artists_type_0_item = AlbumArtistsType0Item.from_dict(
                        artists_type_0_item_data
                    )

                    artists_type_0.append(artists_type_0_item)

                return artists_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[AlbumArtistsType0Item] | None | Unset, data)

        artists = _parse_artists(d.pop("artists", UNSET))

        album_search_result_hits_item = cls(
            id=id,
            title=title,
            type_=type_,
            score=score,
            subtitle=subtitle,
            label=label,
            distributor=distributor,
            format_=format_,
            original_release_date=original_release_date,
            rating=rating,
            translated=translated,
            externals=externals,
            genre=genre,
            artists=artists,
        )

        album_search_result_hits_item.additional_properties = d
        return album_search_result_hits_item

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
