"""Batch matching and matching jobs against the real API and worker."""

from __future__ import annotations

import csv
import json
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
from conftest import env

from music_catalog import BATCH_MAX_ITEMS, Client
from music_catalog.generated.api.recordings import search_recordings

JOB_LINES = 10_000


def real_lines(client: Client) -> list[dict[str, str]]:
    """Distinct (artist, title) lines of catalog recordings, some as a radio log writes them."""
    lines: list[dict[str, str]] = []
    for query in ("love", "night", "baby", "heart", "girl", "rain"):
        for hit in client.search(search_recordings.sync_detailed, query=query, max_pages=2):
            artists = hit.artists if isinstance(hit.artists, list) else []
            if not artists:
                continue
            name = artists[0].name
            lines.append({"name": name, "title": hit.title})
            lines.append({"name": name.upper(), "title": hit.title.upper(), "duration": "3:30"})
            if len(artists) > 1:
                lines.append({"name": f"{name} feat. {artists[1].name}", "title": hit.title})
    lines += [{"name": f"Zqx Vlorp {i}", "title": f"Gnarf Wibble {i} Quaz"} for i in range(40)]
    unique = {json.dumps(line, sort_keys=True): line for line in lines}
    return list(unique.values())


def write_log(path: Path, lines: list[dict[str, str]]) -> None:
    """A play-log CSV: artist, title, duration, id (``play-<n>``)."""
    with path.open("w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(["artist", "title", "duration", "id"])
        for i, line in enumerate(lines):
            w.writerow([line["name"], line["title"], line.get("duration", ""), f"play-{i}"])


def answer_of(result: Any) -> dict[str, Any]:
    """A batch answer in the job results' terms."""
    if result.hit is None:
        return {"status": "no_match"}
    hit: Mapping[str, Any] = result.hit.to_dict()
    return {
        "status": "matched",
        "recording_id": str(hit["id"]),
        "title": hit["title"],
        "confidence": float(result.score),
        "version": hit.get("version") or "",
    }


def row_answer(row: Mapping[str, str]) -> dict[str, Any]:
    """A job results row's answer."""
    if row["match_status"] != "matched":
        return {"status": row["match_status"]}
    return {
        "status": "matched",
        "recording_id": row["match_recording_id"],
        "title": row["match_title"],
        "confidence": float(row["match_confidence"]),
        "version": row["match_version"],
    }


def test_the_batch_size_is_the_contracts_maximum(repo: Path) -> None:
    doc = json.loads((repo / "openapi" / "openapi.json").read_text(encoding="utf-8"))
    request = doc["components"]["schemas"]["ArtistTitleBatchRequest"]
    assert request["properties"]["items"]["maxItems"] == BATCH_MAX_ITEMS


def test_match_lines_answers_each_item_in_order_across_batches(client: Client) -> None:
    lines = real_lines(client)[:45]
    whole = [answer_of(r) for r in client.match_lines(lines)]
    in_sevens = [answer_of(r) for r in client.match_lines(iter(lines), batch_size=7)]
    assert len(whole) == 45
    assert in_sevens == whole
    assert sum(a["status"] == "matched" for a in whole) > 30


def test_a_job_of_10000_lines_gives_the_batch_routes_answers_line_for_line(
    client: Client, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    distinct = real_lines(client)
    rng = random.Random(45)
    lines = [rng.choice(distinct) for _ in range(JOB_LINES)]
    log = tmp_path / "plays.csv"
    write_log(log, lines)

    started = time.monotonic()
    out = Path(client.match_file(log, progress=False))
    job_s = time.monotonic() - started
    started = time.monotonic()
    batch = [answer_of(r) for r in client.match_lines(lines)]
    batch_s = time.monotonic() - started

    assert out == tmp_path / "plays.matched.csv"
    with out.open(newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == JOB_LINES
    assert [r["id"] for r in rows] == [f"play-{i}" for i in range(JOB_LINES)]
    assert [row_answer(r) for r in rows] == batch
    assert not (tmp_path / "plays.matched.csv.job.json").exists()
    with capsys.disabled():
        print(
            f"\ntiming: job of {JOB_LINES} lines ({len(set(map(str, lines)))} distinct) {job_s:.1f} s; "
            f"the same lines through the batch route {batch_s:.1f} s"
        )


def test_the_match_command_finds_its_job_again_after_being_killed(tmp_path: Path) -> None:
    tag = os.urandom(4).hex()
    lines = [{"name": f"Zqx {tag} Vlorp {i}", "title": f"Gnarf Wibble {i} Quaz"} for i in range(1500)]
    log = tmp_path / "logs.csv"
    write_log(log, lines)
    out = tmp_path / "matched.csv"
    state = tmp_path / "matched.csv.job.json"
    command = [str(Path(sys.executable).with_name("music-catalog")), "match", str(log), "-o", str(out)]
    environ = {**os.environ, "MC_URL": env("MC_URL"), "MC_TOKEN": env("MC_TOKEN")}

    first = subprocess.Popen(command, env=environ, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while not state.exists() and first.poll() is None and time.monotonic() < deadline:
        time.sleep(0.02)
    first.send_signal(signal.SIGKILL)
    first.wait()
    assert state.exists(), "the first run wrote no state file"
    assert not out.exists()
    job_id = json.loads(state.read_text())["job_id"]

    second = subprocess.run(command, env=environ, capture_output=True, text=True, timeout=300)
    assert second.returncode == 0, second.stderr
    assert f"resuming matching job {job_id}" in second.stderr
    assert second.stdout.strip() == str(out)
    with out.open(newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert [r["id"] for r in rows] == [f"play-{i}" for i in range(1500)]
    assert {r["match_status"] for r in rows} == {"no_match"}
    assert not state.exists()
