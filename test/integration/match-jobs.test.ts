/**
 * Matching jobs on the real services (`docs/matching-jobs.md`): `POST /api/artist-title/jobs` with a CSV holding
 * bad lines, the results read in input order (while the job runs too), a cancelled job charged
 * only for its lines done, a worker SIGKILLed mid-job whose job still finishes with the results
 * of a clean run and charges each line once, and 429 for too many jobs or a file larger than the
 * quota left. The worker is a child process; the queue and quota keys use a prefix of this file.
 */
import { parse } from 'csv-parse/sync';
import { chargeDay } from '@mc/auth';
import { clearAnswerCache, getMatchJob } from '@mc/store';
import { WorkerProcess, sleep } from './child-processes';
import { expectContract, startTestApi, type TestApi } from './harness';

const REDIS_PREFIX = `it-mjobs-${process.pid}-${Date.now()}`;
const worker = new WorkerProcess({
  REDIS_PREFIX,
  WORKER_METRICS_PORT: '0',
  LOG_LEVEL: 'info',
  WORKER_LOCK_DURATION_MS: '2000',
  WORKER_STALLED_INTERVAL_MS: '1000',
  MATCH_JOB_WORKER_CONCURRENCY: '2',
});

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ REDIS_PREFIX, MATCH_JOB_CHUNK_LINES: 10, MATCH_JOB_LANES: 2, MATCH_JOBS_PER_TOKEN: 2 });
});
afterAll(async () => {
  await worker.stop();
  await api.deps.queues.matchJob.obliterate({ force: true });
  await api.close();
}, 30_000);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: any; text: string };

/** Calls a job route with `token`. */
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
    /* results are CSV */
  }
  return { status: res.status, body: parsed, text };
}

/** Polls job `id` until `until(job)`; fails after `ms`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function waitForJob(id: string, token: string, until: (job: any) => boolean, ms = 120_000): Promise<any> {
  const deadline = Date.now() + ms;
  for (;;) {
    const res = await call('GET', `/api/artist-title/jobs/${id}`, token);
    expect(res.status).toBe(200);
    if (until(res.body)) return res.body;
    if (Date.now() > deadline) throw new Error(`job ${id}: ${JSON.stringify(res.body)}; worker:\n${worker.tail.join('\n')}`);
    await sleep(100);
  }
}

/** Units the token of job `id` has in Redis's daily count. */
async function quotaCount(jobId: string): Promise<number> {
  const job = await getMatchJob(api.deps.pool, jobId);
  return Number((await api.deps.redis.get(`${REDIS_PREFIX}:quota:${chargeDay()}:${job!.tokenId}`)) ?? 0);
}

/** A CSV of `n` lines that do not match quickly (every stage runs), each id `line-<i>`. */
function slowFile(n: number, tag: string): string {
  const rows = Array.from({ length: n }, (_, i) => `Zqx ${tag} Vlorp ${i},Gnarf Wibble ${i} Quaz,line-${i}`);
  return ['artist,title,id', ...rows].join('\n') + '\n';
}

/** Runs a job, SIGKILLs the worker mid-job, restarts it; then the same file again without a kill (answer cache cleared). */
async function killMidJobAndCompare(): Promise<void> {
  const token = await api.newToken();
  // Enough lines that the worker cannot finish between the poll that saw 20 done and the kill.
  const lines = 605;
  const file = slowFile(lines - 5, 'k') + 'Bob Seger/Silver Bullet Band,Night Moves,x\n'.repeat(5);
  const killed = await call('POST', '/api/artist-title/jobs', token, file);
  expect(killed.status).toBe(202);
  await waitForJob(killed.body.id, token, (j) => j.done >= 20);
  await worker.kill();
  const atKill = (await call('GET', `/api/artist-title/jobs/${killed.body.id}`, token)).body;
  expect(atKill.done).toBeLessThan(lines);
  await worker.start();
  await waitForJob(killed.body.id, token, (j) => j.state === 'completed');
  const afterKill = (await call('GET', `/api/artist-title/jobs/${killed.body.id}/results`, token)).text;

  await clearAnswerCache(api.deps.pool);
  const clean = await call('POST', '/api/artist-title/jobs', token, file);
  await waitForJob(clean.body.id, token, (j) => j.state === 'completed');
  const cleanResults = (await call('GET', `/api/artist-title/jobs/${clean.body.id}/results`, token)).text;
  expect(afterKill).toBe(cleanResults);
  expect(await quotaCount(killed.body.id)).toBe(2 * lines);
}

