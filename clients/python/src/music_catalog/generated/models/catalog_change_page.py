from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.catalog_change_page_changes_item import CatalogChangePageChangesItem


T = TypeVar("T", bound="CatalogChangePage")


@_attrs_define
class CatalogChangePage:
    """
    Attributes:
        changes (list[CatalogChangePageChangesItem]):
        next_ (str): Cursor after the last change of the page (the given one when the page is empty)
        more (bool): true when more changes follow `next` already
    """

    changes: list[CatalogChangePageChangesItem]
    next_: str
    more: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        changes = []
        for changes_item_data in self.changes:
            changes_item = changes_item_data.to_dict()
            changes.append(changes_item)

        next_ = self.next_

        more = self.more

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "changes": changes,
                "next": next_,
                "more": more,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.catalog_change_page_changes_item import (
            CatalogChangePageChangesItem,
        )

        d = dict(src_dict)
        changes = []
        _changes = d.pop("changes")
        for changes_item_data in _changes:
            changes_item = CatalogChangePageChangesItem.from_dict(changes_item_data)

            changes.append(changes_item)

        next_ = d.pop("next")

        more = d.pop("more")

        catalog_change_page = cls(
            changes=changes,
            next_=next_,
            more=more,
        )

        catalog_change_page.additional_properties = d
        return catalog_change_page

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
