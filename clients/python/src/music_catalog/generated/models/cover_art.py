from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="CoverArt")


@_attrs_define
class CoverArt:
    """
    Attributes:
        path (str):
        source (float | str):
        path_400 (None | str | Unset):
        width (float | None | Unset):
        height (float | None | Unset):
        copyright_ (float | None | str | Unset):
    """

    path: str
    source: float | str
    path_400: None | str | Unset = UNSET
    width: float | None | Unset = UNSET
    height: float | None | Unset = UNSET
    copyright_: float | None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        path = self.path

        source: float | str
        source = self.source

        path_400: None | str | Unset
        if isinstance(self.path_400, Unset):
            path_400 = UNSET
        else:
            path_400 = self.path_400

        width: float | None | Unset
        if isinstance(self.width, Unset):
            width = UNSET
        else:
            width = self.width

        height: float | None | Unset
        if isinstance(self.height, Unset):
            height = UNSET
        else:
            height = self.height

        copyright_: float | None | str | Unset
        if isinstance(self.copyright_, Unset):
            copyright_ = UNSET
        else:
            copyright_ = self.copyright_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "path": path,
                "source": source,
            }
        )
        if path_400 is not UNSET:
            field_dict["path_400"] = path_400
        if width is not UNSET:
            field_dict["width"] = width
        if height is not UNSET:
            field_dict["height"] = height
        if copyright_ is not UNSET:
            field_dict["copyright"] = copyright_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        path = d.pop("path")

        def _parse_source(data: object) -> float | str:
            return cast(float | str, data)

        source = _parse_source(d.pop("source"))

        def _parse_path_400(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        path_400 = _parse_path_400(d.pop("path_400", UNSET))

        def _parse_width(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        width = _parse_width(d.pop("width", UNSET))

        def _parse_height(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        height = _parse_height(d.pop("height", UNSET))

        def _parse_copyright_(data: object) -> float | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | str | Unset, data)

        copyright_ = _parse_copyright_(d.pop("copyright", UNSET))

        cover_art = cls(
            path=path,
            source=source,
            path_400=path_400,
            width=width,
            height=height,
            copyright_=copyright_,
        )

        cover_art.additional_properties = d
        return cover_art

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
