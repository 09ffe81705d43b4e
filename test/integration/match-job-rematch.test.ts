/**
 * Matching jobs that follow the catalog on the real services (`docs/matching-jobs.md` "Keeping
 * results current"): a job kept current (`keep_current=true`) over lines of which some name songs
 * the catalog does not hold; a change set adds those recordings; the worker (a child process)
 * re-matches exactly the lines they can touch within the live index's freshness, `changed_since`
 * returns exactly those lines, and only they are charged again. A later change that leaves every
 * answer as it was re-matches the lines it touches and charges nothing; `POST …/rematch` of a
 * running job is a 409, another token's job a 404.
 */
import { createPool, parseChangeCursor, removeSource } from '@mc/store';
import { config } from '@mc/config';
import { WorkerProcess, sleep } from './child-processes';
import { expectContract, startTestApi, type TestApi } from './harness';

const TAG = `rm${process.pid}`;
const REDIS_PREFIX = `it-rematch-${process.pid}-${Date.now()}`;
const SOURCE = `it-rematch-${process.pid}`;
const worker = new WorkerProcess({ REDIS_PREFIX, WORKER_METRICS_PORT: '0', LOG_LEVEL: 'info', MATCH_JOB_REMATCH_POLL_MS: '200' });
const pool = createPool(config().DATABASE_URL);

let api: TestApi;
let station: string;
let other: string;
let writer: string;

beforeAll(async () => {
  api = await startTestApi({ REDIS_PREFIX });
  [station, other, writer] = await Promise.all([api.newToken(), api.newToken(), api.newToken({ scope: 'catalog:write' })]);
  await worker.start();
}, 60_000);
afterAll(async () => {
  await worker.stop();
  await api.deps.queues.matchJob.obliterate({ force: true });
  await removeSource(pool, SOURCE);
  await api.close();
  await pool.end();
}, 30_000);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: any; text: string };

async function call(method: string, path: string, token: string, body?: string, type = 'text/csv'): Promise<Answer> {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': type }) },
    body,
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* results as JSON Lines */
  }
  return { status: res.status, body: parsed, text };
}

