"""Change sets pushed over HTTP and read back from the change feed."""

from __future__ import annotations

import os

import pytest
from conftest import env

from music_catalog import Client, PermissionDeniedError
from music_catalog.generated.api.recordings import get_recording


def test_a_pushed_change_set_is_read_back_from_the_feed() -> None:
    tag = os.urandom(4).hex()
    source = f"pytest-{tag}"
    title = f"Pytest Song {tag}"
    with Client(env("MC_URL"), env("MC_WRITE_TOKEN")) as c:
        artist = c.push_changes(source, [{"kind": "artist", "key": "a-1", "name": f"Pytest Quartet {tag}", "type": "Band"}])
        assert artist.counts["created"] == 1 and artist.cursor
        recording = {
            "kind": "recording",
            "key": "r-1",
            "title": title,
            "duration": "3:05",
            "artists": [{"key": "a-1", "name": f"Pytest Quartet {tag}", "link": "Main"}],
        }
        pushed = c.push_changes(source, [recording])
        assert pushed.counts["created"] == 1 and pushed.rejects == []

        pages = list(c.follow_changes(artist.cursor, limit=1000))
        assert pages[-1].more is False
        upserts = [ch for p in pages for ch in p.changes if ch.kind.value == "recording" and ch.op.value == "upsert"]
        titles = {c.call(get_recording.sync_detailed, id=ch.id).title for ch in upserts}
        assert title in titles
        # The cursor of the last page is the feed's head: nothing after it.
        assert [p.changes for p in c.follow_changes(pages[-1].next_)] == [[]]

        again = c.push_changes(source, [recording])
        assert again.counts["unchanged"] == 1 and again.counts["created"] == 0


def test_push_changes_splits_requests_and_numbers_rejects_over_all_lines() -> None:
    tag = os.urandom(4).hex()
    lines: list[dict[str, object] | str] = [
        {"kind": "artist", "key": f"a-{i}", "name": f"Pytest Split {tag} {i}", "type": "Person"} for i in range(5)
    ]
    lines[3] = '{"kind": "artist", "key": "bad"'
    with Client(env("MC_URL"), env("MC_WRITE_TOKEN")) as c:
        result = c.push_changes(f"pytest-{tag}", lines, lines_per_request=2)
    assert result.requests == 3
    assert result.counts["created"] == 4 and result.counts["rejected"] == 1
    assert [(r.line, r.field) for r in result.rejects] == [(4, "(line)")]


def test_pushing_without_the_write_scope_raises_permission_denied(client: Client) -> None:
    with pytest.raises(PermissionDeniedError) as refused:
        client.push_changes("pytest-read-only", [{"kind": "artist", "key": "a", "name": "x", "type": "Person"}])
    assert refused.value.status == 403 and "catalog:write" in refused.value.message
