"""The README's example script runs against the API as it is."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from conftest import env

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "quickstart.py"


def test_the_quickstart_example_searches_looks_up_matches_and_runs_a_job() -> None:
    environ = {**os.environ, "MC_URL": env("MC_URL"), "MC_TOKEN": env("MC_TOKEN")}
    run = subprocess.run([sys.executable, str(EXAMPLE)], env=environ, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    out = run.stdout
    assert "first: " in out and "The Beatles" in out
    assert "lookup: The Beatles" in out
    assert "404: Not found: " in out
    assert "match: BEYONCE FT JAY Z - Crazy In Love -> Crazy In Love (#" in out
    assert "match: Nobody Known - No Such Song Anywhere -> no match" in out
    assert "job: p1 matched Bohemian Rhapsody" in out
    assert "job: p2 matched Crazy In Love" in out
