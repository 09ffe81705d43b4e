from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.alias_link import AliasLink

T = TypeVar("T", bound="ArtistAliasesType0Item")


@_attrs_define
class ArtistAliasesType0Item:
    """
    Attributes:
        alias (str):
        link (AliasLink):
    """

    alias: str
    link: AliasLink
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        alias = self.alias

        link = self.link.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "alias": alias,
                "link": link,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        alias = d.pop("alias")

        link = AliasLink(d.pop("link"))

        artist_aliases_type_0_item = cls(
            alias=alias,
            link=link,
        )

        artist_aliases_type_0_item.additional_properties = d
        return artist_aliases_type_0_item

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
