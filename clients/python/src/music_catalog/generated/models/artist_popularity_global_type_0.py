from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ArtistPopularityGlobalType0")


@_attrs_define
class ArtistPopularityGlobalType0:
    """
    Attributes:
        score (float):
        rank (float | None | Unset):
        recordings_in_charts (float | None | Unset):
    """

    score: float
    rank: float | None | Unset = UNSET
    recordings_in_charts: float | None | Unset = UNSET
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

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
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

        artist_popularity_global_type_0 = cls(
            score=score,
            rank=rank,
            recordings_in_charts=recordings_in_charts,
        )

        artist_popularity_global_type_0.additional_properties = d
        return artist_popularity_global_type_0

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
