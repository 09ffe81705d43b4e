/**
 * Curated merges of recordings and albums over HTTP on the real services (`docs/curation.md`): two
 * copies of one song in the sample (a chart's and a Discogs release's) are merged by an admin token
 * → the merged id answers with the survivor, every chart row and release track names the survivor,
 * search answers one recording; a forced re-import of the merged copy's source keeps it so; DELETE
 * puts every reference back under the ids it had. Two albums of one artist likewise, with their
 * releases. The worker runs as a child process: its live indexer applies the merge to search.
 */
import { config } from '@mc/config';
import { importAndResolve, selectImporters } from '@mc/ingest';
import { expectContract } from './harness';
import { curationDesk } from './curation-desk';

const cfg = config();
const desk = curationDesk('entity-merges');
const { pool, call, eventually } = desk;
const TAG = `em${process.pid}`;

/** A chart's recording and a Discogs copy of it (same title, same first artist), served apart. */
async function twoCopies(): Promise<{ low: number; high: number; title: string; artist: string }> {
  const { rows } = await pool.query<{ low: string; high: string; title: string; artist: string }>(
    `WITH t AS MATERIALIZED (SELECT DISTINCT (item->'recording'->>'id')::bigint AS id FROM list_item WHERE list = 'release_tracks'),
          r AS MATERIALIZED (SELECT e.id, e.doc->>'title' AS title, e.doc->'artists'->0 AS artist, e.id IN (SELECT id FROM t) AS on_release,
                       (SELECT array_agg(c.source ORDER BY c.source) FROM contribution c WHERE c.kind = 'recording' AND c.id = e.id) AS s
                  FROM entity e WHERE e.kind = 'recording')
     SELECT x.id AS low, y.id AS high, x.title, x.artist->>'name' AS artist
       FROM r x JOIN r y ON lower(x.title) = lower(y.title) AND x.artist->'id' = y.artist->'id' AND x.id < y.id
      WHERE x.s = '{billboard}' AND 'discogs' = ANY(y.s) AND NOT 'billboard' = ANY(y.s) AND y.on_release
      ORDER BY x.id LIMIT 1`,
  );
  expect(rows[0]).toBeDefined();
  const r = rows[0]!;
  return { low: Number(r.low), high: Number(r.high), title: r.title, artist: r.artist };
}

/** The chart rows and release tracks naming recording `id`, as `list:owner:item`. */
async function placesOfRecording(id: number): Promise<string[]> {
  const { rows } = await pool.query<{ k: string }>(
    `SELECT list || ':' || owner_id || ':' || item_key AS k FROM list_item
      WHERE (list = 'chart_rows' AND item @@ $1::jsonpath) OR (list = 'release_tracks' AND item @@ $2::jsonpath) ORDER BY 1`,
    [`$.ms_recordings[*].id == ${id}`, `$.recording.id == ${id}`],
  );
  return rows.map((r) => r.k);
}

/** Ids of the recording search hits of `query`. */
async function recordingHits(query: string): Promise<number[]> {
  const res = await desk.api.get(`/api/recording?query=${encodeURIComponent(query)}`);
  return res.status === 200 ? (res.body.hits as { id: number }[]).map((h) => h.id) : [];
}

describe('a curated merge of two recordings', () => {
  it('serves one recording at once, named by every chart row and track, through a re-import, and DELETE gives both back', async () => {
    const { low, high, title, artist } = await twoCopies();
    const before = { low: await placesOfRecording(low), high: await placesOfRecording(high) };
    expect(before.low.length).toBeGreaterThan(0);
    await eventually(async () => {
      const hits = await recordingHits(`${artist} ${title}`);
      return hits.includes(low) && hits.includes(high);
    }, 'both copies searchable before');
    const decision = { id: `${TAG}-rec`, kind: 'recording', op: 'merge', ids: [high, low], reason: 'one song, two copies' };

    const created = await call('POST', '/api/curation/decisions', decision);
    expect(created.status).toBe(201);
    expectContract('POST /api/curation/decisions', 201, created.body);
    expect(created.body.changed.merged).toEqual([
      { merged_id: high, surviving_id: low, references_repointed: before.high.length },
    ]);
    expect((await desk.api.get(`/api/recording/${high}`)).body.id).toBe(low);
    expect(await placesOfRecording(high)).toEqual([]);
    expect(await placesOfRecording(low)).toEqual([...before.low, ...before.high].sort());
    await eventually(async () => {
      const hits = await recordingHits(`${artist} ${title}`);
      return hits.includes(low) && !hits.includes(high);
    }, 'searchable as one');

    await importAndResolve(pool, cfg.DATA_DIR, selectImporters('discogs'), { force: true });
    expect((await desk.api.get(`/api/recording/${high}`)).body.id).toBe(low);
    expect(await placesOfRecording(high)).toEqual([]);
    expect(await placesOfRecording(low)).toEqual([...before.low, ...before.high].sort());

    const undone = await call('DELETE', `/api/curation/decisions/${decision.id}`);
    expect(undone.status).toBe(200);
    await eventually(async () => (await desk.api.get(`/api/recording/${high}`)).body.id === high, 'the merged id served again');
    expect(await placesOfRecording(low)).toEqual(before.low);
    expect(await placesOfRecording(high)).toEqual(before.high);
    await eventually(async () => {
      const hits = await recordingHits(`${artist} ${title}`);
      return hits.includes(low) && hits.includes(high);
    }, 'searchable as two again');
  }, 300_000);
});

