from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lrc_line import LrcLine
    from ..models.lyric_document_translations_type_0_item import (
        LyricDocumentTranslationsType0Item,
    )


T = TypeVar("T", bound="LyricDocument")


@_attrs_define
class LyricDocument:
    """
    Attributes:
        id_recording (int):
        lfid (str): Lyrics provider id
        territories (list[str]):
        title (None | str | Unset):
        hfa_code (None | str | Unset):
        language (None | str | Unset):
        language_code (None | str | Unset): ISO-639
        lyric (None | str | Unset):
        publisher_credit (list[str] | None | Unset):
        lrc (list[LrcLine] | None | Unset):
        translations (list[LyricDocumentTranslationsType0Item] | None | Unset):
    """

    id_recording: int
    lfid: str
    territories: list[str]
    title: None | str | Unset = UNSET
    hfa_code: None | str | Unset = UNSET
    language: None | str | Unset = UNSET
    language_code: None | str | Unset = UNSET
    lyric: None | str | Unset = UNSET
    publisher_credit: list[str] | None | Unset = UNSET
    lrc: list[LrcLine] | None | Unset = UNSET
    translations: list[LyricDocumentTranslationsType0Item] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id_recording = self.id_recording

        lfid = self.lfid

        territories = self.territories

        title: None | str | Unset
        if isinstance(self.title, Unset):
            title = UNSET
        else:
            title = self.title

        hfa_code: None | str | Unset
        if isinstance(self.hfa_code, Unset):
            hfa_code = UNSET
        else:
            hfa_code = self.hfa_code

        language: None | str | Unset
        if isinstance(self.language, Unset):
            language = UNSET
        else:
            language = self.language

        language_code: None | str | Unset
        if isinstance(self.language_code, Unset):
            language_code = UNSET
        else:
            language_code = self.language_code

        lyric: None | str | Unset
        if isinstance(self.lyric, Unset):
            lyric = UNSET
        else:
            lyric = self.lyric

        publisher_credit: list[str] | None | Unset
        if isinstance(self.publisher_credit, Unset):
            publisher_credit = UNSET
        elif isinstance(self.publisher_credit, list):
            publisher_credit = self.publisher_credit

        else:
            publisher_credit = self.publisher_credit

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

        translations: list[dict[str, Any]] | None | Unset
        if isinstance(self.translations, Unset):
            translations = UNSET
        elif isinstance(self.translations, list):
            translations = []
            for translations_type_0_item_data in self.translations:
                translations_type_0_item = translations_type_0_item_data.to_dict()
                translations.append(translations_type_0_item)

        else:
            translations = self.translations

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id_recording": id_recording,
                "lfid": lfid,
                "territories": territories,
            }
        )
        if title is not UNSET:
            field_dict["title"] = title
        if hfa_code is not UNSET:
            field_dict["hfa_code"] = hfa_code
        if language is not UNSET:
            field_dict["language"] = language
        if language_code is not UNSET:
            field_dict["language_code"] = language_code
        if lyric is not UNSET:
            field_dict["lyric"] = lyric
        if publisher_credit is not UNSET:
            field_dict["publisher_credit"] = publisher_credit
        if lrc is not UNSET:
            field_dict["lrc"] = lrc
        if translations is not UNSET:
            field_dict["translations"] = translations

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lrc_line import LrcLine
        from ..models.lyric_document_translations_type_0_item import (
            LyricDocumentTranslationsType0Item,
        )

        d = dict(src_dict)
        id_recording = d.pop("id_recording")

        lfid = d.pop("lfid")

        territories = cast(list[str], d.pop("territories"))

        def _parse_title(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        title = _parse_title(d.pop("title", UNSET))

        def _parse_hfa_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        hfa_code = _parse_hfa_code(d.pop("hfa_code", UNSET))

        def _parse_language(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        language = _parse_language(d.pop("language", UNSET))

        def _parse_language_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        language_code = _parse_language_code(d.pop("language_code", UNSET))

        def _parse_lyric(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        lyric = _parse_lyric(d.pop("lyric", UNSET))

        def _parse_publisher_credit(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                publisher_credit_type_0 = cast(list[str], data)

                return publisher_credit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        publisher_credit = _parse_publisher_credit(d.pop("publisher_credit", UNSET))

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

        def _parse_translations(
            data: object,
        ) -> list[LyricDocumentTranslationsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                translations_type_0 = []
                _translations_type_0 = data
                for translations_type_0_item_data in _translations_type_0:
                    translations_type_0_item = (
                        LyricDocumentTranslationsType0Item.from_dict(
                            translations_type_0_item_data
                        )
                    )

                    translations_type_0.append(translations_type_0_item)

                return translations_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[LyricDocumentTranslationsType0Item] | None | Unset, data)

        translations = _parse_translations(d.pop("translations", UNSET))

        lyric_document = cls(
            id_recording=id_recording,
            lfid=lfid,
            territories=territories,
            title=title,
            hfa_code=hfa_code,
            language=language,
            language_code=language_code,
            lyric=lyric,
            publisher_credit=publisher_credit,
            lrc=lrc,
            translations=translations,
        )

        lyric_document.additional_properties = d
        return lyric_document

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
