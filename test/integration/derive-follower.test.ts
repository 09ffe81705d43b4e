/**
 * The worker's derive follower on the real PostgreSQL holding the imported test catalog: a change
 * set pushed over HTTP (`applyCatalogChanges`, no `catalog import` after it) gets its derived fields
 * at the next tick (a recording's albums from a release track list, an artist's genres from its
 * recordings); the run after the follower's own writes changes nothing and ends the cycle; and a
 * worker killed with SIGKILL in the middle of a derive leaves the derive reader's position where it was, so the
 * next tick derives again and ends with the catalog an uninterrupted run gives.
 */
import { Readable } from 'node:stream';
import pino from 'pino';
import { config } from '@mc/config';
import { CatalogReader, changeCursor, createPool, listChanges, migrate, readerLag, removeSource } from '@mc/store';
import { DERIVE_READER, deriveCatalog, deriveIfBehind } from '@mc/derive';
import { applyCatalogChanges } from '@mc/catalog-file';
import { startDeriveFollower } from '@mc/worker';
import { WorkerProcess, sleep } from './child-processes';
import { idOfSourceKey } from './id-map';

const cfg = config();
const pool = createPool(cfg.DATABASE_URL);
const reader = new CatalogReader(pool);
const SOURCE = `it-derive-${process.pid}`;

beforeAll(async () => {
  await migrate(pool);
});
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

const wroteNothing = (written: object) => Object.values(written).every((n) => n === 0);

/** True while some session holds the derive reader's row (a derive in progress). */
async function deriveLockHeld(): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query('SELECT 1 FROM change_consumer WHERE name = $1 FOR UPDATE SKIP LOCKED', [
      DERIVE_READER.name,
    ]);
    return rows.length === 0;
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    client.release();
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

describe('the derive follower', () => {
  it('derives the fields of a change set pushed over HTTP at its next tick, then stops', async () => {
    await apply(LINES);
    expect(await albumTitles()).toEqual([]);
    const follower = startDeriveFollower({ pool, logger: pino({ level: 'silent' }) }, { intervalMs: 3_600_000 });
    try {
      await follower.wake();
    } finally {
      await follower.close();
    }
    expect(await albumTitles()).toEqual(['Quay Lights']);
    const artist = await reader.get('artist', await idOf('artist', 'band'));
    expect(artist?.genres).toEqual([expect.objectContaining({ name: expect.stringMatching(/^house$/i), link: 'Main' })]);

    // Its own writes moved the feed past where it started: the run after them (the follower's own,
    // woken again while it derived, or this one) reads, writes nothing, and the cycle ends.
    const again = await deriveIfBehind(pool);
    expect(again === null || wroteNothing(again.written)).toBe(true);
    expect(await deriveIfBehind(pool)).toBeNull();
    expect((await deriveLag()).behind).toBe(false);
  }, 120_000); // three whole derives of the test catalog

  it('derives a change set that only changes a track list, which the feed lists as an upsert of the release', async () => {
    await apply([{ kind: 'recording', key: 'b-side', title: 'Harbour Static', artists: band }]);
    while (await deriveIfBehind(pool)); // settled: the next run would read nothing new
    const { head } = await deriveLag();
    const track = (n: number, key: string, title: string) => ({ track_number: n, recording: { key, title } });
    await apply([
      { kind: 'release_tracks', key: 'cd', tracks: [track(1, 'song', 'Plimsoll Drift'), track(2, 'b-side', 'Harbour Static')] },
    ]);
    const feed = await listChanges(pool, { after: changeCursor(head), limit: 100 });
    expect(feed.changes).toContainEqual(
      expect.objectContaining({ kind: 'release', id: await idOf('release', 'cd'), op: 'upsert' }),
    );
    expect(await deriveIfBehind(pool)).not.toBeNull();
    expect(await albumTitles('b-side')).toEqual(['Quay Lights']);
  }, 120_000);

  it('derives again after a worker was killed mid-derive, ending with the catalog of an uninterrupted run', async () => {
    await apply([album('Quay Lights (Remastered)')]);
    const before = await deriveLag();
    expect(before.behind).toBe(true);
    const worker = new WorkerProcess({
      ES_INDEX_PREFIX: cfg.ES_INDEX_PREFIX,
      REDIS_PREFIX: `it-derive-${process.pid}`,
      WORKER_METRICS_PORT: '0',
      DERIVE_FOLLOW_INTERVAL_MS: '50',
    });
    await worker.start();
    try {
      await eventually(deriveLockHeld, 'deriving');
      await sleep(200); // well inside a run: it reads the whole test catalog
    } finally {
      await worker.kill();
    }
    expect((await deriveLag()).position).toBe(before.position);
    await eventually(async () => !(await deriveLockHeld()), 'released by the killed worker');

    const next = await deriveIfBehind(pool);
    expect(next).not.toBeNull();
    expect((await deriveLag()).position).toBeGreaterThanOrEqual(before.head);
    expect(await albumTitles()).toEqual(['Quay Lights (Remastered)']);
    // What an uninterrupted run gives: a whole derive on top changes no row.
    expect(wroteNothing((await deriveCatalog(pool)).written)).toBe(true);
  }, 120_000);
});
