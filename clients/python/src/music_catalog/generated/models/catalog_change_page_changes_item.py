from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.catalog_change_page_changes_item_kind import (
    CatalogChangePageChangesItemKind,
)
from ..models.catalog_change_page_changes_item_op import CatalogChangePageChangesItemOp
from ..types import UNSET, Unset

T = TypeVar("T", bound="CatalogChangePageChangesItem")


@_attrs_define
class CatalogChangePageChangesItem:
    """
    Attributes:
        seq (int): Position in commit order (increasing, with gaps)
        kind (CatalogChangePageChangesItemKind):
        id (int):
        op (CatalogChangePageChangesItemOp): `upsert`: the document was written or changed, or one of its lists (a
            release's tracks); `delete`: removed; `merge`: removed, merged into `merged_into`
        at (str): Commit time (ISO 8601, UTC) Example: 2026-11-25T16:19:10.123Z.
        merged_into (int | Unset): The surviving id (op `merge` only): look it up instead
    """

    seq: int
    kind: CatalogChangePageChangesItemKind
    id: int
    op: CatalogChangePageChangesItemOp
    at: str
    merged_into: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seq = self.seq

        kind = self.kind.value

        id = self.id

        op = self.op.value

        at = self.at

        merged_into = self.merged_into

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seq": seq,
                "kind": kind,
                "id": id,
                "op": op,
                "at": at,
            }
        )
        if merged_into is not UNSET:
            field_dict["merged_into"] = merged_into

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seq = d.pop("seq")

        kind = CatalogChangePageChangesItemKind(d.pop("kind"))

        id = d.pop("id")

        op = CatalogChangePageChangesItemOp(d.pop("op"))

        at = d.pop("at")

        merged_into = d.pop("merged_into", UNSET)

        catalog_change_page_changes_item = cls(
            seq=seq,
            kind=kind,
            id=id,
            op=op,
            at=at,
            merged_into=merged_into,
        )

        catalog_change_page_changes_item.additional_properties = d
        return catalog_change_page_changes_item

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
