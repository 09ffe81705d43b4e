from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RecommendationItemOriginalAlbumType0")


@_attrs_define
class RecommendationItemOriginalAlbumType0:
    """
    Attributes:
        id (int | None | Unset):
        title (None | str | Unset):
        original_release_date (None | str | Unset): YYYY-MM-DD; 00 for an unknown month and/or day Example: 1999-04-00.
    """

    id: int | None | Unset = UNSET
    title: None | str | Unset = UNSET
    original_release_date: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id: int | None | Unset
        if isinstance(self.id, Unset):
            id = UNSET
        else:
            id = self.id

        title: None | str | Unset
        if isinstance(self.title, Unset):
            title = UNSET
        else:
            title = self.title

        original_release_date: None | str | Unset
        if isinstance(self.original_release_date, Unset):
            original_release_date = UNSET
        else:
            original_release_date = self.original_release_date

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if id is not UNSET:
            field_dict["id"] = id
        if title is not UNSET:
            field_dict["title"] = title
        if original_release_date is not UNSET:
            field_dict["original_release_date"] = original_release_date

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        id = _parse_id(d.pop("id", UNSET))

        def _parse_title(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        title = _parse_title(d.pop("title", UNSET))

        def _parse_original_release_date(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        original_release_date = _parse_original_release_date(
            d.pop("original_release_date", UNSET)
        )

        recommendation_item_original_album_type_0 = cls(
            id=id,
            title=title,
            original_release_date=original_release_date,
        )

        recommendation_item_original_album_type_0.additional_properties = d
        return recommendation_item_original_album_type_0

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
