from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Chart")


@_attrs_define
class Chart:
    """
    Attributes:
        id (int):
        name (str):
        area (str):
        source (str):
        official (bool):
        country_code (None | str): ISO 3166-1 alpha-2 Example: FR.
    """

    id: int
    name: str
    area: str
    source: str
    official: bool
    country_code: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        area = self.area

        source = self.source

        official = self.official

        country_code: None | str
        country_code = self.country_code

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "area": area,
                "source": source,
                "official": official,
                "country_code": country_code,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        area = d.pop("area")

        source = d.pop("source")

        official = d.pop("official")

        def _parse_country_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        country_code = _parse_country_code(d.pop("country_code"))

        chart = cls(
            id=id,
            name=name,
            area=area,
            source=source,
            official=official,
            country_code=country_code,
        )

        chart.additional_properties = d
        return chart

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
