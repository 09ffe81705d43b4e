from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.catalog_change_set_result_counts import CatalogChangeSetResultCounts
    from ..models.catalog_change_set_result_rejects_item import (
        CatalogChangeSetResultRejectsItem,
    )


T = TypeVar("T", bound="CatalogChangeSetResult")


@_attrs_define
class CatalogChangeSetResult:
    """
    Attributes:
        counts (CatalogChangeSetResultCounts):
        rejects (list[CatalogChangeSetResultRejectsItem]): Refused lines in line order, the first 1,000 (the others are
            counted in `rejects_omitted`)
        rejects_omitted (int): Refused lines not listed
        cursor (str): Change-feed cursor after the last change this request made: `GET /api/catalog/changes?after=` it
    """

    counts: CatalogChangeSetResultCounts
    rejects: list[CatalogChangeSetResultRejectsItem]
    rejects_omitted: int
    cursor: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        counts = self.counts.to_dict()

        rejects = []
        for rejects_item_data in self.rejects:
            rejects_item = rejects_item_data.to_dict()
            rejects.append(rejects_item)

        rejects_omitted = self.rejects_omitted

        cursor = self.cursor

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "counts": counts,
                "rejects": rejects,
                "rejects_omitted": rejects_omitted,
                "cursor": cursor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.catalog_change_set_result_counts import (
            CatalogChangeSetResultCounts,
        )
        from ..models.catalog_change_set_result_rejects_item import (
            CatalogChangeSetResultRejectsItem,
        )

        d = dict(src_dict)
        counts = CatalogChangeSetResultCounts.from_dict(d.pop("counts"))

        rejects = []
        _rejects = d.pop("rejects")
        for rejects_item_data in _rejects:
            rejects_item = CatalogChangeSetResultRejectsItem.from_dict(
                rejects_item_data
            )

            rejects.append(rejects_item)

        rejects_omitted = d.pop("rejects_omitted")

        cursor = d.pop("cursor")

        catalog_change_set_result = cls(
            counts=counts,
            rejects=rejects,
            rejects_omitted=rejects_omitted,
            cursor=cursor,
        )

        catalog_change_set_result.additional_properties = d
        return catalog_change_set_result

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
