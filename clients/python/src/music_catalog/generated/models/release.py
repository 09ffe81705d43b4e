from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.release_support import ReleaseSupport
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.release_album_type_0 import ReleaseAlbumType0
    from ..models.release_artists_type_0_item import ReleaseArtistsType0Item
    from ..models.release_externals import ReleaseExternals


T = TypeVar("T", bound="Release")


@_attrs_define
class Release:
    """
    Attributes:
        id (int):
        release_date (None | str | Unset): YYYY-MM-DD; 00 for an unknown month and/or day Example: 1999-04-00.
        distributor (None | str | Unset):
        barcode (None | str | Unset): EAN or UPC
        support (None | ReleaseSupport | Unset):
        recommended (bool | None | Unset):
        commentary (None | str | Unset):
        externals (None | ReleaseExternals | Unset):
        album (None | ReleaseAlbumType0 | Unset):
        artists (list[ReleaseArtistsType0Item] | None | Unset):
        score (float | None | Unset): Search hits only
    """

    id: int
    release_date: None | str | Unset = UNSET
    distributor: None | str | Unset = UNSET
    barcode: None | str | Unset = UNSET
    support: None | ReleaseSupport | Unset = UNSET
    recommended: bool | None | Unset = UNSET
    commentary: None | str | Unset = UNSET
    externals: None | ReleaseExternals | Unset = UNSET
    album: None | ReleaseAlbumType0 | Unset = UNSET
    artists: list[ReleaseArtistsType0Item] | None | Unset = UNSET
    score: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.release_album_type_0 import ReleaseAlbumType0
        from ..models.release_externals import ReleaseExternals

        id = self.id

        release_date: None | str | Unset
        if isinstance(self.release_date, Unset):
            release_date = UNSET
        else:
            release_date = self.release_date

        distributor: None | str | Unset
        if isinstance(self.distributor, Unset):
            distributor = UNSET
        else:
            distributor = self.distributor

        barcode: None | str | Unset
        if isinstance(self.barcode, Unset):
            barcode = UNSET
        else:
            barcode = self.barcode

        support: None | str | Unset
        if isinstance(self.support, Unset):
            support = UNSET
        elif isinstance(self.support, ReleaseSupport):
            support = self.support.value
        else:
            support = self.support

        recommended: bool | None | Unset
        if isinstance(self.recommended, Unset):
            recommended = UNSET
        else:
            recommended = self.recommended

        commentary: None | str | Unset
        if isinstance(self.commentary, Unset):
            commentary = UNSET
        else:
            commentary = self.commentary

        externals: dict[str, Any] | None | Unset
        if isinstance(self.externals, Unset):
            externals = UNSET
        elif isinstance(self.externals, ReleaseExternals):
            externals = self.externals.to_dict()
        else:
            externals = self.externals

        album: dict[str, Any] | None | Unset
        if isinstance(self.album, Unset):
            album = UNSET
        elif isinstance(self.album, ReleaseAlbumType0):
            album = self.album.to_dict()
        else:
            album = self.album

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

        score: float | None | Unset
        if isinstance(self.score, Unset):
            score = UNSET
        else:
            score = self.score

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
            }
        )
        if release_date is not UNSET:
            field_dict["release_date"] = release_date
        if distributor is not UNSET:
            field_dict["distributor"] = distributor
        if barcode is not UNSET:
            field_dict["barcode"] = barcode
        if support is not UNSET:
            field_dict["support"] = support
        if recommended is not UNSET:
            field_dict["recommended"] = recommended
        if commentary is not UNSET:
            field_dict["commentary"] = commentary
        if externals is not UNSET:
            field_dict["externals"] = externals
        if album is not UNSET:
            field_dict["album"] = album
        if artists is not UNSET:
            field_dict["artists"] = artists
        if score is not UNSET:
            field_dict["score"] = score

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.release_album_type_0 import ReleaseAlbumType0
        from ..models.release_artists_type_0_item import ReleaseArtistsType0Item
        from ..models.release_externals import ReleaseExternals

        d = dict(src_dict)
        id = d.pop("id")

        def _parse_release_date(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        release_date = _parse_release_date(d.pop("release_date", UNSET))

        def _parse_distributor(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        distributor = _parse_distributor(d.pop("distributor", UNSET))

        def _parse_barcode(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        barcode = _parse_barcode(d.pop("barcode", UNSET))

        def _parse_support(data: object) -> None | ReleaseSupport | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                support_type_0 = ReleaseSupport(data)

                return support_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReleaseSupport | Unset, data)

        support = _parse_support(d.pop("support", UNSET))

        def _parse_recommended(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        recommended = _parse_recommended(d.pop("recommended", UNSET))

        def _parse_commentary(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        commentary = _parse_commentary(d.pop("commentary", UNSET))

        def _parse_externals(data: object) -> None | ReleaseExternals | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                externals_type_0 = ReleaseExternals.from_dict(data)

                return externals_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReleaseExternals | Unset, data)

        externals = _parse_externals(d.pop("externals", UNSET))

        def _parse_album(data: object) -> None | ReleaseAlbumType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                album_type_0 = ReleaseAlbumType0.from_dict(data)

                return album_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReleaseAlbumType0 | Unset, data)

        album = _parse_album(d.pop("album", UNSET))

        def _parse_artists(
            data: object,
        ) -> list[ReleaseArtistsType0Item] | None | Unset:
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
                    artists_type_0_item = ReleaseArtistsType0Item.from_dict(
                        artists_type_0_item_data
                    )

                    artists_type_0.append(artists_type_0_item)

                return artists_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ReleaseArtistsType0Item] | None | Unset, data)

        artists = _parse_artists(d.pop("artists", UNSET))

        def _parse_score(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        score = _parse_score(d.pop("score", UNSET))

        release = cls(
            id=id,
            release_date=release_date,
            distributor=distributor,
            barcode=barcode,
            support=support,
            recommended=recommended,
            commentary=commentary,
            externals=externals,
            album=album,
            artists=artists,
            score=score,
        )

        release.additional_properties = d
        return release

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
