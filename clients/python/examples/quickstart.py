"""The README's example: a first search, a lookup, a match, a batch and a matching job.

Run against a running API (``npm run demo``):
``MC_URL=http://127.0.0.1:8080 MC_TOKEN=<token> python examples/quickstart.py``.
"""

from __future__ import annotations

import csv
import os
import tempfile
from pathlib import Path

from music_catalog import Client, NotFoundError
from music_catalog.generated.api.artists import get_artist, list_artist_albums, search_artists

with Client(os.environ.get("MC_URL", "http://127.0.0.1:8080"), os.environ["MC_TOKEN"]) as client:
    # A first search: hits across pages, typed (ArtistSearchResultHitsItem).
    hits = list(client.search(search_artists.sync_detailed, query="beatles", max_pages=1))
    print(f"search: {len(hits)} hits, first: {hits[0].id} {hits[0].name} (score {hits[0].score})")

    # Any generated operation, its errors raised as typed exceptions.
    artist = client.call(get_artist.sync_detailed, id=hits[0].id)
    print(f"lookup: {artist.name}")
    albums = list(client.iter_list(list_artist_albums.sync_detailed, id=artist.id, page_size=50))
    print(f"albums: {[album.title for album in albums]}")
    try:
        client.call(get_artist.sync_detailed, id=999_999_999)
    except NotFoundError as err:
        print(f"404: {err.errors[0].type}: {err.message}")

    # Matching lines: one answer per item, in order, 1,000 per request.
    lines = [
        {"name": "BEYONCE FT JAY Z", "title": "Crazy In Love"},
        {"name": "Bob Seger/Silver Bullet Band", "title": "Night Moves", "duration": "3:24"},
        {"name": "Nobody Known", "title": "No Such Song Anywhere"},
    ]
    for line, answer in zip(lines, client.match_lines(lines)):
        found = f"{answer.hit.title} (#{answer.hit.id}, {answer.score})" if answer.hit else "no match"
        print(f"match: {line['name']} - {line['title']} -> {found}")

    # A play log as a matching job: results CSV beside it, resumable.
    with tempfile.TemporaryDirectory() as tmp:
        log = Path(tmp) / "plays.csv"
        log.write_text("artist,title,id\nQueen,Bohemian Rhapsody,p1\nBEYONCE FT JAY Z,Crazy In Love,p2\n")
        out = client.match_file(log, progress=False)
        with open(out, newline="", encoding="utf-8") as f:
            for row in csv.DictReader(f):
                print(f"job: {row['id']} {row['match_status']} {row['match_title']}")
