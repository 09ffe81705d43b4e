from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.curated_decision import CuratedDecision


T = TypeVar("T", bound="CuratedDecisionList")


@_attrs_define
class CuratedDecisionList:
    """
    Attributes:
        decisions (list[CuratedDecision]):
        offset (int):
        limit (int):
    """

    decisions: list[CuratedDecision]
    offset: int
    limit: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        decisions = []
        for decisions_item_data in self.decisions:
            decisions_item = decisions_item_data.to_dict()
            decisions.append(decisions_item)

        offset = self.offset

        limit = self.limit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "decisions": decisions,
                "offset": offset,
                "limit": limit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.curated_decision import CuratedDecision

        d = dict(src_dict)
        decisions = []
        _decisions = d.pop("decisions")
        for decisions_item_data in _decisions:
            decisions_item = CuratedDecision.from_dict(decisions_item_data)

            decisions.append(decisions_item)

        offset = d.pop("offset")

        limit = d.pop("limit")

        curated_decision_list = cls(
            decisions=decisions,
            offset=offset,
            limit=limit,
        )

        curated_decision_list.additional_properties = d
        return curated_decision_list

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
