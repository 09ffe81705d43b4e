from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="HealthStatusFeedType0ReadersAdditionalProperty")


@_attrs_define
class HealthStatusFeedType0ReadersAdditionalProperty:
    """
    Attributes:
        position (int | None): The last seq the reader has applied (null: never ran)
        behind (bool): True when a change was committed after its position
    """

    position: int | None
    behind: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        position: int | None
        position = self.position

        behind = self.behind

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "position": position,
                "behind": behind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_position(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        position = _parse_position(d.pop("position"))

        behind = d.pop("behind")

        health_status_feed_type_0_readers_additional_property = cls(
            position=position,
            behind=behind,
        )

        health_status_feed_type_0_readers_additional_property.additional_properties = d
        return health_status_feed_type_0_readers_additional_property

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
