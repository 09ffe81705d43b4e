/**
 * The write side over HTTP on the real services: token scopes (403 naming the scope, before any
 * work and uncharged), `POST /api/catalog/{source}/changes` (a bad line among good ones is named
 * and the rest applied and searchable, a replay is all unchanged, gzip, a merge and a deletion in
 * the feed, a deletion gone from search, the limits, media types and source names refused) and
 * `GET /api/catalog/changes` (pages in commit order, 400 for a cursor it did not hand out, 410 for
 * one older than its retention). The worker entry point runs as a child process: its live indexer
 * makes the changes searchable.
 */
import { gzipSync } from 'node:zlib';
import { config } from '@mc/config';
import { changeCursor, createPool, pruneChanges, removeSource } from '@mc/store';
import { WorkerProcess, sleep } from './child-processes';
import { expectContract, startTestApi, type TestApi } from './harness';

const cfg = config();
const pool = createPool(cfg.DATABASE_URL);
const SOURCE = `it-wroutes-${process.pid}`;
const TAG = `wroutes${process.pid}`;

const worker = new WorkerProcess({
  ES_INDEX_PREFIX: cfg.ES_INDEX_PREFIX,
  REDIS_PREFIX: `it-wroutes-${process.pid}`,
  WORKER_METRICS_PORT: '0',
  LOG_LEVEL: 'info',
});

let api: TestApi;
let writer: string;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  writer = await api.newToken({ scope: 'catalog:write' });
  admin = await api.newToken({ scope: 'admin' });
  await worker.start();
}, 60_000);
afterAll(async () => {
  await worker.stop();
  await api.close();
  await removeSource(pool, SOURCE);
  await pool.end();
});

/** JSON Lines of `lines` (objects serialised, strings as they are). */
const ndjson = (lines: (object | string)[]) =>
  lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n') + '\n';

/** POSTs a change set; `headers` override the JSON Lines content type. */
async function postChanges(token: string, body: string | Buffer, headers: Record<string, string> = {}, source = SOURCE) {
  const res = await fetch(`${api.url}/api/catalog/${source}/changes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-ndjson', ...headers },
    body,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as any };
}

/** Resolves once `check()` is true (polled every 100 ms); fails after `ms`. */
async function eventually(check: () => Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not ${what} within ${ms} ms; worker output:\n${worker.tail.join('\n')}`);
    await sleep(100);
  }
}

/** Ids of the recording search hits of `query`. */
async function recordingHits(query: string): Promise<number[]> {
  const res = await api.get(`/api/recording?query=${encodeURIComponent(query)}`);
  return res.status === 200 ? (res.body.hits as { id: number }[]).map((h) => h.id) : [];
}

/** Every change of the feed after `cursor` (all pages). */
async function feedAfter(cursor: string): Promise<{ seq: number; kind: string; id: number; op: string; merged_into?: number }[]> {
  const changes = [];
  for (let after = cursor; ;) {
    const page = await api.get(`/api/catalog/changes?after=${after}&limit=1000`);
    expect(page.status).toBe(200);
    expectContract('GET /api/catalog/changes', 200, page.body);
    changes.push(...page.body.changes);
    if (!page.body.more) return changes;
    after = page.body.next;
  }
}

const ARTIST = { kind: 'artist', key: 'ar-1', name: `Wroutes ${TAG} Quartet`, type: 'Band' };
const SONG = { kind: 'recording', key: 'rec-1', title: `Wroutes ${TAG} Song`, artists: [{ key: 'ar-1', name: ARTIST.name }] };
const GOOD_AND_BAD = [
  ARTIST,
  SONG,
  { kind: 'recording', key: 'rec-bad', title: 'Bad ISRC', isrc: 'not-an-isrc', artists: [{ key: 'ar-1', name: 'x' }] },
  '{"kind": "artist", "key": "broken"',
];

