from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="CuratedDecisionChangedMergedItem")


@_attrs_define
class CuratedDecisionChangedMergedItem:
    """
    Attributes:
        merged_id (int):
        surviving_id (int):
        credits_repointed (int | Unset): Artists: how many credits (of recordings, releases, shows, albums) now name the
            survivor
        references_repointed (int | Unset): Recordings, albums, releases: how many references now name the survivor (a
            release's tracks, a chart row, a cluster; a release's album, an artist's albums; an album's releases)
    """

    merged_id: int
    surviving_id: int
    credits_repointed: int | Unset = UNSET
    references_repointed: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        merged_id = self.merged_id

        surviving_id = self.surviving_id

        credits_repointed = self.credits_repointed

        references_repointed = self.references_repointed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "merged_id": merged_id,
                "surviving_id": surviving_id,
            }
        )
        if credits_repointed is not UNSET:
            field_dict["credits_repointed"] = credits_repointed
        if references_repointed is not UNSET:
            field_dict["references_repointed"] = references_repointed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        merged_id = d.pop("merged_id")

        surviving_id = d.pop("surviving_id")

        credits_repointed = d.pop("credits_repointed", UNSET)

        references_repointed = d.pop("references_repointed", UNSET)

        curated_decision_changed_merged_item = cls(
            merged_id=merged_id,
            surviving_id=surviving_id,
            credits_repointed=credits_repointed,
            references_repointed=references_repointed,
        )

        curated_decision_changed_merged_item.additional_properties = d
        return curated_decision_changed_merged_item

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
