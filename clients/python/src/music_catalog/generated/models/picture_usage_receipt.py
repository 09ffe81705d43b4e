from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.picture_usage_receipt_status import PictureUsageReceiptStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="PictureUsageReceipt")


@_attrs_define
class PictureUsageReceipt:
    """
    Attributes:
        id_transaction (int):
        status (PictureUsageReceiptStatus): The report is recorded and will be counted once
        duplicate (bool | Unset): true when this account had already sent this report (counted once)
    """

    id_transaction: int
    status: PictureUsageReceiptStatus
    duplicate: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id_transaction = self.id_transaction

        status = self.status.value

        duplicate = self.duplicate

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id_transaction": id_transaction,
                "status": status,
            }
        )
        if duplicate is not UNSET:
            field_dict["duplicate"] = duplicate

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id_transaction = d.pop("id_transaction")

        status = PictureUsageReceiptStatus(d.pop("status"))

        duplicate = d.pop("duplicate", UNSET)

        picture_usage_receipt = cls(
            id_transaction=id_transaction,
            status=status,
            duplicate=duplicate,
        )

        picture_usage_receipt.additional_properties = d
        return picture_usage_receipt

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
