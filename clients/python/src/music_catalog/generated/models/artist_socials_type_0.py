from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ArtistSocialsType0")


@_attrs_define
class ArtistSocialsType0:
    """
    Attributes:
        website (list[str] | None | Unset):
        link_short_video (None | str | Unset):
        link_microblog (None | str | Unset):
        link_video_channel (None | str | Unset):
        link_social_network (None | str | Unset):
        link_photo_sharing (None | str | Unset):
        link_audio_platform (None | str | Unset):
    """

    website: list[str] | None | Unset = UNSET
    link_short_video: None | str | Unset = UNSET
    link_microblog: None | str | Unset = UNSET
    link_video_channel: None | str | Unset = UNSET
    link_social_network: None | str | Unset = UNSET
    link_photo_sharing: None | str | Unset = UNSET
    link_audio_platform: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        website: list[str] | None | Unset
        if isinstance(self.website, Unset):
            website = UNSET
        elif isinstance(self.website, list):
            website = self.website

        else:
            website = self.website

        link_short_video: None | str | Unset
        if isinstance(self.link_short_video, Unset):
            link_short_video = UNSET
        else:
            link_short_video = self.link_short_video

        link_microblog: None | str | Unset
        if isinstance(self.link_microblog, Unset):
            link_microblog = UNSET
        else:
            link_microblog = self.link_microblog

        link_video_channel: None | str | Unset
        if isinstance(self.link_video_channel, Unset):
            link_video_channel = UNSET
        else:
            link_video_channel = self.link_video_channel

        link_social_network: None | str | Unset
        if isinstance(self.link_social_network, Unset):
            link_social_network = UNSET
        else:
            link_social_network = self.link_social_network

        link_photo_sharing: None | str | Unset
        if isinstance(self.link_photo_sharing, Unset):
            link_photo_sharing = UNSET
        else:
            link_photo_sharing = self.link_photo_sharing

        link_audio_platform: None | str | Unset
        if isinstance(self.link_audio_platform, Unset):
            link_audio_platform = UNSET
        else:
            link_audio_platform = self.link_audio_platform

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if website is not UNSET:
            field_dict["website"] = website
        if link_short_video is not UNSET:
            field_dict["link_short_video"] = link_short_video
        if link_microblog is not UNSET:
            field_dict["link_microblog"] = link_microblog
        if link_video_channel is not UNSET:
            field_dict["link_video_channel"] = link_video_channel
        if link_social_network is not UNSET:
            field_dict["link_social_network"] = link_social_network
        if link_photo_sharing is not UNSET:
            field_dict["link_photo_sharing"] = link_photo_sharing
        if link_audio_platform is not UNSET:
            field_dict["link_audio_platform"] = link_audio_platform

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_website(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                website_type_0 = cast(list[str], data)

                return website_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        website = _parse_website(d.pop("website", UNSET))

        def _parse_link_short_video(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        link_short_video = _parse_link_short_video(d.pop("link_short_video", UNSET))

        def _parse_link_microblog(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        link_microblog = _parse_link_microblog(d.pop("link_microblog", UNSET))

        def _parse_link_video_channel(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        link_video_channel = _parse_link_video_channel(
            d.pop("link_video_channel", UNSET)
        )

        def _parse_link_social_network(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        link_social_network = _parse_link_social_network(
            d.pop("link_social_network", UNSET)
        )

        def _parse_link_photo_sharing(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        link_photo_sharing = _parse_link_photo_sharing(
            d.pop("link_photo_sharing", UNSET)
        )

        def _parse_link_audio_platform(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        link_audio_platform = _parse_link_audio_platform(
            d.pop("link_audio_platform", UNSET)
        )

        artist_socials_type_0 = cls(
            website=website,
            link_short_video=link_short_video,
            link_microblog=link_microblog,
            link_video_channel=link_video_channel,
            link_social_network=link_social_network,
            link_photo_sharing=link_photo_sharing,
            link_audio_platform=link_audio_platform,
        )

        artist_socials_type_0.additional_properties = d
        return artist_socials_type_0

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
