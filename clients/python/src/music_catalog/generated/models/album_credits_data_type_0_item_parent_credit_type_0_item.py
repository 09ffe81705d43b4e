from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.album_credits_data_type_0_item_parent_credit_type_0_item_credit_child_type_0_item import (
        AlbumCreditsDataType0ItemParentCreditType0ItemCreditChildType0Item,
    )


T = TypeVar("T", bound="AlbumCreditsDataType0ItemParentCreditType0Item")


@_attrs_define
class AlbumCreditsDataType0ItemParentCreditType0Item:
    """
    Attributes:
        credit_child_name (None | str | Unset):
        credit_child (list[AlbumCreditsDataType0ItemParentCreditType0ItemCreditChildType0Item] | None | Unset):
    """

    credit_child_name: None | str | Unset = UNSET
    credit_child: (
        list[AlbumCreditsDataType0ItemParentCreditType0ItemCreditChildType0Item]
        | None
        | Unset
    ) = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        credit_child_name: None | str | Unset
        if isinstance(self.credit_child_name, Unset):
            credit_child_name = UNSET
        else:
            credit_child_name = self.credit_child_name

        credit_child: list[dict[str, Any]] | None | Unset
        if isinstance(self.credit_child, Unset):
            credit_child = UNSET
        elif isinstance(self.credit_child, list):
            credit_child = []
            for credit_child_type_0_item_data in self.credit_child:
                credit_child_type_0_item = credit_child_type_0_item_data.to_dict()
                credit_child.append(credit_child_type_0_item)

        else:
            credit_child = self.credit_child

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if credit_child_name is not UNSET:
            field_dict["credit_child_name"] = credit_child_name
        if credit_child is not UNSET:
            field_dict["credit_child"] = credit_child

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.album_credits_data_type_0_item_parent_credit_type_0_item_credit_child_type_0_item import (
            AlbumCreditsDataType0ItemParentCreditType0ItemCreditChildType0Item,
        )

        d = dict(src_dict)

        def _parse_credit_child_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        credit_child_name = _parse_credit_child_name(d.pop("credit_child_name", UNSET))

        def _parse_credit_child(
            data: object,
        ) -> (
            list[AlbumCreditsDataType0ItemParentCreditType0ItemCreditChildType0Item]
            | None
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                credit_child_type_0 = []
                _credit_child_type_0 = data
                for credit_child_type_0_item_data in _credit_child_type_0:
                    credit_child_type_0_item = AlbumCreditsDataType0ItemParentCreditType0ItemCreditChildType0Item.from_dict(
                        credit_child_type_0_item_data
                    )

                    credit_child_type_0.append(credit_child_type_0_item)

                return credit_child_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[AlbumCreditsDataType0ItemParentCreditType0ItemCreditChildType0Item]
                | None
                | Unset,
                data,
            )

        credit_child = _parse_credit_child(d.pop("credit_child", UNSET))

        album_credits_data_type_0_item_parent_credit_type_0_item = cls(
            credit_child_name=credit_child_name,
            credit_child=credit_child,
        )

        album_credits_data_type_0_item_parent_credit_type_0_item.additional_properties = d
        return album_credits_data_type_0_item_parent_credit_type_0_item

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
