from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.artist_popularity_catalog_type_0_details_by_country_type_0_item_best_recording_type_0 import (
        ArtistPopularityCatalogType0DetailsByCountryType0ItemBestRecordingType0,
    )


T = TypeVar("T", bound="ArtistPopularityCatalogType0DetailsByCountryType0Item")


@_attrs_define
class ArtistPopularityCatalogType0DetailsByCountryType0Item:
    """
    Attributes:
        code (str): ISO 3166-1 alpha-2 Example: FR.
        name (str):
        charts_used (float):
        rank (float):
        score (float):
        best_recording (ArtistPopularityCatalogType0DetailsByCountryType0ItemBestRecordingType0 | None | Unset):
    """

    code: str
    name: str
    charts_used: float
    rank: float
    score: float
    best_recording: (
        ArtistPopularityCatalogType0DetailsByCountryType0ItemBestRecordingType0
        | None
        | Unset
    ) = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.artist_popularity_catalog_type_0_details_by_country_type_0_item_best_recording_type_0 import (
            ArtistPopularityCatalogType0DetailsByCountryType0ItemBestRecordingType0,
        )

        code = self.code

        name = self.name

        charts_used = self.charts_used

        rank = self.rank

        score = self.score

        best_recording: dict[str, Any] | None | Unset
        if isinstance(self.best_recording, Unset):
            best_recording = UNSET
        elif isinstance(
            self.best_recording,
            ArtistPopularityCatalogType0DetailsByCountryType0ItemBestRecordingType0,
        ):
            best_recording = self.best_recording.to_dict()
        else:
            best_recording = self.best_recording

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
                "name": name,
                "charts_used": charts_used,
                "rank": rank,
                "score": score,
            }
        )
        if best_recording is not UNSET:
            field_dict["best_recording"] = best_recording

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.artist_popularity_catalog_type_0_details_by_country_type_0_item_best_recording_type_0 import (
            ArtistPopularityCatalogType0DetailsByCountryType0ItemBestRecordingType0,
        )

        d = dict(src_dict)
        code = d.pop("code")

        name = d.pop("name")

        charts_used = d.pop("charts_used")

        rank = d.pop("rank")

        score = d.pop("score")

        def _parse_best_recording(
            data: object,
        ) -> (
            ArtistPopularityCatalogType0DetailsByCountryType0ItemBestRecordingType0
            | None
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                best_recording_type_0 = ArtistPopularityCatalogType0DetailsByCountryType0ItemBestRecordingType0.from_dict(
                    data
                )

                return best_recording_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                ArtistPopularityCatalogType0DetailsByCountryType0ItemBestRecordingType0
                | None
                | Unset,
                data,
            )

        best_recording = _parse_best_recording(d.pop("best_recording", UNSET))

        artist_popularity_catalog_type_0_details_by_country_type_0_item = cls(
            code=code,
            name=name,
            charts_used=charts_used,
            rank=rank,
            score=score,
            best_recording=best_recording,
        )

        artist_popularity_catalog_type_0_details_by_country_type_0_item.additional_properties = d
        return artist_popularity_catalog_type_0_details_by_country_type_0_item

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
