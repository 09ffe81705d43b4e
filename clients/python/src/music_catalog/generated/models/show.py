from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.show_album_type_0 import ShowAlbumType0
    from ..models.show_artists_type_0_item import ShowArtistsType0Item
    from ..models.show_type_type_0 import ShowTypeType0


T = TypeVar("T", bound="Show")


@_attrs_define
class Show:
    """
    Attributes:
        id (int | None | Unset):
        name (None | str | Unset):
        subtitle (None | str | Unset):
        type_ (None | ShowTypeType0 | Unset):
        album (None | ShowAlbumType0 | Unset):
        artists (list[ShowArtistsType0Item] | None | Unset):
        year (float | None | Unset):
        country (None | str | Unset):
        area (None | str | Unset):
        description (None | str | Unset):
        score (float | None | Unset): Search hits only
    """

    id: int | None | Unset = UNSET
    name: None | str | Unset = UNSET
    subtitle: None | str | Unset = UNSET
    type_: None | ShowTypeType0 | Unset = UNSET
    album: None | ShowAlbumType0 | Unset = UNSET
    artists: list[ShowArtistsType0Item] | None | Unset = UNSET
    year: float | None | Unset = UNSET
    country: None | str | Unset = UNSET
    area: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    score: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.show_album_type_0 import ShowAlbumType0
        from ..models.show_type_type_0 import ShowTypeType0

        id: int | None | Unset
        if isinstance(self.id, Unset):
            id = UNSET
        else:
            id = self.id

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        subtitle: None | str | Unset
        if isinstance(self.subtitle, Unset):
            subtitle = UNSET
        else:
            subtitle = self.subtitle

        type_: dict[str, Any] | None | Unset
        if isinstance(self.type_, Unset):
            type_ = UNSET
        elif isinstance(self.type_, ShowTypeType0):
            type_ = self.type_.to_dict()
        else:
            type_ = self.type_

        album: dict[str, Any] | None | Unset
        if isinstance(self.album, Unset):
            album = UNSET
        elif isinstance(self.album, ShowAlbumType0):
            album = self.album.to_dict()
        else:
            album = self.album

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

        year: float | None | Unset
        if isinstance(self.year, Unset):
            year = UNSET
        else:
            year = self.year

        country: None | str | Unset
        if isinstance(self.country, Unset):
            country = UNSET
        else:
            country = self.country

        area: None | str | Unset
        if isinstance(self.area, Unset):
            area = UNSET
        else:
            area = self.area

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        score: float | None | Unset
        if isinstance(self.score, Unset):
            score = UNSET
        else:
            score = self.score

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if id is not UNSET:
            field_dict["id"] = id
        if name is not UNSET:
            field_dict["name"] = name
        if subtitle is not UNSET:
            field_dict["subtitle"] = subtitle
        if type_ is not UNSET:
            field_dict["type"] = type_
        if album is not UNSET:
            field_dict["album"] = album
        if artists is not UNSET:
            field_dict["artists"] = artists
        if year is not UNSET:
            field_dict["year"] = year
        if country is not UNSET:
            field_dict["country"] = country
        if area is not UNSET:
            field_dict["area"] = area
        if description is not UNSET:
            field_dict["description"] = description
        if score is not UNSET:
            field_dict["score"] = score

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.show_album_type_0 import ShowAlbumType0
        from ..models.show_artists_type_0_item import ShowArtistsType0Item
        from ..models.show_type_type_0 import ShowTypeType0

        d = dict(src_dict)

        def _parse_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        id = _parse_id(d.pop("id", UNSET))

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_subtitle(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        subtitle = _parse_subtitle(d.pop("subtitle", UNSET))

        def _parse_type_(data: object) -> None | ShowTypeType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                type_type_0 = ShowTypeType0.from_dict(data)

                return type_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ShowTypeType0 | Unset, data)

        type_ = _parse_type_(d.pop("type", UNSET))

        def _parse_album(data: object) -> None | ShowAlbumType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                album_type_0 = ShowAlbumType0.from_dict(data)

                return album_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ShowAlbumType0 | Unset, data)

        album = _parse_album(d.pop("album", UNSET))

        def _parse_artists(data: object) -> list[ShowArtistsType0Item] | None | Unset:
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
                    artists_type_0_item = ShowArtistsType0Item.from_dict(
                        artists_type_0_item_data
                    )

                    artists_type_0.append(artists_type_0_item)

                return artists_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ShowArtistsType0Item] | None | Unset, data)

        artists = _parse_artists(d.pop("artists", UNSET))

        def _parse_year(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        year = _parse_year(d.pop("year", UNSET))

        def _parse_country(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        country = _parse_country(d.pop("country", UNSET))

        def _parse_area(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        area = _parse_area(d.pop("area", UNSET))

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        def _parse_score(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        score = _parse_score(d.pop("score", UNSET))

        show = cls(
            id=id,
            name=name,
            subtitle=subtitle,
            type_=type_,
            album=album,
            artists=artists,
            year=year,
            country=country,
            area=area,
            description=description,
            score=score,
        )

        show.additional_properties = d
        return show

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