describe('matching jobs: admission', () => {
  it('refuses a third unfinished job of a token (429) and a file larger than the quota left (429 naming the numbers)', async () => {
    const token = await api.newToken();
    const file = 'artist,title\nQueen,Bohemian Rhapsody\n';
    const first = await call('POST', '/api/artist-title/jobs', token, file);
    const second = await call('POST', '/api/artist-title/jobs', token, file);
    expect([first.status, second.status]).toEqual([202, 202]);
    expectContract('POST /api/artist-title/jobs', 202, first.body);
    const third = await call('POST', '/api/artist-title/jobs', token, file);
    expect(third.status).toBe(429);
    expect(third.body.errors[0].message).toMatch(/2 unfinished matching jobs; at most 2/);
    for (const j of [first, second])
      expect((await call('DELETE', `/api/artist-title/jobs/${j.body.id}`, token)).status).toBe(200);

    const small = await api.newToken({ plan: 'premium', dailyLimit: 3 });
    const over = await call('POST', '/api/artist-title/jobs', small, slowFile(5, 'q'));
    expect(over.status).toBe(429);
    expect(over.body.errors[0].message).toMatch(/at least 4 lines .* 3 of 3 units left/);
    expect((await call('GET', `/api/artist-title/jobs/${first.body.id}`, small)).status).toBe(404);
  });
});

/**
 * The bands of a job's CSV `rows` (lines p1, p2, p3 matched, p7 not; p2 is "BEYONCE FT JAY Z /
 * Crazy In Love"): each matched line carries the band its single-line hit has, a line without a
 * match none; `match_type=` keeps only the matched lines of the asked bands; a bad band is a 400
 * naming the parameter.
 */
async function expectBands(jobId: string, token: string, rows: Record<string, string>[]): Promise<void> {
  // Each matched line carries the band its single-line hit has (asked with another token, so the
  // job's token is charged for its lines only); a line without a match has none.
  const single = await call(
    'GET',
    `/api/artist-title?name=${encodeURIComponent('BEYONCE FT JAY Z')}&title=Crazy%20In%20Love`,
    await api.newToken(),
  );
  expect(rows[1]!.match_type).toBe(single.body.hits[0].match_type);
  expect(rows.map((r) => r.match_type === '')).toEqual([false, false, false, true]);
  // Filtered by band: only the matched lines of the asked bands, in input order.
  const band = rows[0]!.match_type!;
  const only = await call('GET', `/api/artist-title/jobs/${jobId}/results?match_type=${band}`, token);
  const kept = parse(only.text, { columns: true }) as Record<string, string>[];
  expect(kept.map((r) => r.id)).toEqual(rows.filter((r) => r.match_type === band).map((r) => r.id));
  const bad = await call('GET', `/api/artist-title/jobs/${jobId}/results?match_type=low,sure`, token);
  expect(bad.status).toBe(400);
  expect(JSON.stringify(bad.body)).toMatch(/match_type/);
}

