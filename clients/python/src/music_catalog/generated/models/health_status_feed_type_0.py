from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.health_status_feed_type_0_readers import HealthStatusFeedType0Readers


T = TypeVar("T", bound="HealthStatusFeedType0")


@_attrs_define
class HealthStatusFeedType0:
    """readyz only, while PostgreSQL is up: where the live search indexer (`search`, and the reader of its dependents
    `search-dependents`) stands against the change feed

        Attributes:
            head (int): The change feed head: the seq of the last committed change
            readers (HealthStatusFeedType0Readers):
    """

    head: int
    readers: HealthStatusFeedType0Readers
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        head = self.head

        readers = self.readers.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "head": head,
                "readers": readers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.health_status_feed_type_0_readers import (
            HealthStatusFeedType0Readers,
        )

        d = dict(src_dict)
        head = d.pop("head")

        readers = HealthStatusFeedType0Readers.from_dict(d.pop("readers"))

        health_status_feed_type_0 = cls(
            head=head,
            readers=readers,
        )

        health_status_feed_type_0.additional_properties = d
        return health_status_feed_type_0

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
