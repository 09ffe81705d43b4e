from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.picture_usage_report_assets_item import PictureUsageReportAssetsItem


T = TypeVar("T", bound="PictureUsageReport")


@_attrs_define
class PictureUsageReport:
    """
    Attributes:
        id_transaction (int): Integer > 0, chosen by the sender; unique per account (the token's account). Re-sending
            the same report with the same id is accepted and counted once; the same id with another payload → 409
        assets (list[PictureUsageReportAssetsItem]): 1..1000 lines; a picture may appear on several lines (their counts
            add up)
        test (bool | Unset): true marks the report as a test: counted apart, never billed Default: False.
    """

    id_transaction: int
    assets: list[PictureUsageReportAssetsItem]
    test: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        id_transaction = self.id_transaction

        assets = []
        for assets_item_data in self.assets:
            assets_item = assets_item_data.to_dict()
            assets.append(assets_item)

        test = self.test

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id_transaction": id_transaction,
                "assets": assets,
            }
        )
        if test is not UNSET:
            field_dict["test"] = test

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.picture_usage_report_assets_item import (
            PictureUsageReportAssetsItem,
        )

        d = dict(src_dict)
        id_transaction = d.pop("id_transaction")

        assets = []
        _assets = d.pop("assets")
        for assets_item_data in _assets:
            assets_item = PictureUsageReportAssetsItem.from_dict(assets_item_data)

            assets.append(assets_item)

        test = d.pop("test", UNSET)

        picture_usage_report = cls(
            id_transaction=id_transaction,
            assets=assets,
            test=test,
        )

        return picture_usage_report
