from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.recording_search_result_hits_item import RecordingSearchResultHitsItem


T = TypeVar("T", bound="RecordingSearchResult")


@_attrs_define
class RecordingSearchResult:
    """
    Attributes:
        hits (list[RecordingSearchResultHitsItem]):
        page (int):
        total_pages (int):
        total_hits (int):
    """

    hits: list[RecordingSearchResultHitsItem]
    page: int
    total_pages: int
    total_hits: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hits = []
        for hits_item_data in self.hits:
            hits_item = hits_item_data.to_dict()
            hits.append(hits_item)

        page = self.page

        total_pages = self.total_pages

        total_hits = self.total_hits

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hits": hits,
                "page": page,
                "totalPages": total_pages,
                "totalHits": total_hits,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.recording_search_result_hits_item import (
            RecordingSearchResultHitsItem,
        )

        d = dict(src_dict)
        hits = []
        _hits = d.pop("hits")
        for hits_item_data in _hits:
            hits_item = RecordingSearchResultHitsItem.from_dict(hits_item_data)

            hits.append(hits_item)

        page = d.pop("page")

        total_pages = d.pop("totalPages")

        total_hits = d.pop("totalHits")

        recording_search_result = cls(
            hits=hits,
            page=page,
            total_pages=total_pages,
            total_hits=total_hits,
        )

        recording_search_result.additional_properties = d
        return recording_search_result

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
