from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.recommendation_item_audiodescriptions_type_0_item_moods_type_0_item import (
        RecommendationItemAudiodescriptionsType0ItemMoodsType0Item,
    )


T = TypeVar("T", bound="RecommendationItemAudiodescriptionsType0Item")


@_attrs_define
class RecommendationItemAudiodescriptionsType0Item:
    """
    Attributes:
        bpm (None | str | Unset):
        moods (list[RecommendationItemAudiodescriptionsType0ItemMoodsType0Item] | None | Unset):
        arousal (None | str | Unset):
        valence (None | str | Unset):
        intensity (None | str | Unset):
    """

    bpm: None | str | Unset = UNSET
    moods: (
        list[RecommendationItemAudiodescriptionsType0ItemMoodsType0Item] | None | Unset
    ) = UNSET
    arousal: None | str | Unset = UNSET
    valence: None | str | Unset = UNSET
    intensity: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bpm: None | str | Unset
        if isinstance(self.bpm, Unset):
            bpm = UNSET
        else:
            bpm = self.bpm

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

        arousal: None | str | Unset
        if isinstance(self.arousal, Unset):
            arousal = UNSET
        else:
            arousal = self.arousal

        valence: None | str | Unset
        if isinstance(self.valence, Unset):
            valence = UNSET
        else:
            valence = self.valence

        intensity: None | str | Unset
        if isinstance(self.intensity, Unset):
            intensity = UNSET
        else:
            intensity = self.intensity

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if bpm is not UNSET:
            field_dict["bpm"] = bpm
        if moods is not UNSET:
            field_dict["moods"] = moods
        if arousal is not UNSET:
            field_dict["arousal"] = arousal
        if valence is not UNSET:
            field_dict["valence"] = valence
        if intensity is not UNSET:
            field_dict["intensity"] = intensity

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.recommendation_item_audiodescriptions_type_0_item_moods_type_0_item import (
            RecommendationItemAudiodescriptionsType0ItemMoodsType0Item,
        )

        d = dict(src_dict)

        def _parse_bpm(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        bpm = _parse_bpm(d.pop("bpm", UNSET))

        def _parse_moods(
            data: object,
        ) -> (
            list[RecommendationItemAudiodescriptionsType0ItemMoodsType0Item]
            | None
            | Unset
        ):
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
                    moods_type_0_item = RecommendationItemAudiodescriptionsType0ItemMoodsType0Item.from_dict(
                        moods_type_0_item_data
                    )

                    moods_type_0.append(moods_type_0_item)

                return moods_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[RecommendationItemAudiodescriptionsType0ItemMoodsType0Item]
                | None
                | Unset,
                data,
            )

        moods = _parse_moods(d.pop("moods", UNSET))

        def _parse_arousal(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        arousal = _parse_arousal(d.pop("arousal", UNSET))

        def _parse_valence(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        valence = _parse_valence(d.pop("valence", UNSET))

        def _parse_intensity(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        intensity = _parse_intensity(d.pop("intensity", UNSET))

        recommendation_item_audiodescriptions_type_0_item = cls(
            bpm=bpm,
            moods=moods,
            arousal=arousal,
            valence=valence,
            intensity=intensity,
        )

        recommendation_item_audiodescriptions_type_0_item.additional_properties = d
        return recommendation_item_audiodescriptions_type_0_item

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
