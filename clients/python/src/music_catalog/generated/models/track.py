from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.track_recording_type_0 import TrackRecordingType0


T = TypeVar("T", bound="Track")


@_attrs_define
class Track:
    """
    Attributes:
        id (int | None | Unset):
        disc_number (float | None | Unset):
        track_number (float | None | Unset):
        recording (None | TrackRecordingType0 | Unset):
    """

    id: int | None | Unset = UNSET
    disc_number: float | None | Unset = UNSET
    track_number: float | None | Unset = UNSET
    recording: None | TrackRecordingType0 | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.track_recording_type_0 import TrackRecordingType0

        id: int | None | Unset
        if isinstance(self.id, Unset):
            id = UNSET
        else:
            id = self.id

        disc_number: float | None | Unset
        if isinstance(self.disc_number, Unset):
            disc_number = UNSET
        else:
            disc_number = self.disc_number

        track_number: float | None | Unset
        if isinstance(self.track_number, Unset):
            track_number = UNSET
        else:
            track_number = self.track_number

        recording: dict[str, Any] | None | Unset
        if isinstance(self.recording, Unset):
            recording = UNSET
        elif isinstance(self.recording, TrackRecordingType0):
            recording = self.recording.to_dict()
        else:
            recording = self.recording

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if id is not UNSET:
            field_dict["id"] = id
        if disc_number is not UNSET:
            field_dict["disc_number"] = disc_number
        if track_number is not UNSET:
            field_dict["track_number"] = track_number
        if recording is not UNSET:
            field_dict["recording"] = recording

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.track_recording_type_0 import TrackRecordingType0

        d = dict(src_dict)

        def _parse_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        id = _parse_id(d.pop("id", UNSET))

        def _parse_disc_number(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        disc_number = _parse_disc_number(d.pop("disc_number", UNSET))

        def _parse_track_number(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        track_number = _parse_track_number(d.pop("track_number", UNSET))

        def _parse_recording(data: object) -> None | TrackRecordingType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                recording_type_0 = TrackRecordingType0.from_dict(data)

                return recording_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrackRecordingType0 | Unset, data)

        recording = _parse_recording(d.pop("recording", UNSET))

        track = cls(
            id=id,
            disc_number=disc_number,
            track_number=track_number,
            recording=recording,
        )

        track.additional_properties = d
        return track

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
