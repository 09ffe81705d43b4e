from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PictureUsageReportAssetsItem")


@_attrs_define
class PictureUsageReportAssetsItem:
    """
    Attributes:
        id_picture (int): Picture id (`id_picture` of the `Picture` schema)
        count (int): Times the picture was displayed (>= 0)
    """

    id_picture: int
    count: int

    def to_dict(self) -> dict[str, Any]:
        id_picture = self.id_picture

        count = self.count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id_picture": id_picture,
                "count": count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id_picture = d.pop("id_picture")

        count = d.pop("count")

        picture_usage_report_assets_item = cls(
            id_picture=id_picture,
            count=count,
        )

        return picture_usage_report_assets_item
