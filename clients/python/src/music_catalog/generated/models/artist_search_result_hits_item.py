from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.artist_nature import ArtistNature
from ..models.artist_type import ArtistType
from ..models.gender import Gender
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.artist_activity_periods_type_0_item import (
        ArtistActivityPeriodsType0Item,
    )
    from ..models.artist_aliases_type_0_item import ArtistAliasesType0Item
    from ..models.artist_band_members_type_0_item import ArtistBandMembersType0Item
    from ..models.artist_collaborators_type_0_item import ArtistCollaboratorsType0Item
    from ..models.artist_externals import ArtistExternals
    from ..models.artist_genres_type_0_item import ArtistGenresType0Item
    from ..models.artist_related_artists_type_0_item import (
        ArtistRelatedArtistsType0Item,
    )
    from ..models.artist_roles_type_0_item import ArtistRolesType0Item
    from ..models.artist_socials_type_0 import ArtistSocialsType0
    from ..models.artist_translated_type_0_item import ArtistTranslatedType0Item


T = TypeVar("T", bound="ArtistSearchResultHitsItem")


@_attrs_define
class ArtistSearchResultHitsItem:
    """
    Attributes:
        id (int):
        name (str):
        type_ (ArtistType):
        score (float | None): Search hits only
        disambiguation (None | str | Unset): How a source tells this artist apart from same-named artists, e.g. Discogs'
            "(2)" as "Discogs (2)"; never part of `name`
        isni (None | str | Unset):
        real_firstname_lastname (None | str | Unset):
        nature (ArtistNature | None | Unset):
        gender (Gender | None | Unset):
        main_role (int | None | Unset): Deprecated; id of the main role
        country_name (None | str | Unset):
        country_code (None | str | Unset): ISO 3166-1 alpha-2 Example: FR.
        influence_country_name (None | str | Unset):
        influence_country_code (None | str | Unset): ISO 3166-1 alpha-2 Example: FR.
        birth_date (None | str | Unset): YYYY-MM-DD; 00 for an unknown month and/or day Example: 1999-04-00.
        debut_date (None | str | Unset): YYYY-MM-DD; 00 for an unknown month and/or day Example: 1999-04-00.
        death_date (None | str | Unset): YYYY-MM-DD; 00 for an unknown month and/or day Example: 1999-04-00.
        birth_place (None | str | Unset):
        death_place (None | str | Unset):
        activity_periods (list[ArtistActivityPeriodsType0Item] | None | Unset):
        genres (list[ArtistGenresType0Item] | None | Unset):
        roles (list[ArtistRolesType0Item] | None | Unset):
        aliases (list[ArtistAliasesType0Item] | None | Unset):
        translated (list[ArtistTranslatedType0Item] | None | Unset):
        band_members (list[ArtistBandMembersType0Item] | None | Unset):
        related_artists (list[ArtistRelatedArtistsType0Item] | None | Unset):
        collaborators (list[ArtistCollaboratorsType0Item] | None | Unset):
        socials (ArtistSocialsType0 | None | Unset):
        externals (ArtistExternals | None | Unset):
        famous_for (None | str | Unset):
        awards (None | str | Unset):
    """

    id: int
    name: str
    type_: ArtistType
    score: float | None
    disambiguation: None | str | Unset = UNSET
    isni: None | str | Unset = UNSET
    real_firstname_lastname: None | str | Unset = UNSET
    nature: ArtistNature | None | Unset = UNSET
    gender: Gender | None | Unset = UNSET
    main_role: int | None | Unset = UNSET
    country_name: None | str | Unset = UNSET
    country_code: None | str | Unset = UNSET
    influence_country_name: None | str | Unset = UNSET
    influence_country_code: None | str | Unset = UNSET
    birth_date: None | str | Unset = UNSET
    debut_date: None | str | Unset = UNSET
    death_date: None | str | Unset = UNSET
    birth_place: None | str | Unset = UNSET
    death_place: None | str | Unset = UNSET
    activity_periods: list[ArtistActivityPeriodsType0Item] | None | Unset = UNSET
    genres: list[ArtistGenresType0Item] | None | Unset = UNSET
    roles: list[ArtistRolesType0Item] | None | Unset = UNSET
    aliases: list[ArtistAliasesType0Item] | None | Unset = UNSET
    translated: list[ArtistTranslatedType0Item] | None | Unset = UNSET
    band_members: list[ArtistBandMembersType0Item] | None | Unset = UNSET
    related_artists: list[ArtistRelatedArtistsType0Item] | None | Unset = UNSET
    collaborators: list[ArtistCollaboratorsType0Item] | None | Unset = UNSET
    socials: ArtistSocialsType0 | None | Unset = UNSET
    externals: ArtistExternals | None | Unset = UNSET
    famous_for: None | str | Unset = UNSET
    awards: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.artist_externals import ArtistExternals
        from ..models.artist_socials_type_0 import ArtistSocialsType0

        id = self.id

        name = self.name

        type_ = self.type_.value

        score: float | None
        score = self.score

        disambiguation: None | str | Unset
        if isinstance(self.disambiguation, Unset):
            disambiguation = UNSET
        else:
            disambiguation = self.disambiguation

        isni: None | str | Unset
        if isinstance(self.isni, Unset):
            isni = UNSET
        else:
            isni = self.isni

        real_firstname_lastname: None | str | Unset
        if isinstance(self.real_firstname_lastname, Unset):
            real_firstname_lastname = UNSET
        else:
            real_firstname_lastname = self.real_firstname_lastname

        nature: None | str | Unset
        if isinstance(self.nature, Unset):
            nature = UNSET
        elif isinstance(self.nature, ArtistNature):
            nature = self.nature.value
        else:
            nature = self.nature

        gender: None | str | Unset
        if isinstance(self.gender, Unset):
            gender = UNSET
        elif isinstance(self.gender, Gender):
            gender = self.gender.value
        else:
            gender = self.gender

        main_role: int | None | Unset
        if isinstance(self.main_role, Unset):
            main_role = UNSET
        else:
            main_role = self.main_role

        country_name: None | str | Unset
        if isinstance(self.country_name, Unset):
            country_name = UNSET
        else:
            country_name = self.country_name

        country_code: None | str | Unset
        if isinstance(self.country_code, Unset):
            country_code = UNSET
        else:
            country_code = self.country_code

        influence_country_name: None | str | Unset
        if isinstance(self.influence_country_name, Unset):
            influence_country_name = UNSET
        else:
            influence_country_name = self.influence_country_name

        influence_country_code: None | str | Unset
        if isinstance(self.influence_country_code, Unset):
            influence_country_code = UNSET
        else:
            influence_country_code = self.influence_country_code

        birth_date: None | str | Unset
        if isinstance(self.birth_date, Unset):
            birth_date = UNSET
        else:
            birth_date = self.birth_date

        debut_date: None | str | Unset
        if isinstance(self.debut_date, Unset):
            debut_date = UNSET
        else:
            debut_date = self.debut_date

        death_date: None | str | Unset
        if isinstance(self.death_date, Unset):
            death_date = UNSET
        else:
            death_date = self.death_date

        birth_place: None | str | Unset
        if isinstance(self.birth_place, Unset):
            birth_place = UNSET
        else:
            birth_place = self.birth_place

        death_place: None | str | Unset
        if isinstance(self.death_place, Unset):
            death_place = UNSET
        else:
            death_place = self.death_place

        activity_periods: list[dict[str, Any]] | None | Unset
        if isinstance(self.activity_periods, Unset):
            activity_periods = UNSET
        elif isinstance(self.activity_periods, list):
            activity_periods = []
            for activity_periods_type_0_item_data in self.activity_periods:
                activity_periods_type_0_item = (
                    activity_periods_type_0_item_data.to_dict()
                )
                activity_periods.append(activity_periods_type_0_item)

        else:
            activity_periods = self.activity_periods

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

        band_members: list[dict[str, Any]] | None | Unset
        if isinstance(self.band_members, Unset):
            band_members = UNSET
        elif isinstance(self.band_members, list):
            band_members = []
            for band_members_type_0_item_data in self.band_members:
                band_members_type_0_item = band_members_type_0_item_data.to_dict()
                band_members.append(band_members_type_0_item)

        else:
            band_members = self.band_members

        related_artists: list[dict[str, Any]] | None | Unset
        if isinstance(self.related_artists, Unset):
            related_artists = UNSET
        elif isinstance(self.related_artists, list):
            related_artists = []
            for related_artists_type_0_item_data in self.related_artists:
                related_artists_type_0_item = related_artists_type_0_item_data.to_dict()
                related_artists.append(related_artists_type_0_item)

        else:
            related_artists = self.related_artists

        collaborators: list[dict[str, Any]] | None | Unset
        if isinstance(self.collaborators, Unset):
            collaborators = UNSET
        elif isinstance(self.collaborators, list):
            collaborators = []
            for collaborators_type_0_item_data in self.collaborators:
                collaborators_type_0_item = collaborators_type_0_item_data.to_dict()
                collaborators.append(collaborators_type_0_item)

        else:
            collaborators = self.collaborators

        socials: dict[str, Any] | None | Unset
        if isinstance(self.socials, Unset):
            socials = UNSET
        elif isinstance(self.socials, ArtistSocialsType0):
            socials = self.socials.to_dict()
        else:
            socials = self.socials

        externals: dict[str, Any] | None | Unset
        if isinstance(self.externals, Unset):
            externals = UNSET
        elif isinstance(self.externals, ArtistExternals):
            externals = self.externals.to_dict()
        else:
            externals = self.externals

        famous_for: None | str | Unset
        if isinstance(self.famous_for, Unset):
            famous_for = UNSET
        else:
            famous_for = self.famous_for

        awards: None | str | Unset
        if isinstance(self.awards, Unset):
            awards = UNSET
        else:
            awards = self.awards

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "type": type_,
                "score": score,
            }
        )
        if disambiguation is not UNSET:
            field_dict["disambiguation"] = disambiguation
        if isni is not UNSET:
            field_dict["isni"] = isni
        if real_firstname_lastname is not UNSET:
            field_dict["real_firstname_lastname"] = real_firstname_lastname
        if nature is not UNSET:
            field_dict["nature"] = nature
        if gender is not UNSET:
            field_dict["gender"] = gender
        if main_role is not UNSET:
            field_dict["main_role"] = main_role
        if country_name is not UNSET:
            field_dict["country_name"] = country_name
        if country_code is not UNSET:
            field_dict["country_code"] = country_code
        if influence_country_name is not UNSET:
            field_dict["influence_country_name"] = influence_country_name
        if influence_country_code is not UNSET:
            field_dict["influence_country_code"] = influence_country_code
        if birth_date is not UNSET:
            field_dict["birth_date"] = birth_date
        if debut_date is not UNSET:
            field_dict["debut_date"] = debut_date
        if death_date is not UNSET:
            field_dict["death_date"] = death_date
        if birth_place is not UNSET:
            field_dict["birth_place"] = birth_place
        if death_place is not UNSET:
            field_dict["death_place"] = death_place
        if activity_periods is not UNSET:
            field_dict["activity_periods"] = activity_periods
        if genres is not UNSET:
            field_dict["genres"] = genres
        if roles is not UNSET:
            field_dict["roles"] = roles
        if aliases is not UNSET:
            field_dict["aliases"] = aliases
        if translated is not UNSET:
            field_dict["translated"] = translated
        if band_members is not UNSET:
            field_dict["band_members"] = band_members
        if related_artists is not UNSET:
            field_dict["related_artists"] = related_artists
        if collaborators is not UNSET:
            field_dict["collaborators"] = collaborators
        if socials is not UNSET:
            field_dict["socials"] = socials
        if externals is not UNSET:
            field_dict["externals"] = externals
        if famous_for is not UNSET:
            field_dict["famous_for"] = famous_for
        if awards is not UNSET:
            field_dict["awards"] = awards

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.artist_activity_periods_type_0_item import (
            ArtistActivityPeriodsType0Item,
        )
        from ..models.artist_aliases_type_0_item import ArtistAliasesType0Item
        from ..models.artist_band_members_type_0_item import ArtistBandMembersType0Item
        from ..models.artist_collaborators_type_0_item import (
            ArtistCollaboratorsType0Item,
        )
        from ..models.artist_externals import ArtistExternals
        from ..models.artist_genres_type_0_item import ArtistGenresType0Item
        from ..models.artist_related_artists_type_0_item import (
            ArtistRelatedArtistsType0Item,
        )
        from ..models.artist_roles_type_0_item import ArtistRolesType0Item
        from ..models.artist_socials_type_0 import ArtistSocialsType0
        from ..models.artist_translated_type_0_item import ArtistTranslatedType0Item

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        type_ = ArtistType(d.pop("type"))

        def _parse_score(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        score = _parse_score(d.pop("score"))

        def _parse_disambiguation(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        disambiguation = _parse_disambiguation(d.pop("disambiguation", UNSET))

        def _parse_isni(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        isni = _parse_isni(d.pop("isni", UNSET))

        def _parse_real_firstname_lastname(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        real_firstname_lastname = _parse_real_firstname_lastname(
            d.pop("real_firstname_lastname", UNSET)
        )

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

        def _parse_gender(data: object) -> Gender | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                gender_type_0 = Gender(data)

                return gender_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Gender | None | Unset, data)

        gender = _parse_gender(d.pop("gender", UNSET))

        def _parse_main_role(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        main_role = _parse_main_role(d.pop("main_role", UNSET))

        def _parse_country_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        country_name = _parse_country_name(d.pop("country_name", UNSET))

        def _parse_country_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        country_code = _parse_country_code(d.pop("country_code", UNSET))

        def _parse_influence_country_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        influence_country_name = _parse_influence_country_name(
            d.pop("influence_country_name", UNSET)
        )

        def _parse_influence_country_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        influence_country_code = _parse_influence_country_code(
            d.pop("influence_country_code", UNSET)
        )

        def _parse_birth_date(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        birth_date = _parse_birth_date(d.pop("birth_date", UNSET))

        def _parse_debut_date(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        debut_date = _parse_debut_date(d.pop("debut_date", UNSET))

        def _parse_death_date(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        death_date = _parse_death_date(d.pop("death_date", UNSET))

        def _parse_birth_place(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        birth_place = _parse_birth_place(d.pop("birth_place", UNSET))

        def _parse_death_place(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        death_place = _parse_death_place(d.pop("death_place", UNSET))

        def _parse_activity_periods(
            data: object,
        ) -> list[ArtistActivityPeriodsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                activity_periods_type_0 = []
                _activity_periods_type_0 = data
                for activity_periods_type_0_item_data in _activity_periods_type_0:
                    activity_periods_type_0_item = (
                        ArtistActivityPeriodsType0Item.from_dict(
                            activity_periods_type_0_item_data
                        )
                    )

                    activity_periods_type_0.append(activity_periods_type_0_item)

                return activity_periods_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ArtistActivityPeriodsType0Item] | None | Unset, data)

        activity_periods = _parse_activity_periods(d.pop("activity_periods", UNSET))

        def _parse_genres(data: object) -> list[ArtistGenresType0Item] | None | Unset:
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
                    genres_type_0_item = ArtistGenresType0Item.from_dict(
                        genres_type_0_item_data
                    )

                    genres_type_0.append(genres_type_0_item)

                return genres_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ArtistGenresType0Item] | None | Unset, data)

        genres = _parse_genres(d.pop("genres", UNSET))

        def _parse_roles(data: object) -> list[ArtistRolesType0Item] | None | Unset:
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
                    roles_type_0_item = ArtistRolesType0Item.from_dict(
                        roles_type_0_item_data
                    )

                    roles_type_0.append(roles_type_0_item)

                return roles_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ArtistRolesType0Item] | None | Unset, data)

        roles = _parse_roles(d.pop("roles", UNSET))

        def _parse_aliases(data: object) -> list[ArtistAliasesType0Item] | None | Unset:
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
                    aliases_type_0_item = ArtistAliasesType0Item.from_dict(
                        aliases_type_0_item_data
                    )

                    aliases_type_0.append(aliases_type_0_item)

                return aliases_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ArtistAliasesType0Item] | None | Unset, data)

        aliases = _parse_aliases(d.pop("aliases", UNSET))

        def _parse_translated(
            data: object,
        ) -> list[ArtistTranslatedType0Item] | None | Unset:
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
                    translated_type_0_item = ArtistTranslatedType0Item.from_dict(
                        translated_type_0_item_data
                    )

                    translated_type_0.append(translated_type_0_item)

                return translated_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ArtistTranslatedType0Item] | None | Unset, data)

        translated = _parse_translated(d.pop("translated", UNSET))

        def _parse_band_members(
            data: object,
        ) -> list[ArtistBandMembersType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                band_members_type_0 = []
                _band_members_type_0 = data
                for band_members_type_0_item_data in _band_members_type_0:
                    band_members_type_0_item = ArtistBandMembersType0Item.from_dict(
                        band_members_type_0_item_data
                    )

                    band_members_type_0.append(band_members_type_0_item)

                return band_members_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ArtistBandMembersType0Item] | None | Unset, data)

        band_members = _parse_band_members(d.pop("band_members", UNSET))

        def _parse_related_artists(
            data: object,
        ) -> list[ArtistRelatedArtistsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                related_artists_type_0 = []
                _related_artists_type_0 = data
                for related_artists_type_0_item_data in _related_artists_type_0:
                    related_artists_type_0_item = (
                        ArtistRelatedArtistsType0Item.from_dict(
                            related_artists_type_0_item_data
                        )
                    )

                    related_artists_type_0.append(related_artists_type_0_item)

                return related_artists_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ArtistRelatedArtistsType0Item] | None | Unset, data)

        related_artists = _parse_related_artists(d.pop("related_artists", UNSET))

        def _parse_collaborators(
            data: object,
        ) -> list[ArtistCollaboratorsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                collaborators_type_0 = []
                _collaborators_type_0 = data
                for collaborators_type_0_item_data in _collaborators_type_0:
                    collaborators_type_0_item = ArtistCollaboratorsType0Item.from_dict(
                        collaborators_type_0_item_data
                    )

                    collaborators_type_0.append(collaborators_type_0_item)

                return collaborators_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ArtistCollaboratorsType0Item] | None | Unset, data)

        collaborators = _parse_collaborators(d.pop("collaborators", UNSET))

        def _parse_socials(data: object) -> ArtistSocialsType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                socials_type_0 = ArtistSocialsType0.from_dict(data)

                return socials_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ArtistSocialsType0 | None | Unset, data)

        socials = _parse_socials(d.pop("socials", UNSET))

        def _parse_externals(data: object) -> ArtistExternals | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                externals_type_0 = ArtistExternals.from_dict(data)

                return externals_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ArtistExternals | None | Unset, data)

        externals = _parse_externals(d.pop("externals", UNSET))

        def _parse_famous_for(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        famous_for = _parse_famous_for(d.pop("famous_for", UNSET))

        def _parse_awards(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        awards = _parse_awards(d.pop("awards", UNSET))

        artist_search_result_hits_item = cls(
            id=id,
            name=name,
            type_=type_,
            score=score,
            disambiguation=disambiguation,
            isni=isni,
            real_firstname_lastname=real_firstname_lastname,
            nature=nature,
            gender=gender,
            main_role=main_role,
            country_name=country_name,
            country_code=country_code,
            influence_country_name=influence_country_name,
            influence_country_code=influence_country_code,
            birth_date=birth_date,
            debut_date=debut_date,
            death_date=death_date,
            birth_place=birth_place,
            death_place=death_place,
            activity_periods=activity_periods,
            genres=genres,
            roles=roles,
            aliases=aliases,
            translated=translated,
            band_members=band_members,
            related_artists=related_artists,
            collaborators=collaborators,
            socials=socials,
            externals=externals,
            famous_for=famous_for,
            awards=awards,
        )

        artist_search_result_hits_item.additional_properties = d
        return artist_search_result_hits_item

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
