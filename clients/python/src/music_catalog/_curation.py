"""Corrections through the client (docs/curation.md): curated identity decisions (scope ``admin``),
pinned lines (any token for its own account; global pins need ``admin``) and a matching job's
review queue, whose accepted lines are pins."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, TypeVar

from ._common import Answer
from .generated.api.matching_jobs import get_match_job_review
from .generated.api.curation import (
    get_curated_decision,
    get_match_pin,
    list_curated_decisions,
    list_match_pins,
    pin_match_line,
    record_curated_decision,
    undo_curated_decision,
    unpin_match_line,
)
from .generated.models.curated_decision import CuratedDecision
from .generated.models.curated_decision_request import CuratedDecisionRequest
from .generated.models.error_body import ErrorBody
from .generated.models.match_pin import MatchPin
from .generated.models.match_job_review_line import MatchJobReviewLine
from .generated.models.get_match_job_review_format import GetMatchJobReviewFormat
from .generated.models.match_pin_request import MatchPinRequest

T = TypeVar("T")


class CurationMethods:
    """The curation methods of :class:`~music_catalog.Client` (it supplies :meth:`call`)."""

    if TYPE_CHECKING:

        def call(self, operation: Callable[..., Answer[T | ErrorBody]], /, **kwargs: Any) -> T: ...

    @staticmethod
    def _pages(page: Callable[[int, int], list[T]], page_size: int) -> Iterator[T]:
        """Every item of an ``{<items>, offset, limit}`` list: ``page(offset, limit)`` until a short page."""
        offset = 0
        while True:
            items = page(offset, page_size)
            yield from items
            if len(items) < page_size:
                return
            offset += page_size

    def merge_artists(self, decision_id: str, ids: list[int], reason: str) -> CuratedDecision:
        """Merges artists into one under the lowest id (``POST /api/curation/decisions``, scope
        ``admin``). Idempotent by ``decision_id``: sent again with the same content, it answers
        the recorded decision.

        Raises:
            ConflictError: the id was used for another decision, or the pair is kept apart.
            NotFoundError: an id that is not an artist. UnprocessableError: an id named twice.
        """
        return self._decide(decision_id, "merge", ids, reason)

    def merge(self, decision_id: str, kind: str, ids: list[int], reason: str) -> CuratedDecision:
        """Merges entities of ``kind`` (``"artist"``, ``"recording"``, ``"album"`` or
        ``"release"``) into one under the lowest id: the others answer lookups with it, and every
        chart row, track, release and list that named them names it (raises as
        :meth:`merge_artists`)."""
        return self._decide(decision_id, "merge", ids, reason, kind=kind)

    def keep_apart(self, decision_id: str, a: int, b: int, reason: str, *, kind: str = "artist") -> CuratedDecision:
        """Keeps two entities of ``kind`` apart: entity resolution never merges them (raises as
        :meth:`merge_artists`; ConflictError when they are served as one and cannot be told apart)."""
        return self._decide(decision_id, "keep_apart", [a, b], reason, kind=kind)

    def split_credit(self, decision_id: str, artist_id: int, parts: list[str], reason: str) -> CuratedDecision:
        """Reads an artist's joined name as a credit of ``parts`` (each printed in the name, in
        printed order): what credited it credits the parts, and the joined artist is served no
        more until the decision is undone (``op: split``, scope ``admin``). Idempotent by
        ``decision_id``.

        Raises:
            UnprocessableError: a part the name does not print. NotFoundError: not an artist.
            ConflictError: another reading of that artist is recorded.
        """
        return self._decide(decision_id, "split", [artist_id], reason, parts=parts)

    def keep_whole(self, decision_id: str, ids: list[int], name: str, reason: str) -> CuratedDecision:
        """Reads the artists a name was split into (``ids``, each printed in ``name``) as the one
        act ``name``: every record crediting all of them credits the act (``op: whole``, scope
        ``admin``). Idempotent by ``decision_id``.

        Raises:
            UnprocessableError: an artist whose name ``name`` does not print. NotFoundError: not an
            artist. ConflictError: another reading of one of them is recorded.
        """
        return self._decide(decision_id, "whole", ids, reason, name=name)

    def set_artist_type(self, decision_id: str, artist_id: int, artist_type: str, reason: str) -> CuratedDecision:
        """States an artist's type (``"Person"`` or ``"Band"``), outranking every source
        (``op: set_type``, scope ``admin``). Idempotent by ``decision_id``.

        Raises:
            UnprocessableError: another type. ConflictError: a type is set by another decision.
        """
        return self._decide(decision_id, "set_type", [artist_id], reason, type=artist_type)

    def _decide(
        self, decision_id: str, op: str, ids: list[int], reason: str, *, kind: str = "artist", **detail: Any
    ) -> CuratedDecision:
        body = CuratedDecisionRequest.from_dict(
            {"id": decision_id, "kind": kind, "op": op, "ids": ids, "reason": reason, **detail}
        )
        return self.call(record_curated_decision.sync_detailed, body=body)

    def decisions(self, *, page_size: int = 100) -> Iterator[CuratedDecision]:
        """Every curated decision, oldest first (who, when, why, what it changed)."""
        return self._pages(lambda o, n: self.call(list_curated_decisions.sync_detailed, offset=o, limit=n).decisions, page_size)

    def decision(self, decision_id: str) -> CuratedDecision:
        """One curated decision. Raises NotFoundError when there is none of that id."""
        return self.call(get_curated_decision.sync_detailed, id=decision_id)

    def undo_decision(self, decision_id: str) -> CuratedDecision:
        """Undoes a curated decision (merged artists served under their own ids again, a veto
        lifted) and answers it. Raises NotFoundError when there is none of that id."""
        return self.call(undo_curated_decision.sync_detailed, id=decision_id)

    def pin_line(
        self, name: str, title: str, recording_id: int | None, reason: str, *, global_pin: bool = False
    ) -> MatchPin:
        """Pins a logged line (``POST /api/artist-title/pins``): every matching path then answers
        it with ``recording_id`` (None: "no match") and ``match_type`` ``curated``, for this token's
        account, or for everyone with ``global_pin`` (scope ``admin``). The line is folded as the
        matcher folds it; pinning it again to the same answer returns the recorded pin.

        Raises:
            ConflictError: the line already has a pin of this owner with another answer.
            NotFoundError: ``recording_id`` is not in the catalog. PermissionDeniedError: a global pin
            without scope ``admin``.
        """
        body = MatchPinRequest.from_dict(
            {
                "name": name,
                "title": title,
                "recording_id": recording_id,
                "scope": "global" if global_pin else "own",
                "reason": reason,
            }
        )
        return self.call(pin_match_line.sync_detailed, body=body)

    def unpin(self, pin_id: int) -> MatchPin:
        """Removes a pin and answers it: the line is matched by the matcher again (or by a global
        pin, under an own one). Raises NotFoundError for another account's pin."""
        return self.call(unpin_match_line.sync_detailed, id=pin_id)

    def pins(self, *, page_size: int = 100) -> Iterator[MatchPin]:
        """Every pin that applies to this token (its account's own and the global ones), oldest
        first; ``target`` says ``missing`` for a pin whose recording is gone."""
        return self._pages(lambda o, n: self.call(list_match_pins.sync_detailed, offset=o, limit=n).pins, page_size)

    def pin(self, pin_id: int) -> MatchPin:
        """One pin (own or global). Raises NotFoundError otherwise."""
        return self.call(get_match_pin.sync_detailed, id=pin_id)

    def review(self, job_id: str, *, page_size: int = 100) -> Iterator[MatchJobReviewLine]:
        """A matching job's lines that need a person (``GET /api/artist-title/jobs/{id}/review``),
        most played first: no match with a candidate, ``low``, ``medium`` or another version; each
        with its plays, answer and up to three ``candidates`` (``refused_by`` says why). Raises
        NotFoundError for another token's job."""
        def page(offset: int, limit: int) -> list[MatchJobReviewLine]:
            return self.call(
                get_match_job_review.sync_detailed, id=job_id, format_=GetMatchJobReviewFormat.JSON, offset=offset, limit=limit
            ).lines

        return self._pages(page, page_size)

    def accept(self, line: MatchJobReviewLine, recording_id: int | None, reason: str = "accepted in review") -> MatchPin:
        """Accepts a review line's answer: pins the line to ``recording_id`` (a candidate's ``id``,
        or None: "not a song") for this token's account, so every later job answers it so
        (:meth:`pin_line`)."""
        return self.pin_line(line.name, line.title, recording_id, reason)
