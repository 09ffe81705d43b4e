from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.match_type import MatchType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.artist_title_hit import ArtistTitleHit
    from ..models.match_candidate import MatchCandidate


T = TypeVar("T", bound="ArtistTitleBatchResultResultsItem")


@_attrs_define
class ArtistTitleBatchResultResultsItem:
    """
    Attributes:
        hit (ArtistTitleHit | None):
        score (float | None):
        match_type (MatchType | None): The hit's band (as `hit.match_type`); null for no match; `curated` for a line a
            pin answered (a pin to "no match" too)
        pin (int | Unset): The id of the curated pin that answered the line, when one did
        candidates (list[MatchCandidate] | Unset): With `candidates: true` only: up to three recordings for a reviewer
            when the answer is unsure or none; empty for a sure answer
    """

    hit: ArtistTitleHit | None
    score: float | None
    match_type: MatchType | None
    pin: int | Unset = UNSET
    candidates: list[MatchCandidate] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.artist_title_hit import ArtistTitleHit

        hit: dict[str, Any] | None
        if isinstance(self.hit, ArtistTitleHit):
            hit = self.hit.to_dict()
        else:
            hit = self.hit

        score: float | None
        score = self.score

        match_type: None | str
        if isinstance(self.match_type, MatchType):
            match_type = self.match_type.value
        else:
            match_type = self.match_type

        pin = self.pin

        candidates: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.candidates, Unset):
            candidates = []
            for candidates_item_data in self.candidates:
                candidates_item = candidates_item_data.to_dict()
                candidates.append(candidates_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hit": hit,
                "score": score,
                "match_type": match_type,
            }
        )
        if pin is not UNSET:
            field_dict["pin"] = pin
        if candidates is not UNSET:
            field_dict["candidates"] = candidates

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.artist_title_hit import ArtistTitleHit
        from ..models.match_candidate import MatchCandidate

        d = dict(src_dict)

        def _parse_hit(data: object) -> ArtistTitleHit | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                hit_type_0 = ArtistTitleHit.from_dict(data)

                return hit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ArtistTitleHit | None, data)

        hit = _parse_hit(d.pop("hit"))

        def _parse_score(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        score = _parse_score(d.pop("score"))

        def _parse_match_type(data: object) -> MatchType | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                match_type_type_0 = MatchType(data)

                return match_type_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MatchType | None, data)

        match_type = _parse_match_type(d.pop("match_type"))

        pin = d.pop("pin", UNSET)

        _candidates = d.pop("candidates", UNSET)
        candidates: list[MatchCandidate] | Unset = UNSET
        if _candidates is not UNSET:
            candidates = []
            for candidates_item_data in _candidates:
                candidates_item = MatchCandidate.from_dict(candidates_item_data)

                candidates.append(candidates_item)

        artist_title_batch_result_results_item = cls(
            hit=hit,
            score=score,
            match_type=match_type,
            pin=pin,
            candidates=candidates,
        )

        artist_title_batch_result_results_item.additional_properties = d
        return artist_title_batch_result_results_item

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
