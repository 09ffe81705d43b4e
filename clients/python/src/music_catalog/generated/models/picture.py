from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.picture_format import PictureFormat
from ..models.picture_mimetype import PictureMimetype
from ..models.picture_source import PictureSource
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.picture_metas_type_0 import PictureMetasType0


T = TypeVar("T", bound="Picture")


@_attrs_define
class Picture:
    """
    Attributes:
        id_picture (int | None | Unset): Unique per (id_picture, format); alone only for 1:1
        id_picture_version (int | None | Unset):
        name (None | str | Unset): Path of the picture
        source (None | PictureSource | Unset):
        format_ (None | PictureFormat | Unset):
        width (float | None | Unset):
        height (float | None | Unset):
        mimetype (PictureMimetype | Unset):
        copyright_ (None | str | Unset):
        metas (None | PictureMetasType0 | Unset):
        tags (list[str] | None | Unset):
    """

    id_picture: int | None | Unset = UNSET
    id_picture_version: int | None | Unset = UNSET
    name: None | str | Unset = UNSET
    source: None | PictureSource | Unset = UNSET
    format_: None | PictureFormat | Unset = UNSET
    width: float | None | Unset = UNSET
    height: float | None | Unset = UNSET
    mimetype: PictureMimetype | Unset = UNSET
    copyright_: None | str | Unset = UNSET
    metas: None | PictureMetasType0 | Unset = UNSET
    tags: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.picture_metas_type_0 import PictureMetasType0

        id_picture: int | None | Unset
        if isinstance(self.id_picture, Unset):
            id_picture = UNSET
        else:
            id_picture = self.id_picture

        id_picture_version: int | None | Unset
        if isinstance(self.id_picture_version, Unset):
            id_picture_version = UNSET
        else:
            id_picture_version = self.id_picture_version

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        source: None | str | Unset
        if isinstance(self.source, Unset):
            source = UNSET
        elif isinstance(self.source, PictureSource):
            source = self.source.value
        else:
            source = self.source

        format_: None | str | Unset
        if isinstance(self.format_, Unset):
            format_ = UNSET
        elif isinstance(self.format_, PictureFormat):
            format_ = self.format_.value
        else:
            format_ = self.format_

        width: float | None | Unset
        if isinstance(self.width, Unset):
            width = UNSET
        else:
            width = self.width

        height: float | None | Unset
        if isinstance(self.height, Unset):
            height = UNSET
        else:
            height = self.height

        mimetype: str | Unset = UNSET
        if not isinstance(self.mimetype, Unset):
            mimetype = self.mimetype.value

        copyright_: None | str | Unset
        if isinstance(self.copyright_, Unset):
            copyright_ = UNSET
        else:
            copyright_ = self.copyright_

        metas: dict[str, Any] | None | Unset
        if isinstance(self.metas, Unset):
            metas = UNSET
        elif isinstance(self.metas, PictureMetasType0):
            metas = self.metas.to_dict()
        else:
            metas = self.metas

        tags: list[str] | None | Unset
        if isinstance(self.tags, Unset):
            tags = UNSET
        elif isinstance(self.tags, list):
            tags = self.tags

        else:
            tags = self.tags

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if id_picture is not UNSET:
            field_dict["id_picture"] = id_picture
        if id_picture_version is not UNSET:
            field_dict["id_picture_version"] = id_picture_version
        if name is not UNSET:
            field_dict["name"] = name
        if source is not UNSET:
            field_dict["source"] = source
        if format_ is not UNSET:
            field_dict["format"] = format_
        if width is not UNSET:
            field_dict["width"] = width
        if height is not UNSET:
            field_dict["height"] = height
        if mimetype is not UNSET:
            field_dict["mimetype"] = mimetype
        if copyright_ is not UNSET:
            field_dict["copyright"] = copyright_
        if metas is not UNSET:
            field_dict["metas"] = metas
        if tags is not UNSET:
            field_dict["tags"] = tags

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.picture_metas_type_0 import PictureMetasType0

        d = dict(src_dict)

        def _parse_id_picture(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        id_picture = _parse_id_picture(d.pop("id_picture", UNSET))

        def _parse_id_picture_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        id_picture_version = _parse_id_picture_version(
            d.pop("id_picture_version", UNSET)
        )

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_source(data: object) -> None | PictureSource | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                source_type_0 = PictureSource(data)

                return source_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PictureSource | Unset, data)

        source = _parse_source(d.pop("source", UNSET))

        def _parse_format_(data: object) -> None | PictureFormat | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                format_type_0 = PictureFormat(data)

                return format_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PictureFormat | Unset, data)

        format_ = _parse_format_(d.pop("format", UNSET))

        def _parse_width(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        width = _parse_width(d.pop("width", UNSET))

        def _parse_height(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        height = _parse_height(d.pop("height", UNSET))

        _mimetype = d.pop("mimetype", UNSET)
        mimetype: PictureMimetype | Unset
        if isinstance(_mimetype, Unset):
            mimetype = UNSET
        else:
            mimetype = PictureMimetype(_mimetype)

        def _parse_copyright_(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        copyright_ = _parse_copyright_(d.pop("copyright", UNSET))

        def _parse_metas(data: object) -> None | PictureMetasType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                metas_type_0 = PictureMetasType0.from_dict(data)

                return metas_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PictureMetasType0 | Unset, data)

        metas = _parse_metas(d.pop("metas", UNSET))

        def _parse_tags(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                tags_type_0 = cast(list[str], data)

                return tags_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        tags = _parse_tags(d.pop("tags", UNSET))

        picture = cls(
            id_picture=id_picture,
            id_picture_version=id_picture_version,
            name=name,
            source=source,
            format_=format_,
            width=width,
            height=height,
            mimetype=mimetype,
            copyright_=copyright_,
            metas=metas,
            tags=tags,
        )

        picture.additional_properties = d
        return picture

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
