from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.cluster_candidate_artists_item import ClusterCandidateArtistsItem


T = TypeVar("T", bound="ClusterCandidate")


@_attrs_define
class ClusterCandidate:
    """
    Attributes:
        isrc (None | str): Always present; null when unknown, which is every candidate of the sample catalog
            (SecondHandSongs covers carry no ISRC): docs/api.md "Contract deviations"
        title (str):
        artists (list[ClusterCandidateArtistsItem]):
        subtitle (None | str | Unset):
        duration (None | str | Unset): HH:MM:SS Example: 00:03:45.
    """

    isrc: None | str
    title: str
    artists: list[ClusterCandidateArtistsItem]
    subtitle: None | str | Unset = UNSET
    duration: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        isrc: None | str
        isrc = self.isrc

        title = self.title

        artists = []
        for artists_item_data in self.artists:
            artists_item = artists_item_data.to_dict()
            artists.append(artists_item)

        subtitle: None | str | Unset
        if isinstance(self.subtitle, Unset):
            subtitle = UNSET
        else:
            subtitle = self.subtitle

        duration: None | str | Unset
        if isinstance(self.duration, Unset):
            duration = UNSET
        else:
            duration = self.duration

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "isrc": isrc,
                "title": title,
                "artists": artists,
            }
        )
        if subtitle is not UNSET:
            field_dict["subtitle"] = subtitle
        if duration is not UNSET:
            field_dict["duration"] = duration

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.cluster_candidate_artists_item import ClusterCandidateArtistsItem

        d = dict(src_dict)

        def _parse_isrc(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        isrc = _parse_isrc(d.pop("isrc"))

        title = d.pop("title")

        artists = []
        _artists = d.pop("artists")
        for artists_item_data in _artists:
            artists_item = ClusterCandidateArtistsItem.from_dict(artists_item_data)

            artists.append(artists_item)

        def _parse_subtitle(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        subtitle = _parse_subtitle(d.pop("subtitle", UNSET))

        def _parse_duration(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        duration = _parse_duration(d.pop("duration", UNSET))

        cluster_candidate = cls(
            isrc=isrc,
            title=title,
            artists=artists,
            subtitle=subtitle,
            duration=duration,
        )

        cluster_candidate.additional_properties = d
        return cluster_candidate

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
