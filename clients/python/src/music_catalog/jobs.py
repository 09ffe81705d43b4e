"""Matching jobs in one call: upload a play log, follow it with a progress bar, stream the results
to a CSV file, and find the job again after a restart."""

from __future__ import annotations

import hashlib
import json
import logging
import os
import time
import zlib
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tqdm import tqdm

from .errors import ConflictError, JobCancelledError, NotFoundError
from .generated.models.match_job import MatchJob
from .generated.models.match_job_state import MatchJobState

if TYPE_CHECKING:
    from .client import Client

log = logging.getLogger("music_catalog")

#: Bytes read from the input per gzip step while uploading.
UPLOAD_CHUNK_BYTES = 1 << 20
#: Version of the state file's layout.
STATE_VERSION = 1
_FINISHED = (MatchJobState.COMPLETED, MatchJobState.CANCELLED)


def content_type_of(path: Path) -> str:
    """The job route's media type for a file, by suffix: ``.tsv``/``.tab`` → TSV,
    ``.jsonl``/``.ndjson`` → JSON Lines, anything else → CSV (``.gz`` is looked through)."""
    suffixes = [s.lower() for s in path.suffixes if s.lower() != ".gz"]
    last = suffixes[-1] if suffixes else ""
    if last in (".tsv", ".tab"):
        return "text/tab-separated-values"
    if last in (".jsonl", ".ndjson"):
        return "application/x-ndjson"
    return "text/csv"


def gzip_chunks(path: Path) -> Iterator[bytes]:
    """The file gzipped, in pieces, read ``UPLOAD_CHUNK_BYTES`` at a time (memory stays bounded).
    A file already ending in ``.gz`` is sent as it is."""
    with path.open("rb") as f:
        if path.suffix.lower() == ".gz":
            while chunk := f.read(UPLOAD_CHUNK_BYTES):
                yield chunk
            return
        packer = zlib.compressobj(6, zlib.DEFLATED, 31)
        while chunk := f.read(UPLOAD_CHUNK_BYTES):
            if out := packer.compress(chunk):
                yield out
        yield packer.flush()


def file_sha256(path: Path) -> str:
    """The SHA-256 of a file's bytes, hex (64 characters)."""
    digest = hashlib.sha256()
    with path.open("rb") as f:
        while chunk := f.read(UPLOAD_CHUNK_BYTES):
            digest.update(chunk)
    return digest.hexdigest()


def stream_to_file(chunks: Iterable[bytes], target: Path) -> Path:
    """Writes ``chunks`` to ``target.part``, then renames it to ``target`` (never a half file
    under the final name). Returns ``target``."""
    part = target.with_name(target.name + ".part")
    with part.open("wb") as f:
        for chunk in chunks:
            f.write(chunk)
        f.flush()
        os.fsync(f.fileno())
    os.replace(part, target)
    return target


def state_path_for(output: Path) -> Path:
    """The state file of a run writing ``output``: ``<output>.job.json`` beside it."""
    return output.with_name(output.name + ".job.json")


