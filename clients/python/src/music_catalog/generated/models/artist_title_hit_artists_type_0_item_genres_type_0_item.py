from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.genre_link import GenreLink
from ..types import UNSET, Unset

T = TypeVar("T", bound="ArtistTitleHitArtistsType0ItemGenresType0Item")


@_attrs_define
class ArtistTitleHitArtistsType0ItemGenresType0Item:
    """
    Attributes:
        link (GenreLink | None | Unset):
        name (None | str | Unset):
        id_genre (int | None | Unset):
    """

    link: GenreLink | None | Unset = UNSET
    name: None | str | Unset = UNSET
    id_genre: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        link: None | str | Unset
        if isinstance(self.link, Unset):
            link = UNSET
        elif isinstance(self.link, GenreLink):
            link = self.link.value
        else:
            link = self.link

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        id_genre: int | None | Unset
        if isinstance(self.id_genre, Unset):
            id_genre = UNSET
        else:
            id_genre = self.id_genre

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if link is not UNSET:
            field_dict["link"] = link
        if name is not UNSET:
            field_dict["name"] = name
        if id_genre is not UNSET:
            field_dict["id_genre"] = id_genre

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_link(data: object) -> GenreLink | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                link_type_0 = GenreLink(data)

                return link_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GenreLink | None | Unset, data)

        link = _parse_link(d.pop("link", UNSET))

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_id_genre(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        id_genre = _parse_id_genre(d.pop("id_genre", UNSET))

        artist_title_hit_artists_type_0_item_genres_type_0_item = cls(
            link=link,
            name=name,
            id_genre=id_genre,
        )

        artist_title_hit_artists_type_0_item_genres_type_0_item.additional_properties = d
        return artist_title_hit_artists_type_0_item_genres_type_0_item

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