describe('matching jobs: running', () => {
  beforeAll(() => worker.start(), 30_000);

  it('matches a CSV with bad lines once per distinct line, keeps input order and columns, and charges accepted lines once', async () => {
    const token = await api.newToken();
    const file = [
      'artist,title,duration,id,station',
      'Bob Seger/Silver Bullet Band,Night Moves,3:24,p1,KXYZ',
      'BEYONCE FT JAY Z,Crazy In Love,,p2,"WABC, New York"',
      'bob seger / silver bullet band,NIGHT MOVES,204,p3,KXYZ',
      'Queen,,,p4,KXYZ',
      'Queen,Bohemian Rhapsody,soon,p5,KXYZ',
      'Queen,Bohemian Rhapsody,p6',
      'Zqx Vlorp Nobody,Gnarf Never Recorded,,p7,KXYZ',
    ].join('\n');
    const posted = await call('POST', '/api/artist-title/jobs', token, file);
    expect(posted.status).toBe(202);
    expect(posted.body).toMatchObject({ lines: 4, distinct: 3, rejected: 3 });
    expect(posted.body.rejects.map((r: { line: number }) => r.line)).toEqual([5, 6, 7]);
    expect(posted.body.rejects[0].reason).toMatch(/title/);
    const job = await waitForJob(posted.body.id, token, (j) => j.state === 'completed');
    expectContract('GET /api/artist-title/jobs/:id', 200, job);
    expect(job).toMatchObject({ done: 4, failed: 0 });
    expect(job.matched + job.no_match).toBe(4);

    const results = await call('GET', `/api/artist-title/jobs/${posted.body.id}/results`, token);
    const rows = parse(results.text, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r.id, r.match_line])).toEqual([
      ['p1', '2'],
      ['p2', '3'],
      ['p3', '4'],
      ['p7', '8'],
    ]);
    expect(rows[1]!.station).toBe('WABC, New York');
    expect(rows[0]!.match_title).toBe('Night Moves');
    expect(rows[2]!.match_recording_id).toBe(rows[0]!.match_recording_id);
    expect(rows[3]!.match_status).toBe('no_match');
    await expectBands(posted.body.id, token, rows);
    const jsonl = await call('GET', `/api/artist-title/jobs/${posted.body.id}/results?format=jsonl`, token);
    expect(
      jsonl.text
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).input.id),
    ).toEqual(['p1', 'p2', 'p3', 'p7']);
    expect(await quotaCount(posted.body.id)).toBe(4);
    const other = await api.newToken();
    expect((await call('GET', `/api/artist-title/jobs/${posted.body.id}/results`, other)).status).toBe(404);
  }, 60_000);

  it('serves the results of the lines done while the job runs, and a cancelled job is charged for its lines done only', async () => {
    const token = await api.newToken();
    const posted = await call('POST', '/api/artist-title/jobs', token, slowFile(300, 'c'));
    expect(posted.status).toBe(202);
    const running = await waitForJob(posted.body.id, token, (j) => j.done >= 10);
    expect(running.state).toBe('running');
    const partial = parse((await call('GET', `/api/artist-title/jobs/${posted.body.id}/results`, token)).text, {
      columns: true,
    }) as Record<string, string>[];
    expect(partial.length).toBeGreaterThanOrEqual(10);
    expect(partial.length).toBeLessThan(300);
    const cancelled = await call('DELETE', `/api/artist-title/jobs/${posted.body.id}`, token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.state).toBe('cancelled');
    // A chunk being matched when the job was cancelled still commits: wait for the workers to be idle.
    await sleep(3000);
    const final = (await call('GET', `/api/artist-title/jobs/${posted.body.id}`, token)).body;
    expect(final.done).toBeLessThan(300);
    const all = parse((await call('GET', `/api/artist-title/jobs/${posted.body.id}/results`, token)).text, { columns: true });
    expect(all).toHaveLength(final.done);
    expect(await quotaCount(posted.body.id)).toBe(final.done);
    expect((await call('DELETE', `/api/artist-title/jobs/${posted.body.id}`, token)).status).toBe(409);
  }, 60_000);

  it(
    'finishes a job whose worker was SIGKILLed mid-job with the results of a clean run, each line charged once',
    killMidJobAndCompare,
    180_000,
  );
});
