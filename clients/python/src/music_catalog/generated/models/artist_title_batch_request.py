from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.artist_title_batch_request_items_item import (
        ArtistTitleBatchRequestItemsItem,
    )


T = TypeVar("T", bound="ArtistTitleBatchRequest")


@_attrs_define
class ArtistTitleBatchRequest:
    """
    Attributes:
        items (list[ArtistTitleBatchRequestItemsItem]):
        candidates (bool | Unset): Add `candidates` to each result whose answer is unsure (`low`, `medium`) or none
            (default false) Default: False.
    """

    items: list[ArtistTitleBatchRequestItemsItem]
    candidates: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        candidates = self.candidates

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "items": items,
            }
        )
        if candidates is not UNSET:
            field_dict["candidates"] = candidates

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.artist_title_batch_request_items_item import (
            ArtistTitleBatchRequestItemsItem,
        )

        d = dict(src_dict)
        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = ArtistTitleBatchRequestItemsItem.from_dict(items_item_data)

            items.append(items_item)

        candidates = d.pop("candidates", UNSET)

        artist_title_batch_request = cls(
            items=items,
            candidates=candidates,
        )

        artist_title_batch_request.additional_properties = d
        return artist_title_batch_request

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
