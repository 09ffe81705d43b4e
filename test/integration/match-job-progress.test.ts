/**
 * A matching job's progress moves within its chunks on the real services (`docs/matching-jobs.md`
 * "Lifecycle"): a job of one chunk holding 800 distinct lines reports distinct lines answered
 * (`distinct_done`, `progress`, `eta_s`) while `done` (committed lines) is still 0, and ends with
 * every count whole. The worker runs as a child process.
 */
import { WorkerProcess, sleep } from './child-processes';
import { expectContract, startTestApi, type TestApi } from './harness';

const REDIS_PREFIX = `it-progress-${process.pid}-${Date.now()}`;
const worker = new WorkerProcess({ REDIS_PREFIX, WORKER_METRICS_PORT: '0', LOG_LEVEL: 'info' });
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ REDIS_PREFIX });
  await worker.start();
}, 60_000);
afterAll(async () => {
  await worker.stop();
  await api.deps.queues.matchJob.obliterate({ force: true });
  await api.close();
}, 30_000);

describe('the progress of a matching job', () => {
  it('counts distinct lines answered before their chunk commits, then ends whole', async () => {
    const n = 800;
    const csv =
      'artist,title\n' + Array.from({ length: n }, (_, i) => `"Progress ${process.pid} Band ${i}","Song ${i}"`).join('\n');
    const res = await fetch(`${api.url}/api/artist-title/jobs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.token}`, 'content-type': 'text/csv' },
      body: `${csv}\n`,
    });
    const id = ((await res.json()) as { id: string }).id;
    const seen: { done: number; distinct_done: number; progress: number; eta_s: number | null }[] = [];
    for (const deadline = Date.now() + 120_000; ;) {
      const job = (await api.get(`/api/artist-title/jobs/${id}`)).body;
      seen.push(job);
      if (job.state === 'completed') {
        expectContract('GET /api/artist-title/jobs/:id', 200, job);
        expect(job).toMatchObject({ done: n, distinct_done: n, progress: 1, eta_s: 0 });
        break;
      }
      if (Date.now() > deadline) throw new Error(`job not completed; worker:\n${worker.tail.join('\n')}`);
      await sleep(30);
    }
    const within = seen.filter((j) => j.done === 0 && j.distinct_done > 0 && j.distinct_done < n);
    expect(within.length).toBeGreaterThan(0);
    expect(within.every((j) => j.progress > 0 && j.progress < 1 && j.eta_s !== null)).toBe(true);
  }, 180_000);
});
