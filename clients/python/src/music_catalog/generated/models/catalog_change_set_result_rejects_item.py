from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CatalogChangeSetResultRejectsItem")


@_attrs_define
class CatalogChangeSetResultRejectsItem:
    """
    Attributes:
        line (int): Line number in the body (1-based, blank lines counted)
        field (str): The field at fault, `(line)` for the line as a whole
        reason (str):
    """

    line: int
    field: str
    reason: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        line = self.line

        field = self.field

        reason = self.reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "line": line,
                "field": field,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        line = d.pop("line")

        field = d.pop("field")

        reason = d.pop("reason")

        catalog_change_set_result_rejects_item = cls(
            line=line,
            field=field,
            reason=reason,
        )

        catalog_change_set_result_rejects_item.additional_properties = d
        return catalog_change_set_result_rejects_item

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
