from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.artist_title_hit import ArtistTitleHit
    from ..models.match_candidate import MatchCandidate


T = TypeVar("T", bound="ArtistTitleSearchResult")


@_attrs_define
class ArtistTitleSearchResult:
    """
    Attributes:
        hits (list[ArtistTitleHit]):
        page (int):
        total_pages (int):
        total_hits (int):
        candidates (list[MatchCandidate] | Unset): An extension of this service, with `candidates=true` only: up to
            three recordings a reviewer is shown when the best answer is unsure (`low`, `medium`) or there is none (then the
            answer is 200 with no hits); empty for a sure answer
    """

    hits: list[ArtistTitleHit]
    page: int
    total_pages: int
    total_hits: int
    candidates: list[MatchCandidate] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hits = []
        for hits_item_data in self.hits:
            hits_item = hits_item_data.to_dict()
            hits.append(hits_item)

        page = self.page

        total_pages = self.total_pages

        total_hits = self.total_hits

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
                "hits": hits,
                "page": page,
                "totalPages": total_pages,
                "totalHits": total_hits,
            }
        )
        if candidates is not UNSET:
            field_dict["candidates"] = candidates

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.artist_title_hit import ArtistTitleHit
        from ..models.match_candidate import MatchCandidate

        d = dict(src_dict)
        hits = []
        _hits = d.pop("hits")
        for hits_item_data in _hits:
            hits_item = ArtistTitleHit.from_dict(hits_item_data)

            hits.append(hits_item)

        page = d.pop("page")

        total_pages = d.pop("totalPages")

        total_hits = d.pop("totalHits")

        _candidates = d.pop("candidates", UNSET)
        candidates: list[MatchCandidate] | Unset = UNSET
        if _candidates is not UNSET:
            candidates = []
            for candidates_item_data in _candidates:
                candidates_item = MatchCandidate.from_dict(candidates_item_data)

                candidates.append(candidates_item)

        artist_title_search_result = cls(
            hits=hits,
            page=page,
            total_pages=total_pages,
            total_hits=total_hits,
            candidates=candidates,
        )

        artist_title_search_result.additional_properties = d
        return artist_title_search_result

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
