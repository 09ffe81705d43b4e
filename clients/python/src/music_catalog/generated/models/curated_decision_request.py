from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.curated_decision_request_kind import CuratedDecisionRequestKind
from ..models.curated_decision_request_op import CuratedDecisionRequestOp
from ..models.curated_decision_request_type import CuratedDecisionRequestType
from ..types import UNSET, Unset

T = TypeVar("T", bound="CuratedDecisionRequest")


@_attrs_define
class CuratedDecisionRequest:
    """
    Example:
        {'id': 'merge-tony-bennett', 'kind': 'artist', 'op': 'merge', 'ids': [56, 57], 'reason': 'one singer, two
            entries'}

    Attributes:
        id (str): Your id of the decision: a replay with the same id and content answers the recorded decision
        kind (CuratedDecisionRequestKind): What the decision is about: artists (every op), or recordings, albums
            (release groups) and releases (`merge` and `keep_apart`)
        op (CuratedDecisionRequestOp): `merge`: these are one (the lowest id survives); `keep_apart`: no two of them are
            the same; `split`: the one artist's name is a credit of `parts`; `whole`: these artists (the parts a name was
            split into) are the one act `name`; `set_type`: the one artist is a `type`
        ids (list[int]): The ids (of `kind`): 2..10 to merge into one, to keep apart from each other, or that a whole
            joins (in printed order); exactly 1 to split or to type
        reason (str): Why, for whoever reads the decision later
        parts (list[str] | Unset): split only: the parts (2..10) as printed in the artist's name, in printed order
        name (str | Unset): whole only: the act's name, printing every artist of `ids`
        type_ (CuratedDecisionRequestType | Unset): set_type only: the artist's type
    """

    id: str
    kind: CuratedDecisionRequestKind
    op: CuratedDecisionRequestOp
    ids: list[int]
    reason: str
    parts: list[str] | Unset = UNSET
    name: str | Unset = UNSET
    type_: CuratedDecisionRequestType | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind.value

        op = self.op.value

        ids = self.ids

        reason = self.reason

        parts: list[str] | Unset = UNSET
        if not isinstance(self.parts, Unset):
            parts = self.parts

        name = self.name

        type_: str | Unset = UNSET
        if not isinstance(self.type_, Unset):
            type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "op": op,
                "ids": ids,
                "reason": reason,
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
        d = dict(src_dict)
        id = d.pop("id")

        kind = CuratedDecisionRequestKind(d.pop("kind"))

        op = CuratedDecisionRequestOp(d.pop("op"))

        ids = cast(list[int], d.pop("ids"))

        reason = d.pop("reason")

        parts = cast(list[str], d.pop("parts", UNSET))

        name = d.pop("name", UNSET)

        _type_ = d.pop("type", UNSET)
        type_: CuratedDecisionRequestType | Unset
        if isinstance(_type_, Unset):
            type_ = UNSET
        else:
            type_ = CuratedDecisionRequestType(_type_)

        curated_decision_request = cls(
            id=id,
            kind=kind,
            op=op,
            ids=ids,
            reason=reason,
            parts=parts,
            name=name,
            type_=type_,
        )

        return curated_decision_request
