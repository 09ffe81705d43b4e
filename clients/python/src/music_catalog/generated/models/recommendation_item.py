from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.recommendation_item_artists_type_0_item import (
        RecommendationItemArtistsType0Item,
    )
    from ..models.recommendation_item_audiodescriptions_type_0_item import (
        RecommendationItemAudiodescriptionsType0Item,
    )
    from ..models.recommendation_item_genre_type_0 import RecommendationItemGenreType0
    from ..models.recommendation_item_original_album_type_0 import (
        RecommendationItemOriginalAlbumType0,
    )


T = TypeVar("T", bound="RecommendationItem")


@_attrs_define
class RecommendationItem:
    """
    Attributes:
        id (int | None | Unset):
        match (float | None | Unset): Relevance
        title (None | str | Unset):
        subtitle (None | str | Unset):
        genre (None | RecommendationItemGenreType0 | Unset):
        popularity (float | None | Unset):
        artists (list[RecommendationItemArtistsType0Item] | None | Unset):
        audiodescriptions (list[RecommendationItemAudiodescriptionsType0Item] | None | Unset):
        original_album (None | RecommendationItemOriginalAlbumType0 | Unset):
    """

    id: int | None | Unset = UNSET
    match: float | None | Unset = UNSET
    title: None | str | Unset = UNSET
    subtitle: None | str | Unset = UNSET
    genre: None | RecommendationItemGenreType0 | Unset = UNSET
    popularity: float | None | Unset = UNSET
    artists: list[RecommendationItemArtistsType0Item] | None | Unset = UNSET
    audiodescriptions: (
        list[RecommendationItemAudiodescriptionsType0Item] | None | Unset
    ) = UNSET
    original_album: None | RecommendationItemOriginalAlbumType0 | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.recommendation_item_genre_type_0 import (
            RecommendationItemGenreType0,
        )
        from ..models.recommendation_item_original_album_type_0 import (
            RecommendationItemOriginalAlbumType0,
        )

        id: int | None | Unset
        if isinstance(self.id, Unset):
            id = UNSET
        else:
            id = self.id

        match: float | None | Unset
        if isinstance(self.match, Unset):
            match = UNSET
        else:
            match = self.match

        title: None | str | Unset
        if isinstance(self.title, Unset):
            title = UNSET
        else:
            title = self.title

        subtitle: None | str | Unset
        if isinstance(self.subtitle, Unset):
            subtitle = UNSET
        else:
            subtitle = self.subtitle

        genre: dict[str, Any] | None | Unset
        if isinstance(self.genre, Unset):
            genre = UNSET
        elif isinstance(self.genre, RecommendationItemGenreType0):
            genre = self.genre.to_dict()
        else:
            genre = self.genre

        popularity: float | None | Unset
        if isinstance(self.popularity, Unset):
            popularity = UNSET
        else:
            popularity = self.popularity

        artists: list[dict[str, Any]] | None | Unset
        if isinstance(self.artists, Unset):
            artists = UNSET
        elif isinstance(self.artists, list):
            artists = []
            for artists_type_0_item_data in self.artists:
                artists_type_0_item = artists_type_0_item_data.to_dict()
                artists.append(artists_type_0_item)

        else:
            artists = self.artists

        audiodescriptions: list[dict[str, Any]] | None | Unset
        if isinstance(self.audiodescriptions, Unset):
            audiodescriptions = UNSET
        elif isinstance(self.audiodescriptions, list):
            audiodescriptions = []
            for audiodescriptions_type_0_item_data in self.audiodescriptions:
                audiodescriptions_type_0_item = (
                    audiodescriptions_type_0_item_data.to_dict()
                )
                audiodescriptions.append(audiodescriptions_type_0_item)

        else:
            audiodescriptions = self.audiodescriptions

        original_album: dict[str, Any] | None | Unset
        if isinstance(self.original_album, Unset):
            original_album = UNSET
        elif isinstance(self.original_album, RecommendationItemOriginalAlbumType0):
            original_album = self.original_album.to_dict()
        else:
            original_album = self.original_album

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if id is not UNSET:
            field_dict["id"] = id
        if match is not UNSET:
            field_dict["match"] = match
        if title is not UNSET:
            field_dict["title"] = title
        if subtitle is not UNSET:
            field_dict["subtitle"] = subtitle
        if genre is not UNSET:
            field_dict["genre"] = genre
        if popularity is not UNSET:
            field_dict["popularity"] = popularity
        if artists is not UNSET:
            field_dict["artists"] = artists
        if audiodescriptions is not UNSET:
            field_dict["audiodescriptions"] = audiodescriptions
        if original_album is not UNSET:
            field_dict["original_album"] = original_album

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.recommendation_item_artists_type_0_item import (
            RecommendationItemArtistsType0Item,
        )
        from ..models.recommendation_item_audiodescriptions_type_0_item import (
            RecommendationItemAudiodescriptionsType0Item,
        )
        from ..models.recommendation_item_genre_type_0 import (
            RecommendationItemGenreType0,
        )
        from ..models.recommendation_item_original_album_type_0 import (
            RecommendationItemOriginalAlbumType0,
        )

        d = dict(src_dict)

        def _parse_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        id = _parse_id(d.pop("id", UNSET))

        def _parse_match(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        match = _parse_match(d.pop("match", UNSET))

        def _parse_title(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        title = _parse_title(d.pop("title", UNSET))

        def _parse_subtitle(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        subtitle = _parse_subtitle(d.pop("subtitle", UNSET))

        def _parse_genre(data: object) -> None | RecommendationItemGenreType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                genre_type_0 = RecommendationItemGenreType0.from_dict(data)

                return genre_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RecommendationItemGenreType0 | Unset, data)

        genre = _parse_genre(d.pop("genre", UNSET))

        def _parse_popularity(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        popularity = _parse_popularity(d.pop("popularity", UNSET))

        def _parse_artists(
            data: object,
        ) -> list[RecommendationItemArtistsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                artists_type_0 = []
                _artists_type_0 = data
                for artists_type_0_item_data in _artists_type_0:
                    artists_type_0_item = RecommendationItemArtistsType0Item.from_dict(
                        artists_type_0_item_data
                    )

                    artists_type_0.append(artists_type_0_item)

                return artists_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[RecommendationItemArtistsType0Item] | None | Unset, data)

        artists = _parse_artists(d.pop("artists", UNSET))

        def _parse_audiodescriptions(
            data: object,
        ) -> list[RecommendationItemAudiodescriptionsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                audiodescriptions_type_0 = []
                _audiodescriptions_type_0 = data
                for audiodescriptions_type_0_item_data in _audiodescriptions_type_0:
                    audiodescriptions_type_0_item = (
                        RecommendationItemAudiodescriptionsType0Item.from_dict(
                            audiodescriptions_type_0_item_data
                        )
                    )

                    audiodescriptions_type_0.append(audiodescriptions_type_0_item)

                return audiodescriptions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[RecommendationItemAudiodescriptionsType0Item] | None | Unset, data
            )

        audiodescriptions = _parse_audiodescriptions(d.pop("audiodescriptions", UNSET))

        def _parse_original_album(
            data: object,
        ) -> None | RecommendationItemOriginalAlbumType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                original_album_type_0 = RecommendationItemOriginalAlbumType0.from_dict(
                    data
                )

                return original_album_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RecommendationItemOriginalAlbumType0 | Unset, data)

        original_album = _parse_original_album(d.pop("original_album", UNSET))

        recommendation_item = cls(
            id=id,
            match=match,
            title=title,
            subtitle=subtitle,
            genre=genre,
            popularity=popularity,
            artists=artists,
            audiodescriptions=audiodescriptions,
            original_album=original_album,
        )

        recommendation_item.additional_properties = d
        return recommendation_item

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
