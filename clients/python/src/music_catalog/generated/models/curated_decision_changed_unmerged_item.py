from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CuratedDecisionChangedUnmergedItem")


@_attrs_define
class CuratedDecisionChangedUnmergedItem:
    """
    Attributes:
        merged_id (int):
        surviving_id (int):
        rule (str): The rule of resolution's merge, e.g. `artist:scored-linkage`
        sources (list[str]): The sources whose records are the merged artist again
        credits_repointed (int):
    """

    merged_id: int
    surviving_id: int
    rule: str
    sources: list[str]
    credits_repointed: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        merged_id = self.merged_id

        surviving_id = self.surviving_id

        rule = self.rule

        sources = self.sources

        credits_repointed = self.credits_repointed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "merged_id": merged_id,
                "surviving_id": surviving_id,
                "rule": rule,
                "sources": sources,
                "credits_repointed": credits_repointed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        merged_id = d.pop("merged_id")

        surviving_id = d.pop("surviving_id")

        rule = d.pop("rule")

        sources = cast(list[str], d.pop("sources"))

        credits_repointed = d.pop("credits_repointed")

        curated_decision_changed_unmerged_item = cls(
            merged_id=merged_id,
            surviving_id=surviving_id,
            rule=rule,
            sources=sources,
            credits_repointed=credits_repointed,
        )

        curated_decision_changed_unmerged_item.additional_properties = d
        return curated_decision_changed_unmerged_item

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
