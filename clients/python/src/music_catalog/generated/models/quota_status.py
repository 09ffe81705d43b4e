from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="QuotaStatus")


@_attrs_define
class QuotaStatus:
    """
    Attributes:
        x_rate_limit_remaining (int): Requests left in the current window
        x_rate_limit_limit (int): Maximum requests per day
        x_rate_limit_retry_after (int): Seconds until the window resets; 0 when not blocked
    """

    x_rate_limit_remaining: int
    x_rate_limit_limit: int
    x_rate_limit_retry_after: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        x_rate_limit_remaining = self.x_rate_limit_remaining

        x_rate_limit_limit = self.x_rate_limit_limit

        x_rate_limit_retry_after = self.x_rate_limit_retry_after

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "X-Rate-Limit-Remaining": x_rate_limit_remaining,
                "X-Rate-Limit-Limit": x_rate_limit_limit,
                "X-Rate-Limit-Retry-After": x_rate_limit_retry_after,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        x_rate_limit_remaining = d.pop("X-Rate-Limit-Remaining")

        x_rate_limit_limit = d.pop("X-Rate-Limit-Limit")

        x_rate_limit_retry_after = d.pop("X-Rate-Limit-Retry-After")

        quota_status = cls(
            x_rate_limit_remaining=x_rate_limit_remaining,
            x_rate_limit_limit=x_rate_limit_limit,
            x_rate_limit_retry_after=x_rate_limit_retry_after,
        )

        quota_status.additional_properties = d
        return quota_status

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
