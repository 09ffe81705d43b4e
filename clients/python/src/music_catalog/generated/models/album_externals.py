from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AlbumExternals")


@_attrs_define
class AlbumExternals:
    """
    Attributes:
        ext_mb (list[str] | None | Unset):
        ext_dg (list[float] | None | Unset):
    """

    ext_mb: list[str] | None | Unset = UNSET
    ext_dg: list[float] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ext_mb: list[str] | None | Unset
        if isinstance(self.ext_mb, Unset):
            ext_mb = UNSET
        elif isinstance(self.ext_mb, list):
            ext_mb = self.ext_mb

        else:
            ext_mb = self.ext_mb

        ext_dg: list[float] | None | Unset
        if isinstance(self.ext_dg, Unset):
            ext_dg = UNSET
        elif isinstance(self.ext_dg, list):
            ext_dg = self.ext_dg

        else:
            ext_dg = self.ext_dg

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if ext_mb is not UNSET:
            field_dict["ext_mb"] = ext_mb
        if ext_dg is not UNSET:
            field_dict["ext_dg"] = ext_dg

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_ext_mb(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                ext_mb_type_0 = cast(list[str], data)

                return ext_mb_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        ext_mb = _parse_ext_mb(d.pop("ext_mb", UNSET))

        def _parse_ext_dg(data: object) -> list[float] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                ext_dg_type_0 = cast(list[float], data)

                return ext_dg_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None | Unset, data)

        ext_dg = _parse_ext_dg(d.pop("ext_dg", UNSET))

        album_externals = cls(
            ext_mb=ext_mb,
            ext_dg=ext_dg,
        )

        album_externals.additional_properties = d
        return album_externals

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
