from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.recording_audio_descriptors_moods_type_0_item import (
        RecordingAudioDescriptorsMoodsType0Item,
    )


T = TypeVar("T", bound="RecordingAudioDescriptors")


@_attrs_define
class RecordingAudioDescriptors:
    """
    Attributes:
        absolute_loudness (float | None | Unset):
        arousal (float | None | Unset):
        articulation (float | None | Unset):
        binary (float | None | Unset):
        bpm (float | None | Unset):
        brightness (float | None | Unset):
        centroid (float | None | Unset):
        chroma01 (float | None | Unset):
        chroma02 (float | None | Unset):
        chroma03 (float | None | Unset):
        chroma04 (float | None | Unset):
        chroma05 (float | None | Unset):
        chroma06 (float | None | Unset):
        chroma08 (float | None | Unset):
        chroma09 (float | None | Unset):
        chroma10 (float | None | Unset):
        chroma11 (float | None | Unset):
        chroma12 (float | None | Unset):
        complexity (float | None | Unset):
        complexity_chroma (float | None | Unset):
        danceability (float | None | Unset):
        dissonance (float | None | Unset):
        electric_acoustic (float | None | Unset):
        event_density (float | None | Unset):
        flatness (float | None | Unset):
        intensity (float | None | Unset):
        loudness (float | None | Unset):
        loudness_range (float | None | Unset):
        melodicity (float | None | Unset):
        mfcc01 (float | None | Unset):
        mfcc02 (float | None | Unset):
        mfcc03 (float | None | Unset):
        mfcc04 (float | None | Unset):
        mfcc05 (float | None | Unset):
        mfcc06 (float | None | Unset):
        mfcc07 (float | None | Unset):
        mfcc08 (float | None | Unset):
        mfcc09 (float | None | Unset):
        mfcc10 (float | None | Unset):
        mfcc11 (float | None | Unset):
        mfcc12 (float | None | Unset):
        mfcc13 (float | None | Unset):
        music_speech (float | None | Unset):
        pulse_clarity (float | None | Unset):
        rhythmic_stability (float | None | Unset):
        roll_off (float | None | Unset):
        spread (float | None | Unset):
        studio_live (float | None | Unset):
        valence (float | None | Unset):
        vocal_instrumental (float | None | Unset):
        zero_cross_rate (float | None | Unset):
        moods (list[RecordingAudioDescriptorsMoodsType0Item] | None | Unset):
        themes (list[str] | None | Unset):
        timbres (list[str] | None | Unset):
    """

    absolute_loudness: float | None | Unset = UNSET
    arousal: float | None | Unset = UNSET
    articulation: float | None | Unset = UNSET
    binary: float | None | Unset = UNSET
    bpm: float | None | Unset = UNSET
    brightness: float | None | Unset = UNSET
    centroid: float | None | Unset = UNSET
    chroma01: float | None | Unset = UNSET
    chroma02: float | None | Unset = UNSET
    chroma03: float | None | Unset = UNSET
    chroma04: float | None | Unset = UNSET
    chroma05: float | None | Unset = UNSET
    chroma06: float | None | Unset = UNSET
    chroma08: float | None | Unset = UNSET
    chroma09: float | None | Unset = UNSET
    chroma10: float | None | Unset = UNSET
    chroma11: float | None | Unset = UNSET
    chroma12: float | None | Unset = UNSET
    complexity: float | None | Unset = UNSET
    complexity_chroma: float | None | Unset = UNSET
    danceability: float | None | Unset = UNSET
    dissonance: float | None | Unset = UNSET
    electric_acoustic: float | None | Unset = UNSET
    event_density: float | None | Unset = UNSET
    flatness: float | None | Unset = UNSET
    intensity: float | None | Unset = UNSET
    loudness: float | None | Unset = UNSET
    loudness_range: float | None | Unset = UNSET
    melodicity: float | None | Unset = UNSET
    mfcc01: float | None | Unset = UNSET
    mfcc02: float | None | Unset = UNSET
    mfcc03: float | None | Unset = UNSET
    mfcc04: float | None | Unset = UNSET
    mfcc05: float | None | Unset = UNSET
    mfcc06: float | None | Unset = UNSET
    mfcc07: float | None | Unset = UNSET
    mfcc08: float | None | Unset = UNSET
    mfcc09: float | None | Unset = UNSET
    mfcc10: float | None | Unset = UNSET
    mfcc11: float | None | Unset = UNSET
    mfcc12: float | None | Unset = UNSET
    mfcc13: float | None | Unset = UNSET
    music_speech: float | None | Unset = UNSET
    pulse_clarity: float | None | Unset = UNSET
    rhythmic_stability: float | None | Unset = UNSET
    roll_off: float | None | Unset = UNSET
    spread: float | None | Unset = UNSET
    studio_live: float | None | Unset = UNSET
    valence: float | None | Unset = UNSET
    vocal_instrumental: float | None | Unset = UNSET
    zero_cross_rate: float | None | Unset = UNSET
    moods: list[RecordingAudioDescriptorsMoodsType0Item] | None | Unset = UNSET
    themes: list[str] | None | Unset = UNSET
    timbres: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        absolute_loudness: float | None | Unset
        if isinstance(self.absolute_loudness, Unset):
            absolute_loudness = UNSET
        else:
            absolute_loudness = self.absolute_loudness

        arousal: float | None | Unset
        if isinstance(self.arousal, Unset):
            arousal = UNSET
        else:
            arousal = self.arousal

        articulation: float | None | Unset
        if isinstance(self.articulation, Unset):
            articulation = UNSET
        else:
            articulation = self.articulation

        binary: float | None | Unset
        if isinstance(self.binary, Unset):
            binary = UNSET
        else:
            binary = self.binary

        bpm: float | None | Unset
        if isinstance(self.bpm, Unset):
            bpm = UNSET
        else:
            bpm = self.bpm

        brightness: float | None | Unset
        if isinstance(self.brightness, Unset):
            brightness = UNSET
        else:
            brightness = self.brightness

        centroid: float | None | Unset
        if isinstance(self.centroid, Unset):
            centroid = UNSET
        else:
            centroid = self.centroid

        chroma01: float | None | Unset
        if isinstance(self.chroma01, Unset):
            chroma01 = UNSET
        else:
            chroma01 = self.chroma01

        chroma02: float | None | Unset
        if isinstance(self.chroma02, Unset):
            chroma02 = UNSET
        else:
            chroma02 = self.chroma02

        chroma03: float | None | Unset
        if isinstance(self.chroma03, Unset):
            chroma03 = UNSET
        else:
            chroma03 = self.chroma03

        chroma04: float | None | Unset
        if isinstance(self.chroma04, Unset):
            chroma04 = UNSET
        else:
            chroma04 = self.chroma04

        chroma05: float | None | Unset
        if isinstance(self.chroma05, Unset):
            chroma05 = UNSET
        else:
            chroma05 = self.chroma05

        chroma06: float | None | Unset
        if isinstance(self.chroma06, Unset):
            chroma06 = UNSET
        else:
            chroma06 = self.chroma06

        chroma08: float | None | Unset
        if isinstance(self.chroma08, Unset):
            chroma08 = UNSET
        else:
            chroma08 = self.chroma08

        chroma09: float | None | Unset
        if isinstance(self.chroma09, Unset):
            chroma09 = UNSET
        else:
            chroma09 = self.chroma09

        chroma10: float | None | Unset
        if isinstance(self.chroma10, Unset):
            chroma10 = UNSET
        else:
            chroma10 = self.chroma10

        chroma11: float | None | Unset
        if isinstance(self.chroma11, Unset):
            chroma11 = UNSET
        else:
            chroma11 = self.chroma11

        chroma12: float | None | Unset
        if isinstance(self.chroma12, Unset):
            chroma12 = UNSET
        else:
            chroma12 = self.chroma12

        complexity: float | None | Unset
        if isinstance(self.complexity, Unset):
            complexity = UNSET
        else:
            complexity = self.complexity

        complexity_chroma: float | None | Unset
        if isinstance(self.complexity_chroma, Unset):
            complexity_chroma = UNSET
        else:
            complexity_chroma = self.complexity_chroma

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

        event_density: float | None | Unset
        if isinstance(self.event_density, Unset):
            event_density = UNSET
        else:
            event_density = self.event_density

        flatness: float | None | Unset
        if isinstance(self.flatness, Unset):
            flatness = UNSET
        else:
            flatness = self.flatness

        intensity: float | None | Unset
        if isinstance(self.intensity, Unset):
            intensity = UNSET
        else:
            intensity = self.intensity

        loudness: float | None | Unset
        if isinstance(self.loudness, Unset):
            loudness = UNSET
        else:
            loudness = self.loudness

        loudness_range: float | None | Unset
        if isinstance(self.loudness_range, Unset):
            loudness_range = UNSET
        else:
            loudness_range = self.loudness_range

        melodicity: float | None | Unset
        if isinstance(self.melodicity, Unset):
            melodicity = UNSET
        else:
            melodicity = self.melodicity

        mfcc01: float | None | Unset
        if isinstance(self.mfcc01, Unset):
            mfcc01 = UNSET
        else:
            mfcc01 = self.mfcc01

        mfcc02: float | None | Unset
        if isinstance(self.mfcc02, Unset):
            mfcc02 = UNSET
        else:
            mfcc02 = self.mfcc02

        mfcc03: float | None | Unset
        if isinstance(self.mfcc03, Unset):
            mfcc03 = UNSET
        else:
            mfcc03 = self.mfcc03

        mfcc04: float | None | Unset
        if isinstance(self.mfcc04, Unset):
            mfcc04 = UNSET
        else:
            mfcc04 = self.mfcc04

        mfcc05: float | None | Unset
        if isinstance(self.mfcc05, Unset):
            mfcc05 = UNSET
        else:
            mfcc05 = self.mfcc05

        mfcc06: float | None | Unset
        if isinstance(self.mfcc06, Unset):
            mfcc06 = UNSET
        else:
            mfcc06 = self.mfcc06

        mfcc07: float | None | Unset
        if isinstance(self.mfcc07, Unset):
            mfcc07 = UNSET
        else:
            mfcc07 = self.mfcc07

        mfcc08: float | None | Unset
        if isinstance(self.mfcc08, Unset):
            mfcc08 = UNSET
        else:
            mfcc08 = self.mfcc08

        mfcc09: float | None | Unset
        if isinstance(self.mfcc09, Unset):
            mfcc09 = UNSET
        else:
            mfcc09 = self.mfcc09

        mfcc10: float | None | Unset
        if isinstance(self.mfcc10, Unset):
            mfcc10 = UNSET
        else:
            mfcc10 = self.mfcc10

        mfcc11: float | None | Unset
        if isinstance(self.mfcc11, Unset):
            mfcc11 = UNSET
        else:
            mfcc11 = self.mfcc11

        mfcc12: float | None | Unset
        if isinstance(self.mfcc12, Unset):
            mfcc12 = UNSET
        else:
            mfcc12 = self.mfcc12

        mfcc13: float | None | Unset
        if isinstance(self.mfcc13, Unset):
            mfcc13 = UNSET
        else:
            mfcc13 = self.mfcc13

        music_speech: float | None | Unset
        if isinstance(self.music_speech, Unset):
            music_speech = UNSET
        else:
            music_speech = self.music_speech

        pulse_clarity: float | None | Unset
        if isinstance(self.pulse_clarity, Unset):
            pulse_clarity = UNSET
        else:
            pulse_clarity = self.pulse_clarity

        rhythmic_stability: float | None | Unset
        if isinstance(self.rhythmic_stability, Unset):
            rhythmic_stability = UNSET
        else:
            rhythmic_stability = self.rhythmic_stability

        roll_off: float | None | Unset
        if isinstance(self.roll_off, Unset):
            roll_off = UNSET
        else:
            roll_off = self.roll_off

        spread: float | None | Unset
        if isinstance(self.spread, Unset):
            spread = UNSET
        else:
            spread = self.spread

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

        zero_cross_rate: float | None | Unset
        if isinstance(self.zero_cross_rate, Unset):
            zero_cross_rate = UNSET
        else:
            zero_cross_rate = self.zero_cross_rate

        moods: list[dict[str, Any]] | None | Unset
        if isinstance(self.moods, Unset):
            moods = UNSET
        elif isinstance(self.moods, list):
            moods = []
            for moods_type_0_item_data in self.moods:
                moods_type_0_item = moods_type_0_item_data.to_dict()
                moods.append(moods_type_0_item)

        else:
            moods = self.moods

        themes: list[str] | None | Unset
        if isinstance(self.themes, Unset):
            themes = UNSET
        elif isinstance(self.themes, list):
            themes = self.themes

        else:
            themes = self.themes

        timbres: list[str] | None | Unset
        if isinstance(self.timbres, Unset):
            timbres = UNSET
        elif isinstance(self.timbres, list):
            timbres = self.timbres

        else:
            timbres = self.timbres

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if absolute_loudness is not UNSET:
            field_dict["absolute_loudness"] = absolute_loudness
        if arousal is not UNSET:
            field_dict["arousal"] = arousal
        if articulation is not UNSET:
            field_dict["articulation"] = articulation
        if binary is not UNSET:
            field_dict["binary"] = binary
        if bpm is not UNSET:
            field_dict["bpm"] = bpm
        if brightness is not UNSET:
            field_dict["brightness"] = brightness
        if centroid is not UNSET:
            field_dict["centroid"] = centroid
        if chroma01 is not UNSET:
            field_dict["chroma01"] = chroma01
        if chroma02 is not UNSET:
            field_dict["chroma02"] = chroma02
        if chroma03 is not UNSET:
            field_dict["chroma03"] = chroma03
        if chroma04 is not UNSET:
            field_dict["chroma04"] = chroma04
        if chroma05 is not UNSET:
            field_dict["chroma05"] = chroma05
        if chroma06 is not UNSET:
            field_dict["chroma06"] = chroma06
        if chroma08 is not UNSET:
            field_dict["chroma08"] = chroma08
        if chroma09 is not UNSET:
            field_dict["chroma09"] = chroma09
        if chroma10 is not UNSET:
            field_dict["chroma10"] = chroma10
        if chroma11 is not UNSET:
            field_dict["chroma11"] = chroma11
        if chroma12 is not UNSET:
            field_dict["chroma12"] = chroma12
        if complexity is not UNSET:
            field_dict["complexity"] = complexity
        if complexity_chroma is not UNSET:
            field_dict["complexity_chroma"] = complexity_chroma
        if danceability is not UNSET:
            field_dict["danceability"] = danceability
        if dissonance is not UNSET:
            field_dict["dissonance"] = dissonance
        if electric_acoustic is not UNSET:
            field_dict["electric_acoustic"] = electric_acoustic
        if event_density is not UNSET:
            field_dict["event_density"] = event_density
        if flatness is not UNSET:
            field_dict["flatness"] = flatness
        if intensity is not UNSET:
            field_dict["intensity"] = intensity
        if loudness is not UNSET:
            field_dict["loudness"] = loudness
        if loudness_range is not UNSET:
            field_dict["loudness_range"] = loudness_range
        if melodicity is not UNSET:
            field_dict["melodicity"] = melodicity
        if mfcc01 is not UNSET:
            field_dict["mfcc01"] = mfcc01
        if mfcc02 is not UNSET:
            field_dict["mfcc02"] = mfcc02
        if mfcc03 is not UNSET:
            field_dict["mfcc03"] = mfcc03
        if mfcc04 is not UNSET:
            field_dict["mfcc04"] = mfcc04
        if mfcc05 is not UNSET:
            field_dict["mfcc05"] = mfcc05
        if mfcc06 is not UNSET:
            field_dict["mfcc06"] = mfcc06
        if mfcc07 is not UNSET:
            field_dict["mfcc07"] = mfcc07
        if mfcc08 is not UNSET:
            field_dict["mfcc08"] = mfcc08
        if mfcc09 is not UNSET:
            field_dict["mfcc09"] = mfcc09
        if mfcc10 is not UNSET:
            field_dict["mfcc10"] = mfcc10
        if mfcc11 is not UNSET:
            field_dict["mfcc11"] = mfcc11
        if mfcc12 is not UNSET:
            field_dict["mfcc12"] = mfcc12
        if mfcc13 is not UNSET:
            field_dict["mfcc13"] = mfcc13
        if music_speech is not UNSET:
            field_dict["music_speech"] = music_speech
        if pulse_clarity is not UNSET:
            field_dict["pulse_clarity"] = pulse_clarity
        if rhythmic_stability is not UNSET:
            field_dict["rhythmic_stability"] = rhythmic_stability
        if roll_off is not UNSET:
            field_dict["roll_off"] = roll_off
        if spread is not UNSET:
            field_dict["spread"] = spread
        if studio_live is not UNSET:
            field_dict["studio_live"] = studio_live
        if valence is not UNSET:
            field_dict["valence"] = valence
        if vocal_instrumental is not UNSET:
            field_dict["vocal_instrumental"] = vocal_instrumental
        if zero_cross_rate is not UNSET:
            field_dict["zero_cross_rate"] = zero_cross_rate
        if moods is not UNSET:
            field_dict["moods"] = moods
        if themes is not UNSET:
            field_dict["themes"] = themes
        if timbres is not UNSET:
            field_dict["timbres"] = timbres

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.recording_audio_descriptors_moods_type_0_item import (
            RecordingAudioDescriptorsMoodsType0Item,
        )

        d = dict(src_dict)

        def _parse_absolute_loudness(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        absolute_loudness = _parse_absolute_loudness(d.pop("absolute_loudness", UNSET))

        def _parse_arousal(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        arousal = _parse_arousal(d.pop("arousal", UNSET))

        def _parse_articulation(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        articulation = _parse_articulation(d.pop("articulation", UNSET))

        def _parse_binary(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        binary = _parse_binary(d.pop("binary", UNSET))

        def _parse_bpm(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        bpm = _parse_bpm(d.pop("bpm", UNSET))

        def _parse_brightness(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        brightness = _parse_brightness(d.pop("brightness", UNSET))

        def _parse_centroid(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        centroid = _parse_centroid(d.pop("centroid", UNSET))

        def _parse_chroma01(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        chroma01 = _parse_chroma01(d.pop("chroma01", UNSET))

        def _parse_chroma02(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        chroma02 = _parse_chroma02(d.pop("chroma02", UNSET))

        def _parse_chroma03(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        chroma03 = _parse_chroma03(d.pop("chroma03", UNSET))

        def _parse_chroma04(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        chroma04 = _parse_chroma04(d.pop("chroma04", UNSET))

        def _parse_chroma05(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        chroma05 = _parse_chroma05(d.pop("chroma05", UNSET))

        def _parse_chroma06(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        chroma06 = _parse_chroma06(d.pop("chroma06", UNSET))

        def _parse_chroma08(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        chroma08 = _parse_chroma08(d.pop("chroma08", UNSET))

        def _parse_chroma09(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        chroma09 = _parse_chroma09(d.pop("chroma09", UNSET))

        def _parse_chroma10(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        chroma10 = _parse_chroma10(d.pop("chroma10", UNSET))

        def _parse_chroma11(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        chroma11 = _parse_chroma11(d.pop("chroma11", UNSET))

        def _parse_chroma12(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        chroma12 = _parse_chroma12(d.pop("chroma12", UNSET))

        def _parse_complexity(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        complexity = _parse_complexity(d.pop("complexity", UNSET))

        def _parse_complexity_chroma(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        complexity_chroma = _parse_complexity_chroma(d.pop("complexity_chroma", UNSET))

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

        def _parse_event_density(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        event_density = _parse_event_density(d.pop("event_density", UNSET))

        def _parse_flatness(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        flatness = _parse_flatness(d.pop("flatness", UNSET))

        def _parse_intensity(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        intensity = _parse_intensity(d.pop("intensity", UNSET))

        def _parse_loudness(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        loudness = _parse_loudness(d.pop("loudness", UNSET))

        def _parse_loudness_range(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        loudness_range = _parse_loudness_range(d.pop("loudness_range", UNSET))

        def _parse_melodicity(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        melodicity = _parse_melodicity(d.pop("melodicity", UNSET))

        def _parse_mfcc01(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        mfcc01 = _parse_mfcc01(d.pop("mfcc01", UNSET))

        def _parse_mfcc02(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        mfcc02 = _parse_mfcc02(d.pop("mfcc02", UNSET))

        def _parse_mfcc03(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        mfcc03 = _parse_mfcc03(d.pop("mfcc03", UNSET))

        def _parse_mfcc04(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        mfcc04 = _parse_mfcc04(d.pop("mfcc04", UNSET))

        def _parse_mfcc05(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        mfcc05 = _parse_mfcc05(d.pop("mfcc05", UNSET))

        def _parse_mfcc06(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        mfcc06 = _parse_mfcc06(d.pop("mfcc06", UNSET))

        def _parse_mfcc07(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        mfcc07 = _parse_mfcc07(d.pop("mfcc07", UNSET))

        def _parse_mfcc08(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        mfcc08 = _parse_mfcc08(d.pop("mfcc08", UNSET))

        def _parse_mfcc09(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        mfcc09 = _parse_mfcc09(d.pop("mfcc09", UNSET))

        def _parse_mfcc10(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        mfcc10 = _parse_mfcc10(d.pop("mfcc10", UNSET))

        def _parse_mfcc11(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        mfcc11 = _parse_mfcc11(d.pop("mfcc11", UNSET))

        def _parse_mfcc12(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        mfcc12 = _parse_mfcc12(d.pop("mfcc12", UNSET))

        def _parse_mfcc13(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        mfcc13 = _parse_mfcc13(d.pop("mfcc13", UNSET))

        def _parse_music_speech(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        music_speech = _parse_music_speech(d.pop("music_speech", UNSET))

        def _parse_pulse_clarity(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        pulse_clarity = _parse_pulse_clarity(d.pop("pulse_clarity", UNSET))

        def _parse_rhythmic_stability(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        rhythmic_stability = _parse_rhythmic_stability(
            d.pop("rhythmic_stability", UNSET)
        )

        def _parse_roll_off(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        roll_off = _parse_roll_off(d.pop("roll_off", UNSET))

        def _parse_spread(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        spread = _parse_spread(d.pop("spread", UNSET))

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

        def _parse_zero_cross_rate(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        zero_cross_rate = _parse_zero_cross_rate(d.pop("zero_cross_rate", UNSET))

        def _parse_moods(
            data: object,
        ) -> list[RecordingAudioDescriptorsMoodsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                moods_type_0 = []
                _moods_type_0 = data
                for moods_type_0_item_data in _moods_type_0:
                    moods_type_0_item = (
                        RecordingAudioDescriptorsMoodsType0Item.from_dict(
                            moods_type_0_item_data
                        )
                    )

                    moods_type_0.append(moods_type_0_item)

                return moods_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[RecordingAudioDescriptorsMoodsType0Item] | None | Unset, data
            )

        moods = _parse_moods(d.pop("moods", UNSET))

        def _parse_themes(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                themes_type_0 = cast(list[str], data)

                return themes_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        themes = _parse_themes(d.pop("themes", UNSET))

        def _parse_timbres(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                timbres_type_0 = cast(list[str], data)

                return timbres_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        timbres = _parse_timbres(d.pop("timbres", UNSET))

        recording_audio_descriptors = cls(
            absolute_loudness=absolute_loudness,
            arousal=arousal,
            articulation=articulation,
            binary=binary,
            bpm=bpm,
            brightness=brightness,
            centroid=centroid,
            chroma01=chroma01,
            chroma02=chroma02,
            chroma03=chroma03,
            chroma04=chroma04,
            chroma05=chroma05,
            chroma06=chroma06,
            chroma08=chroma08,
            chroma09=chroma09,
            chroma10=chroma10,
            chroma11=chroma11,
            chroma12=chroma12,
            complexity=complexity,
            complexity_chroma=complexity_chroma,
            danceability=danceability,
            dissonance=dissonance,
            electric_acoustic=electric_acoustic,
            event_density=event_density,
            flatness=flatness,
            intensity=intensity,
            loudness=loudness,
            loudness_range=loudness_range,
            melodicity=melodicity,
            mfcc01=mfcc01,
            mfcc02=mfcc02,
            mfcc03=mfcc03,
            mfcc04=mfcc04,
            mfcc05=mfcc05,
            mfcc06=mfcc06,
            mfcc07=mfcc07,
            mfcc08=mfcc08,
            mfcc09=mfcc09,
            mfcc10=mfcc10,
            mfcc11=mfcc11,
            mfcc12=mfcc12,
            mfcc13=mfcc13,
            music_speech=music_speech,
            pulse_clarity=pulse_clarity,
            rhythmic_stability=rhythmic_stability,
            roll_off=roll_off,
            spread=spread,
            studio_live=studio_live,
            valence=valence,
            vocal_instrumental=vocal_instrumental,
            zero_cross_rate=zero_cross_rate,
            moods=moods,
            themes=themes,
            timbres=timbres,
        )

        recording_audio_descriptors.additional_properties = d
        return recording_audio_descriptors

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
