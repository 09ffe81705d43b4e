/**
 * Zero-downtime reindexing on the real services: searches keep answering while indices are
 * rebuilt and aliases swapped; a worker killed (SIGKILL) in the middle of a rebuild job is
 * replaced and the job completes, leaving exactly one complete index; Bull Board sits behind the
 * admin token. Each test uses its own index prefix and BullMQ prefix, so the catalog indices and
 * queues other tests and the demo use are never touched.
 */
import { createHash } from 'node:crypto';

import { Queue, QueueEvents } from 'bullmq';
import { config } from '@mc/config';
import { createPool } from '@mc/store';
import { REINDEX_JOB_OPTIONS, REINDEX_QUEUE, type ReindexJob, type ReindexProgress, bullOptions, reindexJobId } from '@mc/jobs';
import { aliasName, createSearchClient, indicesOfAlias } from '@mc/search';
import { rebuildIndex } from '@mc/indexer';
import { WorkerProcess } from './child-processes';
import { startTestApi, type TestApi } from './harness';

const cfg = config();
const es = createSearchClient(cfg.ES_URL);
const pool = createPool(cfg.DATABASE_URL);

async function indicesOf(prefix: string, entity: string): Promise<string[]> {
  const rows = await es.cat.indices({ index: `${prefix}_${entity}_v*`, format: 'json', h: 'index' });
  return (rows as { index?: string }[]).map((r) => r.index!).sort();
}

async function storeCount(kind: string): Promise<number> {
  return Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM entity WHERE kind = $1', [kind])).rows[0]!.n);
}

afterAll(async () => {
  await es.indices.delete({ index: 'itrebuild_*,itworker_*', ignore_unavailable: true, allow_no_indices: true });
  await Promise.allSettled([es.close(), pool.end()]);
});

describe('rebuilding an index while the search endpoint is under load', () => {
  const prefix = 'itrebuild';
  let api: TestApi;
  beforeAll(async () => {
    await rebuildIndex({ es, pool, prefix }, 'artist');
    api = await startTestApi({ ES_INDEX_PREFIX: prefix });
  }, 60_000);
  afterAll(() => api.close());

  test('every search answers 200 with hits across two full rebuilds, and the old indices are gone', async () => {
    const first = await indicesOfAlias(es, aliasName(prefix, 'artist'));
    const queries = ['Madonna', 'Beyonce', 'Taylor Swift', 'Drake', 'The Beatles', 'Rihanna'];
    const outcomes: { status: number; hits: number }[] = [];
    let stop = false;
    const client = async (offset: number) => {
      for (let i = offset; !stop; i++) {
        const res = await api.get(`/api/artist?query=${encodeURIComponent(queries[i % queries.length]!)}`);
        outcomes.push({ status: res.status, hits: res.body?.hits?.length ?? 0 });
      }
    };
    const clients = [0, 1, 2].map(client);
    const rebuilt = [];
    for (let round = 0; round < 2; round++) rebuilt.push(await rebuildIndex({ es, pool, prefix }, 'artist'));
    stop = true;
    await Promise.all(clients);

    expect(outcomes.length).toBeGreaterThan(30);
    expect(outcomes.filter((o) => o.status !== 200)).toEqual([]);
    expect(outcomes.filter((o) => o.hits === 0)).toEqual([]);
    expect(await indicesOfAlias(es, aliasName(prefix, 'artist'))).toEqual([rebuilt[1]!.index]);
    expect(await indicesOf(prefix, 'artist')).toEqual([rebuilt[1]!.index]);
    expect(first).toHaveLength(1);
    expect(await es.indices.exists({ index: first[0]! })).toBe(false);
    expect(rebuilt[1]!.count).toBe(await storeCount('artist'));
    // Force-merged before it served: one segment (the sample catalog's index is far below 5 GiB).
    const segments = await es.cat.segments({ index: rebuilt[1]!.index, format: 'json', h: 'segment' });
    expect(segments).toHaveLength(1);
  }, 120_000);
});

