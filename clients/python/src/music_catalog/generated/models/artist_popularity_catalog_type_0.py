from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.artist_popularity_catalog_type_0_details_by_country_type_0_item import (
        ArtistPopularityCatalogType0DetailsByCountryType0Item,
    )
    from ..models.artist_popularity_catalog_type_0_details_by_year_type_0_item import (
        ArtistPopularityCatalogType0DetailsByYearType0Item,
    )


T = TypeVar("T", bound="ArtistPopularityCatalogType0")


@_attrs_define
class ArtistPopularityCatalogType0:
    """
    Attributes:
        score (float):
        rank (float | None | Unset):
        recordings_in_charts (float | None | Unset):
        details_by_year (list[ArtistPopularityCatalogType0DetailsByYearType0Item] | None | Unset):
        details_by_country (list[ArtistPopularityCatalogType0DetailsByCountryType0Item] | None | Unset):
    """

    score: float
    rank: float | None | Unset = UNSET
    recordings_in_charts: float | None | Unset = UNSET
    details_by_year: (
        list[ArtistPopularityCatalogType0DetailsByYearType0Item] | None | Unset
    ) = UNSET
    details_by_country: (
        list[ArtistPopularityCatalogType0DetailsByCountryType0Item] | None | Unset
    ) = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        score = self.score

        rank: float | None | Unset
        if isinstance(self.rank, Unset):
            rank = UNSET
        else:
            rank = self.rank

        recordings_in_charts: float | None | Unset
        if isinstance(self.recordings_in_charts, Unset):
            recordings_in_charts = UNSET
        else:
            recordings_in_charts = self.recordings_in_charts

        details_by_year: list[dict[str, Any]] | None | Unset
        if isinstance(self.details_by_year, Unset):
            details_by_year = UNSET
        elif isinstance(self.details_by_year, list):
            details_by_year = []
            for details_by_year_type_0_item_data in self.details_by_year:
                details_by_year_type_0_item = details_by_year_type_0_item_data.to_dict()
                details_by_year.append(details_by_year_type_0_item)

        else:
            details_by_year = self.details_by_year

        details_by_country: list[dict[str, Any]] | None | Unset
        if isinstance(self.details_by_country, Unset):
            details_by_country = UNSET
        elif isinstance(self.details_by_country, list):
            details_by_country = []
            for details_by_country_type_0_item_data in self.details_by_country:
                details_by_country_type_0_item = (
                    details_by_country_type_0_item_data.to_dict()
                )
                details_by_country.append(details_by_country_type_0_item)

        else:
            details_by_country = self.details_by_country

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "score": score,
            }
        )
        if rank is not UNSET:
            field_dict["rank"] = rank
        if recordings_in_charts is not UNSET:
            field_dict["recordings_in_charts"] = recordings_in_charts
        if details_by_year is not UNSET:
            field_dict["details_by_year"] = details_by_year
        if details_by_country is not UNSET:
            field_dict["details_by_country"] = details_by_country

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.artist_popularity_catalog_type_0_details_by_country_type_0_item import (
            ArtistPopularityCatalogType0DetailsByCountryType0Item,
        )
        from ..models.artist_popularity_catalog_type_0_details_by_year_type_0_item import (
            ArtistPopularityCatalogType0DetailsByYearType0Item,
        )

        d = dict(src_dict)
        score = d.pop("score")

        def _parse_rank(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        rank = _parse_rank(d.pop("rank", UNSET))

        def _parse_recordings_in_charts(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        recordings_in_charts = _parse_recordings_in_charts(
            d.pop("recordings_in_charts", UNSET)
        )

        def _parse_details_by_year(
            data: object,
        ) -> list[ArtistPopularityCatalogType0DetailsByYearType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                details_by_year_type_0 = []
                _details_by_year_type_0 = data
                for details_by_year_type_0_item_data in _details_by_year_type_0:
                    details_by_year_type_0_item = (
                        ArtistPopularityCatalogType0DetailsByYearType0Item.from_dict(
                            details_by_year_type_0_item_data
                        )
                    )

                    details_by_year_type_0.append(details_by_year_type_0_item)

                return details_by_year_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[ArtistPopularityCatalogType0DetailsByYearType0Item] | None | Unset,
                data,
            )

        details_by_year = _parse_details_by_year(d.pop("details_by_year", UNSET))

        def _parse_details_by_country(
            data: object,
        ) -> list[ArtistPopularityCatalogType0DetailsByCountryType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                details_by_country_type_0 = []
                _details_by_country_type_0 = data
                for details_by_country_type_0_item_data in _details_by_country_type_0:
                    details_by_country_type_0_item = (
                        ArtistPopularityCatalogType0DetailsByCountryType0Item.from_dict(
                            details_by_country_type_0_item_data
                        )
                    )

                    details_by_country_type_0.append(details_by_country_type_0_item)

                return details_by_country_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[ArtistPopularityCatalogType0DetailsByCountryType0Item]
                | None
                | Unset,
                data,
            )

        details_by_country = _parse_details_by_country(
            d.pop("details_by_country", UNSET)
        )

        artist_popularity_catalog_type_0 = cls(
            score=score,
            rank=rank,
            recordings_in_charts=recordings_in_charts,
            details_by_year=details_by_year,
            details_by_country=details_by_country,
        )

        artist_popularity_catalog_type_0.additional_properties = d
        return artist_popularity_catalog_type_0

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
