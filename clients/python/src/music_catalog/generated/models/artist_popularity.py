from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.artist_popularity_type import ArtistPopularityType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.artist_popularity_catalog_type_0 import ArtistPopularityCatalogType0
    from ..models.artist_popularity_current_type_0 import ArtistPopularityCurrentType0
    from ..models.artist_popularity_global_type_0 import ArtistPopularityGlobalType0


T = TypeVar("T", bound="ArtistPopularity")


@_attrs_define
class ArtistPopularity:
    """
    Attributes:
        type_ (ArtistPopularityType):
        peak (float): Representative year
        global_ (ArtistPopularityGlobalType0 | None | Unset):
        catalog (ArtistPopularityCatalogType0 | None | Unset):
        current (ArtistPopularityCurrentType0 | None | Unset):
    """

    type_: ArtistPopularityType
    peak: float
    global_: ArtistPopularityGlobalType0 | None | Unset = UNSET
    catalog: ArtistPopularityCatalogType0 | None | Unset = UNSET
    current: ArtistPopularityCurrentType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.artist_popularity_catalog_type_0 import (
            ArtistPopularityCatalogType0,
        )
        from ..models.artist_popularity_current_type_0 import (
            ArtistPopularityCurrentType0,
        )
        from ..models.artist_popularity_global_type_0 import ArtistPopularityGlobalType0

        type_ = self.type_.value

        peak = self.peak

        global_: dict[str, Any] | None | Unset
        if isinstance(self.global_, Unset):
            global_ = UNSET
        elif isinstance(self.global_, ArtistPopularityGlobalType0):
            global_ = self.global_.to_dict()
        else:
            global_ = self.global_

        catalog: dict[str, Any] | None | Unset
        if isinstance(self.catalog, Unset):
            catalog = UNSET
        elif isinstance(self.catalog, ArtistPopularityCatalogType0):
            catalog = self.catalog.to_dict()
        else:
            catalog = self.catalog

        current: dict[str, Any] | None | Unset
        if isinstance(self.current, Unset):
            current = UNSET
        elif isinstance(self.current, ArtistPopularityCurrentType0):
            current = self.current.to_dict()
        else:
            current = self.current

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "peak": peak,
            }
        )
        if global_ is not UNSET:
            field_dict["global"] = global_
        if catalog is not UNSET:
            field_dict["catalog"] = catalog
        if current is not UNSET:
            field_dict["current"] = current

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.artist_popularity_catalog_type_0 import (
            ArtistPopularityCatalogType0,
        )
        from ..models.artist_popularity_current_type_0 import (
            ArtistPopularityCurrentType0,
        )
        from ..models.artist_popularity_global_type_0 import ArtistPopularityGlobalType0

        d = dict(src_dict)
        type_ = ArtistPopularityType(d.pop("type"))

        peak = d.pop("peak")

        def _parse_global_(data: object) -> ArtistPopularityGlobalType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                global_type_0 = ArtistPopularityGlobalType0.from_dict(data)

                return global_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ArtistPopularityGlobalType0 | None | Unset, data)

        global_ = _parse_global_(d.pop("global", UNSET))

        def _parse_catalog(data: object) -> ArtistPopularityCatalogType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                catalog_type_0 = ArtistPopularityCatalogType0.from_dict(data)

                return catalog_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ArtistPopularityCatalogType0 | None | Unset, data)

        catalog = _parse_catalog(d.pop("catalog", UNSET))

        def _parse_current(data: object) -> ArtistPopularityCurrentType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                current_type_0 = ArtistPopularityCurrentType0.from_dict(data)

                return current_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ArtistPopularityCurrentType0 | None | Unset, data)

        current = _parse_current(d.pop("current", UNSET))

        artist_popularity = cls(
            type_=type_,
            peak=peak,
            global_=global_,
            catalog=catalog,
            current=current,
        )

        artist_popularity.additional_properties = d
        return artist_popularity

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
