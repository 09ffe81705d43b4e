from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AlbumAudioDescriptors")


@_attrs_define
class AlbumAudioDescriptors:
    """
    Attributes:
        arousal (float | None | Unset):
        danceability (float | None | Unset):
        dissonance (float | None | Unset):
        electric_acoustic (float | None | Unset):
        melodicity (float | None | Unset):
        music_speech (float | None | Unset):
        studio_live (float | None | Unset):
        valence (float | None | Unset):
        vocal_instrumental (float | None | Unset):
    """

    arousal: float | None | Unset = UNSET
    danceability: float | None | Unset = UNSET
    dissonance: float | None | Unset = UNSET
    electric_acoustic: float | None | Unset = UNSET
    melodicity: float | None | Unset = UNSET
    music_speech: float | None | Unset = UNSET
    studio_live: float | None | Unset = UNSET
    valence: float | None | Unset = UNSET
    vocal_instrumental: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        arousal: float | None | Unset
        if isinstance(self.arousal, Unset):
            arousal = UNSET
        else:
            arousal = self.arousal

        danceability: float | None | Unset
        if isinstance(self.danceability, Unset):
            danceability = UNSET
        else:
            danceability = self.danceability

        dissonance: float | None | Unset
        if isinstance(self.dissonance, Unset):
            dissonance = UNSET
        else:
            dissonance = self.dissonance

        electric_acoustic: float | None | Unset
        if isinstance(self.electric_acoustic, Unset):
            electric_acoustic = UNSET
        else:
            electric_acoustic = self.electric_acoustic

        melodicity: float | None | Unset
        if isinstance(self.melodicity, Unset):
            melodicity = UNSET
        else:
            melodicity = self.melodicity

        music_speech: float | None | Unset
        if isinstance(self.music_speech, Unset):
            music_speech = UNSET
        else:
            music_speech = self.music_speech

        studio_live: float | None | Unset
        if isinstance(self.studio_live, Unset):
            studio_live = UNSET
        else:
            studio_live = self.studio_live

        valence: float | None | Unset
        if isinstance(self.valence, Unset):
            valence = UNSET
        else:
            valence = self.valence

        vocal_instrumental: float | None | Unset
        if isinstance(self.vocal_instrumental, Unset):
            vocal_instrumental = UNSET
        else:
            vocal_instrumental = self.vocal_instrumental

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if arousal is not UNSET:
            field_dict["arousal"] = arousal
        if danceability is not UNSET:
            field_dict["danceability"] = danceability
        if dissonance is not UNSET:
            field_dict["dissonance"] = dissonance
        if electric_acoustic is not UNSET:
            field_dict["electric_acoustic"] = electric_acoustic
        if melodicity is not UNSET:
            field_dict["melodicity"] = melodicity
        if music_speech is not UNSET:
            field_dict["music_speech"] = music_speech
        if studio_live is not UNSET:
            field_dict["studio_live"] = studio_live
        if valence is not UNSET:
            field_dict["valence"] = valence
        if vocal_instrumental is not UNSET:
            field_dict["vocal_instrumental"] = vocal_instrumental

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_arousal(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        arousal = _parse_arousal(d.pop("arousal", UNSET))

        def _parse_danceability(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        danceability = _parse_danceability(d.pop("danceability", UNSET))

        def _parse_dissonance(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        dissonance = _parse_dissonance(d.pop("dissonance", UNSET))

        def _parse_electric_acoustic(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        electric_acoustic = _parse_electric_acoustic(d.pop("electric_acoustic", UNSET))

        def _parse_melodicity(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        melodicity = _parse_melodicity(d.pop("melodicity", UNSET))

        def _parse_music_speech(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        music_speech = _parse_music_speech(d.pop("music_speech", UNSET))

        def _parse_studio_live(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        studio_live = _parse_studio_live(d.pop("studio_live", UNSET))

        def _parse_valence(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        valence = _parse_valence(d.pop("valence", UNSET))

        def _parse_vocal_instrumental(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        vocal_instrumental = _parse_vocal_instrumental(
            d.pop("vocal_instrumental", UNSET)
        )

        album_audio_descriptors = cls(
            arousal=arousal,
            danceability=danceability,
            dissonance=dissonance,
            electric_acoustic=electric_acoustic,
            melodicity=melodicity,
            music_speech=music_speech,
            studio_live=studio_live,
            valence=valence,
            vocal_instrumental=vocal_instrumental,
        )

        album_audio_descriptors.additional_properties = d
        return album_audio_descriptors

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
