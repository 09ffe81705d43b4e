"""Pinned lines through the client against the real API: a station's pin answers its line with
the pinned recording (``match_type`` ``curated``, the pin's id) in the batch route, another
station's answer is unchanged, a conflicting pin raises, and unpinning restores the matcher; a line
accepted from the review queue is a pin the next job follows, and the first job once re-matched."""

from __future__ import annotations

import csv
import os
import time
from pathlib import Path

import pytest
from conftest import env

from music_catalog import Client
from music_catalog.errors import ConflictError, NotFoundError, PermissionDeniedError


def test_a_pin_answers_its_line_for_its_station_only_and_unpinning_restores_the_matcher() -> None:
    line = {"name": f"Python Pin {os.getpid()}", "title": "Nowhere In The Catalog"}
    with Client(env("MC_URL"), env("MC_TOKEN")) as station, Client(env("MC_URL"), env("MC_WRITE_TOKEN")) as other:
        known = next(station.match_lines([{"name": "BEYONCE FT JAY Z", "title": "Crazy In Love"}]))
        assert known.hit is not None
        recording_id = int(known.hit.id)  # type: ignore[arg-type]
        assert next(station.match_lines([line])).hit is None

        pin = station.pin_line(line["name"].upper(), line["title"], recording_id, "our log's spelling")
        assert pin.served_recording_id == recording_id and pin.target.value == "recording"
        assert station.pin_line(line["name"], line["title"], recording_id, "again").id == pin.id  # a replay
        with pytest.raises(ConflictError):
            station.pin_line(line["name"], line["title"], None, "never a song")
        with pytest.raises(PermissionDeniedError):
            station.pin_line(line["name"], line["title"], None, "for everyone", global_pin=True)

        answered = next(station.match_lines([line]))
        assert answered.hit is not None and answered.hit.id == recording_id
        assert answered.match_type is not None and answered.match_type.value == "curated" and answered.pin == pin.id
        assert next(other.match_lines([line])).hit is None
        assert any(p.id == pin.id for p in station.pins())
        with pytest.raises(NotFoundError):
            other.pin(pin.id)

        assert station.unpin(pin.id).id == pin.id
        assert next(station.match_lines([line])).hit is None


def wait_completed(client: Client, job_id: str) -> None:
    deadline = time.monotonic() + 60
    while client.get_match_job(job_id).state.value != "completed":
        assert time.monotonic() < deadline, "the job did not complete"
        time.sleep(0.2)


def test_a_review_line_accepted_is_a_pin_the_next_job_follows(tmp_path: Path) -> None:
    log = tmp_path / "plays.csv"
    log.write_text("artist,title\nSpringsteen,Born To Run Live 1975\nSpringsteen,Born To Run Live 1975\n")
    with Client(env("MC_URL"), env("MC_TOKEN")) as station:
        first = station.create_match_job(log)
        wait_completed(station, first.id)
        queue = list(station.review(first.id))
        line = next(q for q in queue if q.title == "Born To Run Live 1975")
        assert line.plays == 2 and line.status.value == "no_match" and line.candidates
        pin = station.accept(line, line.candidates[0].id)
        try:
            # The first job, re-matched, follows the pin: its two lines change, under result version 2.
            assert station.rematch(first.id).id == first.id
            deadline = time.monotonic() + 60
            while station.get_match_job(first.id).version < 2:
                assert time.monotonic() < deadline, "the re-match did not finish"
                time.sleep(0.2)
            changed = tmp_path / "changed.csv"
            station.download_match_job_results(first.id, changed, changed_since=1)
            assert [(r["match_type"], r["result_version"]) for r in csv.DictReader(changed.open())] == [("curated", "2")] * 2
            second = station.create_match_job(log)
            wait_completed(station, second.id)
            assert not any(q.title == "Born To Run Live 1975" for q in station.review(second.id))
            results = tmp_path / "second.csv"
            station.download_match_job_results(second.id, results)
            rows = list(csv.DictReader(results.open()))
            assert {r["match_type"] for r in rows} == {"curated"}
            assert {r["match_recording_id"] for r in rows} == {str(line.candidates[0].id)}
        finally:
            station.unpin(pin.id)
