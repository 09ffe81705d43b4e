from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar(
    "T", bound="ArtistPopularityCatalogType0DetailsByCountryType0ItemBestRecordingType0"
)


@_attrs_define
class ArtistPopularityCatalogType0DetailsByCountryType0ItemBestRecordingType0:
    """
    Attributes:
        id (int | None | Unset):
        title (None | str | Unset):
        best_rank (float | None | Unset):
        best_month (None | str | Unset): YYYY-MM-DD; 00 for an unknown month and/or day Example: 1999-04-00.
        weeks_in_charts (float | None | Unset):
    """

    id: int | None | Unset = UNSET
    title: None | str | Unset = UNSET
    best_rank: float | None | Unset = UNSET
    best_month: None | str | Unset = UNSET
    weeks_in_charts: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id: int | None | Unset
        if isinstance(self.id, Unset):
            id = UNSET
        else:
            id = self.id

        title: None | str | Unset
        if isinstance(self.title, Unset):
            title = UNSET
        else:
            title = self.title

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
        if id is not UNSET:
            field_dict["id"] = id
        if title is not UNSET:
            field_dict["title"] = title
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

        def _parse_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        id = _parse_id(d.pop("id", UNSET))

        def _parse_title(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        title = _parse_title(d.pop("title", UNSET))

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

        artist_popularity_catalog_type_0_details_by_country_type_0_item_best_recording_type_0 = cls(
            id=id,
            title=title,
            best_rank=best_rank,
            best_month=best_month,
            weeks_in_charts=weeks_in_charts,
        )

        artist_popularity_catalog_type_0_details_by_country_type_0_item_best_recording_type_0.additional_properties = d
        return artist_popularity_catalog_type_0_details_by_country_type_0_item_best_recording_type_0

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
