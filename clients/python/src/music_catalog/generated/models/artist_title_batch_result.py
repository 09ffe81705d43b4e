from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.artist_title_batch_result_results_item import (
        ArtistTitleBatchResultResultsItem,
    )


T = TypeVar("T", bound="ArtistTitleBatchResult")


@_attrs_define
class ArtistTitleBatchResult:
    """
    Attributes:
        results (list[ArtistTitleBatchResultResultsItem]):
    """

    results: list[ArtistTitleBatchResultResultsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "results": results,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.artist_title_batch_result_results_item import (
            ArtistTitleBatchResultResultsItem,
        )

        d = dict(src_dict)
        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = ArtistTitleBatchResultResultsItem.from_dict(
                results_item_data
            )

            results.append(results_item)

        artist_title_batch_result = cls(
            results=results,
        )

        artist_title_batch_result.additional_properties = d
        return artist_title_batch_result

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
