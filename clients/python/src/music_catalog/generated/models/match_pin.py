from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.match_pin_scope import MatchPinScope
from ..models.match_pin_target import MatchPinTarget

T = TypeVar("T", bound="MatchPin")


@_attrs_define
class MatchPin:
    """
    Attributes:
        id (int):
        name (str): The line as pinned
        title (str):
        scope (MatchPinScope):
        recording_id (int | None): The recording as pinned; null: "no match"
        served_recording_id (int | None): The recording answered for the line now (a merged recording answers with its
            survivor); null for "no match" or a missing recording
        target (MatchPinTarget): `recording`; `no_match`; `merged`: the pinned recording was merged, its survivor
            answers; `missing`: the recording is no longer in the catalog, the pin does not apply until it is removed or the
            recording returns
        reason (str):
        by (None | str): Account name of the token that pinned it (null once removed)
        created_at (str): When (ISO 8601, UTC)
    """

    id: int
    name: str
    title: str
    scope: MatchPinScope
    recording_id: int | None
    served_recording_id: int | None
    target: MatchPinTarget
    reason: str
    by: None | str
    created_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        title = self.title

        scope = self.scope.value

        recording_id: int | None
        recording_id = self.recording_id

        served_recording_id: int | None
        served_recording_id = self.served_recording_id

        target = self.target.value

        reason = self.reason

        by: None | str
        by = self.by

        created_at = self.created_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "title": title,
                "scope": scope,
                "recording_id": recording_id,
                "served_recording_id": served_recording_id,
                "target": target,
                "reason": reason,
                "by": by,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        title = d.pop("title")

        scope = MatchPinScope(d.pop("scope"))

        def _parse_recording_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        recording_id = _parse_recording_id(d.pop("recording_id"))

        def _parse_served_recording_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        served_recording_id = _parse_served_recording_id(d.pop("served_recording_id"))

        target = MatchPinTarget(d.pop("target"))

        reason = d.pop("reason")

        def _parse_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        by = _parse_by(d.pop("by"))

        created_at = d.pop("created_at")

        match_pin = cls(
            id=id,
            name=name,
            title=title,
            scope=scope,
            recording_id=recording_id,
            served_recording_id=served_recording_id,
            target=target,
            reason=reason,
            by=by,
            created_at=created_at,
        )

        match_pin.additional_properties = d
        return match_pin

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
