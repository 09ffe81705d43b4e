from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RecordingExternals")


@_attrs_define
class RecordingExternals:
    """
    Attributes:
        ext_mb (list[str] | None | Unset): MusicBrainz recording MBIDs (strings: no numeric form of an MBID exists)
        ext_lf (list[float] | None | Unset):
        ext_s1 (list[str] | None | Unset):
        ext_s2 (list[float] | None | Unset):
        ext_s3 (list[str] | None | Unset):
        ext_s4 (list[float] | None | Unset):
        ext_s5 (list[float] | None | Unset):
        ext_s6 (list[float] | None | Unset):
        ext_s7 (list[str] | None | Unset):
    """

    ext_mb: list[str] | None | Unset = UNSET
    ext_lf: list[float] | None | Unset = UNSET
    ext_s1: list[str] | None | Unset = UNSET
    ext_s2: list[float] | None | Unset = UNSET
    ext_s3: list[str] | None | Unset = UNSET
    ext_s4: list[float] | None | Unset = UNSET
    ext_s5: list[float] | None | Unset = UNSET
    ext_s6: list[float] | None | Unset = UNSET
    ext_s7: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ext_mb: list[str] | None | Unset
        if isinstance(self.ext_mb, Unset):
            ext_mb = UNSET
        elif isinstance(self.ext_mb, list):
            ext_mb = self.ext_mb

        else:
            ext_mb = self.ext_mb

        ext_lf: list[float] | None | Unset
        if isinstance(self.ext_lf, Unset):
            ext_lf = UNSET
        elif isinstance(self.ext_lf, list):
            ext_lf = self.ext_lf

        else:
            ext_lf = self.ext_lf

        ext_s1: list[str] | None | Unset
        if isinstance(self.ext_s1, Unset):
            ext_s1 = UNSET
        elif isinstance(self.ext_s1, list):
            ext_s1 = self.ext_s1

        else:
            ext_s1 = self.ext_s1

        ext_s2: list[float] | None | Unset
        if isinstance(self.ext_s2, Unset):
            ext_s2 = UNSET
        elif isinstance(self.ext_s2, list):
            ext_s2 = self.ext_s2

        else:
            ext_s2 = self.ext_s2

        ext_s3: list[str] | None | Unset
        if isinstance(self.ext_s3, Unset):
            ext_s3 = UNSET
        elif isinstance(self.ext_s3, list):
            ext_s3 = self.ext_s3

        else:
            ext_s3 = self.ext_s3

        ext_s4: list[float] | None | Unset
        if isinstance(self.ext_s4, Unset):
            ext_s4 = UNSET
        elif isinstance(self.ext_s4, list):
            ext_s4 = self.ext_s4

        else:
            ext_s4 = self.ext_s4

        ext_s5: list[float] | None | Unset
        if isinstance(self.ext_s5, Unset):
            ext_s5 = UNSET
        elif isinstance(self.ext_s5, list):
            ext_s5 = self.ext_s5

        else:
            ext_s5 = self.ext_s5

        ext_s6: list[float] | None | Unset
        if isinstance(self.ext_s6, Unset):
            ext_s6 = UNSET
        elif isinstance(self.ext_s6, list):
            ext_s6 = self.ext_s6

        else:
            ext_s6 = self.ext_s6

        ext_s7: list[str] | None | Unset
        if isinstance(self.ext_s7, Unset):
            ext_s7 = UNSET
        elif isinstance(self.ext_s7, list):
            ext_s7 = self.ext_s7

        else:
            ext_s7 = self.ext_s7

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if ext_mb is not UNSET:
            field_dict["ext_mb"] = ext_mb
        if ext_lf is not UNSET:
            field_dict["ext_lf"] = ext_lf
        if ext_s1 is not UNSET:
            field_dict["ext_s1"] = ext_s1
        if ext_s2 is not UNSET:
            field_dict["ext_s2"] = ext_s2
        if ext_s3 is not UNSET:
            field_dict["ext_s3"] = ext_s3
        if ext_s4 is not UNSET:
            field_dict["ext_s4"] = ext_s4
        if ext_s5 is not UNSET:
            field_dict["ext_s5"] = ext_s5
        if ext_s6 is not UNSET:
            field_dict["ext_s6"] = ext_s6
        if ext_s7 is not UNSET:
            field_dict["ext_s7"] = ext_s7

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

        def _parse_ext_lf(data: object) -> list[float] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                ext_lf_type_0 = cast(list[float], data)

                return ext_lf_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None | Unset, data)

        ext_lf = _parse_ext_lf(d.pop("ext_lf", UNSET))

        def _parse_ext_s1(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                ext_s1_type_0 = cast(list[str], data)

                return ext_s1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        ext_s1 = _parse_ext_s1(d.pop("ext_s1", UNSET))

        def _parse_ext_s2(data: object) -> list[float] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                ext_s2_type_0 = cast(list[float], data)

                return ext_s2_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None | Unset, data)

        ext_s2 = _parse_ext_s2(d.pop("ext_s2", UNSET))

        def _parse_ext_s3(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                ext_s3_type_0 = cast(list[str], data)

                return ext_s3_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        ext_s3 = _parse_ext_s3(d.pop("ext_s3", UNSET))

        def _parse_ext_s4(data: object) -> list[float] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                ext_s4_type_0 = cast(list[float], data)

                return ext_s4_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None | Unset, data)

        ext_s4 = _parse_ext_s4(d.pop("ext_s4", UNSET))

        def _parse_ext_s5(data: object) -> list[float] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                ext_s5_type_0 = cast(list[float], data)

                return ext_s5_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None | Unset, data)

        ext_s5 = _parse_ext_s5(d.pop("ext_s5", UNSET))

        def _parse_ext_s6(data: object) -> list[float] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                ext_s6_type_0 = cast(list[float], data)

                return ext_s6_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None | Unset, data)

        ext_s6 = _parse_ext_s6(d.pop("ext_s6", UNSET))

        def _parse_ext_s7(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                ext_s7_type_0 = cast(list[str], data)

                return ext_s7_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        ext_s7 = _parse_ext_s7(d.pop("ext_s7", UNSET))

        recording_externals = cls(
            ext_mb=ext_mb,
            ext_lf=ext_lf,
            ext_s1=ext_s1,
            ext_s2=ext_s2,
            ext_s3=ext_s3,
            ext_s4=ext_s4,
            ext_s5=ext_s5,
            ext_s6=ext_s6,
            ext_s7=ext_s7,
        )

        recording_externals.additional_properties = d
        return recording_externals

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