async function eventually(check: () => Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not ${what} within ${ms} ms; worker output:\n${worker.tail.join('\n')}`);
    await sleep(100);
  }
}

const ARTIST = `Rematch ${TAG} Quartet`;
/** Songs the catalog does not hold until the change set adds them (keys "song-N"). */
const NEW_SONGS = ['Harborlight Avenue', 'Coppermorning Road', 'Velvetengine Blues'];
/** A song of the same artist that is never added (no title word in common with the others). */
const NEVER = 'Papertiger Dance';
/** Lines of the catalog the change set cannot touch. */
const KNOWN = [
  { artist: 'BEYONCE FT JAY Z', title: 'Crazy In Love' },
  { artist: 'Bob Seger/Silver Bullet Band', title: 'Night Moves' },
];

/** Each new song logged twice, the never-added one once, the known ones once. */
const LINES = [
  ...NEW_SONGS.flatMap((title) => [
    { artist: ARTIST, title },
    { artist: ARTIST.toUpperCase(), title },
  ]),
  { artist: ARTIST, title: NEVER },
  ...KNOWN,
];

const chargedUnits = async (jobId: string) =>
  Number((await pool.query('SELECT coalesce(sum(units), 0) AS n FROM match_job_charge WHERE job_id = $1', [jobId])).rows[0].n);

const results = async (jobId: string, since = 0) =>
  (await call('GET', `/api/artist-title/jobs/${jobId}/results?format=jsonl&changed_since=${since}`, station)).text
    .split('\n')
    .filter(Boolean)
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    .map((l) => JSON.parse(l) as any);

async function postChanges(lines: object[]): Promise<number> {
  const body = lines.map((l) => JSON.stringify(l)).join('\n') + '\n';
  const r = await call('POST', `/api/catalog/${SOURCE}/changes`, writer, body, 'application/x-ndjson');
  expect(r.status).toBe(200);
  return parseChangeCursor(r.body.cursor);
}

/** The job once current to feed position `seq` with no re-match queued or running. */
async function currentTo(jobId: string, seq: number) {
  let job: Answer['body'];
  await eventually(async () => {
    job = (await call('GET', `/api/artist-title/jobs/${jobId}`, station)).body;
    return job.current_through !== null && parseChangeCursor(job.current_through) >= seq && job.rematch.state === 'idle';
  }, `job current to ${seq}`);
  return job;
}

describe('a matching job kept current', () => {
  it('re-matches only the lines added recordings can answer, says which changed, and charges only those', async () => {
    const csv = ['artist,title', ...LINES.map((l) => `"${l.artist}","${l.title}"`)].join('\n') + '\n';
    const created = await call('POST', '/api/artist-title/jobs?keep_current=true', station, csv);
    expect(created.status).toBe(202);
    expectContract('POST /api/artist-title/jobs', 202, created.body);
    const id: string = created.body.id;
    await eventually(async () => (await call('GET', `/api/artist-title/jobs/${id}`, station)).body.state === 'completed', 'done');
    const first = await results(id);
    expect(first.filter((r) => r.status === 'matched')).toHaveLength(KNOWN.length);
    expect(await chargedUnits(id)).toBe(LINES.length);
    expect((await call('POST', `/api/artist-title/jobs/${id}/rematch`, other)).status).toBe(404);

    const added = await postChanges([
      { kind: 'artist', key: 'ar', name: ARTIST, type: 'Band' },
      ...NEW_SONGS.map((title, i) => ({ kind: 'recording', key: `song-${i}`, title, artists: [{ key: 'ar', name: ARTIST }] })),
    ]);
    const job = await currentTo(id, added);
    expectContract('GET /api/artist-title/jobs/:id', 200, job);
    expect(job).toMatchObject({ version: 2, keep_current: true, rematch: { keys: NEW_SONGS.length + 1, lines_changed: 6 } });
    const changed = await results(id, 1);
    expect(changed.map((r) => [r.input.title, r.status, r.recording?.title, r.result_version])).toEqual(
      NEW_SONGS.flatMap((t) => [
        [t, 'matched', t, 2],
        [t, 'matched', t, 2],
      ]),
    );
    expect(await results(id, 2)).toEqual([]);
    expect(await chargedUnits(id)).toBe(LINES.length + 6);

    // A change that leaves every answer as it was: the lines of that recording are matched again, not charged.
    const touched = await postChanges([
      { kind: 'recording', key: 'song-0', title: NEW_SONGS[0], isrc: 'USRC17607839', artists: [{ key: 'ar', name: ARTIST }] },
    ]);
    const after = await currentTo(id, touched);
    expect(after).toMatchObject({ version: 2, rematch: { keys: 1, keys_done: 1, lines_changed: 0 } });
    expect(await chargedUnits(id)).toBe(LINES.length + 6);
    const asked = await call('POST', `/api/artist-title/jobs/${id}/rematch`, station);
    expect(asked.status).toBe(202);
    expectContract('POST /api/artist-title/jobs/:id/rematch', 202, asked.body);
    await eventually(
      async () => (await call('GET', `/api/artist-title/jobs/${id}`, station)).body.rematch.state === 'idle',
      'idle',
    );
    expect(await chargedUnits(id)).toBe(LINES.length + 6);
  }, 120_000);

  it('refuses to re-match a job that has not completed', async () => {
    const csv =
      'artist,title\n' + Array.from({ length: 3000 }, (_, i) => `"Nobody ${TAG} ${i}","Nothing ${i}"`).join('\n') + '\n';
    const created = await call('POST', '/api/artist-title/jobs', station, csv);
    const r = await call('POST', `/api/artist-title/jobs/${created.body.id}/rematch`, station);
    expect(r.status).toBe(409);
    expect(r.body.errors[0].message).toContain('only a completed job');
    await call('DELETE', `/api/artist-title/jobs/${created.body.id}`, station);
  }, 60_000);
});

describe('a re-match whose worker is killed mid-round', () => {
  it('is resumed by the next worker, which charges each changed line exactly once', async () => {
    const n = 1500;
    const artist = `Killed ${TAG} Ensemble`;
    const titles = Array.from({ length: n }, (_, i) => `Kilsong${i} Number`);
    const csv = ['artist,title', ...titles.map((t) => `"${artist}","${t}"`)].join('\n') + '\n';
    const id: string = (await call('POST', '/api/artist-title/jobs', station, csv)).body.id;
    await eventually(
      async () => (await call('GET', `/api/artist-title/jobs/${id}`, station)).body.state === 'completed',
      'done',
      60_000,
    );
    expect(await chargedUnits(id)).toBe(n);
    await postChanges([
      { kind: 'artist', key: 'killed', name: artist, type: 'Band' },
      ...titles.map((title, i) => ({ kind: 'recording', key: `killed-${i}`, title, artists: [{ key: 'killed', name: artist }] })),
    ]);
    expect((await call('POST', `/api/artist-title/jobs/${id}/rematch`, station)).status).toBe(202);
    let caught: Answer['body'];
    await eventually(
      async () => {
        caught = (await call('GET', `/api/artist-title/jobs/${id}`, station)).body;
        if (caught.rematch.state === 'idle' && caught.version === 2) throw new Error('the round ended before the kill');
        return caught.rematch.state === 'running' && caught.rematch.keys_done > 0;
      },
      'a round half done',
      60_000,
    );
    worker.signal('SIGSTOP');
    await worker.kill();
    const killed = (await call('GET', `/api/artist-title/jobs/${id}`, station)).body;
    expect(killed.rematch.keys_done).toBeLessThan(n);

    await worker.start();
    await eventually(
      async () => (await call('GET', `/api/artist-title/jobs/${id}`, station)).body.version === 2,
      'resumed',
      60_000,
    );
    const changed = await results(id, 1);
    expect(changed).toHaveLength(n);
    // Every line now matches a recording of the change set (titles this alike may answer a neighbour).
    expect(changed.every((r) => r.status === 'matched' && r.recording.title.startsWith('Kilsong'))).toBe(true);
    expect(await chargedUnits(id)).toBe(2 * n);
  }, 240_000);
});
