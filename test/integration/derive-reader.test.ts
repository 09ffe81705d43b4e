/**
 * The worker's derive reader on the real PostgreSQL holding the imported test catalog: a change
 * set pushed over HTTP (`applyCatalogChanges`, no `catalog import` after it) gets its derived fields
 * at the next turn, which re-derives only what the changes touch (a recording's albums from a
 * release track list, an artist's genres from its recordings, a show's performer, an artist's type
 * from band members), also where a change takes a value away (a credit moved to another artist, a
 * member removed, an artist renamed away from a show's name), ending with the catalog a whole
 * derive gives; the turn after the reader's own writes changes nothing and ends the cycle; and a
 * worker killed with SIGKILL in the middle of a turn, incremental or whole, leaves the derive
 * reader's position where it was, so the next turn derives again and ends with the catalog an
 * uninterrupted run gives.
 */
import { Readable } from 'node:stream';
import pino from 'pino';
import { config } from '@mc/config';
import { CatalogReader, changeCursor, createPool, listChanges, migrate, readerLag, removeSource } from '@mc/store';
import { DERIVE_READER, deriveCatalog, deriveFollowTurn } from '@mc/derive';
import { applyCatalogChanges } from '@mc/catalog-file';
import { startDeriveReader } from '@mc/worker';
import { WorkerProcess, sleep } from './child-processes';
import { idOfSourceKey } from './id-map';

const cfg = config();
const pool = createPool(cfg.DATABASE_URL);
const reader = new CatalogReader(pool);
const SOURCE = `it-derive-${process.pid}`;

/** Takes derive turns until one finds nothing to read; @returns the turns that derived. */
async function settle(): Promise<Awaited<ReturnType<typeof deriveFollowTurn>>[]> {
  const turns = [];
  for (let t = await deriveFollowTurn(pool); t.mode !== 'idle'; t = await deriveFollowTurn(pool)) turns.push(t);
  return turns;
}

beforeAll(async () => {
  await migrate(pool);
  await settle(); // a whole derive when the reader last read with other rules
}, 120_000);
afterAll(async () => {
  await removeSource(pool, SOURCE);
  await deriveCatalog(pool); // the derived values of the removed entities go too
  await pool.end();
});

const apply = (lines: object[]) =>
  applyCatalogChanges(pool, Readable.from([lines.map((l) => JSON.stringify(l)).join('\n')]), { source: SOURCE, resolve: false });

const idOf = (kind: string, key: string) => idOfSourceKey(pool, kind, SOURCE, key);

const band = [{ key: 'band', name: 'Vexlor Quintessa' }];
const album = (title: string) => ({ kind: 'album', key: 'lp', title, original_release_date: '2001-05-00', artists: band });
const LINES = [
  { kind: 'artist', key: 'band', name: 'Vexlor Quintessa' },
  { kind: 'recording', key: 'song', title: 'Plimsoll Drift', genre: { key: 'House' }, artists: band },
  album('Quay Lights'),
  { kind: 'release', key: 'cd', release_date: '2001-05-00', album: { key: 'lp', title: 'Quay Lights' }, artists: band },
  { kind: 'release_tracks', key: 'cd', tracks: [{ track_number: 1, recording: { key: 'song', title: 'Plimsoll Drift' } }] },
];

/** Titles of the served `albums` of recording `key`. */
async function albumTitles(key = 'song'): Promise<string[]> {
  const doc = await reader.get('recording', await idOf('recording', key));
  return ((doc?.albums ?? []) as { title: string }[]).map((a) => a.title);
}

const deriveLag = () => readerLag(pool, DERIVE_READER);

/** The served genres of artist `id`, read from the store (no document cache). */
const servedGenres = async (id: number) => ((await reader.get('artist', id))?.genres ?? []) as { name: string }[];

