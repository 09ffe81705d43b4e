from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.curated_decision_request_kind import CuratedDecisionRequestKind
from ..models.curated_decision_request_op import CuratedDecisionRequestOp

T = TypeVar("T", bound="CuratedDecisionRequest")


@_attrs_define
class CuratedDecisionRequest:
    """
    Example:
        {'id': 'merge-tony-bennett', 'kind': 'artist', 'op': 'merge', 'ids': [56, 57], 'reason': 'one singer, two
            entries'}

    Attributes:
        id (str): Your id of the decision: a replay with the same id and content answers the recorded decision
        kind (CuratedDecisionRequestKind): What the decision is about (artists)
        op (CuratedDecisionRequestOp): `merge`: these artists are one (the lowest id survives); `keep_apart`: no two of
            them are the same
        ids (list[int]): The artists (2..10): to merge into one, or to keep apart from each other
        reason (str): Why, for whoever reads the decision later
    """

    id: str
    kind: CuratedDecisionRequestKind
    op: CuratedDecisionRequestOp
    ids: list[int]
    reason: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind.value

        op = self.op.value

        ids = self.ids

        reason = self.reason

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

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        kind = CuratedDecisionRequestKind(d.pop("kind"))

        op = CuratedDecisionRequestOp(d.pop("op"))

        ids = cast(list[int], d.pop("ids"))

        reason = d.pop("reason")

        curated_decision_request = cls(
            id=id,
            kind=kind,
            op=op,
            ids=ids,
            reason=reason,
        )

        return curated_decision_request
