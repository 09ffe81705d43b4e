from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.album_format import AlbumFormat
from ..models.album_type import AlbumType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.artist_title_hit_albums_type_0_item_genres_type_0_item import (
        ArtistTitleHitAlbumsType0ItemGenresType0Item,
    )


T = TypeVar("T", bound="ArtistTitleHitAlbumsType0Item")


@_attrs_define
class ArtistTitleHitAlbumsType0Item:
    """
    Attributes:
        id (int | None | Unset):
        title (None | str | Unset):
        label (None | str | Unset):
        distributor (None | str | Unset):
        type_ (AlbumType | None | Unset):
        format_ (AlbumFormat | None | Unset):
        original_release_date (None | str | Unset): YYYY-MM-DD; 00 for an unknown month and/or day Example: 1999-04-00.
        cover_art (None | str | Unset): Cover path
        cover_art_400 (None | str | Unset): 400x400 cover path
        genres (list[ArtistTitleHitAlbumsType0ItemGenresType0Item] | None | Unset):
    """

    id: int | None | Unset = UNSET
    title: None | str | Unset = UNSET
    label: None | str | Unset = UNSET
    distributor: None | str | Unset = UNSET
    type_: AlbumType | None | Unset = UNSET
    format_: AlbumFormat | None | Unset = UNSET
    original_release_date: None | str | Unset = UNSET
    cover_art: None | str | Unset = UNSET
    cover_art_400: None | str | Unset = UNSET
    genres: list[ArtistTitleHitAlbumsType0ItemGenresType0Item] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
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

        type_: None | str | Unset
        if isinstance(self.type_, Unset):
            type_ = UNSET
        elif isinstance(self.type_, AlbumType):
            type_ = self.type_.value
        else:
            type_ = self.type_

        format_: None | str | Unset
        if isinstance(self.format_, Unset):
            format_ = UNSET
        elif isinstance(self.format_, AlbumFormat):
            format_ = self.format_.value
        else:
            format_ = self.format_

        original_release_date: None | str | Unset
        if isinstance(self.original_release_date, Unset):
            original_release_date = UNSET
        else:
            original_release_date = self.original_release_date

        cover_art: None | str | Unset
        if isinstance(self.cover_art, Unset):
            cover_art = UNSET
        else:
            cover_art = self.cover_art

        cover_art_400: None | str | Unset
        if isinstance(self.cover_art_400, Unset):
            cover_art_400 = UNSET
        else:
            cover_art_400 = self.cover_art_400

        genres: list[dict[str, Any]] | None | Unset
        if isinstance(self.genres, Unset):
            genres = UNSET
        elif isinstance(self.genres, list):
            genres = []
            for genres_type_0_item_data in self.genres:
                genres_type_0_item = genres_type_0_item_data.to_dict()
                genres.append(genres_type_0_item)

        else:
            genres = self.genres

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if id is not UNSET:
            field_dict["id"] = id
        if title is not UNSET:
            field_dict["title"] = title
        if label is not UNSET:
            field_dict["label"] = label
        if distributor is not UNSET:
            field_dict["distributor"] = distributor
        if type_ is not UNSET:
            field_dict["type"] = type_
        if format_ is not UNSET:
            field_dict["format"] = format_
        if original_release_date is not UNSET:
            field_dict["original_release_date"] = original_release_date
        if cover_art is not UNSET:
            field_dict["cover_art"] = cover_art
        if cover_art_400 is not UNSET:
            field_dict["cover_art_400"] = cover_art_400
        if genres is not UNSET:
            field_dict["genres"] = genres

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.artist_title_hit_albums_type_0_item_genres_type_0_item import (
            ArtistTitleHitAlbumsType0ItemGenresType0Item,
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

        def _parse_type_(data: object) -> AlbumType | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_0 = AlbumType(data)

                return type_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AlbumType | None | Unset, data)

        type_ = _parse_type_(d.pop("type", UNSET))

        def _parse_format_(data: object) -> AlbumFormat | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                format_type_0 = AlbumFormat(data)

                return format_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AlbumFormat | None | Unset, data)

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

        def _parse_cover_art(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        cover_art = _parse_cover_art(d.pop("cover_art", UNSET))

        def _parse_cover_art_400(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        cover_art_400 = _parse_cover_art_400(d.pop("cover_art_400", UNSET))

        def _parse_genres(
            data: object,
        ) -> list[ArtistTitleHitAlbumsType0ItemGenresType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                genres_type_0 = []
                _genres_type_0 = data
                for genres_type_0_item_data in _genres_type_0:
                    genres_type_0_item = (
                        ArtistTitleHitAlbumsType0ItemGenresType0Item.from_dict(
                            genres_type_0_item_data
                        )
                    )

                    genres_type_0.append(genres_type_0_item)

                return genres_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[ArtistTitleHitAlbumsType0ItemGenresType0Item] | None | Unset, data
            )

        genres = _parse_genres(d.pop("genres", UNSET))

        artist_title_hit_albums_type_0_item = cls(
            id=id,
            title=title,
            label=label,
            distributor=distributor,
            type_=type_,
            format_=format_,
            original_release_date=original_release_date,
            cover_art=cover_art,
            cover_art_400=cover_art_400,
            genres=genres,
        )

        artist_title_hit_albums_type_0_item.additional_properties = d
        return artist_title_hit_albums_type_0_item

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
