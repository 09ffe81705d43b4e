from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="LrcLine")


@_attrs_define
class LrcLine:
    """
    Attributes:
        line (None | str | Unset):
        duration (None | str | Unset): Milliseconds, as text
        milliseconds (None | str | Unset): Position in milliseconds, as text
        lrc_timestamp (None | str | Unset): Time position
    """

    line: None | str | Unset = UNSET
    duration: None | str | Unset = UNSET
    milliseconds: None | str | Unset = UNSET
    lrc_timestamp: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        line: None | str | Unset
        if isinstance(self.line, Unset):
            line = UNSET
        else:
            line = self.line

        duration: None | str | Unset
        if isinstance(self.duration, Unset):
            duration = UNSET
        else:
            duration = self.duration

        milliseconds: None | str | Unset
        if isinstance(self.milliseconds, Unset):
            milliseconds = UNSET
        else:
            milliseconds = self.milliseconds

        lrc_timestamp: None | str | Unset
        if isinstance(self.lrc_timestamp, Unset):
            lrc_timestamp = UNSET
        else:
            lrc_timestamp = self.lrc_timestamp

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if line is not UNSET:
            field_dict["line"] = line
        if duration is not UNSET:
            field_dict["duration"] = duration
        if milliseconds is not UNSET:
            field_dict["milliseconds"] = milliseconds
        if lrc_timestamp is not UNSET:
            field_dict["lrc_timestamp"] = lrc_timestamp

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_line(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        line = _parse_line(d.pop("line", UNSET))

        def _parse_duration(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        duration = _parse_duration(d.pop("duration", UNSET))

        def _parse_milliseconds(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        milliseconds = _parse_milliseconds(d.pop("milliseconds", UNSET))

        def _parse_lrc_timestamp(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        lrc_timestamp = _parse_lrc_timestamp(d.pop("lrc_timestamp", UNSET))

        lrc_line = cls(
            line=line,
            duration=duration,
            milliseconds=milliseconds,
            lrc_timestamp=lrc_timestamp,
        )

        lrc_line.additional_properties = d
        return lrc_line

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
