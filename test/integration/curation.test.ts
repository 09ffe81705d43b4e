/**
 * Curated identity decisions over HTTP on the real services (`docs/curation.md`): two artists of
 * the sample catalog that share a name and nothing else are merged by an admin token → one artist
 * whose credits are both sets, searchable as one; a full `importAndResolve` of every source keeps
 * them one; DELETE puts both back under their own ids with their own credits. A keep-apart vetoes
 * the pair for resolution. Bad input is a 4xx naming the field, a conflict a 409 naming the
 * decision. The worker runs as a child process: its live indexer makes the merge searchable, also
 * when it is killed with the merge's changes unread.
 */
import { config } from '@mc/config';
import { SEARCH_READER_NAME, changeFeedHead, readerPosition, loadMergeVetoes } from '@mc/store';
import { importAndResolve, selectImporters } from '@mc/ingest';
import { expectContract } from './harness';
import { curationDesk } from './curation-desk';

const cfg = config();
const desk = curationDesk('curation');
const { pool, worker, call, eventually } = desk;
const TAG = `cur${process.pid}`;

/** Two served artists of one exact name whose sources do not overlap (apart in the sample). */
async function sameNamePair(): Promise<{ name: string; ids: [number, number] }> {
  const { rows } = await pool.query<{ name: string; a: string; b: string }>(
    `WITH a AS (SELECT e.id, e.doc->>'name' AS name,
                       (SELECT array_agg(source) FROM contribution c WHERE c.kind = 'artist' AND c.id = e.id) AS s
                  FROM entity e WHERE e.kind = 'artist' AND length(e.doc->>'name') > 3)
     SELECT x.name, x.id AS a, y.id AS b FROM a x JOIN a y ON x.name = y.name AND x.id < y.id
      WHERE NOT (x.s && y.s) ORDER BY x.name LIMIT 1`,
  );
  expect(rows[0]).toBeDefined();
  return { name: rows[0]!.name, ids: [Number(rows[0]!.a), Number(rows[0]!.b)] };
}

/** Served documents crediting artist `id` (recordings, releases, shows, albums), as `kind:id`. */
async function creditsOf(id: number): Promise<string[]> {
  const { rows } = await pool.query<{ k: string }>(
    `SELECT kind || ':' || id AS k FROM entity WHERE doc -> 'artists' @@ $1::jsonpath ORDER BY kind, id`,
    [`$[*].id == ${id} || $[*].id_artist == ${id}`],
  );
  return rows.map((r) => r.k);
}

/** `artist_popularity` sources contributing under artist `id`. */
async function popularitySourcesOf(id: number): Promise<string[]> {
  const { rows } = await pool.query<{ source: string }>(
    `SELECT source FROM contribution WHERE kind = 'artist_popularity' AND id = $1 ORDER BY source`,
    [id],
  );
  return rows.map((r) => r.source);
}

/** Gives artist `id` a popularity contribution of a source of this test's own; its popularity sources then. */
async function seedPopularity(id: number): Promise<string[]> {
  await pool.query(
    `INSERT INTO contribution (kind, id, source, doc, doc_hash) VALUES ('artist_popularity', $1, $2, $3, 'it') ON CONFLICT DO NOTHING`,
    [id, `${TAG}-popularity`, JSON.stringify({ doc: { id, global: { score: 50 } }, parent: null })],
  );
  const sources = await popularitySourcesOf(id);
  expect(sources).toContain(`${TAG}-popularity`);
  return sources;
}

/** Ids of the artist search hits of `query`. */
async function artistHits(query: string): Promise<number[]> {
  const res = await desk.api.get(`/api/artist?query=${encodeURIComponent(query)}`);
  return res.status === 200 ? (res.body.hits as { id: number }[]).map((h) => h.id) : [];
}

