/**
 * Change sets pushed over HTTP on the real services, as batch jobs push them:
 * - identity decisions read PostgreSQL only: an artist and a recording pushed in one request, and
 *   their twins in the next (no worker running, so the search indices never hold the first), are
 *   merged by the second request, and a full resolution pass (`decideMerges`, what `catalog
 *   resolve` runs) afterwards decides nothing the change sets did not;
 * - a change set of `CHANGES_MAX_LINES` (10,000) lines commits within the request timeout (the
 *   API started with UPLOAD_TIMEOUT_MS = REQUEST_TIMEOUT_MS: an answer is a commit within it);
 * - the API SIGKILLed in the middle of that POST loses nothing and applies once: the same request
 *   sent again to a new API process applies the rest, and the source holds each line's entity once,
 *   every one served and in the change feed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { config } from '@mc/config';
import { decideMerges } from '@mc/resolution';
import { createPool, listEntityMerges, migrate, removeSource } from '@mc/store';
import { freePort, killAndWait, sleep } from './child-processes';
import { startTestApi, type TestApi } from './harness';

const cfg = config();
const pool = createPool(cfg.DATABASE_URL);
const SOURCE = `it-csw-${process.pid}`;
const TAG = `Csw${process.pid.toString(36)}`;
const ROOT = join(__dirname, '../..');

let api: TestApi;
let writer: string;

beforeAll(async () => {
  await migrate(pool);
  api = await startTestApi({ UPLOAD_TIMEOUT_MS: cfg.REQUEST_TIMEOUT_MS });
  writer = await api.newToken({ scope: 'catalog:write' });
}, 60_000);
afterAll(async () => {
  await api.close();
  await removeSource(pool, SOURCE);
  await pool.end();
});

const ndjson = (lines: object[]) => lines.map((l) => JSON.stringify(l)).join('\n') + '\n';

/** POSTs a change set to `url`. */
async function post(url: string, lines: object[] | string) {
  const res = await fetch(`${url}/api/catalog/${SOURCE}/changes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${writer}`, 'content-type': 'application/x-ndjson' },
    body: typeof lines === 'string' ? lines : ndjson(lines),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as any };
}

/** `kind:mergedId` of the merges a full pass decides that the store has not recorded. */
async function undecided(): Promise<string[]> {
  const recorded = new Set((await listEntityMerges(pool)).map((m) => `${m.kind}:${m.mergedId}`));
  const decided = await decideMerges(pool);
  return [
    ...decided.artist.map((m) => `artist:${m.mergedId}`),
    ...decided.recording.map((m) => `recording:${m.mergedId}`),
  ].filter((k) => !recorded.has(k));
}

describe('identity decisions of change sets', () => {
  it('merges twins pushed one request after the other, and a full resolution pass then decides nothing new', async () => {
    const before = await undecided();
    const mbid = `0b1c2d3e-${process.pid.toString(16).padStart(4, '0').slice(-4)}-4f50-8a61-7b8c9d0e1f2a`;
    const artist = (key: string) => ({ kind: 'artist', key, name: `${TAG} Pemberline`, externals: { ext_mb: [mbid] } });
    const song = (key: string, by: string) => ({
      kind: 'recording',
      key,
      title: `${TAG} Glimmerfold Sonata`,
      duration: '3:00',
      artists: [{ key: by, name: `${TAG} Pemberline` }],
    });
    const first = await post(api.url, [artist('a-1'), song('r-1', 'a-1')]);
    expect(first.status).toBe(200);
    expect(first.body.counts).toMatchObject({ created: 2, merged: 0 });
    const second = await post(api.url, [artist('a-2'), song('r-2', 'a-2')]);
    expect(second.status).toBe(200);
    expect(second.body.counts).toMatchObject({ created: 2, merged: 2 });
    expect(await undecided()).toEqual(before);
  }, 120_000);
});

const LINES = 10_000;
/** A change set of {@link LINES} new recordings crediting 20 new artists. */
const bigChangeSet = (tag: string) =>
  ndjson(
    Array.from({ length: LINES }, (_, i) => ({
      kind: 'recording',
      key: `${tag}-${i}`,
      title: `${TAG} ${tag} Track ${i}`,
      artists: [{ key: `${tag}-artist-${i % 20}`, name: `${TAG} ${tag} Artist ${i % 20}` }],
    })),
  );

/** Source keys of `kind` starting with `prefix`, and how many of their entities are served. */
async function held(kind: string, prefix: string): Promise<{ keys: number; served: number; inFeed: number }> {
  const { rows } = await pool.query<{ keys: string; served: string; in_feed: string }>(
    `SELECT count(*) AS keys,
            count(*) FILTER (WHERE EXISTS (SELECT 1 FROM entity e WHERE e.kind = m.kind AND e.id = m.id)) AS served,
            count(*) FILTER (WHERE EXISTS (SELECT 1 FROM change_feed o WHERE o.kind = m.kind AND o.id = m.id)) AS in_feed
       FROM id_map m WHERE m.kind = $1 AND m.source = $2 AND m.source_key LIKE $3`,
    [kind, SOURCE, `${prefix}%`],
  );
  return { keys: Number(rows[0]!.keys), served: Number(rows[0]!.served), inFeed: Number(rows[0]!.in_feed) };
}

/** The API entry point as a process of its own (one process, no metrics port). */
function apiProcess(port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', WEB_CONCURRENCY: '1', METRICS_PORT: '0' },
    stdio: 'ignore',
  });
}

async function ready(url: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${url}/readyz`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await sleep(250);
  }
  throw new Error(`API at ${url} not ready`);
}

describe('a change set of CHANGES_MAX_LINES lines', () => {
  it('commits within the request timeout, every line applied', async () => {
    const r = await post(api.url, bigChangeSet('max'));
    expect(r.status).toBe(200);
    expect(r.body.counts).toMatchObject({ created: LINES, rejected: 0 });
    expect(await held('recording', 'max-')).toEqual({ keys: LINES, served: LINES, inFeed: LINES });
  }, 180_000);

  it('loses nothing and applies once when the API is SIGKILLed during the POST and the request is sent again', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const body = bigChangeSet('kill');
    let proc = apiProcess(port);
    try {
      await ready(url);
      const sent = post(url, body).then(
        () => 'answered',
        () => 'cut off',
      );
      // Killed once some batches committed and before the answer.
      for (let i = 0; i < 600 && (await held('recording', 'kill-')).keys < 1000; i++) await sleep(100);
      await killAndWait(proc, 'SIGKILL');
      expect(await sent).toBe('cut off');
      const partial = await held('recording', 'kill-');
      expect(partial.keys).toBeGreaterThan(0);
      expect(partial.keys).toBeLessThan(LINES);

      proc = apiProcess(port);
      await ready(url);
      const replay = await post(url, body);
      expect(replay.status).toBe(200);
      expect(replay.body.counts.created + replay.body.counts.unchanged).toBe(LINES);
      expect(await held('recording', 'kill-')).toEqual({ keys: LINES, served: LINES, inFeed: LINES });
      const again = await post(url, body);
      expect(again.body.counts).toMatchObject({ created: 0, updated: 0, unchanged: LINES });
    } finally {
      await killAndWait(proc, 'SIGKILL');
    }
  }, 300_000);
});
