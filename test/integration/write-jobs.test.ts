/**
 * Reindex jobs over HTTP on the real services (scope `admin`): a job queued with
 * `POST /api/admin/reindex`, an identical request answered with the same job, a queued job
 * cancelled (removed), a rebuild run to completion by the worker (a child process) with its
 * progress and stage timings, and a running rebuild cancelled — the old index goes on serving and
 * the half-built one is deleted. The queue is private to this file (its own BullMQ prefix); the
 * rebuilds use the configured index prefix of the test catalog.
 */
import { config } from '@mc/config';
import { aliasName, createSearchClient, indicesOfAlias } from '@mc/search';
import { WorkerProcess, sleep } from './child-processes';
import { expectContract, startTestApi, type TestApi } from './harness';

const cfg = config();
const es = createSearchClient(cfg.ES_URL);
const REDIS_PREFIX = `it-wjobs-${process.pid}-${Date.now()}`;
const worker = new WorkerProcess({
  ES_INDEX_PREFIX: cfg.ES_INDEX_PREFIX,
  REDIS_PREFIX,
  WORKER_METRICS_PORT: '0',
  LOG_LEVEL: 'info',
});

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi({ REDIS_PREFIX });
  admin = await api.newToken({ scope: 'admin' });
});
afterAll(async () => {
  await worker.stop();
  await api.deps.queues.reindex.obliterate({ force: true });
  await api.close();
  await es.close();
});

type Job = {
  id: string;
  state: string;
  progress: { done: number; total: number };
  stages: { entity: string; state: string; done: number; total: number; timings?: Record<string, number> }[];
  errors: string[];
  result?: Record<string, number>;
};

/** The versioned recording indices of the test prefix (serving or not). */
async function recordingIndices(): Promise<string[]> {
  const rows = await es.cat.indices({ index: `${cfg.ES_INDEX_PREFIX}_recording_v*`, format: 'json', h: 'index' });
  return rows.map((r) => r.index!);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: any; location: string | null };

/** Calls a job route with the admin token. */
async function call(method: string, path: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${admin}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json(), location: res.headers.get('location') };
}

/** Polls job `id` until `until(job)` holds; fails after `ms`. */
async function waitForJob(id: string, until: (job: Job) => boolean, ms = 120_000): Promise<Job> {
  const deadline = Date.now() + ms;
  for (;;) {
    const res = await call('GET', `/api/admin/jobs/${id}`);
    expect(res.status).toBe(200);
    expectContract('GET /api/admin/jobs/:id', 200, res.body);
    if (until(res.body)) return res.body as Job;
    if (Date.now() > deadline) throw new Error(`job ${id}: ${JSON.stringify(res.body)}; worker:\n${worker.tail.join('\n')}`);
    await sleep(100);
  }
}

