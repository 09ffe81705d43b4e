from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.match_pin_request_scope import MatchPinRequestScope
from ..types import UNSET, Unset

T = TypeVar("T", bound="MatchPinRequest")


@_attrs_define
class MatchPinRequest:
    """
    Example:
        {'name': 'DJ SHADOW', 'title': 'MIDNIGHT IN A PERFECT WORLD (EDIT)', 'recording_id': 123, 'scope': 'own',
            'reason': 'our log names the single edit'}

    Attributes:
        name (str): The logged artist, at most 200 characters (folded as the matcher folds it)
        title (str): The logged title, at most 200 characters (folded as the matcher folds it)
        recording_id (int | None): The recording the line is, or null: the line is never a song ("no match")
        reason (str): Why, for whoever reads the pin later
        scope (MatchPinRequestScope | Unset): `own` (default): for the token's account only; `global`: for every caller
            (needs scope `admin`) Default: MatchPinRequestScope.OWN.
    """

    name: str
    title: str
    recording_id: int | None
    reason: str
    scope: MatchPinRequestScope | Unset = MatchPinRequestScope.OWN

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        title = self.title

        recording_id: int | None
        recording_id = self.recording_id

        reason = self.reason

        scope: str | Unset = UNSET
        if not isinstance(self.scope, Unset):
            scope = self.scope.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "title": title,
                "recording_id": recording_id,
                "reason": reason,
            }
        )
        if scope is not UNSET:
            field_dict["scope"] = scope

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        title = d.pop("title")

        def _parse_recording_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        recording_id = _parse_recording_id(d.pop("recording_id"))

        reason = d.pop("reason")

        _scope = d.pop("scope", UNSET)
        scope: MatchPinRequestScope | Unset
        if isinstance(_scope, Unset):
            scope = UNSET
        else:
            scope = MatchPinRequestScope(_scope)

        match_pin_request = cls(
            name=name,
            title=title,
            recording_id=recording_id,
            reason=reason,
            scope=scope,
        )

        return match_pin_request
