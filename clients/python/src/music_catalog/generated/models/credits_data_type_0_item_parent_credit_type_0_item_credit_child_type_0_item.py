from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreditsDataType0ItemParentCreditType0ItemCreditChildType0Item")


@_attrs_define
class CreditsDataType0ItemParentCreditType0ItemCreditChildType0Item:
    """
    Attributes:
        name (None | str | Unset):
        id_artist (int | None | Unset):
    """

    name: None | str | Unset = UNSET
    id_artist: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        id_artist: int | None | Unset
        if isinstance(self.id_artist, Unset):
            id_artist = UNSET
        else:
            id_artist = self.id_artist

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if id_artist is not UNSET:
            field_dict["id_artist"] = id_artist

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_id_artist(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        id_artist = _parse_id_artist(d.pop("id_artist", UNSET))

        credits_data_type_0_item_parent_credit_type_0_item_credit_child_type_0_item = (
            cls(
                name=name,
                id_artist=id_artist,
            )
        )

        credits_data_type_0_item_parent_credit_type_0_item_credit_child_type_0_item.additional_properties = d
        return (
            credits_data_type_0_item_parent_credit_type_0_item_credit_child_type_0_item
        )

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
