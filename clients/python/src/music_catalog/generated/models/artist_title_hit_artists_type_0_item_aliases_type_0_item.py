from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.alias_link import AliasLink
from ..types import UNSET, Unset

T = TypeVar("T", bound="ArtistTitleHitArtistsType0ItemAliasesType0Item")


@_attrs_define
class ArtistTitleHitArtistsType0ItemAliasesType0Item:
    """
    Attributes:
        link (AliasLink | None | Unset):
        alias (None | str | Unset):
    """

    link: AliasLink | None | Unset = UNSET
    alias: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        link: None | str | Unset
        if isinstance(self.link, Unset):
            link = UNSET
        elif isinstance(self.link, AliasLink):
            link = self.link.value
        else:
            link = self.link

        alias: None | str | Unset
        if isinstance(self.alias, Unset):
            alias = UNSET
        else:
            alias = self.alias

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if link is not UNSET:
            field_dict["link"] = link
        if alias is not UNSET:
            field_dict["alias"] = alias

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_link(data: object) -> AliasLink | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                link_type_0 = AliasLink(data)

                return link_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AliasLink | None | Unset, data)

        link = _parse_link(d.pop("link", UNSET))

        def _parse_alias(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        alias = _parse_alias(d.pop("alias", UNSET))

        artist_title_hit_artists_type_0_item_aliases_type_0_item = cls(
            link=link,
            alias=alias,
        )

        artist_title_hit_artists_type_0_item_aliases_type_0_item.additional_properties = d
        return artist_title_hit_artists_type_0_item_aliases_type_0_item

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