describe('a reindex job whose worker is killed mid-rebuild', () => {
  const prefix = 'itworker';
  const bullPrefix = `itworker-${process.pid}-${Date.now()}`;
  const bull = bullOptions(cfg.REDIS_URL, bullPrefix);
  const queue = new Queue<ReindexJob>(REINDEX_QUEUE, bull);
  const events = new QueueEvents(REINDEX_QUEUE, bull);

  // The real worker entry as a child process (node + tsx loader, no npx wrapper, so SIGKILL hits it).
  const worker = new WorkerProcess({
    ES_INDEX_PREFIX: prefix,
    REDIS_PREFIX: bullPrefix,
    WORKER_LOCK_DURATION_MS: '5000',
    WORKER_STALLED_INTERVAL_MS: '2000',
    LOG_LEVEL: 'info',
  });

  afterAll(async () => {
    await worker.stop();
    await queue.obliterate({ force: true });
    await Promise.allSettled([queue.close(), events.close()]);
  });

  test('is retried by a new worker and ends with one complete index and no half-built leftovers', async () => {
    await events.waitUntilReady();
    await worker.start();
    const job: ReindexJob = { entities: ['recording'] };
    const added = await queue.add('reindex', job, { jobId: reindexJobId(job), ...REINDEX_JOB_OPTIONS });

    // Kill the worker as soon as the rebuild has indexed its first batches.
    await new Promise<void>((resolve) => {
      const onProgress = ({ jobId, data }: { jobId: string; data: unknown }) => {
        const p = data as ReindexProgress;
        if (jobId === added.id && p.done > 0 && p.done < p.total) {
          events.off('progress', onProgress);
          resolve();
        }
      };
      events.on('progress', onProgress);
    });
    await worker.kill();
    const halfBuilt = await indicesOf(prefix, 'recording');
    expect(halfBuilt).toHaveLength(1);
    expect(await indicesOfAlias(es, aliasName(prefix, 'recording'))).toEqual([]);

    await worker.start();
    const result = (await added.waitUntilFinished(events, 150_000)) as Record<string, number>;

    const stored = await storeCount('recording');
    expect(result).toEqual({ recording: stored });
    const live = await indicesOfAlias(es, aliasName(prefix, 'recording'));
    expect(live).toHaveLength(1);
    expect(live[0]).not.toBe(halfBuilt[0]);
    expect(await indicesOf(prefix, 'recording')).toEqual(live);
    expect((await es.count({ index: aliasName(prefix, 'recording') })).count).toBe(stored);
  }, 180_000);
});

describe('Bull Board at /admin/queues', () => {
  const adminToken = 'integration-admin-secret';
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ ADMIN_TOKEN_SHA256: createHash('sha256').update(adminToken).digest('hex') });
  });
  afterAll(() => api.close());

  test('refuses requests without the admin token with 401 JSON and a Basic challenge', async () => {
    for (const auth of [null, 'Bearer wrong-token', `Basic ${Buffer.from('admin:wrong').toString('base64')}`]) {
      const res = await api.get('/admin/queues/api/queues', null, auth ? { authorization: auth } : {});
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Basic /);
      expect(res.body.errors[0].type).toBe('Authentication failed');
    }
  });

  test('an API token is not an admin token', async () => {
    expect((await api.get('/admin/queues/api/queues')).status).toBe(401);
  });

  test('shows the reindex, usage-report and match-job queues to the admin (Basic password or Bearer)', async () => {
    const basic = `Basic ${Buffer.from(`ops:${adminToken}`).toString('base64')}`;
    for (const auth of [basic, `Bearer ${adminToken}`]) {
      const res = await api.get('/admin/queues/api/queues', null, { authorization: auth });
      expect(res.status).toBe(200);
      expect(res.body.queues.map((q: { name: string }) => q.name).sort()).toEqual(['match-job', 'reindex', 'usage-report']);
    }
    const page = await api.get('/admin/queues', null, { authorization: basic });
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('<html');
  });
});
