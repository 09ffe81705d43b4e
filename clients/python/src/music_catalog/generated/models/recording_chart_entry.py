from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RecordingChartEntry")


@_attrs_define
class RecordingChartEntry:
    """
    Attributes:
        id_charts (int | None | Unset):
        name (None | str | Unset):
        best_rank (float | None | Unset):
        entry_date (None | str | Unset): YYYY-MM-DD; 00 for an unknown month and/or day Example: 1999-04-00.
    """

    id_charts: int | None | Unset = UNSET
    name: None | str | Unset = UNSET
    best_rank: float | None | Unset = UNSET
    entry_date: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id_charts: int | None | Unset
        if isinstance(self.id_charts, Unset):
            id_charts = UNSET
        else:
            id_charts = self.id_charts

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        best_rank: float | None | Unset
        if isinstance(self.best_rank, Unset):
            best_rank = UNSET
        else:
            best_rank = self.best_rank

        entry_date: None | str | Unset
        if isinstance(self.entry_date, Unset):
            entry_date = UNSET
        else:
            entry_date = self.entry_date

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if id_charts is not UNSET:
            field_dict["id_charts"] = id_charts
        if name is not UNSET:
            field_dict["name"] = name
        if best_rank is not UNSET:
            field_dict["best_rank"] = best_rank
        if entry_date is not UNSET:
            field_dict["entry_date"] = entry_date

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_id_charts(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        id_charts = _parse_id_charts(d.pop("id_charts", UNSET))

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_best_rank(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        best_rank = _parse_best_rank(d.pop("best_rank", UNSET))

        def _parse_entry_date(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        entry_date = _parse_entry_date(d.pop("entry_date", UNSET))

        recording_chart_entry = cls(
            id_charts=id_charts,
            name=name,
            best_rank=best_rank,
            entry_date=entry_date,
        )

        recording_chart_entry.additional_properties = d
        return recording_chart_entry

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
