"""Curated decisions through the client against the real API: a keep-apart is recorded with who
and why, listed, refuses a merge of the pair (ConflictError naming it), and is undone; a curated
type is served and undone; a split whose parts the name does not print is refused."""

from __future__ import annotations

import os

import pytest
from conftest import env

from music_catalog import Client
from music_catalog.errors import ConflictError, NotFoundError, UnprocessableError


def test_a_keep_apart_is_recorded_listed_enforced_and_undone() -> None:
    decision_id = f"py-keep-{os.getpid()}"
    with Client(env("MC_URL"), env("MC_ADMIN_TOKEN")) as admin:
        kept = admin.keep_apart(decision_id, 1, 2, "two artists")
        assert kept.op.value == "keep_apart" and kept.by == "python-desk"
        assert admin.keep_apart(decision_id, 1, 2, "two artists").id == decision_id  # a replay
        assert any(d.id == decision_id for d in admin.decisions())
        with pytest.raises(ConflictError) as refused:
            admin.merge_artists(f"{decision_id}-merge", [1, 2], "same?")
        assert decision_id in str(refused.value)
        assert admin.undo_decision(decision_id).id == decision_id
        with pytest.raises(NotFoundError):
            admin.decision(decision_id)


def test_a_curated_type_is_served_and_undone_and_a_split_needs_printed_parts() -> None:
    decision_id = f"py-type-{os.getpid()}"
    with Client(env("MC_URL"), env("MC_ADMIN_TOKEN")) as admin:
        typed = admin.set_artist_type(decision_id, 1, "Band", "a group")
        assert typed.op.value == "set_type" and typed.to_dict()["type"] == "Band"
        with pytest.raises(ConflictError):
            admin.set_artist_type(f"{decision_id}-again", 1, "Person", "a singer")
        assert admin.undo_decision(decision_id).id == decision_id
        with pytest.raises(UnprocessableError) as refused:
            admin.split_credit(f"{decision_id}-split", 1, ["zzqx", "yyqx"], "not printed")
        assert "body.parts[0]" in str(refused.value)


def test_recordings_are_kept_apart_and_an_unknown_recording_is_not_merged() -> None:
    decision_id = f"py-rec-{os.getpid()}"
    with Client(env("MC_URL"), env("MC_ADMIN_TOKEN")) as admin:
        kept = admin.keep_apart(decision_id, 1, 2, "two songs", kind="recording")
        assert kept.kind.value == "recording" and kept.op.value == "keep_apart"
        with pytest.raises(ConflictError) as refused:
            admin.merge(f"{decision_id}-merge", "recording", [1, 2], "same?")
        assert decision_id in str(refused.value)
        assert admin.undo_decision(decision_id).id == decision_id
        with pytest.raises(NotFoundError):
            admin.merge(f"{decision_id}-unknown", "recording", [1, 999_999_999], "no such recording")
