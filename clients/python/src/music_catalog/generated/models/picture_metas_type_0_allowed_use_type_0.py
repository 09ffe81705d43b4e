from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PictureMetasType0AllowedUseType0")


@_attrs_define
class PictureMetasType0AllowedUseType0:
    """
    Attributes:
        how_can_i_use_it (None | str | Unset):
        release_info (None | str | Unset):
        usage_restrictions (list[str] | None | Unset):
    """

    how_can_i_use_it: None | str | Unset = UNSET
    release_info: None | str | Unset = UNSET
    usage_restrictions: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        how_can_i_use_it: None | str | Unset
        if isinstance(self.how_can_i_use_it, Unset):
            how_can_i_use_it = UNSET
        else:
            how_can_i_use_it = self.how_can_i_use_it

        release_info: None | str | Unset
        if isinstance(self.release_info, Unset):
            release_info = UNSET
        else:
            release_info = self.release_info

        usage_restrictions: list[str] | None | Unset
        if isinstance(self.usage_restrictions, Unset):
            usage_restrictions = UNSET
        elif isinstance(self.usage_restrictions, list):
            usage_restrictions = self.usage_restrictions

        else:
            usage_restrictions = self.usage_restrictions

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if how_can_i_use_it is not UNSET:
            field_dict["how_can_i_use_it"] = how_can_i_use_it
        if release_info is not UNSET:
            field_dict["release_info"] = release_info
        if usage_restrictions is not UNSET:
            field_dict["usage_restrictions"] = usage_restrictions

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_how_can_i_use_it(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        how_can_i_use_it = _parse_how_can_i_use_it(d.pop("how_can_i_use_it", UNSET))

        def _parse_release_info(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        release_info = _parse_release_info(d.pop("release_info", UNSET))

        def _parse_usage_restrictions(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                usage_restrictions_type_0 = cast(list[str], data)

                return usage_restrictions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        usage_restrictions = _parse_usage_restrictions(
            d.pop("usage_restrictions", UNSET)
        )

        picture_metas_type_0_allowed_use_type_0 = cls(
            how_can_i_use_it=how_can_i_use_it,
            release_info=release_info,
            usage_restrictions=usage_restrictions,
        )

        picture_metas_type_0_allowed_use_type_0.additional_properties = d
        return picture_metas_type_0_allowed_use_type_0

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
