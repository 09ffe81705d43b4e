from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.match_job_review_line_status import MatchJobReviewLineStatus
from ..models.match_job_review_line_version_type_0 import MatchJobReviewLineVersionType0
from ..models.match_type import MatchType

if TYPE_CHECKING:
    from ..models.match_candidate import MatchCandidate
    from ..models.match_job_review_line_recording_type_0 import (
        MatchJobReviewLineRecordingType0,
    )


T = TypeVar("T", bound="MatchJobReviewLine")


@_attrs_define
class MatchJobReviewLine:
    """
    Attributes:
        name (str): The logged artist (as the first line with this key gave it)
        title (str):
        plays (int): The job's lines with this artist, title and duration bucket
        status (MatchJobReviewLineStatus):
        recording (MatchJobReviewLineRecordingType0 | None): The answer, or null for no match
        confidence (float | None):
        version (MatchJobReviewLineVersionType0 | None):
        match_type (MatchType | None):
        candidates (list[MatchCandidate]):
    """

    name: str
    title: str
    plays: int
    status: MatchJobReviewLineStatus
    recording: MatchJobReviewLineRecordingType0 | None
    confidence: float | None
    version: MatchJobReviewLineVersionType0 | None
    match_type: MatchType | None
    candidates: list[MatchCandidate]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.match_job_review_line_recording_type_0 import (
            MatchJobReviewLineRecordingType0,
        )

        name = self.name

        title = self.title

        plays = self.plays

        status = self.status.value

        recording: dict[str, Any] | None
        if isinstance(self.recording, MatchJobReviewLineRecordingType0):
            recording = self.recording.to_dict()
        else:
            recording = self.recording

        confidence: float | None
        confidence = self.confidence

        version: None | str
        if isinstance(self.version, MatchJobReviewLineVersionType0):
            version = self.version.value
        else:
            version = self.version

        match_type: None | str
        if isinstance(self.match_type, MatchType):
            match_type = self.match_type.value
        else:
            match_type = self.match_type

        candidates = []
        for candidates_item_data in self.candidates:
            candidates_item = candidates_item_data.to_dict()
            candidates.append(candidates_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "title": title,
                "plays": plays,
                "status": status,
                "recording": recording,
                "confidence": confidence,
                "version": version,
                "match_type": match_type,
                "candidates": candidates,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.match_candidate import MatchCandidate
        from ..models.match_job_review_line_recording_type_0 import (
            MatchJobReviewLineRecordingType0,
        )

        d = dict(src_dict)
        name = d.pop("name")

        title = d.pop("title")

        plays = d.pop("plays")

        status = MatchJobReviewLineStatus(d.pop("status"))

        def _parse_recording(data: object) -> MatchJobReviewLineRecordingType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                recording_type_0 = MatchJobReviewLineRecordingType0.from_dict(data)

                return recording_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MatchJobReviewLineRecordingType0 | None, data)

        recording = _parse_recording(d.pop("recording"))

        def _parse_confidence(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        confidence = _parse_confidence(d.pop("confidence"))

        def _parse_version(data: object) -> MatchJobReviewLineVersionType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                version_type_0 = MatchJobReviewLineVersionType0(data)

                return version_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MatchJobReviewLineVersionType0 | None, data)

        version = _parse_version(d.pop("version"))

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

        candidates = []
        _candidates = d.pop("candidates")
        for candidates_item_data in _candidates:
            candidates_item = MatchCandidate.from_dict(candidates_item_data)

            candidates.append(candidates_item)

        match_job_review_line = cls(
            name=name,
            title=title,
            plays=plays,
            status=status,
            recording=recording,
            confidence=confidence,
            version=version,
            match_type=match_type,
            candidates=candidates,
        )

        match_job_review_line.additional_properties = d
        return match_job_review_line

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