describe('a curated merge of two artists', () => {
  it('serves them as one at once, keeps them one through a full import, and DELETE gives both back', async () => {
    const { name, ids } = await sameNamePair();
    const [low, high] = ids;
    const before = { low: await creditsOf(low), high: await creditsOf(high) };
    // The merged artist's popularity (a source of its own here) moves with it, and back on undo.
    const popularity = { low: await popularitySourcesOf(low), high: [...(await seedPopularity(high))] };
    const decision = { id: `${TAG}-merge`, kind: 'artist', op: 'merge', ids: [high, low], reason: 'one act, two entries' };

    const created = await call('POST', '/api/curation/decisions', decision);
    expect(created.status).toBe(201);
    expectContract('POST /api/curation/decisions', 201, created.body);
    expect(created.body).toMatchObject({
      id: decision.id,
      by: 'curation-desk',
      changed: { merged: [{ merged_id: high, surviving_id: low }] },
    });
    expect((await desk.api.get(`/api/artist/${high}`)).body.id).toBe(low);
    expect(await creditsOf(low)).toEqual([...before.low, ...before.high].sort());
    expect(await creditsOf(high)).toEqual([]);
    expect(await popularitySourcesOf(high)).toEqual([]);
    await eventually(async () => {
      const hits = await artistHits(name);
      return hits.includes(low) && !hits.includes(high);
    }, 'searchable as one');

    // A replay answers the recorded decision; the same id with other content is a conflict.
    expect((await call('POST', '/api/curation/decisions', decision)).status).toBe(200);
    const other = await call('POST', '/api/curation/decisions', { ...decision, reason: 'another' });
    expect(other.status).toBe(409);
    expect(other.body.errors[0].message).toContain(decision.id);
    const apart = await call('POST', '/api/curation/decisions', { ...decision, id: `${TAG}-apart`, op: 'keep_apart' });
    expect(apart.status).toBe(409);

    await importAndResolve(pool, cfg.DATA_DIR, selectImporters('all'));
    expect((await desk.api.get(`/api/artist/${high}`)).body.id).toBe(low);
    expect(await creditsOf(high)).toEqual([]);
    expect(await creditsOf(low)).toEqual(expect.arrayContaining([...before.low, ...before.high]));

    const undone = await call('DELETE', `/api/curation/decisions/${decision.id}`);
    expect(undone.status).toBe(200);
    expect((await desk.api.get(`/api/artist/${high}`)).body.id).toBe(high);
    expect(await creditsOf(low)).toEqual(before.low);
    expect(await creditsOf(high)).toEqual(before.high);
    expect(await popularitySourcesOf(low)).toEqual(popularity.low);
    expect(await popularitySourcesOf(high)).toEqual(popularity.high);
    await pool.query(`DELETE FROM contribution WHERE source = $1`, [`${TAG}-popularity`]);
    expect((await call('GET', `/api/curation/decisions/${decision.id}`)).status).toBe(404);
    await eventually(async () => {
      const hits = await artistHits(name);
      return hits.includes(low) && hits.includes(high);
    }, 'searchable as two again');
  }, 600_000);

  it("takes the merged artist's own earlier merges onto the survivor, and DELETE puts them back under it", async () => {
    const { ids } = await sameNamePair();
    const [low, high] = ids;
    // An earlier merge into the artist that the curated decision merges (as resolution records one).
    const earlier = 999_990_000 + (process.pid % 9_000);
    await pool.query(
      `INSERT INTO entity_merge (kind, merged_id, surviving_id, rule, evidence, moved_keys) VALUES ('artist', $1, $2, 'test:earlier', '{}', '[]')`,
      [earlier, high],
    );
    try {
      // Lookups follow within the reader's change check (`CatalogReader`), so they are awaited.
      const answers = (id: number) => async () => (await desk.api.get(`/api/artist/${earlier}`)).body.id === id;
      await eventually(answers(high), 'the earlier merge answers the merged artist');
      const decision = { id: `${TAG}-absorb`, kind: 'artist', op: 'merge', ids: [low, high], reason: 'one act' };
      expect((await call('POST', '/api/curation/decisions', decision)).status).toBe(201);
      await eventually(answers(low), 'the earlier merge answers the survivor');
      expect((await call('DELETE', `/api/curation/decisions/${decision.id}`)).status).toBe(200);
      const back = await pool.query(`SELECT surviving_id FROM entity_merge WHERE kind = 'artist' AND merged_id = $1`, [earlier]);
      expect(Number(back.rows[0].surviving_id)).toBe(high);
      await eventually(answers(high), 'the earlier merge answers the merged artist again');
    } finally {
      await pool.query(`DELETE FROM entity_merge WHERE kind = 'artist' AND merged_id = $1`, [earlier]);
    }
  }, 120_000);
});

describe('a curated keep-apart', () => {
  it('vetoes the pair for resolution, is listed with who and why, and DELETE lifts the veto', async () => {
    const { ids } = await sameNamePair();
    const key = `${Math.min(...ids)}:${Math.max(...ids)}`;
    const d = { id: `${TAG}-keep`, kind: 'artist', op: 'keep_apart', ids, reason: 'two bands of one name' };
    expect((await call('POST', '/api/curation/decisions', d)).status).toBe(201);
    expect(await loadMergeVetoes(pool, 'artist')).toContain(key);
    const merge = await call('POST', '/api/curation/decisions', { ...d, id: `${TAG}-m2`, op: 'merge' });
    expect(merge.status).toBe(409);
    expect(merge.body.errors[0].message).toContain(d.id);
    const list = await call('GET', '/api/curation/decisions?limit=100');
    expect(list.status).toBe(200);
    expectContract('GET /api/curation/decisions', 200, list.body);
    expect(list.body.decisions).toContainEqual(expect.objectContaining({ id: d.id, by: 'curation-desk', reason: d.reason }));
    expect((await call('DELETE', `/api/curation/decisions/${d.id}`)).status).toBe(200);
    expect(await loadMergeVetoes(pool, 'artist')).not.toContain(key);
  });
});

