from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.match_pin import MatchPin


T = TypeVar("T", bound="MatchPinList")


@_attrs_define
class MatchPinList:
    """
    Attributes:
        pins (list[MatchPin]):
        offset (int):
        limit (int):
    """

    pins: list[MatchPin]
    offset: int
    limit: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        pins = []
        for pins_item_data in self.pins:
            pins_item = pins_item_data.to_dict()
            pins.append(pins_item)

        offset = self.offset

        limit = self.limit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "pins": pins,
                "offset": offset,
                "limit": limit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.match_pin import MatchPin

        d = dict(src_dict)
        pins = []
        _pins = d.pop("pins")
        for pins_item_data in _pins:
            pins_item = MatchPin.from_dict(pins_item_data)

            pins.append(pins_item)

        offset = d.pop("offset")

        limit = d.pop("limit")

        match_pin_list = cls(
            pins=pins,
            offset=offset,
            limit=limit,
        )

        match_pin_list.additional_properties = d
        return match_pin_list

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
