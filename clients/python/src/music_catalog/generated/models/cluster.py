from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.cluster_type import ClusterType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.cluster_recordings_item import ClusterRecordingsItem


T = TypeVar("T", bound="Cluster")


@_attrs_define
class Cluster:
    """
    Attributes:
        type_ (ClusterType):
        recordings (list[ClusterRecordingsItem]):
        id (int | None | Unset):
    """

    type_: ClusterType
    recordings: list[ClusterRecordingsItem]
    id: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        recordings = []
        for recordings_item_data in self.recordings:
            recordings_item = recordings_item_data.to_dict()
            recordings.append(recordings_item)

        id: int | None | Unset
        if isinstance(self.id, Unset):
            id = UNSET
        else:
            id = self.id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "recordings": recordings,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.cluster_recordings_item import ClusterRecordingsItem

        d = dict(src_dict)
        type_ = ClusterType(d.pop("type"))

        recordings = []
        _recordings = d.pop("recordings")
        for recordings_item_data in _recordings:
            recordings_item = ClusterRecordingsItem.from_dict(recordings_item_data)

            recordings.append(recordings_item)

        def _parse_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        id = _parse_id(d.pop("id", UNSET))

        cluster = cls(
            type_=type_,
            recordings=recordings,
            id=id,
        )

        cluster.additional_properties = d
        return cluster

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
