from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.recording_popularity_catalog_type_0 import (
        RecordingPopularityCatalogType0,
    )
    from ..models.recording_popularity_current_type_0 import (
        RecordingPopularityCurrentType0,
    )
    from ..models.recording_popularity_global_type_0 import (
        RecordingPopularityGlobalType0,
    )


T = TypeVar("T", bound="RecordingPopularity")


@_attrs_define
class RecordingPopularity:
    """
    Attributes:
        type_ (str):
        peak (float):
        global_ (None | RecordingPopularityGlobalType0 | Unset):
        catalog (None | RecordingPopularityCatalogType0 | Unset):
        current (None | RecordingPopularityCurrentType0 | Unset):
    """

    type_: str
    peak: float
    global_: None | RecordingPopularityGlobalType0 | Unset = UNSET
    catalog: None | RecordingPopularityCatalogType0 | Unset = UNSET
    current: None | RecordingPopularityCurrentType0 | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.recording_popularity_catalog_type_0 import (
            RecordingPopularityCatalogType0,
        )
        from ..models.recording_popularity_current_type_0 import (
            RecordingPopularityCurrentType0,
        )
        from ..models.recording_popularity_global_type_0 import (
            RecordingPopularityGlobalType0,
        )

        type_ = self.type_

        peak = self.peak

        global_: dict[str, Any] | None | Unset
        if isinstance(self.global_, Unset):
            global_ = UNSET
        elif isinstance(self.global_, RecordingPopularityGlobalType0):
            global_ = self.global_.to_dict()
        else:
            global_ = self.global_

        catalog: dict[str, Any] | None | Unset
        if isinstance(self.catalog, Unset):
            catalog = UNSET
        elif isinstance(self.catalog, RecordingPopularityCatalogType0):
            catalog = self.catalog.to_dict()
        else:
            catalog = self.catalog

        current: dict[str, Any] | None | Unset
        if isinstance(self.current, Unset):
            current = UNSET
        elif isinstance(self.current, RecordingPopularityCurrentType0):
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
        from ..models.recording_popularity_catalog_type_0 import (
            RecordingPopularityCatalogType0,
        )
        from ..models.recording_popularity_current_type_0 import (
            RecordingPopularityCurrentType0,
        )
        from ..models.recording_popularity_global_type_0 import (
            RecordingPopularityGlobalType0,
        )

        d = dict(src_dict)
        type_ = d.pop("type")

        peak = d.pop("peak")

        def _parse_global_(
            data: object,
        ) -> None | RecordingPopularityGlobalType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                global_type_0 = RecordingPopularityGlobalType0.from_dict(data)

                return global_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RecordingPopularityGlobalType0 | Unset, data)

        global_ = _parse_global_(d.pop("global", UNSET))

        def _parse_catalog(
            data: object,
        ) -> None | RecordingPopularityCatalogType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                catalog_type_0 = RecordingPopularityCatalogType0.from_dict(data)

                return catalog_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RecordingPopularityCatalogType0 | Unset, data)

        catalog = _parse_catalog(d.pop("catalog", UNSET))

        def _parse_current(
            data: object,
        ) -> None | RecordingPopularityCurrentType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                current_type_0 = RecordingPopularityCurrentType0.from_dict(data)

                return current_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RecordingPopularityCurrentType0 | Unset, data)

        current = _parse_current(d.pop("current", UNSET))

        recording_popularity = cls(
            type_=type_,
            peak=peak,
            global_=global_,
            catalog=catalog,
            current=current,
        )

        recording_popularity.additional_properties = d
        return recording_popularity

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
