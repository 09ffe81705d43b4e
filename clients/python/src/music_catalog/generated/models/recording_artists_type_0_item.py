from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.credit_link import CreditLink
from ..models.recording_artist_type import RecordingArtistType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.recording_artists_type_0_item_roles_type_0_item import (
        RecordingArtistsType0ItemRolesType0Item,
    )


T = TypeVar("T", bound="RecordingArtistsType0Item")


@_attrs_define
class RecordingArtistsType0Item:
    """
    Attributes:
        id (int):
        name (str):
        type_ (RecordingArtistType):
        link (CreditLink):
        roles (list[RecordingArtistsType0ItemRolesType0Item] | None | Unset):
    """

    id: int
    name: str
    type_: RecordingArtistType
    link: CreditLink
    roles: list[RecordingArtistsType0ItemRolesType0Item] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        type_ = self.type_.value

        link = self.link.value

        roles: list[dict[str, Any]] | None | Unset
        if isinstance(self.roles, Unset):
            roles = UNSET
        elif isinstance(self.roles, list):
            roles = []
            for roles_type_0_item_data in self.roles:
                roles_type_0_item = roles_type_0_item_data.to_dict()
                roles.append(roles_type_0_item)

        else:
            roles = self.roles

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "type": type_,
                "link": link,
            }
        )
        if roles is not UNSET:
            field_dict["roles"] = roles

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.recording_artists_type_0_item_roles_type_0_item import (
            RecordingArtistsType0ItemRolesType0Item,
        )

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        type_ = RecordingArtistType(d.pop("type"))

        link = CreditLink(d.pop("link"))

        def _parse_roles(
            data: object,
        ) -> list[RecordingArtistsType0ItemRolesType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                roles_type_0 = []
                _roles_type_0 = data
                for roles_type_0_item_data in _roles_type_0:
                    roles_type_0_item = (
                        RecordingArtistsType0ItemRolesType0Item.from_dict(
                            roles_type_0_item_data
                        )
                    )

                    roles_type_0.append(roles_type_0_item)

                return roles_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[RecordingArtistsType0ItemRolesType0Item] | None | Unset, data
            )

        roles = _parse_roles(d.pop("roles", UNSET))

        recording_artists_type_0_item = cls(
            id=id,
            name=name,
            type_=type_,
            link=link,
            roles=roles,
        )

        recording_artists_type_0_item.additional_properties = d
        return recording_artists_type_0_item

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
