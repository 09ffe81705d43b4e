from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.show_type_translated_type_0_item import ShowTypeTranslatedType0Item


T = TypeVar("T", bound="ShowType")


@_attrs_define
class ShowType:
    """
    Attributes:
        id (int):
        name (str): English name
        translated (list[ShowTypeTranslatedType0Item] | None | Unset):
    """

    id: int
    name: str
    translated: list[ShowTypeTranslatedType0Item] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        translated: list[dict[str, Any]] | None | Unset
        if isinstance(self.translated, Unset):
            translated = UNSET
        elif isinstance(self.translated, list):
            translated = []
            for translated_type_0_item_data in self.translated:
                translated_type_0_item = translated_type_0_item_data.to_dict()
                translated.append(translated_type_0_item)

        else:
            translated = self.translated

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
            }
        )
        if translated is not UNSET:
            field_dict["translated"] = translated

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.show_type_translated_type_0_item import (
            ShowTypeTranslatedType0Item,
        )

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        def _parse_translated(
            data: object,
        ) -> list[ShowTypeTranslatedType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                translated_type_0 = []
                _translated_type_0 = data
                for translated_type_0_item_data in _translated_type_0:
                    translated_type_0_item = ShowTypeTranslatedType0Item.from_dict(
                        translated_type_0_item_data
                    )

                    translated_type_0.append(translated_type_0_item)

                return translated_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ShowTypeTranslatedType0Item] | None | Unset, data)

        translated = _parse_translated(d.pop("translated", UNSET))

        show_type = cls(
            id=id,
            name=name,
            translated=translated,
        )

        show_type.additional_properties = d
        return show_type

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
