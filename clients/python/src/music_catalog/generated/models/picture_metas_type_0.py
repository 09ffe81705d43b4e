from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.picture_metas_type_0_allowed_use_type_0 import (
        PictureMetasType0AllowedUseType0,
    )
    from ..models.picture_metas_type_0_editorial_source_type_0 import (
        PictureMetasType0EditorialSourceType0,
    )
    from ..models.picture_metas_type_0_max_dimensions_type_0 import (
        PictureMetasType0MaxDimensionsType0,
    )


T = TypeVar("T", bound="PictureMetasType0")


@_attrs_define
class PictureMetasType0:
    """
    Attributes:
        id (float | None | Unset):
        quality_rank (float | None | Unset):
        title (None | str | Unset):
        date_created (None | str | Unset):
        date_submitted (None | str | Unset):
        orientation (None | str | Unset):
        collection_name (None | str | Unset):
        copyright_ (None | str | Unset):
        credit_line (None | str | Unset):
        license_model (None | str | Unset):
        artist (None | str | Unset):
        editorial_segments (list[str] | None | Unset):
        product_types (list[str] | None | Unset):
        people (list[str] | None | Unset):
        editorial_source (None | PictureMetasType0EditorialSourceType0 | Unset):
        max_dimensions (None | PictureMetasType0MaxDimensionsType0 | Unset):
        allowed_use (None | PictureMetasType0AllowedUseType0 | Unset):
    """

    id: float | None | Unset = UNSET
    quality_rank: float | None | Unset = UNSET
    title: None | str | Unset = UNSET
    date_created: None | str | Unset = UNSET
    date_submitted: None | str | Unset = UNSET
    orientation: None | str | Unset = UNSET
    collection_name: None | str | Unset = UNSET
    copyright_: None | str | Unset = UNSET
    credit_line: None | str | Unset = UNSET
    license_model: None | str | Unset = UNSET
    artist: None | str | Unset = UNSET
    editorial_segments: list[str] | None | Unset = UNSET
    product_types: list[str] | None | Unset = UNSET
    people: list[str] | None | Unset = UNSET
    editorial_source: None | PictureMetasType0EditorialSourceType0 | Unset = UNSET
    max_dimensions: None | PictureMetasType0MaxDimensionsType0 | Unset = UNSET
    allowed_use: None | PictureMetasType0AllowedUseType0 | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.picture_metas_type_0_allowed_use_type_0 import (
            PictureMetasType0AllowedUseType0,
        )
        from ..models.picture_metas_type_0_editorial_source_type_0 import (
            PictureMetasType0EditorialSourceType0,
        )
        from ..models.picture_metas_type_0_max_dimensions_type_0 import (
            PictureMetasType0MaxDimensionsType0,
        )

        id: float | None | Unset
        if isinstance(self.id, Unset):
            id = UNSET
        else:
            id = self.id

        quality_rank: float | None | Unset
        if isinstance(self.quality_rank, Unset):
            quality_rank = UNSET
        else:
            quality_rank = self.quality_rank

        title: None | str | Unset
        if isinstance(self.title, Unset):
            title = UNSET
        else:
            title = self.title

        date_created: None | str | Unset
        if isinstance(self.date_created, Unset):
            date_created = UNSET
        else:
            date_created = self.date_created

        date_submitted: None | str | Unset
        if isinstance(self.date_submitted, Unset):
            date_submitted = UNSET
        else:
            date_submitted = self.date_submitted

        orientation: None | str | Unset
        if isinstance(self.orientation, Unset):
            orientation = UNSET
        else:
            orientation = self.orientation

        collection_name: None | str | Unset
        if isinstance(self.collection_name, Unset):
            collection_name = UNSET
        else:
            collection_name = self.collection_name

        copyright_: None | str | Unset
        if isinstance(self.copyright_, Unset):
            copyright_ = UNSET
        else:
            copyright_ = self.copyright_

        credit_line: None | str | Unset
        if isinstance(self.credit_line, Unset):
            credit_line = UNSET
        else:
            credit_line = self.credit_line

        license_model: None | str | Unset
        if isinstance(self.license_model, Unset):
            license_model = UNSET
        else:
            license_model = self.license_model

        artist: None | str | Unset
        if isinstance(self.artist, Unset):
            artist = UNSET
        else:
            artist = self.artist

        editorial_segments: list[str] | None | Unset
        if isinstance(self.editorial_segments, Unset):
            editorial_segments = UNSET
        elif isinstance(self.editorial_segments, list):
            editorial_segments = self.editorial_segments

        else:
            editorial_segments = self.editorial_segments

        product_types: list[str] | None | Unset
        if isinstance(self.product_types, Unset):
            product_types = UNSET
        elif isinstance(self.product_types, list):
            product_types = self.product_types

        else:
            product_types = self.product_types

        people: list[str] | None | Unset
        if isinstance(self.people, Unset):
            people = UNSET
        elif isinstance(self.people, list):
            people = self.people

        else:
            people = self.people

        editorial_source: dict[str, Any] | None | Unset
        if isinstance(self.editorial_source, Unset):
            editorial_source = UNSET
        elif isinstance(self.editorial_source, PictureMetasType0EditorialSourceType0):
            editorial_source = self.editorial_source.to_dict()
        else:
            editorial_source = self.editorial_source

        max_dimensions: dict[str, Any] | None | Unset
        if isinstance(self.max_dimensions, Unset):
            max_dimensions = UNSET
        elif isinstance(self.max_dimensions, PictureMetasType0MaxDimensionsType0):
            max_dimensions = self.max_dimensions.to_dict()
        else:
            max_dimensions = self.max_dimensions

        allowed_use: dict[str, Any] | None | Unset
        if isinstance(self.allowed_use, Unset):
            allowed_use = UNSET
        elif isinstance(self.allowed_use, PictureMetasType0AllowedUseType0):
            allowed_use = self.allowed_use.to_dict()
        else:
            allowed_use = self.allowed_use

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if id is not UNSET:
            field_dict["id"] = id
        if quality_rank is not UNSET:
            field_dict["quality_rank"] = quality_rank
        if title is not UNSET:
            field_dict["title"] = title
        if date_created is not UNSET:
            field_dict["date_created"] = date_created
        if date_submitted is not UNSET:
            field_dict["date_submitted"] = date_submitted
        if orientation is not UNSET:
            field_dict["orientation"] = orientation
        if collection_name is not UNSET:
            field_dict["collection_name"] = collection_name
        if copyright_ is not UNSET:
            field_dict["copyright"] = copyright_
        if credit_line is not UNSET:
            field_dict["credit_line"] = credit_line
        if license_model is not UNSET:
            field_dict["license_model"] = license_model
        if artist is not UNSET:
            field_dict["artist"] = artist
        if editorial_segments is not UNSET:
            field_dict["editorial_segments"] = editorial_segments
        if product_types is not UNSET:
            field_dict["product_types"] = product_types
        if people is not UNSET:
            field_dict["people"] = people
        if editorial_source is not UNSET:
            field_dict["editorial_source"] = editorial_source
        if max_dimensions is not UNSET:
            field_dict["max_dimensions"] = max_dimensions
        if allowed_use is not UNSET:
            field_dict["allowed_use"] = allowed_use

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.picture_metas_type_0_allowed_use_type_0 import (
            PictureMetasType0AllowedUseType0,
        )
        from ..models.picture_metas_type_0_editorial_source_type_0 import (
            PictureMetasType0EditorialSourceType0,
        )
        from ..models.picture_metas_type_0_max_dimensions_type_0 import (
            PictureMetasType0MaxDimensionsType0,
        )

        d = dict(src_dict)

        def _parse_id(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        id = _parse_id(d.pop("id", UNSET))

        def _parse_quality_rank(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        quality_rank = _parse_quality_rank(d.pop("quality_rank", UNSET))

        def _parse_title(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        title = _parse_title(d.pop("title", UNSET))

        def _parse_date_created(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        date_created = _parse_date_created(d.pop("date_created", UNSET))

        def _parse_date_submitted(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        date_submitted = _parse_date_submitted(d.pop("date_submitted", UNSET))

        def _parse_orientation(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        orientation = _parse_orientation(d.pop("orientation", UNSET))

        def _parse_collection_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        collection_name = _parse_collection_name(d.pop("collection_name", UNSET))

        def _parse_copyright_(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        copyright_ = _parse_copyright_(d.pop("copyright", UNSET))

        def _parse_credit_line(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        credit_line = _parse_credit_line(d.pop("credit_line", UNSET))

        def _parse_license_model(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        license_model = _parse_license_model(d.pop("license_model", UNSET))

        def _parse_artist(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        artist = _parse_artist(d.pop("artist", UNSET))

        def _parse_editorial_segments(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                editorial_segments_type_0 = cast(list[str], data)

                return editorial_segments_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        editorial_segments = _parse_editorial_segments(
            d.pop("editorial_segments", UNSET)
        )

        def _parse_product_types(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                product_types_type_0 = cast(list[str], data)

                return product_types_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        product_types = _parse_product_types(d.pop("product_types", UNSET))

        def _parse_people(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                people_type_0 = cast(list[str], data)

                return people_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        people = _parse_people(d.pop("people", UNSET))

        def _parse_editorial_source(
            data: object,
        ) -> None | PictureMetasType0EditorialSourceType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                editorial_source_type_0 = (
                    PictureMetasType0EditorialSourceType0.from_dict(data)
                )

                return editorial_source_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PictureMetasType0EditorialSourceType0 | Unset, data)

        editorial_source = _parse_editorial_source(d.pop("editorial_source", UNSET))

        def _parse_max_dimensions(
            data: object,
        ) -> None | PictureMetasType0MaxDimensionsType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                max_dimensions_type_0 = PictureMetasType0MaxDimensionsType0.from_dict(
                    data
                )

                return max_dimensions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PictureMetasType0MaxDimensionsType0 | Unset, data)

        max_dimensions = _parse_max_dimensions(d.pop("max_dimensions", UNSET))

        def _parse_allowed_use(
            data: object,
        ) -> None | PictureMetasType0AllowedUseType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                allowed_use_type_0 = PictureMetasType0AllowedUseType0.from_dict(data)

                return allowed_use_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PictureMetasType0AllowedUseType0 | Unset, data)

        allowed_use = _parse_allowed_use(d.pop("allowed_use", UNSET))

        picture_metas_type_0 = cls(
            id=id,
            quality_rank=quality_rank,
            title=title,
            date_created=date_created,
            date_submitted=date_submitted,
            orientation=orientation,
            collection_name=collection_name,
            copyright_=copyright_,
            credit_line=credit_line,
            license_model=license_model,
            artist=artist,
            editorial_segments=editorial_segments,
            product_types=product_types,
            people=people,
            editorial_source=editorial_source,
            max_dimensions=max_dimensions,
            allowed_use=allowed_use,
        )

        picture_metas_type_0.additional_properties = d
        return picture_metas_type_0

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
