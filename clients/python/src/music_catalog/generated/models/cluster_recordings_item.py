from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.cluster_recordings_item_artists_item import (
        ClusterRecordingsItemArtistsItem,
    )


T = TypeVar("T", bound="ClusterRecordingsItem")


@_attrs_define
class ClusterRecordingsItem:
    """
    Attributes:
        id (int):
        title (str):
        artists (list[ClusterRecordingsItemArtistsItem]):
        isrc (None | str | Unset):
        subtitle (None | str | Unset):
        duration (None | str | Unset): HH:MM:SS Example: 00:03:45.
    """

    id: int
    title: str
    artists: list[ClusterRecordingsItemArtistsItem]
    isrc: None | str | Unset = UNSET
    subtitle: None | str | Unset = UNSET
    duration: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        title = self.title

        artists = []
        for artists_item_data in self.artists:
            artists_item = artists_item_data.to_dict()
            artists.append(artists_item)

        isrc: None | str | Unset
        if isinstance(self.isrc, Unset):
            isrc = UNSET
        else:
            isrc = self.isrc

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
                "id": id,
                "title": title,
                "artists": artists,
            }
        )
        if isrc is not UNSET:
            field_dict["isrc"] = isrc
        if subtitle is not UNSET:
            field_dict["subtitle"] = subtitle
        if duration is not UNSET:
            field_dict["duration"] = duration

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.cluster_recordings_item_artists_item import (
            ClusterRecordingsItemArtistsItem,
        )

        d = dict(src_dict)
        id = d.pop("id")

        title = d.pop("title")

        artists = []
        _artists = d.pop("artists")
        for artists_item_data in _artists:
            artists_item = ClusterRecordingsItemArtistsItem.from_dict(artists_item_data)

            artists.append(artists_item)

        def _parse_isrc(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        isrc = _parse_isrc(d.pop("isrc", UNSET))

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

        cluster_recordings_item = cls(
            id=id,
            title=title,
            artists=artists,
            isrc=isrc,
            subtitle=subtitle,
            duration=duration,
        )

        cluster_recordings_item.additional_properties = d
        return cluster_recordings_item

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