describe('token scopes', () => {
  it('refuses a read token on a write route with 403 naming the scope, before any work and uncharged', async () => {
    const oneRequest = await api.newToken({ plan: 'premium', dailyLimit: 1 });
    const refused = await postChanges(oneRequest, ndjson([{ ...ARTIST, key: 'never' }]));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      errors: [{ type: 'Forbidden', message: expect.stringContaining('needs scope catalog:write') }],
    });
    // Uncharged: the token's one request of the day is still there, and then spent.
    expect((await api.get('/api/genre/1', oneRequest)).status).toBe(200);
    expect((await api.get('/api/genre/1', oneRequest)).status).toBe(429);
    const pushed = await pool.query('SELECT 1 FROM id_map WHERE source = $1', [SOURCE]);
    expect(pushed.rowCount).toBe(0);
  });

  it('refuses read and catalog:write tokens on the job routes (scope admin), and lets any token read the feed', async () => {
    for (const token of [api.token, writer]) {
      const res = await fetch(`${api.url}/api/admin/jobs`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { errors: { message: string }[] }).errors[0]!.message).toContain('needs scope admin');
    }
    expect((await api.get('/api/catalog/changes?limit=1')).status).toBe(200);
  });
});

describe('POST /api/catalog/{source}/changes', () => {
  let firstCursor: string;

  it('names a bad line among good ones and applies the others, which become searchable', async () => {
    const before = (await api.get('/api/catalog/changes?limit=1')).body.next as string;
    const r = await postChanges(writer, ndjson(GOOD_AND_BAD));
    expect(r.status).toBe(200);
    expectContract('POST /api/catalog/:source/changes', 200, r.body);
    expect(r.body.counts).toEqual({ created: 2, updated: 0, unchanged: 0, deleted: 0, rejected: 2, merged: 0 });
    expect(r.body.rejects).toEqual([
      { line: 3, field: 'isrc', reason: expect.stringContaining('ISRC') },
      { line: 4, field: '(line)', reason: expect.any(String) },
    ]);
    expect(r.body.rejects_omitted).toBe(0);
    firstCursor = r.body.cursor;
    const upserts = (await feedAfter(before)).filter((c) => c.op === 'upsert');
    expect(upserts.map((c) => c.kind)).toEqual(expect.arrayContaining(['artist', 'recording']));
    await eventually(async () => (await recordingHits(SONG.title)).length > 0, 'searchable');
  }, 60_000);

  it('answers a replayed request (plain or gzip) with every line unchanged, and adds nothing to the feed', async () => {
    const plain = await postChanges(writer, ndjson(GOOD_AND_BAD));
    const gzip = await postChanges(admin, gzipSync(ndjson(GOOD_AND_BAD)), { 'content-encoding': 'gzip' });
    for (const r of [plain, gzip]) {
      expect(r.status).toBe(200);
      expect(r.body.counts).toEqual({ created: 0, updated: 0, unchanged: 2, deleted: 0, rejected: 2, merged: 0 });
    }
    expect(await feedAfter(firstCursor)).toEqual([]);
  });

  it('records a merge in the feed with merged_into: a pushed artist sharing a MusicBrainz id with a catalog artist', async () => {
    const { rows } = await pool.query<{ id: string; name: string; mbid: string }>(
      `SELECT e.id, e.doc->>'name' AS name, e.doc->'externals'->'ext_mb'->>0 AS mbid FROM entity e
        WHERE e.kind = 'artist' AND e.doc->'externals'->'ext_mb'->>0 IS NOT NULL AND e.doc->>'name' ~ '^[A-Z][a-z]{5,} [A-Z][a-z]{4,}$'
          AND NOT EXISTS (SELECT 1 FROM entity_merge m WHERE m.kind = 'artist' AND m.merged_id = e.id)
        ORDER BY e.id DESC LIMIT 1`,
    );
    const target = rows[0]!;
    // A merge moves the newer id into the older one: the target (never merged itself) survives.
    const survivor = Number(target.id);
    const before = (await api.get('/api/catalog/changes?limit=1')).body.next as string;
    const r = await postChanges(
      writer,
      ndjson([{ kind: 'artist', key: 'ar-twin', name: target.name, externals: { ext_mb: [target.mbid] } }]),
    );
    expect(r.status).toBe(200);
    expect(r.body.counts).toMatchObject({ created: 1, merged: 1 });
    // Only this merge: the worker may record merges of other pending entities meanwhile.
    const merges = (await feedAfter(before)).filter((c) => c.op === 'merge' && c.merged_into === survivor);
    expect(merges.length).toBeGreaterThan(0);
    for (const m of merges) expect(m).toMatchObject({ kind: 'artist', id: merges[0]!.id, merged_into: survivor });
    // Following merged_into: the merged id answers with the survivor.
    expect((await api.get(`/api/artist/${merges[0]!.id}`)).body.id).toBe(survivor);
  }, 60_000);

  it('deletes a recording: a delete in the feed, and gone from search', async () => {
    const [id] = await recordingHits(SONG.title);
    const r = await postChanges(writer, ndjson([{ kind: 'recording', key: 'rec-1', deleted: true }]));
    expect(r.body.counts).toMatchObject({ deleted: 1, rejected: 0 });
    expect((await feedAfter(firstCursor)).filter((c) => c.id === id)).toEqual([expect.objectContaining({ op: 'delete' })]);
    await eventually(async () => !(await recordingHits(SONG.title)).includes(id!), 'gone from search');
    // The API's document cache drops it within DOCUMENT_CACHE_CHECK_MS (the catalog stamp).
    await eventually(async () => (await api.get(`/api/recording/${id}`)).status === 404, 'gone from lookups');
  }, 60_000);

  it('refuses other media types and encodings (415), bad gzip and bad or shipped source names (400)', async () => {
    const body = ndjson([ARTIST]);
    expect((await postChanges(writer, body, { 'content-type': 'application/json' })).status).toBe(415);
    expect((await postChanges(writer, body, { 'content-encoding': 'br' })).status).toBe(415);
    const badGzip = await postChanges(writer, body, { 'content-encoding': 'gzip' });
    expect(badGzip.status).toBe(400);
    expect(badGzip.body.errors[0].message).toMatch(/^body: not valid gzip/);
    for (const source of ['Bad_Name', 'musicbrainz']) {
      const r = await postChanges(writer, body, {}, source);
      expect(r.status).toBe(400);
      expect(r.body.errors[0].message).toMatch(/^path\.source: /);
    }
  });
});