/** A digest of what the derived values were derived from (`derive_genre_count`, `derive_name_key`). */
async function deriveInputs(): Promise<{ counts: string; keys: string }> {
  const { rows } = await pool.query<{ counts: string; keys: string }>(
    `SELECT (SELECT md5(string_agg(artist_id || ':' || recording_id, ',' ORDER BY artist_id, recording_id)) FROM derive_genre_count) AS counts,
            (SELECT md5(string_agg(kind || ':' || id || ':' || name_key, ',' ORDER BY kind, id)) FROM derive_name_key) AS keys`,
  );
  return rows[0]!;
}

/** The rules of the derived values of one entity, sorted. */
async function derivedRules(kind: string, id: number): Promise<string[]> {
  const { rows } = await pool.query<{ rule: string }>(
    'SELECT rule FROM derived_field WHERE kind = $1 AND id = $2 ORDER BY rule',
    [kind, id],
  );
  return rows.map((r) => r.rule);
}

const wroteNothing = (written: object) => Object.values(written).every((n) => n === 0);

/** True while some session holds the derive reader's row (a derive in progress). */
async function deriveLockHeld(): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query('SELECT 1 FROM feed_reader WHERE name = $1 FOR UPDATE SKIP LOCKED', [DERIVE_READER.name]);
    return rows.length === 0;
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    client.release();
  }
}

/**
 * Starts a worker whose derive reader wakes every 50 ms, and SIGKILLs it once `check()` is true
 * (and `afterMs` later).
 */
async function killWorkerWhen(check: () => Promise<boolean>, what: string, afterMs = 0): Promise<void> {
  const worker = new WorkerProcess({
    ES_INDEX_PREFIX: cfg.ES_INDEX_PREFIX,
    REDIS_PREFIX: `it-derive-${process.pid}`,
    WORKER_METRICS_PORT: '0',
    DERIVE_FOLLOW_INTERVAL_MS: '50',
  });
  await worker.start();
  try {
    await eventually(check, what);
    await sleep(afterMs);
  } finally {
    await worker.kill();
  }
}

/** Resolves once `check()` is true (polled every 20 ms); fails after `ms`. */
async function eventually(check: () => Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not ${what} within ${ms} ms`);
    await sleep(20);
  }
}

/** Pushes an artist of `key` and a House recording credited to it; @returns the artist's id. */
async function artistWithHouseSong(key: string, name: string, title: string): Promise<number> {
  await apply([
    { kind: 'artist', key, name },
    { kind: 'recording', key: `${key}-song`, title, genre: { key: 'House' }, artists: [{ key, name }] },
  ]);
  return idOf('artist', key);
}

/**
 * Holds the lock `lock` takes (with `params`) in an open transaction, starts a worker and SIGKILLs it
 * once some session waits on a lock and `check()` holds; then lets the lock go.
 */
async function killWorkerBlockedBy(lock: string, params: unknown[], check: () => Promise<boolean>, what: string): Promise<void> {
  const blocker = await pool.connect();
  try {
    await blocker.query('BEGIN');
    await blocker.query(lock, params);
    await killWorkerWhen(async () => {
      const { rows } = await pool.query(
        `SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
      );
      return rows.length > 0 && (await check());
    }, what);
  } finally {
    await blocker.query('ROLLBACK');
    blocker.release();
  }
}

