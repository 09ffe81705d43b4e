from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lrc_line import LrcLine


T = TypeVar("T", bound="LyricDocumentTranslationsType0Item")


@_attrs_define
class LyricDocumentTranslationsType0Item:
    """
    Attributes:
        lrc (list[LrcLine] | None | Unset):
        lyric (None | str | Unset):
        language (None | str | Unset):
    """

    lrc: list[LrcLine] | None | Unset = UNSET
    lyric: None | str | Unset = UNSET
    language: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        lrc: list[dict[str, Any]] | None | Unset
        if isinstance(self.lrc, Unset):
            lrc = UNSET
        elif isinstance(self.lrc, list):
            lrc = []
            for lrc_type_0_item_data in self.lrc:
                lrc_type_0_item = lrc_type_0_item_data.to_dict()
                lrc.append(lrc_type_0_item)

        else:
            lrc = self.lrc

        lyric: None | str | Unset
        if isinstance(self.lyric, Unset):
            lyric = UNSET
        else:
            lyric = self.lyric

        language: None | str | Unset
        if isinstance(self.language, Unset):
            language = UNSET
        else:
            language = self.language

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if lrc is not UNSET:
            field_dict["lrc"] = lrc
        if lyric is not UNSET:
            field_dict["lyric"] = lyric
        if language is not UNSET:
            field_dict["language"] = language

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lrc_line import LrcLine

        d = dict(src_dict)

        def _parse_lrc(data: object) -> list[LrcLine] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                lrc_type_0 = []
                _lrc_type_0 = data
                for lrc_type_0_item_data in _lrc_type_0:
                    lrc_type_0_item = LrcLine.from_dict(lrc_type_0_item_data)

                    lrc_type_0.append(lrc_type_0_item)

                return lrc_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[LrcLine] | None | Unset, data)

        lrc = _parse_lrc(d.pop("lrc", UNSET))

        def _parse_lyric(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        lyric = _parse_lyric(d.pop("lyric", UNSET))

        def _parse_language(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        language = _parse_language(d.pop("language", UNSET))

        lyric_document_translations_type_0_item = cls(
            lrc=lrc,
            lyric=lyric,
            language=language,
        )

        lyric_document_translations_type_0_item.additional_properties = d
        return lyric_document_translations_type_0_item

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
