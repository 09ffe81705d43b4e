from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CuratedDecisionChangedReading")


@_attrs_define
class CuratedDecisionChangedReading:
    """A split or a whole: how the name is read now

    Attributes:
        joined_id (int): split: the artist read as a credit (served no more until undone); whole: the act's artist
        part_ids (list[int]): The artists of the parts, in printed order
        created_ids (list[int]): Artists the decision created (names no artist had)
        credits_rewritten (int): Contributions whose credits the decision rewrote
    """

    joined_id: int
    part_ids: list[int]
    created_ids: list[int]
    credits_rewritten: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        joined_id = self.joined_id

        part_ids = self.part_ids

        created_ids = self.created_ids

        credits_rewritten = self.credits_rewritten

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "joined_id": joined_id,
                "part_ids": part_ids,
                "created_ids": created_ids,
                "credits_rewritten": credits_rewritten,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        joined_id = d.pop("joined_id")

        part_ids = cast(list[int], d.pop("part_ids"))

        created_ids = cast(list[int], d.pop("created_ids"))

        credits_rewritten = d.pop("credits_rewritten")

        curated_decision_changed_reading = cls(
            joined_id=joined_id,
            part_ids=part_ids,
            created_ids=created_ids,
            credits_rewritten=credits_rewritten,
        )

        curated_decision_changed_reading.additional_properties = d
        return curated_decision_changed_reading

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
