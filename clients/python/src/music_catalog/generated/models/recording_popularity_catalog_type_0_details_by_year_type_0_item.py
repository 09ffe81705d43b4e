from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RecordingPopularityCatalogType0DetailsByYearType0Item")


@_attrs_define
class RecordingPopularityCatalogType0DetailsByYearType0Item:
    """
    Attributes:
        year (int | None | Unset):
        charts_used (float | None | Unset):
        rank (float | None | Unset):
        score (float | None | Unset):
        best_rank (float | None | Unset):
        best_country_code (None | str | Unset): ISO 3166-1 alpha-2 Example: FR.
        best_country_name (None | str | Unset):
    """

    year: int | None | Unset = UNSET
    charts_used: float | None | Unset = UNSET
    rank: float | None | Unset = UNSET
    score: float | None | Unset = UNSET
    best_rank: float | None | Unset = UNSET
    best_country_code: None | str | Unset = UNSET
    best_country_name: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        year: int | None | Unset
        if isinstance(self.year, Unset):
            year = UNSET
        else:
            year = self.year

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

        best_country_code: None | str | Unset
        if isinstance(self.best_country_code, Unset):
            best_country_code = UNSET
        else:
            best_country_code = self.best_country_code

        best_country_name: None | str | Unset
        if isinstance(self.best_country_name, Unset):
            best_country_name = UNSET
        else:
            best_country_name = self.best_country_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if year is not UNSET:
            field_dict["year"] = year
        if charts_used is not UNSET:
            field_dict["charts_used"] = charts_used
        if rank is not UNSET:
            field_dict["rank"] = rank
        if score is not UNSET:
            field_dict["score"] = score
        if best_rank is not UNSET:
            field_dict["best_rank"] = best_rank
        if best_country_code is not UNSET:
            field_dict["best_country_code"] = best_country_code
        if best_country_name is not UNSET:
            field_dict["best_country_name"] = best_country_name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_year(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        year = _parse_year(d.pop("year", UNSET))

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

        def _parse_best_country_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        best_country_code = _parse_best_country_code(d.pop("best_country_code", UNSET))

        def _parse_best_country_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        best_country_name = _parse_best_country_name(d.pop("best_country_name", UNSET))

        recording_popularity_catalog_type_0_details_by_year_type_0_item = cls(
            year=year,
            charts_used=charts_used,
            rank=rank,
            score=score,
            best_rank=best_rank,
            best_country_code=best_country_code,
            best_country_name=best_country_name,
        )

        recording_popularity_catalog_type_0_details_by_year_type_0_item.additional_properties = d
        return recording_popularity_catalog_type_0_details_by_year_type_0_item

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
