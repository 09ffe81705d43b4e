"""Fixtures of the tests: a real Music Catalog API (no mock), named by environment variables.

``test/integration/python-client.test.ts`` starts the APIs, a worker and the tokens, then runs
``scripts/client-python.sh test`` with:

- ``MC_URL``, ``MC_TOKEN``: the API and a premium (large-quota) ``read`` token;
- ``MC_WRITE_TOKEN``: a token with scope ``catalog:write``;
- ``MC_ADMIN_TOKEN``: a token with scope ``admin`` (curated decisions);
- ``MC_TINY_TOKEN``: a token whose daily quota is 1 request;
- ``MC_LIMITED_URL``: an API allowing one artist-title batch in flight per token;
- ``MC_DEADLINE_URL``: an API whose artist-title deadline is 1 ms (every match answers 503);
- ``MC_REPO``: the repository root (for ``openapi/openapi.json``).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from music_catalog import Client


def env(name: str) -> str:
    """The environment variable ``name``; fails the test (not skips it) when it is missing."""
    value = os.environ.get(name)
    if not value:
        pytest.fail(f"{name} is not set: run the tests through test/integration/python-client.test.ts")
    return value


@pytest.fixture
def client() -> Iterator[Client]:
    with Client(env("MC_URL"), env("MC_TOKEN")) as c:
        yield c


@pytest.fixture
def repo() -> Path:
    return Path(env("MC_REPO"))
