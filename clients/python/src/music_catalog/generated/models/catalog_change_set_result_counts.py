from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CatalogChangeSetResultCounts")


@_attrs_define
class CatalogChangeSetResultCounts:
    """
    Attributes:
        created (int): Lines that created an entity of this source
        updated (int): Lines that changed an entity of this source
        unchanged (int): Lines identical to what is stored (a replay), deletions of what is not there
        deleted (int): `deleted: true` lines that removed an entity of this source
        rejected (int): Lines refused (listed in `rejects`)
        merged (int): Merges entity resolution recorded for the entities this request changed
    """

    created: int
    updated: int
    unchanged: int
    deleted: int
    rejected: int
    merged: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created = self.created

        updated = self.updated

        unchanged = self.unchanged

        deleted = self.deleted

        rejected = self.rejected

        merged = self.merged

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created": created,
                "updated": updated,
                "unchanged": unchanged,
                "deleted": deleted,
                "rejected": rejected,
                "merged": merged,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created = d.pop("created")

        updated = d.pop("updated")

        unchanged = d.pop("unchanged")

        deleted = d.pop("deleted")

        rejected = d.pop("rejected")

        merged = d.pop("merged")

        catalog_change_set_result_counts = cls(
            created=created,
            updated=updated,
            unchanged=unchanged,
            deleted=deleted,
            rejected=rejected,
            merged=merged,
        )

        catalog_change_set_result_counts.additional_properties = d
        return catalog_change_set_result_counts

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