def _read_state(state_path: Path) -> dict[str, Any] | None:
    try:
        state = json.loads(state_path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return state if isinstance(state, dict) and state.get("version") == STATE_VERSION else None


def _write_state(state_path: Path, state: dict[str, Any]) -> None:
    tmp = state_path.with_name(state_path.name + ".tmp")
    tmp.write_text(json.dumps(state, indent=2) + "\n", encoding="utf-8")
    os.replace(tmp, state_path)


def find_job(client: Client, state_path: Path, input_sha256: str) -> MatchJob | None:
    """The job a previous run started for the same input on the same API, if it can still be used.

    Returns:
        The job (any state but ``cancelled``) when the state file names it, its input hash and
        base URL agree, and the API still has it for this token; else None. A job of an input
        that has changed since is cancelled when unfinished (best effort), so it does not hold
        one of the token's unfinished-job slots.
    """
    state = _read_state(state_path)
    if state is None or not isinstance(state.get("job_id"), str):
        return None
    job_id: str = state["job_id"]
    same = state.get("input_sha256") == input_sha256 and state.get("base_url") == client.base_url
    try:
        job = client.get_match_job(job_id)
    except NotFoundError:
        return None
    if not same:
        if job.state not in _FINISHED:
            try:
                client.cancel_match_job(job_id)
            except (NotFoundError, ConflictError):
                pass
        return None
    return None if job.state == MatchJobState.CANCELLED else job


def wait_for_job(client: Client, job: MatchJob, *, progress: bool = True, poll_interval: float = 1.0) -> MatchJob:
    """Polls ``job`` until it is completed, with a tqdm progress bar over its ``lines``: the job's
    ``progress`` (distinct lines answered, which moves within chunks), never behind the lines done.

    Args:
        poll_interval: seconds between polls (float).
        progress: False hides the bar.

    Raises:
        JobCancelledError: the job was cancelled meanwhile.
    """
    with tqdm(total=job.lines, unit="line", desc=f"job {job.id}", disable=not progress, leave=True) as bar:
        while True:
            bar.update(max(job.done, round(job.progress * job.lines)) - bar.n)
            bar.set_postfix(matched=job.matched, no_match=job.no_match, refresh=False)
            if job.state == MatchJobState.COMPLETED:
                return job
            if job.state == MatchJobState.CANCELLED:
                raise JobCancelledError(f"matching job {job.id} was cancelled")
            time.sleep(poll_interval)
            job = client.get_match_job(job.id)


def match_file(
    client: Client,
    path: Path,
    output: Path | None = None,
    *,
    progress: bool = True,
    poll_interval: float = 1.0,
) -> Path:
    """Matches a play-log file as a matching job and writes its results as CSV.

    The results file has a header row (the input's columns, then ``match_line``,
    ``match_status``, ``match_recording_id``, ``match_title``, ``match_artists``,
    ``match_confidence``, ``match_version``, ``match_method``), then one row per accepted input
    line in input order (docs/matching-jobs.md). Lines the API could not read are not matched:
    they are logged (logger ``music_catalog``) with their line number and reason.

    **Resuming.** Once the job is created its id, the input's SHA-256 and the API's URL are kept
    in ``<output>.job.json``. Run again after a crash or Ctrl-C with the same input and output:
    the job is found again and followed from where it is, not uploaded (nor charged) again. The
    state file is removed once the results file is complete; a run after that starts a new job.

    Args:
        client: the :class:`~music_catalog.Client` (its token owns the job).
        path: a CSV, TSV or JSON Lines file (``artist`` or ``name``, ``title``, optional
            ``duration``, other columns carried through).
        output: the results file; default ``<input stem>.matched.csv`` beside the input.
        progress: show a tqdm progress bar on stderr.
        poll_interval: seconds between polls of the job.

    Returns:
        The results file's path.

    Raises:
        RateLimitedError: the token has too many unfinished jobs, or too little quota left.
        JobCancelledError: the job was cancelled by someone else meanwhile.
        ApiError: other error answers; OSError: the files.
    """
    output = output or path.with_name(path.stem + ".matched.csv")
    state_path = state_path_for(output)
    digest = file_sha256(path)
    job = find_job(client, state_path, digest)
    if job is None:
        job = client.create_match_job(path)
        _write_state(
            state_path,
            {"version": STATE_VERSION, "job_id": job.id, "input_sha256": digest, "base_url": client.base_url},
        )
    else:
        log.info("resuming matching job %s (%s, %d of %d lines done)", job.id, job.state.value, job.done, job.lines)
    for reject in job.rejects:
        log.warning("%s line %d not matched: %s", path.name, reject.line, reject.reason)
    if job.rejected > len(job.rejects):
        log.warning("%s: %d more unreadable lines not listed", path.name, job.rejected - len(job.rejects))
    job = wait_for_job(client, job, progress=progress, poll_interval=poll_interval)
    client.download_match_job_results(job.id, output)
    state_path.unlink(missing_ok=True)
    return output
