from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.album_credits_data_type_0_item_parent_credit_type_0_item import (
        AlbumCreditsDataType0ItemParentCreditType0Item,
    )


T = TypeVar("T", bound="AlbumCreditsDataType0Item")


@_attrs_define
class AlbumCreditsDataType0Item:
    """
    Attributes:
        parent_credit_name (None | str | Unset):
        parent_credit (list[AlbumCreditsDataType0ItemParentCreditType0Item] | None | Unset):
    """

    parent_credit_name: None | str | Unset = UNSET
    parent_credit: (
        list[AlbumCreditsDataType0ItemParentCreditType0Item] | None | Unset
    ) = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        parent_credit_name: None | str | Unset
        if isinstance(self.parent_credit_name, Unset):
            parent_credit_name = UNSET
        else:
            parent_credit_name = self.parent_credit_name

        parent_credit: list[dict[str, Any]] | None | Unset
        if isinstance(self.parent_credit, Unset):
            parent_credit = UNSET
        elif isinstance(self.parent_credit, list):
            parent_credit = []
            for parent_credit_type_0_item_data in self.parent_credit:
                parent_credit_type_0_item = parent_credit_type_0_item_data.to_dict()
                parent_credit.append(parent_credit_type_0_item)

        else:
            parent_credit = self.parent_credit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if parent_credit_name is not UNSET:
            field_dict["parent_credit_name"] = parent_credit_name
        if parent_credit is not UNSET:
            field_dict["parent_credit"] = parent_credit

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.album_credits_data_type_0_item_parent_credit_type_0_item import (
            AlbumCreditsDataType0ItemParentCreditType0Item,
        )

        d = dict(src_dict)

        def _parse_parent_credit_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        parent_credit_name = _parse_parent_credit_name(
            d.pop("parent_credit_name", UNSET)
        )

        def _parse_parent_credit(
            data: object,
        ) -> list[AlbumCreditsDataType0ItemParentCreditType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                parent_credit_type_0 = []
                _parent_credit_type_0 = data
                for parent_credit_type_0_item_data in _parent_credit_type_0:
                    parent_credit_type_0_item = (
                        AlbumCreditsDataType0ItemParentCreditType0Item.from_dict(
                            parent_credit_type_0_item_data
                        )
                    )

                    parent_credit_type_0.append(parent_credit_type_0_item)

                return parent_credit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[AlbumCreditsDataType0ItemParentCreditType0Item] | None | Unset,
                data,
            )

        parent_credit = _parse_parent_credit(d.pop("parent_credit", UNSET))

        album_credits_data_type_0_item = cls(
            parent_credit_name=parent_credit_name,
            parent_credit=parent_credit,
        )

        album_credits_data_type_0_item.additional_properties = d
        return album_credits_data_type_0_item

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