describe('the derive reader', () => {
  it('derives the fields of a change set pushed over HTTP at its next tick, then stops', async () => {
    await apply(LINES);
    expect(await albumTitles()).toEqual([]);
    const loop = startDeriveReader({ pool, logger: pino({ level: 'silent' }) }, { intervalMs: 3_600_000 });
    try {
      await loop.wake();
    } finally {
      await loop.close();
    }
    expect(await albumTitles()).toEqual(['Quay Lights']);
    const artist = await reader.get('artist', await idOf('artist', 'band'));
    expect(artist?.genres).toEqual([expect.objectContaining({ name: expect.stringMatching(/^house$/i), link: 'Main' })]);

    // Its own writes moved the feed past where it started: the turn after them (the reader's own,
    // woken again while it derived, or this one) reads, writes nothing, and the cycle ends.
    for (const t of await settle()) expect(t.mode === 'changes' && wroteNothing(t.result.written)).toBe(true);
    expect((await deriveLag()).behind).toBe(false);
  }, 120_000);

  it('derives a change set that only changes a track list, which the feed lists as an upsert of the release', async () => {
    await apply([{ kind: 'recording', key: 'b-side', title: 'Harbour Static', artists: band }]);
    await settle();
    const { head } = await deriveLag();
    const track = (n: number, key: string, title: string) => ({ track_number: n, recording: { key, title } });
    await apply([
      { kind: 'release_tracks', key: 'cd', tracks: [track(1, 'song', 'Plimsoll Drift'), track(2, 'b-side', 'Harbour Static')] },
    ]);
    const feed = await listChanges(pool, { after: changeCursor(head), limit: 100 });
    expect(feed.changes).toContainEqual(
      expect.objectContaining({ kind: 'release', id: await idOf('release', 'cd'), op: 'upsert' }),
    );
    expect(await deriveFollowTurn(pool)).toMatchObject({
      mode: 'changes',
      result: { perRule: { 'recording-albums:release-tracks': 2 } },
    });
    expect(await albumTitles('b-side')).toEqual(['Quay Lights']);
  }, 120_000);
});

describe('an incremental derive turn', () => {
  it('re-derives what a change set takes away as well as what it adds, as a whole derive would', async () => {
    const a = { key: 'solo-a', name: 'Quorvent Alasdair' };
    const b = { key: 'solo-b', name: 'Brindlemoor Tavish' };
    const tune = (artist: { key: string; name: string }) => ({
      kind: 'recording',
      key: 'tune',
      title: 'Vellichor Static',
      genre: { key: 'House' },
      artists: [artist],
    });
    await apply([
      { kind: 'artist', ...a },
      { kind: 'artist', ...b },
      tune(a),
      { kind: 'show', key: 'gig', name: `${a.name} at Paradiso 2019` },
    ]);
    const [ida, idb] = [await idOf('artist', 'solo-a'), await idOf('artist', 'solo-b')];
    const member = { id_artist: ida, name_artist: a.name, id_role: 1, name_role: 'Vocals' };
    await apply([{ kind: 'artist', key: 'group', name: 'Ostrava Lumen Collective', band_members: [member] }]);
    await settle();
    const genresOf = async (id: number) => ((await reader.get('artist', id))?.genres ?? []) as { name: string }[];
    expect((await genresOf(ida)).map((g) => g.name.toLowerCase())).toEqual(['house']);
    expect(await derivedRules('artist', ida)).toEqual(['artist-genres:recording-genres', 'artist-type:member-of']);
    const show = await reader.get('show', await idOf('show', 'gig'));
    expect(show).toMatchObject({ year: 2019, artists: [{ id: ida, name: a.name }] });

    // The credit moves to b, the group loses its member, a is renamed away from the show's name.
    await apply([
      tune(b),
      { kind: 'artist', key: 'group', name: 'Ostrava Lumen Collective' },
      { kind: 'artist', ...a, name: 'Quorvent Alasdair II' },
    ]);
    const turns = await settle();
    expect(turns[0]).toMatchObject({ mode: 'changes' });
    expect(await genresOf(ida)).toEqual([]);
    expect((await genresOf(idb)).map((g) => g.name.toLowerCase())).toEqual(['house']);
    expect(await derivedRules('artist', ida)).toEqual([]);
    expect((await reader.get('show', await idOf('show', 'gig')))?.artists ?? []).toEqual([]);
    // What a whole derive gives: it changes no row, nor what the values were derived from.
    const inputs = await deriveInputs();
    expect(wroteNothing((await deriveCatalog(pool)).written)).toBe(true);
    expect(await deriveInputs()).toEqual(inputs);
  }, 120_000);
});

