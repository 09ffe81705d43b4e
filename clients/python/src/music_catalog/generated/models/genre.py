from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.genre_parent_genre_type_0 import GenreParentGenreType0
    from ..models.genre_translated_type_0_item import GenreTranslatedType0Item


T = TypeVar("T", bound="Genre")


@_attrs_define
class Genre:
    """
    Attributes:
        id (int):
        name (str):
        translated (list[GenreTranslatedType0Item] | None | Unset):
        parent_genre (GenreParentGenreType0 | None | Unset):
    """

    id: int
    name: str
    translated: list[GenreTranslatedType0Item] | None | Unset = UNSET
    parent_genre: GenreParentGenreType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.genre_parent_genre_type_0 import GenreParentGenreType0

        id = self.id

        name = self.name

        translated: list[dict[str, Any]] | None | Unset
        if isinstance(self.translated, Unset):
            translated = UNSET
        elif isinstance(self.translated, list):
            translated = []
            for translated_type_0_item_data in self.translated:
                translated_type_0_item = translated_type_0_item_data.to_dict()
                translated.append(translated_type_0_item)

        else:
            translated = self.translated

        parent_genre: dict[str, Any] | None | Unset
        if isinstance(self.parent_genre, Unset):
            parent_genre = UNSET
        elif isinstance(self.parent_genre, GenreParentGenreType0):
            parent_genre = self.parent_genre.to_dict()
        else:
            parent_genre = self.parent_genre

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
            }
        )
        if translated is not UNSET:
            field_dict["translated"] = translated
        if parent_genre is not UNSET:
            field_dict["parent_genre"] = parent_genre

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.genre_parent_genre_type_0 import GenreParentGenreType0
        from ..models.genre_translated_type_0_item import GenreTranslatedType0Item

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        def _parse_translated(
            data: object,
        ) -> list[GenreTranslatedType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                translated_type_0 = []
                _translated_type_0 = data
                for translated_type_0_item_data in _translated_type_0:
                    translated_type_0_item = GenreTranslatedType0Item.from_dict(
                        translated_type_0_item_data
                    )

                    translated_type_0.append(translated_type_0_item)

                return translated_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[GenreTranslatedType0Item] | None | Unset, data)

        translated = _parse_translated(d.pop("translated", UNSET))

        def _parse_parent_genre(data: object) -> GenreParentGenreType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                parent_genre_type_0 = GenreParentGenreType0.from_dict(data)

                return parent_genre_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GenreParentGenreType0 | None | Unset, data)

        parent_genre = _parse_parent_genre(d.pop("parent_genre", UNSET))

        genre = cls(
            id=id,
            name=name,
            translated=translated,
            parent_genre=parent_genre,
        )

        genre.additional_properties = d
        return genre

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
