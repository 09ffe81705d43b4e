from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.recommendation_item import RecommendationItem


T = TypeVar("T", bound="RecommendationResponse")


@_attrs_define
class RecommendationResponse:
    """
    Attributes:
        recording (list[RecommendationItem]):
    """

    recording: list[RecommendationItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        recording = []
        for recording_item_data in self.recording:
            recording_item = recording_item_data.to_dict()
            recording.append(recording_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "recording": recording,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.recommendation_item import RecommendationItem

        d = dict(src_dict)
        recording = []
        _recording = d.pop("recording")
        for recording_item_data in _recording:
            recording_item = RecommendationItem.from_dict(recording_item_data)

            recording.append(recording_item)

        recommendation_response = cls(
            recording=recording,
        )

        recommendation_response.additional_properties = d
        return recommendation_response

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