describe('a derive turn killed mid-way', () => {
  it('applies a turn again after a worker was killed in the middle of it, ending with the catalog of an uninterrupted run', async () => {
    await settle();
    const ida = await artistWithHouseSong('kill-a', 'Zephyrine Mottram', 'Halcyon Sprocket');
    const before = await deriveLag();
    // The turn marks the artist it derived genres for: an uncommitted mark of it stops the turn
    // there, after its derived values were written and before its commit, until the worker is killed.
    await killWorkerBlockedBy(
      `INSERT INTO entity_pending (kind, id) VALUES ('artist', $1)`,
      [ida],
      deriveLockHeld,
      'blocked in the middle of its turn',
    );
    expect((await deriveLag()).position).toBe(before.position);
    expect(await derivedRules('artist', ida)).toEqual([]);
    await eventually(async () => !(await deriveLockHeld()), 'released by the killed worker');

    expect((await settle())[0]).toMatchObject({ mode: 'changes' });
    expect((await deriveLag()).position).toBeGreaterThanOrEqual(before.head);
    expect(await derivedRules('artist', ida)).toEqual(['artist-genres:recording-genres']);
    expect(wroteNothing((await deriveCatalog(pool)).written)).toBe(true);
  }, 120_000);

  it('derives whole again after a worker was killed mid-way through a whole derive (the rules changed)', async () => {
    await apply([album('Quay Lights (Remastered)')]);
    await pool.query('UPDATE feed_reader SET rules_version = rules_version - 1 WHERE name = $1', [DERIVE_READER.name]);
    const before = await pool.query<{ position: string }>('SELECT position FROM feed_reader WHERE name = $1', [
      DERIVE_READER.name,
    ]);
    await killWorkerWhen(deriveLockHeld, 'deriving', 200); // well inside a run: it reads the whole test catalog
    const after = await pool.query<{ position: string; rules_version: number }>(
      'SELECT position, rules_version FROM feed_reader WHERE name = $1',
      [DERIVE_READER.name],
    );
    expect(after.rows[0]).toEqual({ position: before.rows[0]!.position, rules_version: DERIVE_READER.rulesVersion! - 1 });
    await eventually(async () => !(await deriveLockHeld()), 'released by the killed worker');

    expect((await settle())[0]).toMatchObject({ mode: 'whole' });
    expect((await deriveLag()).behind).toBe(false);
    expect(await albumTitles()).toEqual(['Quay Lights (Remastered)']);
    // What an uninterrupted run gives: a whole derive on top changes no row.
    expect(wroteNothing((await deriveCatalog(pool)).written)).toBe(true);
  }, 120_000);
});

describe('a derive turn killed before its drain', () => {
  it('re-merges what a turn committed when the worker was killed before its drain, at the next turn', async () => {
    await settle();
    const id = await artistWithHouseSong('kill-d', 'Ottoline Brackwater', 'Meridian Fathom');
    const before = await deriveLag();
    const marked = async () =>
      (await pool.query(`SELECT 1 FROM entity_pending WHERE kind = 'artist' AND id = $1`, [id])).rows.length > 0;
    // The turn has committed (its position moved); its drain waits on the artist's row until the kill.
    await killWorkerBlockedBy(
      `SELECT 1 FROM entity WHERE kind = 'artist' AND id = $1 FOR UPDATE`,
      [id],
      async () => ((await deriveLag()).position ?? 0) > (before.position ?? 0),
      'blocked in the drain after its turn',
    );
    expect(await derivedRules('artist', id)).toEqual(['artist-genres:recording-genres']);
    expect(await marked()).toBe(true);
    expect(await servedGenres(id)).toEqual([]);

    await settle();
    expect(await marked()).toBe(false);
    expect((await servedGenres(id)).map((g) => g.name.toLowerCase())).toEqual(['house']);
  }, 120_000);
});
