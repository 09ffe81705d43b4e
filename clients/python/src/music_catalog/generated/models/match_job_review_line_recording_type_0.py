from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.match_job_review_line_recording_type_0_artists_item import (
        MatchJobReviewLineRecordingType0ArtistsItem,
    )


T = TypeVar("T", bound="MatchJobReviewLineRecordingType0")


@_attrs_define
class MatchJobReviewLineRecordingType0:
    """
    Attributes:
        id (int):
        title (str):
        artists (list[MatchJobReviewLineRecordingType0ArtistsItem]):
    """

    id: int
    title: str
    artists: list[MatchJobReviewLineRecordingType0ArtistsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        title = self.title

        artists = []
        for artists_item_data in self.artists:
            artists_item = artists_item_data.to_dict()
            artists.append(artists_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "title": title,
                "artists": artists,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.match_job_review_line_recording_type_0_artists_item import (
            MatchJobReviewLineRecordingType0ArtistsItem,
        )

        d = dict(src_dict)
        id = d.pop("id")

        title = d.pop("title")

        artists = []
        _artists = d.pop("artists")
        for artists_item_data in _artists:
            artists_item = MatchJobReviewLineRecordingType0ArtistsItem.from_dict(
                artists_item_data
            )

            artists.append(artists_item)

        match_job_review_line_recording_type_0 = cls(
            id=id,
            title=title,
            artists=artists,
        )

        match_job_review_line_recording_type_0.additional_properties = d
        return match_job_review_line_recording_type_0

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
