from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.match_job_review_line import MatchJobReviewLine


T = TypeVar("T", bound="MatchJobReview")


@_attrs_define
class MatchJobReview:
    """
    Attributes:
        lines (list[MatchJobReviewLine]):
        offset (int):
        limit (int):
        total (int):
    """

    lines: list[MatchJobReviewLine]
    offset: int
    limit: int
    total: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        lines = []
        for lines_item_data in self.lines:
            lines_item = lines_item_data.to_dict()
            lines.append(lines_item)

        offset = self.offset

        limit = self.limit

        total = self.total

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "lines": lines,
                "offset": offset,
                "limit": limit,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.match_job_review_line import MatchJobReviewLine

        d = dict(src_dict)
        lines = []
        _lines = d.pop("lines")
        for lines_item_data in _lines:
            lines_item = MatchJobReviewLine.from_dict(lines_item_data)

            lines.append(lines_item)

        offset = d.pop("offset")

        limit = d.pop("limit")

        total = d.pop("total")

        match_job_review = cls(
            lines=lines,
            offset=offset,
            limit=limit,
            total=total,
        )

        match_job_review.additional_properties = d
        return match_job_review

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
