from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.reindex_request_type_1_entity import ReindexRequestType1Entity
from ..types import UNSET, Unset

T = TypeVar("T", bound="ReindexRequestType1")


@_attrs_define
class ReindexRequestType1:
    """
    Attributes:
        entity (ReindexRequestType1Entity):
        ids (list[int] | Unset): 1..10000 ids: re-index only these into the live index (no rebuild)
    """

    entity: ReindexRequestType1Entity
    ids: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        entity = self.entity.value

        ids: list[int] | Unset = UNSET
        if not isinstance(self.ids, Unset):
            ids = self.ids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "entity": entity,
            }
        )
        if ids is not UNSET:
            field_dict["ids"] = ids

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        entity = ReindexRequestType1Entity(d.pop("entity"))

        ids = cast(list[int], d.pop("ids", UNSET))

        reindex_request_type_1 = cls(
            entity=entity,
            ids=ids,
        )

        return reindex_request_type_1
