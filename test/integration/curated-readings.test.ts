/**
 * Curated readings of joined names and curated types over HTTP on the real services
 * (`docs/curation.md`): an artist of the sample catalog whose name joins two other artists' names
 * is split into them, and a recording's two credits whose chart billing is one name are read as
 * that one act → served and searchable so at once; a full `importAndResolve` of every source keeps
 * both readings; DELETE puts every credit back, the joined artist under its own id. A type set by
 * an operator outranks every source. Bad input is a 4xx naming the field. The worker runs as a
 * child process: its live indexer makes the readings searchable.
 */
import { config } from '@mc/config';
import { importAndResolve, selectImporters } from '@mc/ingest';
import { expectContract } from './harness';
import { curationDesk } from './curation-desk';

const cfg = config();
const desk = curationDesk('readings');
const { pool, call, eventually } = desk;
const TAG = `rd${process.pid}`;

/** A served artist "A & B" credited on recordings, where artists named A and B are served too. */
async function joinedArtist(): Promise<{ id: number; name: string; parts: [string, string] }> {
  const { rows } = await pool.query<{ id: string; name: string; a: string; b: string }>(
    `WITH j AS (SELECT id, doc->>'name' AS name, split_part(doc->>'name', ' & ', 1) AS a, split_part(doc->>'name', ' & ', 2) AS b
                  FROM entity WHERE kind = 'artist' AND doc->>'name' ~ '^[A-Za-z ]+ & [A-Za-z ]+$')
     SELECT j.* FROM j
      WHERE EXISTS (SELECT 1 FROM entity x WHERE x.kind = 'artist' AND x.doc->>'name' = j.a)
        AND EXISTS (SELECT 1 FROM entity x WHERE x.kind = 'artist' AND x.doc->>'name' = j.b)
        AND EXISTS (SELECT 1 FROM entity r WHERE r.kind = 'recording' AND r.doc->'artists' @> jsonb_build_array(jsonb_build_object('id', j.id)))
      ORDER BY j.name LIMIT 1`,
  );
  expect(rows[0]).toBeDefined();
  const r = rows[0]!;
  return { id: Number(r.id), name: r.name, parts: [r.a, r.b] };
}

/** A chart recording credited to two artists whose billing "A & B" no artist is named. */
async function billedPair(): Promise<{ recording: number; name: string; ids: [number, number] }> {
  const { rows } = await pool.query<{ id: string; name: string; ids: number[] }>(
    `SELECT c.id, c.doc->'doc'->>'performer' AS name, jsonb_path_query_array(c.doc->'doc'->'artists', '$[*].id') AS ids
       FROM contribution c
      WHERE c.kind = 'recording' AND c.source = 'billboard' AND c.doc->'doc'->>'performer' ~ '^[A-Za-z ]+ & [A-Za-z ]+$'
        AND jsonb_array_length(c.doc->'doc'->'artists') = 2
        AND NOT EXISTS (SELECT 1 FROM entity x WHERE x.kind = 'artist' AND lower(x.doc->>'name') = lower(c.doc->'doc'->>'performer'))
      ORDER BY 2, 1 LIMIT 1`,
  );
  expect(rows[0]).toBeDefined();
  const r = rows[0]!;
  return { recording: Number(r.id), name: r.name, ids: [r.ids[0]!, r.ids[1]!] };
}

/** Served documents crediting artist `id` (recordings, releases, shows, albums), as `kind:id`. */
async function creditsOf(id: number): Promise<string[]> {
  const { rows } = await pool.query<{ k: string }>(
    `SELECT kind || ':' || id AS k FROM entity WHERE doc -> 'artists' @@ $1::jsonpath ORDER BY kind, id`,
    [`$[*].id == ${id} || $[*].id_artist == ${id}`],
  );
  return rows.map((r) => r.k);
}

/** Ids of the artist search hits of `query`. */
async function artistHits(query: string): Promise<number[]> {
  const res = await desk.api.get(`/api/artist?query=${encodeURIComponent(query)}`);
  return res.status === 200 ? (res.body.hits as { id: number }[]).map((h) => h.id) : [];
}

