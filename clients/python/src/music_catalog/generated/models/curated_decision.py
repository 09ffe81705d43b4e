from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.curated_decision_kind import CuratedDecisionKind
from ..models.curated_decision_op import CuratedDecisionOp
from ..models.curated_decision_type import CuratedDecisionType
from ..types import UNSET, Unset

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
        ids (list[int]): The ids it names, as sent
        reason (str):
        by (None | str): Account name of the token that recorded it (null once removed)
        created_at (str): When (ISO 8601, UTC)
        changed (CuratedDecisionChanged): What the decision changed (undone by DELETE)
        parts (list[str] | Unset): split: the parts, as sent
        name (str | Unset): whole: the act's name, as sent
        type_ (CuratedDecisionType | Unset): set_type: the type, as sent
    """

    id: str
    kind: CuratedDecisionKind
    op: CuratedDecisionOp
    ids: list[int]
    reason: str
    by: None | str
    created_at: str
    changed: CuratedDecisionChanged
    parts: list[str] | Unset = UNSET
    name: str | Unset = UNSET
    type_: CuratedDecisionType | Unset = UNSET
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

        parts: list[str] | Unset = UNSET
        if not isinstance(self.parts, Unset):
            parts = self.parts

        name = self.name

        type_: str | Unset = UNSET
        if not isinstance(self.type_, Unset):
            type_ = self.type_.value

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
        if parts is not UNSET:
            field_dict["parts"] = parts
        if name is not UNSET:
            field_dict["name"] = name
        if type_ is not UNSET:
            field_dict["type"] = type_

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

        parts = cast(list[str], d.pop("parts", UNSET))

        name = d.pop("name", UNSET)

        _type_ = d.pop("type", UNSET)
        type_: CuratedDecisionType | Unset
        if isinstance(_type_, Unset):
            type_ = UNSET
        else:
            type_ = CuratedDecisionType(_type_)

        curated_decision = cls(
            id=id,
            kind=kind,
            op=op,
            ids=ids,
            reason=reason,
            by=by,
            created_at=created_at,
            changed=changed,
            parts=parts,
            name=name,
            type_=type_,
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