/** Two albums of one artist, each with releases. */
async function twoAlbums(): Promise<{ low: number; high: number }> {
  const { rows } = await pool.query<{ low: string; high: string }>(
    `WITH a AS (SELECT e.id, e.doc->'artists'->0->'id_artist' AS artist FROM entity e WHERE e.kind = 'album'
                   AND EXISTS (SELECT 1 FROM list_item l WHERE l.list = 'album_releases' AND l.owner_id = e.id))
     SELECT x.id AS low, y.id AS high FROM a x JOIN a y ON x.artist = y.artist AND x.id < y.id ORDER BY x.id LIMIT 1`,
  );
  expect(rows[0]).toBeDefined();
  return { low: Number(rows[0]!.low), high: Number(rows[0]!.high) };
}

/** The release ids of album `id` (`GET /api/album/{id}/releases`), sorted. */
async function releasesOf(id: number): Promise<number[]> {
  const res = await desk.api.get(`/api/album/${id}/releases?limit=100`);
  return res.status === 200 ? (res.body.results as { id: number }[]).map((r) => r.id).sort((a, b) => a - b) : [];
}

describe('a curated merge of two albums', () => {
  it("serves one album with both albums' releases, each release naming it, and DELETE gives both back", async () => {
    const { low, high } = await twoAlbums();
    const before = { low: await releasesOf(low), high: await releasesOf(high) };
    expect(before.high.length).toBeGreaterThan(0);
    const d = { id: `${TAG}-album`, kind: 'album', op: 'merge', ids: [low, high], reason: 'one album, two entries' };

    const res = await call('POST', '/api/curation/decisions', d);
    expect(res.status).toBe(201);
    expectContract('POST /api/curation/decisions', 201, res.body);
    expect((await desk.api.get(`/api/album/${high}`)).body.id).toBe(low);
    expect(await releasesOf(low)).toEqual([...before.low, ...before.high].sort((a, b) => a - b));
    for (const r of before.high)
      await eventually(
        async () => (await desk.api.get(`/api/release/${r}`)).body.album.id === low,
        `release ${r} naming the survivor`,
      );

    expect((await call('DELETE', `/api/curation/decisions/${d.id}`)).status).toBe(200);
    await eventually(async () => (await desk.api.get(`/api/album/${high}`)).body.id === high, 'the merged album served again');
    expect(await releasesOf(low)).toEqual(before.low);
    expect(await releasesOf(high)).toEqual(before.high);
    // The lookup may answer from the API's document cache for up to its change check (1 s).
    for (const r of before.high)
      await eventually(
        async () => (await desk.api.get(`/api/release/${r}`)).body.album.id === high,
        `release ${r} naming the album again`,
      );
  }, 120_000);
});

describe('bad curated decisions about recordings', () => {
  it('refuses an artist-only op naming op, an unknown recording naming the id, and a keep-apart of one recording', async () => {
    const { low, high } = await twoCopies();
    const base = { id: `${TAG}-bad`, kind: 'recording', reason: 'test' };
    const split = await call('POST', '/api/curation/decisions', { ...base, op: 'split', ids: [low], parts: ['A', 'B'] });
    expect(split.status).toBe(422);
    expect(JSON.stringify(split.body)).toContain('op');
    const unknown = await call('POST', '/api/curation/decisions', { ...base, op: 'merge', ids: [low, 999_999_999] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].message).toContain('body.ids[1]');
    const apart = await call('POST', '/api/curation/decisions', {
      ...base,
      id: `${TAG}-apart`,
      op: 'keep_apart',
      ids: [low, high],
    });
    expect(apart.status).toBe(201);
    const merge = await call('POST', '/api/curation/decisions', { ...base, id: `${TAG}-m`, op: 'merge', ids: [low, high] });
    expect(merge.status).toBe(409);
    expect(merge.body.errors[0].message).toContain(`${TAG}-apart`);
    expect((await call('DELETE', `/api/curation/decisions/${TAG}-apart`)).status).toBe(200);
  });
});
