from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ArtistTitleBatchRequestItemsItem")


@_attrs_define
class ArtistTitleBatchRequestItemsItem:
    """
    Attributes:
        name (str): Artist name, at most 200 characters
        title (str): Song title, at most 200 characters
        duration (float | str | Unset): An extension of this service: the logged duration, seconds (212) or M:SS (3:32),
            1..359999 s. Among the versions of a song, a recording whose duration is within max(5 s, 3 %) of it ranks first
    """

    name: str
    title: str
    duration: float | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        title = self.title

        duration: float | str | Unset
        if isinstance(self.duration, Unset):
            duration = UNSET
        else:
            duration = self.duration

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "title": title,
            }
        )
        if duration is not UNSET:
            field_dict["duration"] = duration

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        title = d.pop("title")

        def _parse_duration(data: object) -> float | str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(float | str | Unset, data)

        duration = _parse_duration(d.pop("duration", UNSET))

        artist_title_batch_request_items_item = cls(
            name=name,
            title=title,
            duration=duration,
        )

        artist_title_batch_request_items_item.additional_properties = d
        return artist_title_batch_request_items_item

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
