from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.biography_lang import BiographyLang
from ..models.biography_source import BiographySource
from ..types import UNSET, Unset

T = TypeVar("T", bound="Biography")


@_attrs_define
class Biography:
    """
    Attributes:
        lang (BiographyLang | None | Unset):
        source (BiographySource | None | Unset):
        content (None | str | Unset): HTML fragment
        author (None | str | Unset):
        copyright_ (None | str | Unset):
    """

    lang: BiographyLang | None | Unset = UNSET
    source: BiographySource | None | Unset = UNSET
    content: None | str | Unset = UNSET
    author: None | str | Unset = UNSET
    copyright_: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        lang: None | str | Unset
        if isinstance(self.lang, Unset):
            lang = UNSET
        elif isinstance(self.lang, BiographyLang):
            lang = self.lang.value
        else:
            lang = self.lang

        source: None | str | Unset
        if isinstance(self.source, Unset):
            source = UNSET
        elif isinstance(self.source, BiographySource):
            source = self.source.value
        else:
            source = self.source

        content: None | str | Unset
        if isinstance(self.content, Unset):
            content = UNSET
        else:
            content = self.content

        author: None | str | Unset
        if isinstance(self.author, Unset):
            author = UNSET
        else:
            author = self.author

        copyright_: None | str | Unset
        if isinstance(self.copyright_, Unset):
            copyright_ = UNSET
        else:
            copyright_ = self.copyright_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if lang is not UNSET:
            field_dict["lang"] = lang
        if source is not UNSET:
            field_dict["source"] = source
        if content is not UNSET:
            field_dict["content"] = content
        if author is not UNSET:
            field_dict["author"] = author
        if copyright_ is not UNSET:
            field_dict["copyright"] = copyright_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_lang(data: object) -> BiographyLang | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                lang_type_0 = BiographyLang(data)

                return lang_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BiographyLang | None | Unset, data)

        lang = _parse_lang(d.pop("lang", UNSET))

        def _parse_source(data: object) -> BiographySource | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                source_type_0 = BiographySource(data)

                return source_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BiographySource | None | Unset, data)

        source = _parse_source(d.pop("source", UNSET))

        def _parse_content(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        content = _parse_content(d.pop("content", UNSET))

        def _parse_author(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        author = _parse_author(d.pop("author", UNSET))

        def _parse_copyright_(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        copyright_ = _parse_copyright_(d.pop("copyright", UNSET))

        biography = cls(
            lang=lang,
            source=source,
            content=content,
            author=author,
            copyright_=copyright_,
        )

        biography.additional_properties = d
        return biography

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
