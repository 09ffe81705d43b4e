"""Retries of 429 and 503 honouring Retry-After, against real APIs with tiny limits."""

from __future__ import annotations

import asyncio
import datetime as dt
import time

import pytest
from conftest import env

from music_catalog import (
    AsyncClient,
    Client,
    RateLimitedError,
    RetryEvent,
    RetryPolicy,
    ServiceUnavailableError,
)
from music_catalog.generated.api.artists import search_artists
from music_catalog.generated.api.matching import search_artist_title


def test_a_429_for_batches_in_flight_is_retried_after_its_retry_after() -> None:
    # MC_LIMITED_URL allows one batch in flight per token: of two batches sent at once, one is
    # answered 429 with Retry-After: 1 while the other runs.
    events: list[RetryEvent] = []
    lines = [{"name": f"Zqx Vlorp {i}", "title": f"Gnarf Wibble {i} Quaz"} for i in range(200)]

    async def two_batches() -> list[int]:
        policy = RetryPolicy(max_retries=30, max_wait=5)
        async with AsyncClient(env("MC_LIMITED_URL"), env("MC_TOKEN"), retry=policy, on_retry=events.append) as c:

            async def one(offset: int) -> int:
                return len([r async for r in c.match_lines(lines[offset:] + lines[:offset])])

            return list(await asyncio.gather(one(0), one(100)))

    started = time.monotonic()
    assert asyncio.run(two_batches()) == [200, 200]
    assert events, "no batch was refused: the two batches did not overlap"
    assert all(e.status == 429 and e.retry_after == 1.0 and e.wait == 1.0 for e in events)
    assert events[0].method == "POST" and events[0].url.endswith("/api/artist-title/batch")
    assert time.monotonic() - started >= 1.0  # the refused batch waited its Retry-After


def test_a_retry_after_beyond_the_bound_is_raised_at_once_with_its_seconds() -> None:
    # MC_TINY_TOKEN has a daily quota of one request: the second waits for the next UTC day.
    now = dt.datetime.now(dt.timezone.utc)
    to_midnight = (dt.datetime.combine(now.date() + dt.timedelta(days=1), dt.time(), dt.timezone.utc) - now).total_seconds()
    if to_midnight < 90:
        time.sleep(to_midnight + 2)
    events: list[RetryEvent] = []
    with Client(env("MC_URL"), env("MC_TINY_TOKEN"), retry=RetryPolicy(max_wait=60), on_retry=events.append) as c:
        c.call(search_artists.sync_detailed, query="beatles")
        with pytest.raises(RateLimitedError) as refused:
            c.call(search_artists.sync_detailed, query="beatles")
    assert refused.value.status == 429
    assert refused.value.retry_after is not None and refused.value.retry_after > 60
    assert "daily quota" in refused.value.message
    assert events == []


def test_a_503_past_the_deadline_is_retried_after_its_retry_after_then_raised() -> None:
    # MC_DEADLINE_URL's artist-title deadline is 1 ms: every match answers 503, Retry-After: 5.
    events: list[RetryEvent] = []
    with Client(env("MC_DEADLINE_URL"), env("MC_TOKEN"), retry=RetryPolicy(max_retries=1), on_retry=events.append) as c:
        with pytest.raises(ServiceUnavailableError) as unavailable:
            c.call(search_artist_title.sync_detailed, name="Queen", title="Bohemian Rhapsody")
    assert [(e.status, e.retry_number, e.wait) for e in events] == [(503, 1, 5.0)]
    assert unavailable.value.status == 503 and unavailable.value.retry_after == 5.0
    assert unavailable.value.errors[0].type == "Service unavailable"
