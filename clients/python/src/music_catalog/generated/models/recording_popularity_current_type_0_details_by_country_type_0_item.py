from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RecordingPopularityCurrentType0DetailsByCountryType0Item")


@_attrs_define
class RecordingPopularityCurrentType0DetailsByCountryType0Item:
    """
    Attributes:
        code (None | str | Unset): ISO 3166-1 alpha-2 Example: FR.
        name (None | str | Unset):
        charts_used (float | None | Unset):
        rank (float | None | Unset):
        score (float | None | Unset):
        best_rank (float | None | Unset):
        best_month (None | str | Unset): YYYY-MM-DD; 00 for an unknown month and/or day Example: 1999-04-00.
        weeks_in_charts (float | None | Unset):
    """

    code: None | str | Unset = UNSET
    name: None | str | Unset = UNSET
    charts_used: float | None | Unset = UNSET
    rank: float | None | Unset = UNSET
    score: float | None | Unset = UNSET
    best_rank: float | None | Unset = UNSET
    best_month: None | str | Unset = UNSET
    weeks_in_charts: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code: None | str | Unset
        if isinstance(self.code, Unset):
            code = UNSET
        else:
            code = self.code

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        charts_used: float | None | Unset
        if isinstance(self.charts_used, Unset):
            charts_used = UNSET
        else:
            charts_used = self.charts_used

        rank: float | None | Unset
        if isinstance(self.rank, Unset):
            rank = UNSET
        else:
            rank = self.rank

        score: float | None | Unset
        if isinstance(self.score, Unset):
            score = UNSET
        else:
            score = self.score

        best_rank: float | None | Unset
        if isinstance(self.best_rank, Unset):
            best_rank = UNSET
        else:
            best_rank = self.best_rank

        best_month: None | str | Unset
        if isinstance(self.best_month, Unset):
            best_month = UNSET
        else:
            best_month = self.best_month

        weeks_in_charts: float | None | Unset
        if isinstance(self.weeks_in_charts, Unset):
            weeks_in_charts = UNSET
        else:
            weeks_in_charts = self.weeks_in_charts

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if code is not UNSET:
            field_dict["code"] = code
        if name is not UNSET:
            field_dict["name"] = name
        if charts_used is not UNSET:
            field_dict["charts_used"] = charts_used
        if rank is not UNSET:
            field_dict["rank"] = rank
        if score is not UNSET:
            field_dict["score"] = score
        if best_rank is not UNSET:
            field_dict["best_rank"] = best_rank
        if best_month is not UNSET:
            field_dict["best_month"] = best_month
        if weeks_in_charts is not UNSET:
            field_dict["weeks_in_charts"] = weeks_in_charts

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        code = _parse_code(d.pop("code", UNSET))

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_charts_used(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        charts_used = _parse_charts_used(d.pop("charts_used", UNSET))

        def _parse_rank(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        rank = _parse_rank(d.pop("rank", UNSET))

        def _parse_score(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        score = _parse_score(d.pop("score", UNSET))

        def _parse_best_rank(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        best_rank = _parse_best_rank(d.pop("best_rank", UNSET))

        def _parse_best_month(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        best_month = _parse_best_month(d.pop("best_month", UNSET))

        def _parse_weeks_in_charts(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        weeks_in_charts = _parse_weeks_in_charts(d.pop("weeks_in_charts", UNSET))

        recording_popularity_current_type_0_details_by_country_type_0_item = cls(
            code=code,
            name=name,
            charts_used=charts_used,
            rank=rank,
            score=score,
            best_rank=best_rank,
            best_month=best_month,
            weeks_in_charts=weeks_in_charts,
        )

        recording_popularity_current_type_0_details_by_country_type_0_item.additional_properties = d
        return recording_popularity_current_type_0_details_by_country_type_0_item

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
