from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.match_candidate_refused_by import MatchCandidateRefusedBy

if TYPE_CHECKING:
    from ..models.match_candidate_artists_item import MatchCandidateArtistsItem


T = TypeVar("T", bound="MatchCandidate")


@_attrs_define
class MatchCandidate:
    """An extension of this service: a recording the matcher scored for an unsure line (no match, `low`, `medium`), for a
    person to accept or not. Never a hit.

        Attributes:
            id (int): Recording id
            title (str):
            artists (list[MatchCandidateArtistsItem]):
            score (float): The matcher's confidence of the line against it (0..100)
            refused_by (MatchCandidateRefusedBy): Why it is not the answer: the artist or the title too far from the line,
                another version of the song, both sides close but their score below the threshold, or passing but ranked below
                the answer
    """

    id: int
    title: str
    artists: list[MatchCandidateArtistsItem]
    score: float
    refused_by: MatchCandidateRefusedBy
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        title = self.title

        artists = []
        for artists_item_data in self.artists:
            artists_item = artists_item_data.to_dict()
            artists.append(artists_item)

        score = self.score

        refused_by = self.refused_by.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "title": title,
                "artists": artists,
                "score": score,
                "refused_by": refused_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.match_candidate_artists_item import MatchCandidateArtistsItem

        d = dict(src_dict)
        id = d.pop("id")

        title = d.pop("title")

        artists = []
        _artists = d.pop("artists")
        for artists_item_data in _artists:
            artists_item = MatchCandidateArtistsItem.from_dict(artists_item_data)

            artists.append(artists_item)

        score = d.pop("score")

        refused_by = MatchCandidateRefusedBy(d.pop("refused_by"))

        match_candidate = cls(
            id=id,
            title=title,
            artists=artists,
            score=score,
            refused_by=refused_by,
        )

        match_candidate.additional_properties = d
        return match_candidate

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
