"""Search pages, list wrappers, lookups and typed errors against the real API."""

from __future__ import annotations

import asyncio

import pytest
from conftest import env

from music_catalog import AsyncClient, AuthenticationError, Client, NotFoundError
from music_catalog.generated.api.artists import get_artist, list_artist_albums, search_artists
from music_catalog.generated.api.recordings import search_recordings
from music_catalog.generated.api.reference_data import list_countries


def test_search_yields_the_hits_of_consecutive_pages_in_order(client: Client) -> None:
    hits = [h.id for h in client.search(search_recordings.sync_detailed, query="love", max_pages=3)]
    pages = [client.call(search_recordings.sync_detailed, query="love", page=p) for p in (1, 2, 3)]
    assert [p.page for p in pages] == [1, 2, 3]
    assert pages[0].total_pages > 3
    assert hits == [h.id for p in pages for h in p.hits]
    assert len(hits) == 60 and len(set(hits)) == 60


def test_search_pages_stop_at_the_last_page(client: Client) -> None:
    first = client.call(search_artists.sync_detailed, query="love")
    assert 1 < first.total_pages < 10
    pages = list(client.search_pages(search_artists.sync_detailed, query="love"))
    assert [p.page for p in pages] == list(range(1, first.total_pages + 1))
    assert sum(len(p.hits) for p in pages) == first.total_hits


def test_a_search_without_hits_yields_nothing(client: Client) -> None:
    assert list(client.search(search_artists.sync_detailed, query="zqxv wvpqk qqzzjj")) == []


def test_iter_list_reads_every_item_of_a_list_wrapper_across_offsets(client: Client) -> None:
    whole = client.call(list_countries.sync_detailed, limit=500)
    assert 200 < whole.total <= 500
    items = list(client.iter_list(list_countries.sync_detailed, page_size=100))
    assert [c.id for c in items] == [c.id for c in whole.results]
    assert len(items) == whole.total


def test_iter_list_passes_path_parameters_through(client: Client) -> None:
    beatles = next(client.search(search_artists.sync_detailed, query="beatles"))
    whole = client.call(list_artist_albums.sync_detailed, id=beatles.id, limit=500)
    assert whole.total >= 2
    items = list(client.iter_list(list_artist_albums.sync_detailed, id=beatles.id, page_size=1))
    assert [a.id for a in items] == [a.id for a in whole.results]


def test_error_answers_raise_typed_exceptions_carrying_the_error_body(client: Client) -> None:
    with pytest.raises(NotFoundError) as missing:
        client.call(get_artist.sync_detailed, id=999_999_999)
    assert missing.value.status == 404
    assert missing.value.errors[0].type == "Not found"
    assert isinstance(missing.value.body, dict) and missing.value.body["errors"]
    with Client(env("MC_URL"), "mc_not-a-token") as anonymous, pytest.raises(AuthenticationError) as refused:
        anonymous.call(get_artist.sync_detailed, id=1)
    assert refused.value.status == 401 and refused.value.message


def test_the_async_client_pages_a_search_as_the_sync_one_does(client: Client) -> None:
    async def hits() -> list[int]:
        async with AsyncClient(env("MC_URL"), env("MC_TOKEN")) as c:
            return [h.id async for h in c.search(search_recordings.asyncio_detailed, query="love", max_pages=2)]

    assert asyncio.run(hits()) == [h.id for h in client.search(search_recordings.sync_detailed, query="love", max_pages=2)]
