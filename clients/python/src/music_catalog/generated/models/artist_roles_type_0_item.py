from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.artist_role_link import ArtistRoleLink

T = TypeVar("T", bound="ArtistRolesType0Item")


@_attrs_define
class ArtistRolesType0Item:
    """
    Attributes:
        id_role (int):
        name (str):
        link (ArtistRoleLink):
    """

    id_role: int
    name: str
    link: ArtistRoleLink
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id_role = self.id_role

        name = self.name

        link = self.link.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id_role": id_role,
                "name": name,
                "link": link,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id_role = d.pop("id_role")

        name = d.pop("name")

        link = ArtistRoleLink(d.pop("link"))

        artist_roles_type_0_item = cls(
            id_role=id_role,
            name=name,
            link=link,
        )

        artist_roles_type_0_item.additional_properties = d
        return artist_roles_type_0_item

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
