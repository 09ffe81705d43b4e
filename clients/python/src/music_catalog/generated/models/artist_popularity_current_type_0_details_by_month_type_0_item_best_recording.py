from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar(
    "T", bound="ArtistPopularityCurrentType0DetailsByMonthType0ItemBestRecording"
)


@_attrs_define
class ArtistPopularityCurrentType0DetailsByMonthType0ItemBestRecording:
    """
    Attributes:
        id (int):
        title (str):
        best_rank (float):
        best_country_code (None | str): null when the best rank was reached in several countries Example: FR.
        best_country_name (str): `International` when reached in several countries
    """

    id: int
    title: str
    best_rank: float
    best_country_code: None | str
    best_country_name: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        title = self.title

        best_rank = self.best_rank

        best_country_code: None | str
        best_country_code = self.best_country_code

        best_country_name = self.best_country_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "title": title,
                "best_rank": best_rank,
                "best_country_code": best_country_code,
                "best_country_name": best_country_name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        title = d.pop("title")

        best_rank = d.pop("best_rank")

        def _parse_best_country_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        best_country_code = _parse_best_country_code(d.pop("best_country_code"))

        best_country_name = d.pop("best_country_name")

        artist_popularity_current_type_0_details_by_month_type_0_item_best_recording = (
            cls(
                id=id,
                title=title,
                best_rank=best_rank,
                best_country_code=best_country_code,
                best_country_name=best_country_name,
            )
        )

        artist_popularity_current_type_0_details_by_month_type_0_item_best_recording.additional_properties = d
        return (
            artist_popularity_current_type_0_details_by_month_type_0_item_best_recording
        )

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
