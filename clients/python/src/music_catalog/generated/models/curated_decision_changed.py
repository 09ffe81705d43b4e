from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.curated_decision_changed_merged_item import (
        CuratedDecisionChangedMergedItem,
    )
    from ..models.curated_decision_changed_reading import CuratedDecisionChangedReading
    from ..models.curated_decision_changed_unmerged_item import (
        CuratedDecisionChangedUnmergedItem,
    )


T = TypeVar("T", bound="CuratedDecisionChanged")


@_attrs_define
class CuratedDecisionChanged:
    """What the decision changed (undone by DELETE)

    Attributes:
        merged (list[CuratedDecisionChangedMergedItem] | Unset): A merge: each merged id, its survivor, and what now
            names the survivor
        kept_apart (list[int] | Unset): A keep-apart: the ids no two of which resolution merges
        unmerged (list[CuratedDecisionChangedUnmergedItem] | Unset): A keep-apart of artists resolution had merged: each
            merge it undid (the merged id is served again, its credits name it); undoing the keep-apart lifts the veto, and
            resolution decides the pair again at its next pass
        reading (CuratedDecisionChangedReading | Unset): A split or a whole: how the name is read now
    """

    merged: list[CuratedDecisionChangedMergedItem] | Unset = UNSET
    kept_apart: list[int] | Unset = UNSET
    unmerged: list[CuratedDecisionChangedUnmergedItem] | Unset = UNSET
    reading: CuratedDecisionChangedReading | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        merged: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.merged, Unset):
            merged = []
            for merged_item_data in self.merged:
                merged_item = merged_item_data.to_dict()
                merged.append(merged_item)

        kept_apart: list[int] | Unset = UNSET
        if not isinstance(self.kept_apart, Unset):
            kept_apart = self.kept_apart

        unmerged: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.unmerged, Unset):
            unmerged = []
            for unmerged_item_data in self.unmerged:
                unmerged_item = unmerged_item_data.to_dict()
                unmerged.append(unmerged_item)

        reading: dict[str, Any] | Unset = UNSET
        if not isinstance(self.reading, Unset):
            reading = self.reading.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if merged is not UNSET:
            field_dict["merged"] = merged
        if kept_apart is not UNSET:
            field_dict["kept_apart"] = kept_apart
        if unmerged is not UNSET:
            field_dict["unmerged"] = unmerged
        if reading is not UNSET:
            field_dict["reading"] = reading

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.curated_decision_changed_merged_item import (
            CuratedDecisionChangedMergedItem,
        )
        from ..models.curated_decision_changed_reading import (
            CuratedDecisionChangedReading,
        )
        from ..models.curated_decision_changed_unmerged_item import (
            CuratedDecisionChangedUnmergedItem,
        )

        d = dict(src_dict)
        _merged = d.pop("merged", UNSET)
        merged: list[CuratedDecisionChangedMergedItem] | Unset = UNSET
        if _merged is not UNSET:
            merged = []
            for merged_item_data in _merged:
                merged_item = CuratedDecisionChangedMergedItem.from_dict(
                    merged_item_data
                )

                merged.append(merged_item)

        kept_apart = cast(list[int], d.pop("kept_apart", UNSET))

        _unmerged = d.pop("unmerged", UNSET)
        unmerged: list[CuratedDecisionChangedUnmergedItem] | Unset = UNSET
        if _unmerged is not UNSET:
            unmerged = []
            for unmerged_item_data in _unmerged:
                unmerged_item = CuratedDecisionChangedUnmergedItem.from_dict(
                    unmerged_item_data
                )

                unmerged.append(unmerged_item)

        _reading = d.pop("reading", UNSET)
        reading: CuratedDecisionChangedReading | Unset
        if isinstance(_reading, Unset):
            reading = UNSET
        else:
            reading = CuratedDecisionChangedReading.from_dict(_reading)

        curated_decision_changed = cls(
            merged=merged,
            kept_apart=kept_apart,
            unmerged=unmerged,
            reading=reading,
        )

        curated_decision_changed.additional_properties = d
        return curated_decision_changed

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
