from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.match_job_rematch_state import MatchJobRematchState

T = TypeVar("T", bound="MatchJobRematch")


@_attrs_define
class MatchJobRematch:
    """The last (or current) re-match

    Attributes:
        state (MatchJobRematchState): `queued`: asked for, not started; `running`
        keys (int): Distinct lines the last re-match looked at again (those the changes can touch)
        keys_done (int):
        lines_changed (int): Lines whose answer the last re-match changed (each charged once)
    """

    state: MatchJobRematchState
    keys: int
    keys_done: int
    lines_changed: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        state = self.state.value

        keys = self.keys

        keys_done = self.keys_done

        lines_changed = self.lines_changed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "state": state,
                "keys": keys,
                "keys_done": keys_done,
                "lines_changed": lines_changed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        state = MatchJobRematchState(d.pop("state"))

        keys = d.pop("keys")

        keys_done = d.pop("keys_done")

        lines_changed = d.pop("lines_changed")

        match_job_rematch = cls(
            state=state,
            keys=keys,
            keys_done=keys_done,
            lines_changed=lines_changed,
        )

        match_job_rematch.additional_properties = d
        return match_job_rematch

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
