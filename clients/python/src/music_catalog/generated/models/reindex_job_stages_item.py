from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.reindex_job_stages_item_state import ReindexJobStagesItemState
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.reindex_job_stages_item_timings import ReindexJobStagesItemTimings


T = TypeVar("T", bound="ReindexJobStagesItem")


@_attrs_define
class ReindexJobStagesItem:
    """
    Attributes:
        entity (str):
        state (ReindexJobStagesItemState):
        done (int):
        total (int):
        ms (int): Wall time of the stage so far, ms
        timings (ReindexJobStagesItemTimings | Unset): A finished rebuild: waiting for PostgreSQL pages, building
            documents, waiting for bulk requests, force-merging, alias swap and catch-up (ms)
    """

    entity: str
    state: ReindexJobStagesItemState
    done: int
    total: int
    ms: int
    timings: ReindexJobStagesItemTimings | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        entity = self.entity

        state = self.state.value

        done = self.done

        total = self.total

        ms = self.ms

        timings: dict[str, Any] | Unset = UNSET
        if not isinstance(self.timings, Unset):
            timings = self.timings.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "entity": entity,
                "state": state,
                "done": done,
                "total": total,
                "ms": ms,
            }
        )
        if timings is not UNSET:
            field_dict["timings"] = timings

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.reindex_job_stages_item_timings import ReindexJobStagesItemTimings

        d = dict(src_dict)
        entity = d.pop("entity")

        state = ReindexJobStagesItemState(d.pop("state"))

        done = d.pop("done")

        total = d.pop("total")

        ms = d.pop("ms")

        _timings = d.pop("timings", UNSET)
        timings: ReindexJobStagesItemTimings | Unset
        if isinstance(_timings, Unset):
            timings = UNSET
        else:
            timings = ReindexJobStagesItemTimings.from_dict(_timings)

        reindex_job_stages_item = cls(
            entity=entity,
            state=state,
            done=done,
            total=total,
            ms=ms,
            timings=timings,
        )

        reindex_job_stages_item.additional_properties = d
        return reindex_job_stages_item

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
