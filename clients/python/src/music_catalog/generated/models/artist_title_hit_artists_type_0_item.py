from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.artist_nature import ArtistNature
from ..models.artist_type import ArtistType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.artist_title_hit_artists_type_0_item_aliases_type_0_item import (
        ArtistTitleHitArtistsType0ItemAliasesType0Item,
    )
    from ..models.artist_title_hit_artists_type_0_item_genres_type_0_item import (
        ArtistTitleHitArtistsType0ItemGenresType0Item,
    )
    from ..models.artist_title_hit_artists_type_0_item_roles_type_0_item import (
        ArtistTitleHitArtistsType0ItemRolesType0Item,
    )
    from ..models.artist_title_hit_artists_type_0_item_translated_type_0_item import (
        ArtistTitleHitArtistsType0ItemTranslatedType0Item,
    )


T = TypeVar("T", bound="ArtistTitleHitArtistsType0Item")


@_attrs_define
class ArtistTitleHitArtistsType0Item:
    """
    Attributes:
        id (int | None | Unset):
        name (None | str | Unset):
        real_firstname_lastname (None | str | Unset):
        aliases (list[ArtistTitleHitArtistsType0ItemAliasesType0Item] | None | Unset):
        translated (list[ArtistTitleHitArtistsType0ItemTranslatedType0Item] | None | Unset):
        type_ (ArtistType | None | Unset):
        nature (ArtistNature | None | Unset):
        picture (None | str | Unset): Picture path
        genres (list[ArtistTitleHitArtistsType0ItemGenresType0Item] | None | Unset):
        roles (list[ArtistTitleHitArtistsType0ItemRolesType0Item] | None | Unset):
        popularity (float | None | Unset): Percent
    """

    id: int | None | Unset = UNSET
    name: None | str | Unset = UNSET
    real_firstname_lastname: None | str | Unset = UNSET
    aliases: list[ArtistTitleHitArtistsType0ItemAliasesType0Item] | None | Unset = UNSET
    translated: (
        list[ArtistTitleHitArtistsType0ItemTranslatedType0Item] | None | Unset
    ) = UNSET
    type_: ArtistType | None | Unset = UNSET
    nature: ArtistNature | None | Unset = UNSET
    picture: None | str | Unset = UNSET
    genres: list[ArtistTitleHitArtistsType0ItemGenresType0Item] | None | Unset = UNSET
    roles: list[ArtistTitleHitArtistsType0ItemRolesType0Item] | None | Unset = UNSET
    popularity: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id: int | None | Unset
        if isinstance(self.id, Unset):
            id = UNSET
        else:
            id = self.id

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        real_firstname_lastname: None | str | Unset
        if isinstance(self.real_firstname_lastname, Unset):
            real_firstname_lastname = UNSET
        else:
            real_firstname_lastname = self.real_firstname_lastname

        aliases: list[dict[str, Any]] | None | Unset
        if isinstance(self.aliases, Unset):
            aliases = UNSET
        elif isinstance(self.aliases, list):
            aliases = []
            for aliases_type_0_item_data in self.aliases:
                aliases_type_0_item = aliases_type_0_item_data.to_dict()
                aliases.append(aliases_type_0_item)

        else:
            aliases = self.aliases

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

        type_: None | str | Unset
        if isinstance(self.type_, Unset):
            type_ = UNSET
        elif isinstance(self.type_, ArtistType):
            type_ = self.type_.value
        else:
            type_ = self.type_

        nature: None | str | Unset
        if isinstance(self.nature, Unset):
            nature = UNSET
        elif isinstance(self.nature, ArtistNature):
            nature = self.nature.value
        else:
            nature = self.nature

        picture: None | str | Unset
        if isinstance(self.picture, Unset):
            picture = UNSET
        else:
            picture = self.picture

        genres: list[dict[str, Any]] | None | Unset
        if isinstance(self.genres, Unset):
            genres = UNSET
        elif isinstance(self.genres, list):
            genres = []
            for genres_type_0_item_data in self.genres:
                genres_type_0_item = genres_type_0_item_data.to_dict()
                genres.append(genres_type_0_item)

        else:
            genres = self.genres

        roles: list[dict[str, Any]] | None | Unset
        if isinstance(self.roles, Unset):
            roles = UNSET
        elif isinstance(self.roles, list):
            roles = []
            for roles_type_0_item_data in self.roles:
                roles_type_0_item = roles_type_0_item_data.to_dict()
                roles.append(roles_type_0_item)

        else:
            roles = self.roles

        popularity: float | None | Unset
        if isinstance(self.popularity, Unset):
            popularity = UNSET
        else:
            popularity = self.popularity

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if id is not UNSET:
            field_dict["id"] = id
        if name is not UNSET:
            field_dict["name"] = name
        if real_firstname_lastname is not UNSET:
            field_dict["real_firstname_lastname"] = real_firstname_lastname
        if aliases is not UNSET:
            field_dict["aliases"] = aliases
        if translated is not UNSET:
            field_dict["translated"] = translated
        if type_ is not UNSET:
            field_dict["type"] = type_
        if nature is not UNSET:
            field_dict["nature"] = nature
        if picture is not UNSET:
            field_dict["picture"] = picture
        if genres is not UNSET:
            field_dict["genres"] = genres
        if roles is not UNSET:
            field_dict["roles"] = roles
        if popularity is not UNSET:
            field_dict["popularity"] = popularity

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.artist_title_hit_artists_type_0_item_aliases_type_0_item import (
            ArtistTitleHitArtistsType0ItemAliasesType0Item,
        )
        from ..models.artist_title_hit_artists_type_0_item_genres_type_0_item import (
            ArtistTitleHitArtistsType0ItemGenresType0Item,
        )
        from ..models.artist_title_hit_artists_type_0_item_roles_type_0_item import (
            ArtistTitleHitArtistsType0ItemRolesType0Item,
        )
        from ..models.artist_title_hit_artists_type_0_item_translated_type_0_item import (
            ArtistTitleHitArtistsType0ItemTranslatedType0Item,
        )

        d = dict(src_dict)

        def _parse_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        id = _parse_id(d.pop("id", UNSET))

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_real_firstname_lastname(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        real_firstname_lastname = _parse_real_firstname_lastname(
            d.pop("real_firstname_lastname", UNSET)
        )

        def _parse_aliases(
            data: object,
        ) -> list[ArtistTitleHitArtistsType0ItemAliasesType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                aliases_type_0 = []
                _aliases_type_0 = data
                for aliases_type_0_item_data in _aliases_type_0:
                    aliases_type_0_item = (
                        ArtistTitleHitArtistsType0ItemAliasesType0Item.from_dict(
                            aliases_type_0_item_data
                        )
                    )

                    aliases_type_0.append(aliases_type_0_item)

                return aliases_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[ArtistTitleHitArtistsType0ItemAliasesType0Item] | None | Unset,
                data,
            )

        aliases = _parse_aliases(d.pop("aliases", UNSET))

        def _parse_translated(
            data: object,
        ) -> list[ArtistTitleHitArtistsType0ItemTranslatedType0Item] | None | Unset:
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
                    translated_type_0_item = (
                        ArtistTitleHitArtistsType0ItemTranslatedType0Item.from_dict(
                            translated_type_0_item_data
                        )
                    )

                    translated_type_0.append(translated_type_0_item)

                return translated_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[ArtistTitleHitArtistsType0ItemTranslatedType0Item] | None | Unset,
                data,
            )

        translated = _parse_translated(d.pop("translated", UNSET))

        def _parse_type_(data: object) -> ArtistType | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                type_type_0 = ArtistType(data)

                return type_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ArtistType | None | Unset, data)

        type_ = _parse_type_(d.pop("type", UNSET))

        def _parse_nature(data: object) -> ArtistNature | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                nature_type_0 = ArtistNature(data)

                return nature_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ArtistNature | None | Unset, data)

        nature = _parse_nature(d.pop("nature", UNSET))

        def _parse_picture(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        picture = _parse_picture(d.pop("picture", UNSET))

        def _parse_genres(
            data: object,
        ) -> list[ArtistTitleHitArtistsType0ItemGenresType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                genres_type_0 = []
                _genres_type_0 = data
                for genres_type_0_item_data in _genres_type_0:
                    genres_type_0_item = (
                        ArtistTitleHitArtistsType0ItemGenresType0Item.from_dict(
                            genres_type_0_item_data
                        )
                    )

                    genres_type_0.append(genres_type_0_item)

                return genres_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[ArtistTitleHitArtistsType0ItemGenresType0Item] | None | Unset, data
            )

        genres = _parse_genres(d.pop("genres", UNSET))

        def _parse_roles(
            data: object,
        ) -> list[ArtistTitleHitArtistsType0ItemRolesType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                roles_type_0 = []
                _roles_type_0 = data
                for roles_type_0_item_data in _roles_type_0:
                    roles_type_0_item = (
                        ArtistTitleHitArtistsType0ItemRolesType0Item.from_dict(
                            roles_type_0_item_data
                        )
                    )

                    roles_type_0.append(roles_type_0_item)

                return roles_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[ArtistTitleHitArtistsType0ItemRolesType0Item] | None | Unset, data
            )

        roles = _parse_roles(d.pop("roles", UNSET))

        def _parse_popularity(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        popularity = _parse_popularity(d.pop("popularity", UNSET))

        artist_title_hit_artists_type_0_item = cls(
            id=id,
            name=name,
            real_firstname_lastname=real_firstname_lastname,
            aliases=aliases,
            translated=translated,
            type_=type_,
            nature=nature,
            picture=picture,
            genres=genres,
            roles=roles,
            popularity=popularity,
        )

        artist_title_hit_artists_type_0_item.additional_properties = d
        return artist_title_hit_artists_type_0_item

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
