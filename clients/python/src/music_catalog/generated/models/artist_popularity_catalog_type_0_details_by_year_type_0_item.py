from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.artist_popularity_catalog_type_0_details_by_year_type_0_item_best_recording import (
        ArtistPopularityCatalogType0DetailsByYearType0ItemBestRecording,
    )


T = TypeVar("T", bound="ArtistPopularityCatalogType0DetailsByYearType0Item")


@_attrs_define
class ArtistPopularityCatalogType0DetailsByYearType0Item:
    """
    Attributes:
        year (int):
        charts_used (float):
        rank (float):
        score (float):
        best_recording (ArtistPopularityCatalogType0DetailsByYearType0ItemBestRecording):
    """

    year: int
    charts_used: float
    rank: float
    score: float
    best_recording: ArtistPopularityCatalogType0DetailsByYearType0ItemBestRecording
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        year = self.year

        charts_used = self.charts_used

        rank = self.rank

        score = self.score

        best_recording = self.best_recording.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "year": year,
                "charts_used": charts_used,
                "rank": rank,
                "score": score,
                "best_recording": best_recording,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.artist_popularity_catalog_type_0_details_by_year_type_0_item_best_recording import (
            ArtistPopularityCatalogType0DetailsByYearType0ItemBestRecording,
        )

        d = dict(src_dict)
        year = d.pop("year")

        charts_used = d.pop("charts_used")

        rank = d.pop("rank")

        score = d.pop("score")

        best_recording = (
            ArtistPopularityCatalogType0DetailsByYearType0ItemBestRecording.from_dict(
                d.pop("best_recording")
            )
        )

        artist_popularity_catalog_type_0_details_by_year_type_0_item = cls(
            year=year,
            charts_used=charts_used,
            rank=rank,
            score=score,
            best_recording=best_recording,
        )

        artist_popularity_catalog_type_0_details_by_year_type_0_item.additional_properties = d
        return artist_popularity_catalog_type_0_details_by_year_type_0_item

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