describe('reindex jobs over HTTP, queued', () => {
  it('queues a job (202), answers an identical request with the same job (200), and removes a queued job on cancel', async () => {
    const first = await call('POST', '/api/admin/reindex', { entity: 'show', ids: [1, 2, 3] });
    expect(first.status).toBe(202);
    expectContract('POST /api/admin/reindex', 202, first.body);
    expect(first.body).toMatchObject({ state: 'queued', request: { entities: ['show'], ids: [1, 2, 3] } });
    expect(first.location).toBe(`/api/admin/jobs/${first.body.id}`);
    const again = await call('POST', '/api/admin/reindex', { entity: 'show', ids: [3, 2, 1] });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const listed = await call('GET', '/api/admin/jobs?limit=5');
    expect(listed.body.jobs.map((j: Job) => j.id)).toEqual([first.body.id]);

    const cancelled = await call('DELETE', `/api/admin/jobs/${first.body.id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.state).toBe('cancelled');
    expect((await call('GET', `/api/admin/jobs/${first.body.id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/admin/jobs/${first.body.id}`)).status).toBe(404);
  });

  it('refuses an unknown entity and ids with "all" (422), and an id that is not a job id (400)', async () => {
    expect((await call('POST', '/api/admin/reindex', { entity: 'track' })).status).toBe(422);
    expect((await call('POST', '/api/admin/reindex', { entity: 'all', ids: [1] })).status).toBe(422);
    expect((await call('GET', '/api/admin/jobs/not%20a%20job')).status).toBe(400);
  });
});

describe('reindex jobs run by the worker', () => {
  it('runs a rebuild to completion with its progress and stage timings; the alias then serves the new index', async () => {
    const alias = aliasName(cfg.ES_INDEX_PREFIX, 'show');
    const [before] = await indicesOfAlias(es, alias);
    await worker.start();
    const started = await call('POST', '/api/admin/reindex', { entity: 'show' });
    expect(started.status).toBe(202);
    const done = await waitForJob(started.body.id, (j) => j.state === 'completed' || j.state === 'failed');
    expect({ state: done.state, errors: done.errors }).toEqual({ state: 'completed', errors: [] });
    expect(done.progress.done).toBe(done.progress.total);
    expect(done.progress.total).toBeGreaterThan(0);
    expect(done.stages).toEqual([expect.objectContaining({ entity: 'show', state: 'done', timings: expect.any(Object) })]);
    expect(Object.keys(done.stages[0]!.timings!).sort()).toEqual([
      'build_ms',
      'bulk_wait_ms',
      'finish_ms',
      'merge_ms',
      'read_ms',
    ]);
    expect(done.result).toEqual({ show: done.progress.total });
    const [after] = await indicesOfAlias(es, alias);
    expect(after).not.toBe(before);
    // A finished job cannot be cancelled.
    expect((await call('DELETE', `/api/admin/jobs/${started.body.id}`)).status).toBe(409);
  }, 150_000);

  it('cancels a running rebuild: the old index goes on serving and the half-built one is deleted', async () => {
    const alias = aliasName(cfg.ES_INDEX_PREFIX, 'recording');
    const [serving] = await indicesOfAlias(es, alias);
    const existing = new Set(await recordingIndices());
    const started = await call('POST', '/api/admin/reindex', { entity: 'recording' });
    expect(started.status).toBe(202);
    const running = await waitForJob(
      started.body.id,
      (j) => (j.state === 'running' && j.progress.done > 0) || ['completed', 'failed'].includes(j.state),
    );
    expect({ state: running.state, errors: running.errors }).toEqual({ state: 'running', errors: [] });
    // Pause the worker so the rebuild cannot finish before the cancellation reaches it.
    worker.signal('SIGSTOP');
    const building = (await recordingIndices()).filter((i) => !existing.has(i));
    const cancelling = await call('DELETE', `/api/admin/jobs/${started.body.id}`);
    worker.signal('SIGCONT');
    expect(cancelling.status).toBe(202);
    expect(cancelling.body.state).toBe('cancelling');
    expect(running.progress.done).toBeLessThan(running.progress.total);

    const ended = await waitForJob(started.body.id, (j) => !['running', 'cancelling'].includes(j.state));
    expect({ state: ended.state, errors: ended.errors }).toEqual({ state: 'cancelled', errors: [] });
    expect(await indicesOfAlias(es, alias)).toEqual([serving]);
    expect(building).toHaveLength(1);
    expect(await es.indices.exists({ index: building[0]! })).toBe(false);
    const search = await api.get('/api/recording?query=love');
    expect(search.status).toBe(200);
    expect(search.body.hits.length).toBeGreaterThan(0);
    // The identical request afterwards is a new job.
    const again = await call('POST', '/api/admin/reindex', { entity: 'recording' });
    expect(again.status).toBe(202);
    expect((await call('DELETE', `/api/admin/jobs/${again.body.id}`)).status).toBeLessThan(300);
  }, 150_000);
});