/** A merge resolution decided whose one source holds no other record of the survivor (undone at once). */
async function modelMerge(): Promise<{ merged: number; survivor: number; source: string; name: string }> {
  const { rows } = await pool.query<{ merged_id: string; surviving_id: string; source: string; name: string }>(
    `SELECT m.merged_id, m.surviving_id, m.moved_keys->0->>0 AS source, e.doc->>'name' AS name
       FROM entity_merge m JOIN entity e ON e.kind = 'artist' AND e.id = m.surviving_id
      WHERE m.kind = 'artist' AND m.rule = 'artist:scored-linkage' AND jsonb_array_length(m.moved_keys) = 1
        AND NOT EXISTS (SELECT 1 FROM id_map i WHERE i.kind = 'artist' AND i.id = m.surviving_id
                           AND i.source = m.moved_keys->0->>0 AND i.source_key <> m.moved_keys->0->>1)
        AND EXISTS (SELECT 1 FROM contribution c WHERE c.kind = 'recording' AND c.source = m.moved_keys->0->>0
                       AND c.doc->'doc'->'artists' @@ ('$[*].id == ' || m.surviving_id)::jsonpath)
      ORDER BY m.merged_id LIMIT 1`,
  );
  expect(rows[0]).toBeDefined();
  const r = rows[0]!;
  return { merged: Number(r.merged_id), survivor: Number(r.surviving_id), source: r.source, name: r.name };
}

describe('a curated keep-apart of two artists resolution merged', () => {
  it("serves the merged one again at once with its source's credits, searchable, and apart through a forced re-import", async () => {
    const { merged, survivor, source, name } = await modelMerge();
    const before = await creditsOf(survivor);
    expect((await desk.api.get(`/api/artist/${merged}`)).body.id).toBe(survivor);
    const d = { id: `${TAG}-unmerge`, kind: 'artist', op: 'keep_apart', ids: [survivor, merged], reason: 'two artists' };

    const res = await call('POST', '/api/curation/decisions', d);
    expect(res.status).toBe(201);
    expectContract('POST /api/curation/decisions', 201, res.body);
    expect(res.body.changed.unmerged).toEqual([
      expect.objectContaining({ merged_id: merged, surviving_id: survivor, rule: 'artist:scored-linkage', sources: [source] }),
    ]);
    expect(res.body.changed.unmerged[0].credits_repointed).toBeGreaterThan(0);
    // The lookup may answer from the API's document cache for up to its change check (1 s).
    await eventually(async () => (await desk.api.get(`/api/artist/${merged}`)).body.id === merged, 'the merged id served again');
    const own = await creditsOf(merged);
    expect(own.length).toBeGreaterThan(0);
    // Nothing lost: what credited the survivor credits one of the two.
    expect([...own, ...(await creditsOf(survivor))]).toEqual(expect.arrayContaining(before));
    await eventually(async () => (await artistHits(name)).includes(merged), 'the merged artist searchable again');

    await importAndResolve(pool, cfg.DATA_DIR, selectImporters(source), { force: true });
    expect((await desk.api.get(`/api/artist/${merged}`)).body.id).toBe(merged);
    expect(await creditsOf(merged)).toEqual(own);

    expect((await call('DELETE', `/api/curation/decisions/${d.id}`)).status).toBe(200);
    expect(await loadMergeVetoes(pool, 'artist')).not.toContain(`${survivor}:${merged}`);
  }, 300_000);
});

describe('bad curated decisions', () => {
  it('refuses an artist named twice, an unknown id and a keep-apart of one with a 4xx naming the field', async () => {
    const { ids } = await sameNamePair();
    const base = { id: `${TAG}-bad`, kind: 'artist', op: 'merge', reason: 'test' };
    const self = await call('POST', '/api/curation/decisions', { ...base, ids: [ids[0], ids[0]] });
    expect(self.status).toBe(422);
    expect(JSON.stringify(self.body)).toContain('ids');
    const unknown = await call('POST', '/api/curation/decisions', { ...base, ids: [ids[0], 999_999_999] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].message).toContain('body.ids[1]');
    const one = await call('POST', '/api/curation/decisions', { ...base, op: 'keep_apart', ids: [ids[0]] });
    expect(one.status).toBe(422);
    expect((await call('GET', `/api/curation/decisions/${base.id}`)).status).toBe(404);
  });
});

describe('a curated merge whose indexing worker is killed', () => {
  it('is searchable as one once the worker is back, the search reader at the head of the feed', async () => {
    const { name, ids } = await sameNamePair();
    const [low, high] = ids;
    // Frozen, the live indexer takes none of the merge's changes; then it is killed with them unread.
    worker.signal('SIGSTOP');
    const d = { id: `${TAG}-killed`, kind: 'artist', op: 'merge', ids, reason: 'one act, two entries' };
    try {
      expect((await call('POST', '/api/curation/decisions', d)).status).toBe(201);
    } finally {
      await worker.kill();
    }
    const head = await changeFeedHead(pool);
    await worker.start();
    await eventually(async () => {
      const hits = await artistHits(name);
      return hits.includes(low) && !hits.includes(high);
    }, 'searchable as one after the restart');
    await eventually(
      async () => ((await readerPosition(pool, SEARCH_READER_NAME)) ?? 0) >= head,
      'the search reader at the head',
    );
    expect((await call('DELETE', `/api/curation/decisions/${d.id}`)).status).toBe(200);
    await eventually(async () => {
      const hits = await artistHits(name);
      return hits.includes(low) && hits.includes(high);
    }, 'searchable as two again');
  }, 120_000);
});
