from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.suggest_result_hits_item_type import SuggestResultHitsItemType

T = TypeVar("T", bound="SuggestResultHitsItem")


@_attrs_define
class SuggestResultHitsItem:
    """
    Attributes:
        type_ (SuggestResultHitsItemType):
        id (int):
        name (str):
        subtitle (str): What tells hits apart: a recording's artists and year, an artist's type and country…
        score (float):
    """

    type_: SuggestResultHitsItemType
    id: int
    name: str
    subtitle: str
    score: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        id = self.id

        name = self.name

        subtitle = self.subtitle

        score = self.score

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "id": id,
                "name": name,
                "subtitle": subtitle,
                "score": score,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = SuggestResultHitsItemType(d.pop("type"))

        id = d.pop("id")

        name = d.pop("name")

        subtitle = d.pop("subtitle")

        score = d.pop("score")

        suggest_result_hits_item = cls(
            type_=type_,
            id=id,
            name=name,
            subtitle=subtitle,
            score=score,
        )

        suggest_result_hits_item.additional_properties = d
        return suggest_result_hits_item

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
