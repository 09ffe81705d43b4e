from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.match_job_state import MatchJobState
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.match_job_reject import MatchJobReject
    from ..models.match_job_rematch import MatchJobRematch


T = TypeVar("T", bound="MatchJob")


@_attrs_define
class MatchJob:
    """
    Attributes:
        id (str):
        state (MatchJobState): `receiving` (its file is being read) → `queued` → `running` → `completed`; `cancelled`
            after DELETE (lines done stay done, and charged)
        lines (int): Lines accepted (to match)
        distinct (int): Distinct normalised (artist, title, duration bucket) keys among them
        rejected (int): Lines that could not be read (never charged)
        rejects (list[MatchJobReject]): The first 1000 unreadable lines with their reason
        done (int): Lines answered so far (their chunks committed, counted and charged)
        distinct_done (int): Distinct lines answered so far: the work, which moves within chunks as each slice is
            matched
        progress (float): Share of the work done, 0..1 (`distinct_done / distinct`; 1 once completed)
        matched (int):
        no_match (int):
        failed (int): Lines the matcher failed on through every retry (not charged)
        lines_per_s (float): Lines answered per second since the job started
        eta_s (float | None): Seconds left at the rate distinct lines are answered (null before a rate is known)
        created_at (str):
        results (str): Path of the results (add `?format=jsonl` for JSON Lines)
        keep_current (bool): Re-matched after every catalog change its answers can feel
        version (int): The result version: 1 after the first run, one more for each re-match that changed an answer
            (read `results?changed_since=N`)
        current_through (None | str): The change-feed cursor (`GET /api/catalog/changes`) its answers are current to;
            null before it starts
        rematch (MatchJobRematch): The last (or current) re-match
        started_at (str | Unset):
        finished_at (str | Unset):
    """

    id: str
    state: MatchJobState
    lines: int
    distinct: int
    rejected: int
    rejects: list[MatchJobReject]
    done: int
    distinct_done: int
    progress: float
    matched: int
    no_match: int
    failed: int
    lines_per_s: float
    eta_s: float | None
    created_at: str
    results: str
    keep_current: bool
    version: int
    current_through: None | str
    rematch: MatchJobRematch
    started_at: str | Unset = UNSET
    finished_at: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        state = self.state.value

        lines = self.lines

        distinct = self.distinct

        rejected = self.rejected

        rejects = []
        for rejects_item_data in self.rejects:
            rejects_item = rejects_item_data.to_dict()
            rejects.append(rejects_item)

        done = self.done

        distinct_done = self.distinct_done

        progress = self.progress

        matched = self.matched

        no_match = self.no_match

        failed = self.failed

        lines_per_s = self.lines_per_s

        eta_s: float | None
        eta_s = self.eta_s

        created_at = self.created_at

        results = self.results

        keep_current = self.keep_current

        version = self.version

        current_through: None | str
        current_through = self.current_through

        rematch = self.rematch.to_dict()

        started_at = self.started_at

        finished_at = self.finished_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "state": state,
                "lines": lines,
                "distinct": distinct,
                "rejected": rejected,
                "rejects": rejects,
                "done": done,
                "distinct_done": distinct_done,
                "progress": progress,
                "matched": matched,
                "no_match": no_match,
                "failed": failed,
                "lines_per_s": lines_per_s,
                "eta_s": eta_s,
                "created_at": created_at,
                "results": results,
                "keep_current": keep_current,
                "version": version,
                "current_through": current_through,
                "rematch": rematch,
            }
        )
        if started_at is not UNSET:
            field_dict["started_at"] = started_at
        if finished_at is not UNSET:
            field_dict["finished_at"] = finished_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.match_job_reject import MatchJobReject
        from ..models.match_job_rematch import MatchJobRematch

        d = dict(src_dict)
        id = d.pop("id")

        state = MatchJobState(d.pop("state"))

        lines = d.pop("lines")

        distinct = d.pop("distinct")

        rejected = d.pop("rejected")

        rejects = []
        _rejects = d.pop("rejects")
        for rejects_item_data in _rejects:
            rejects_item = MatchJobReject.from_dict(rejects_item_data)

            rejects.append(rejects_item)

        done = d.pop("done")

        distinct_done = d.pop("distinct_done")

        progress = d.pop("progress")

        matched = d.pop("matched")

        no_match = d.pop("no_match")

        failed = d.pop("failed")

        lines_per_s = d.pop("lines_per_s")

        def _parse_eta_s(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        eta_s = _parse_eta_s(d.pop("eta_s"))

        created_at = d.pop("created_at")

        results = d.pop("results")

        keep_current = d.pop("keep_current")

        version = d.pop("version")

        def _parse_current_through(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        current_through = _parse_current_through(d.pop("current_through"))

        rematch = MatchJobRematch.from_dict(d.pop("rematch"))

        started_at = d.pop("started_at", UNSET)

        finished_at = d.pop("finished_at", UNSET)

        match_job = cls(
            id=id,
            state=state,
            lines=lines,
            distinct=distinct,
            rejected=rejected,
            rejects=rejects,
            done=done,
            distinct_done=distinct_done,
            progress=progress,
            matched=matched,
            no_match=no_match,
            failed=failed,
            lines_per_s=lines_per_s,
            eta_s=eta_s,
            created_at=created_at,
            results=results,
            keep_current=keep_current,
            version=version,
            current_through=current_through,
            rematch=rematch,
            started_at=started_at,
            finished_at=finished_at,
        )

        match_job.additional_properties = d
        return match_job

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