describe('limits of a change set', () => {
  let small: TestApi;
  beforeAll(async () => {
    small = await startTestApi({ CHANGES_MAX_LINES: 3, CHANGES_MAX_BYTES: 4096 });
  });
  afterAll(() => small.close());

  const post = (body: string) =>
    fetch(`${small.url}/api/catalog/${SOURCE}/changes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${writer}`, 'content-type': 'application/x-ndjson' },
      body,
    });

  it('answers 413 to a declared length above CHANGES_MAX_BYTES and to more lines than CHANGES_MAX_LINES', async () => {
    const tooLong = await post(ndjson([{ ...ARTIST, name: 'x'.repeat(5000) }]));
    expect(tooLong.status).toBe(413);
    expect(((await tooLong.json()) as { errors: { message: string }[] }).errors[0]!.message).toContain('4096');
    const lines = [1, 2, 3, 4].map((i) => ({ ...ARTIST, key: `limit-${i}` }));
    const tooMany = await post(ndjson(lines));
    expect(tooMany.status).toBe(413);
    expect(((await tooMany.json()) as { errors: { message: string }[] }).errors[0]!.message).toContain('at most 3 lines');
  });
});

describe('GET /api/catalog/changes', () => {
  it('refuses a cursor the feed did not hand out with 400 naming query.after', async () => {
    for (const after of ['abc', '!!']) {
      const res = await api.get(`/api/catalog/changes?after=${after}`);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toMatch(/^query\.after: /);
    }
  });

  it('answers 410 with a resync message to a cursor older than the retention', async () => {
    await eventually(async () => (await pruneChanges(pool, { days: 0 })).prunedThrough > 0, 'pruned');
    const res = await api.get(`/api/catalog/changes?after=${changeCursor(0)}`);
    expect(res.status).toBe(410);
    expect(res.body.errors).toEqual([{ type: 'Gone', message: expect.stringContaining('resync') }]);
  });
});
