from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.related_artist_link import RelatedArtistLink

T = TypeVar("T", bound="ArtistRelatedArtistsType0Item")


@_attrs_define
class ArtistRelatedArtistsType0Item:
    """
    Attributes:
        id_artist (int):
        name (str):
        link (RelatedArtistLink):
    """

    id_artist: int
    name: str
    link: RelatedArtistLink
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id_artist = self.id_artist

        name = self.name

        link = self.link.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id_artist": id_artist,
                "name": name,
                "link": link,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id_artist = d.pop("id_artist")

        name = d.pop("name")

        link = RelatedArtistLink(d.pop("link"))

        artist_related_artists_type_0_item = cls(
            id_artist=id_artist,
            name=name,
            link=link,
        )

        artist_related_artists_type_0_item.additional_properties = d
        return artist_related_artists_type_0_item

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
