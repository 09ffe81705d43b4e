from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.reindex_job_state import ReindexJobState
from ..models.reindex_job_type import ReindexJobType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.reindex_job_progress import ReindexJobProgress
    from ..models.reindex_job_request import ReindexJobRequest
    from ..models.reindex_job_result import ReindexJobResult
    from ..models.reindex_job_stages_item import ReindexJobStagesItem


T = TypeVar("T", bound="ReindexJob")


@_attrs_define
class ReindexJob:
    """
    Attributes:
        id (str): Job id: the same request gets the same id (one job at a time)
        type_ (ReindexJobType):
        state (ReindexJobState):
        request (ReindexJobRequest):
        progress (ReindexJobProgress): Documents indexed and to index
        stages (list[ReindexJobStagesItem]):
        attempts (int): Attempts started (a failed attempt is retried, 3 attempts in all)
        errors (list[str]): Error of each failed attempt, oldest first
        created_at (str):
        result (ReindexJobResult | Unset): Documents indexed per entity (completed jobs)
        started_at (str | Unset):
        finished_at (str | Unset):
    """

    id: str
    type_: ReindexJobType
    state: ReindexJobState
    request: ReindexJobRequest
    progress: ReindexJobProgress
    stages: list[ReindexJobStagesItem]
    attempts: int
    errors: list[str]
    created_at: str
    result: ReindexJobResult | Unset = UNSET
    started_at: str | Unset = UNSET
    finished_at: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_ = self.type_.value

        state = self.state.value

        request = self.request.to_dict()

        progress = self.progress.to_dict()

        stages = []
        for stages_item_data in self.stages:
            stages_item = stages_item_data.to_dict()
            stages.append(stages_item)

        attempts = self.attempts

        errors = self.errors

        created_at = self.created_at

        result: dict[str, Any] | Unset = UNSET
        if not isinstance(self.result, Unset):
            result = self.result.to_dict()

        started_at = self.started_at

        finished_at = self.finished_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "type": type_,
                "state": state,
                "request": request,
                "progress": progress,
                "stages": stages,
                "attempts": attempts,
                "errors": errors,
                "created_at": created_at,
            }
        )
        if result is not UNSET:
            field_dict["result"] = result
        if started_at is not UNSET:
            field_dict["started_at"] = started_at
        if finished_at is not UNSET:
            field_dict["finished_at"] = finished_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.reindex_job_progress import ReindexJobProgress
        from ..models.reindex_job_request import ReindexJobRequest
        from ..models.reindex_job_result import ReindexJobResult
        from ..models.reindex_job_stages_item import ReindexJobStagesItem

        d = dict(src_dict)
        id = d.pop("id")

        type_ = ReindexJobType(d.pop("type"))

        state = ReindexJobState(d.pop("state"))

        request = ReindexJobRequest.from_dict(d.pop("request"))

        progress = ReindexJobProgress.from_dict(d.pop("progress"))

        stages = []
        _stages = d.pop("stages")
        for stages_item_data in _stages:
            stages_item = ReindexJobStagesItem.from_dict(stages_item_data)

            stages.append(stages_item)

        attempts = d.pop("attempts")

        errors = cast(list[str], d.pop("errors"))

        created_at = d.pop("created_at")

        _result = d.pop("result", UNSET)
        result: ReindexJobResult | Unset
        if isinstance(_result, Unset):
            result = UNSET
        else:
            result = ReindexJobResult.from_dict(_result)

        started_at = d.pop("started_at", UNSET)

        finished_at = d.pop("finished_at", UNSET)

        reindex_job = cls(
            id=id,
            type_=type_,
            state=state,
            request=request,
            progress=progress,
            stages=stages,
            attempts=attempts,
            errors=errors,
            created_at=created_at,
            result=result,
            started_at=started_at,
            finished_at=finished_at,
        )

        reindex_job.additional_properties = d
        return reindex_job

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
