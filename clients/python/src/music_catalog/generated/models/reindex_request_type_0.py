from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.reindex_request_type_0_entity import ReindexRequestType0Entity

T = TypeVar("T", bound="ReindexRequestType0")


@_attrs_define
class ReindexRequestType0:
    """
    Attributes:
        entity (ReindexRequestType0Entity):
    """

    entity: ReindexRequestType0Entity

    def to_dict(self) -> dict[str, Any]:
        entity = self.entity.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "entity": entity,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        entity = ReindexRequestType0Entity(d.pop("entity"))

        reindex_request_type_0 = cls(
            entity=entity,
        )

        return reindex_request_type_0
