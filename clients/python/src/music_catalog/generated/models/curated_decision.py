from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.curated_decision_kind import CuratedDecisionKind
from ..models.curated_decision_op import CuratedDecisionOp

if TYPE_CHECKING:
    from ..models.curated_decision_changed import CuratedDecisionChanged


T = TypeVar("T", bound="CuratedDecision")


@_attrs_define
class CuratedDecision:
    """
    Attributes:
        id (str):
        kind (CuratedDecisionKind):
        op (CuratedDecisionOp):
        ids (list[int]): The artists it names, as sent
        reason (str):
        by (None | str): Account name of the token that recorded it (null once removed)
        created_at (str): When (ISO 8601, UTC)
        changed (CuratedDecisionChanged): What the decision changed (undone by DELETE)
    """

    id: str
    kind: CuratedDecisionKind
    op: CuratedDecisionOp
    ids: list[int]
    reason: str
    by: None | str
    created_at: str
    changed: CuratedDecisionChanged
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind.value

        op = self.op.value

        ids = self.ids

        reason = self.reason

        by: None | str
        by = self.by

        created_at = self.created_at

        changed = self.changed.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "op": op,
                "ids": ids,
                "reason": reason,
                "by": by,
                "created_at": created_at,
                "changed": changed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.curated_decision_changed import CuratedDecisionChanged

        d = dict(src_dict)
        id = d.pop("id")

        kind = CuratedDecisionKind(d.pop("kind"))

        op = CuratedDecisionOp(d.pop("op"))

        ids = cast(list[int], d.pop("ids"))

        reason = d.pop("reason")

        def _parse_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        by = _parse_by(d.pop("by"))

        created_at = d.pop("created_at")

        changed = CuratedDecisionChanged.from_dict(d.pop("changed"))

        curated_decision = cls(
            id=id,
            kind=kind,
            op=op,
            ids=ids,
            reason=reason,
            by=by,
            created_at=created_at,
            changed=changed,
        )

        curated_decision.additional_properties = d
        return curated_decision

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