describe('curated readings of joined names', () => {
  it('split and whole apply at once, hold through a full import, and DELETE gives every credit back', async () => {
    const joined = await joinedArtist();
    const joinedCredits = await creditsOf(joined.id);
    const split = { id: `${TAG}-split`, kind: 'artist', op: 'split', ids: [joined.id], parts: joined.parts, reason: 'a credit' };
    const splitAnswer = await call('POST', '/api/curation/decisions', split);
    expect(splitAnswer.status).toBe(201);
    expectContract('POST /api/curation/decisions', 201, splitAnswer.body);
    expect(splitAnswer.body).toMatchObject({ parts: joined.parts, changed: { reading: { joined_id: joined.id } } });
    const partIds: number[] = splitAnswer.body.changed.reading.part_ids;
    for (const [i, id] of partIds.entries()) expect((await desk.api.get(`/api/artist/${id}`)).body.name).toBe(joined.parts[i]);
    expect((await desk.api.get(`/api/artist/${joined.id}`)).status).toBe(404);
    expect(await creditsOf(joined.id)).toEqual([]);
    for (const id of partIds) expect(await creditsOf(id)).toEqual(expect.arrayContaining(joinedCredits));

    const pair = await billedPair();
    const whole = { id: `${TAG}-whole`, kind: 'artist', op: 'whole', ids: pair.ids, name: pair.name, reason: 'one duo' };
    const wholeAnswer = await call('POST', '/api/curation/decisions', whole);
    expect(wholeAnswer.status).toBe(201);
    const act: number = wholeAnswer.body.changed.reading.joined_id;
    expect(wholeAnswer.body.changed.reading.created_ids).toEqual([act]);
    expect((await desk.api.get(`/api/artist/${act}`)).body).toMatchObject({ name: pair.name, type: 'Band' });
    expect(await creditsOf(act)).toContain(`recording:${pair.recording}`);
    for (const id of pair.ids) expect(await creditsOf(id)).not.toContain(`recording:${pair.recording}`);
    await eventually(async () => (await artistHits(pair.name))[0] === act, 'the act searchable by its name');
    await eventually(async () => !(await artistHits(joined.name)).includes(joined.id), 'the joined artist out of search');

    // Unchanged sources are skipped; the forced chart import writes its own credits of both again.
    await importAndResolve(pool, cfg.DATA_DIR, selectImporters('all'));
    const log: string[] = [];
    await importAndResolve(pool, cfg.DATA_DIR, selectImporters('billboard'), { force: true, log: (m) => log.push(m) });
    // The import wrote the chart's credits of both again, and the readings rewrote them once more.
    expect(log).toContainEqual(expect.stringMatching(/^curated readings: [1-9]\d* contributions/));
    expect((await desk.api.get(`/api/artist/${joined.id}`)).status).toBe(404);
    expect(await creditsOf(joined.id)).toEqual([]);
    for (const id of partIds) expect(await creditsOf(id)).toEqual(expect.arrayContaining(joinedCredits));
    expect(await creditsOf(act)).toContain(`recording:${pair.recording}`);
    for (const id of pair.ids) expect(await creditsOf(id)).not.toContain(`recording:${pair.recording}`);

    expect((await call('DELETE', `/api/curation/decisions/${split.id}`)).status).toBe(200);
    expect((await call('DELETE', `/api/curation/decisions/${whole.id}`)).status).toBe(200);
    expect((await desk.api.get(`/api/artist/${joined.id}`)).body).toMatchObject({ id: joined.id, name: joined.name });
    expect(await creditsOf(joined.id)).toEqual(joinedCredits);
    expect((await desk.api.get(`/api/artist/${act}`)).status).toBe(404);
    for (const id of pair.ids) expect(await creditsOf(id)).toContain(`recording:${pair.recording}`);
    await eventually(async () => (await artistHits(joined.name)).includes(joined.id), 'the joined artist searchable again');
  }, 900_000);
});

describe('a curated type', () => {
  it('outranks every source, and DELETE gives the sources their type back', async () => {
    const { rows } = await pool.query<{ id: string }>(
      `SELECT id FROM entity WHERE kind = 'artist' AND doc->>'type' = 'Person' ORDER BY id LIMIT 1`,
    );
    const id = Number(rows[0]!.id);
    const d = { id: `${TAG}-type`, kind: 'artist', op: 'set_type', ids: [id], type: 'Band', reason: 'a group' };
    expect((await call('POST', '/api/curation/decisions', d)).status).toBe(201);
    expect((await desk.api.get(`/api/artist/${id}`)).body.type).toBe('Band');
    const again = await call('POST', '/api/curation/decisions', { ...d, id: `${TAG}-type2`, type: 'Person' });
    expect(again.status).toBe(409);
    expect(again.body.errors[0].message).toContain(d.id);
    expect((await call('DELETE', `/api/curation/decisions/${d.id}`)).status).toBe(200);
    // Lookups follow within the reader's change check (`CatalogReader`), so they are awaited.
    await eventually(async () => (await desk.api.get(`/api/artist/${id}`)).body.type === 'Person', "the sources' type back");
  });
});

describe('bad readings', () => {
  it('refuses a part not printed in the name, a split of two artists and a whole without its name, naming the field', async () => {
    const joined = await joinedArtist();
    const base = { id: `${TAG}-bad`, kind: 'artist', op: 'split', ids: [joined.id], reason: 'test' };
    const unprinted = await call('POST', '/api/curation/decisions', { ...base, parts: [joined.parts[0], 'Somebody Else'] });
    expect(unprinted.status).toBe(422);
    expect(unprinted.body.errors[0].message).toContain('body.parts[1]');
    const two = await call('POST', '/api/curation/decisions', { ...base, ids: [joined.id, joined.id + 1], parts: joined.parts });
    expect(two.status).toBe(422);
    expect(JSON.stringify(two.body)).toContain('ids');
    const noName = await call('POST', '/api/curation/decisions', { ...base, op: 'whole', ids: [joined.id, joined.id + 1] });
    expect(noName.status).toBe(422);
    expect(JSON.stringify(noName.body)).toContain('name');
    expect((await call('GET', `/api/curation/decisions/${base.id}`)).status).toBe(404);
    expect((await desk.api.get(`/api/artist/${joined.id}`)).status).toBe(200);
  });
});
