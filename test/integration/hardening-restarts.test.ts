/**
 * Backing servers that restart under load. Each test runs its own
 * PostgreSQL or Redis server (never the shared ones) and stops and starts it:
 * - PostgreSQL shutting down, down and starting up → 503 with Retry-After, never 500, and the API
 *   serves again once it is back;
 * - Redis restarted with quota leases open → the `…:spare` counter and the charged units are right
 *   afterwards (no counter left behind, no unit taken from leases granted after the restart).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import pino from 'pino';
import { DailyQuota } from '@mc/auth';
import { createPool, withTransaction } from '@mc/store';
import { ThrowawayRedis, freePort, sleep } from './child-processes';
import { PrivatePostgres } from './private-postgres';
import { startTestApi, type TestApi } from './harness';

jest.setTimeout(180_000);

const prefix = (name: string) => `${process.env.REDIS_PREFIX ?? 'mc-test'}-${name}-${process.pid}`;

/** Answers of a request loop: status and Retry-After of each. */
interface Answer {
  status: number;
  retryAfter: string | null;
}

/** `workers` loops asking `path` until `stop()`; resolves with every answer. */
function load(api: TestApi, path: string, workers: number): { stop: () => Promise<Answer[]> } {
  let running = true;
  const answers: Answer[] = [];
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      const r = await fetch(api.url + path, { headers: { authorization: `Bearer ${api.token}` } });
      await r.arrayBuffer();
      answers.push({ status: r.status, retryAfter: r.headers.get('retry-after') });
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return answers;
    },
  };
}

/** A log destination that keeps the `err.code` of every line (the SQLSTATEs the API met). */
function errorCodesInto(codes: string[]): Writable {
  return new Writable({
    write: (chunk, _enc, cb) => {
      const code = JSON.parse(String(chunk)).err?.code;
      if (code) codes.push(code);
      cb();
    },
  });
}

describe('PostgreSQL restarting', () => {
  let pg: PrivatePostgres;
  let api: TestApi;
  const codes: string[] = [];
  beforeAll(async () => {
    pg = new PrivatePostgres(await freePort());
    await pg.init();
    // Every request reads its token from PostgreSQL (no token or document cache).
    api = await startTestApi(
      {
        DATABASE_URL: pg.url,
        TOKEN_CACHE_TTL_S: 0,
        DOCUMENT_CACHE_TTL_S: 0,
        REDIS_PREFIX: prefix('pg-restart'),
        LOG_LEVEL: 'warn',
      },
      pino({ level: 'warn' }, errorCodesInto(codes)),
    );
  });
  afterAll(async () => {
    await api?.close();
    await pg?.destroy();
  });

  it('answers 503 with Retry-After while it shuts down, is down and starts up — never 500 — and serves again after', async () => {
    const path = '/api/genre/1';
    const before = await api.get(path);
    expect(before.status).toBeLessThan(500);
    const traffic = load(api, path, 4);
    // Smart shutdown with a session open: the server refuses new connections (57P03) until it ends.
    const session = new Client({ connectionString: pg.url });
    await session.connect();
    await pg.stop('smart', false);
    await sleep(300);
    const burst = await Promise.all(Array.from({ length: 30 }, () => api.get(path)));
    await session.end();
    // Fast shutdown ends the open sessions (57P01); then nothing listens (ECONNREFUSED).
    await pg.stop('fast');
    await sleep(1000);
    await pg.start();
    let after = await api.get(path);
    for (let i = 0; i < 40 && after.status === 503; i++) after = await sleep(250).then(() => api.get(path));
    const answers = [
      ...(await traffic.stop()),
      ...burst.map((r) => ({ status: r.status, retryAfter: r.headers.get('retry-after') })),
    ];

    expect(answers.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
    const unavailable = answers.filter((a) => a.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    expect(unavailable.every((a) => Number(a.retryAfter) > 0)).toBe(true);
    expect(codes).toContain('57P03');
    expect(after.status).toBe(before.status);
    expect((await api.get(path)).status).toBe(before.status);
  });

  it('rejects a transaction whose server stops under it without crashing the process, and the pool serves again', async () => {
    const pool = createPool(pg.url, 2);
    try {
      const tx = withTransaction(pool, (client) => client.query('SELECT pg_sleep(30)'));
      await sleep(500);
      await pg.stop('fast');
      await expect(tx).rejects.toThrow();
      await pg.start();
      let ok = false;
      for (let i = 0; i < 40 && !ok; i++)
        ok = await pool.query('SELECT 1').then(
          () => true,
          () => sleep(250).then(() => false),
        );
      expect(ok).toBe(true);
    } finally {
      await pool.end();
    }
  });
});

const dirs: string[] = [];
const clients: Redis[] = [];
const servers: ThrowawayRedis[] = [];
const day = () => Math.floor(Date.now() / 1000 / 86_400);

/** A Redis of this test and a client factory configured as the API's (no offline queue). */
async function privateRedis(): Promise<{ server: ThrowawayRedis; client: () => Redis }> {
  const dir = mkdtempSync(join(tmpdir(), 'mc-quota-redis-'));
  dirs.push(dir);
  const server = new ThrowawayRedis(await freePort(), dir);
  servers.push(server);
  await server.start();
  const client = () => {
    const c = new Redis(server.url, { maxRetriesPerRequest: 2, enableOfflineQueue: false, retryStrategy: () => 100 });
    c.on('error', () => undefined);
    clients.push(c);
    return c;
  };
  return { server, client };
}

/** Waits until `client` is connected (at first, and after a restart). */
async function reconnected(client: Redis): Promise<void> {
  for (let i = 0; i < 100; i++)
    if (
      await client.ping().then(
        () => true,
        () => sleep(100).then(() => false),
      )
    )
      return;
  throw new Error('redis client did not reconnect');
}

/** `reserved` and `spare` units of a token today. */
async function counters(redis: Redis, p: string, tokenId: number) {
  const reserved = `${p}:quota:${day()}:${tokenId}`;
  const [r, s] = await Promise.all([redis.get(reserved), redis.get(`${reserved}:spare`)]);
  return { reserved: Number(r ?? 0), spare: Number(s ?? 0) };
}

/** Lease records of a token today (leases with spare units not closed yet). */
const openLeases = (redis: Redis, p: string, tokenId: number) => redis.hlen(`${p}:quota:${day()}:${tokenId}:leases`);

afterAll(async () => {
  clients.forEach((c) => c.disconnect());
  await Promise.all(servers.map((s) => s.kill()));
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

describe('quota leases across a Redis restart', () => {
  it('restarted empty: a lease of before the restart closes without taking units or spare from a lease granted after it', async () => {
    const { server, client } = await privateRedis();
    const p = prefix('restart-empty');
    const [a, b, admin] = [client(), client(), client()];
    await Promise.all([a, b, admin].map(reconnected));
    const quotaA = new DailyQuota(a, p, { maxUnits: 100, leaseMs: 60_000 });
    const quotaB = new DailyQuota(b, p, { maxUnits: 100, leaseMs: 60_000 });
    for (let i = 0; i < 10; i++) expect((await quotaA.consume(1, 1_000_000)).allowed).toBe(true);
    expect(await counters(admin, p, 1)).toEqual({ reserved: 100, spare: 99 });

    await server.kill();
    await server.start();
    await Promise.all([a, b, admin].map(reconnected));
    for (let i = 0; i < 5; i++) expect((await quotaB.consume(1, 1_000_000)).allowed).toBe(true);
    await quotaA.close();
    // A's lease was lost with the restart: B's lease (100 reserved, 99 spare) is untouched.
    expect(await counters(admin, p, 1)).toEqual({ reserved: 100, spare: 99 });
    await quotaB.close();
    // Charged since the restart: B's 5 requests; no spare left behind.
    expect(await counters(admin, p, 1)).toEqual({ reserved: 5, spare: 0 });
    expect(await openLeases(admin, p, 1)).toBe(0);
  });

  it('restarted with its data while calls failed: the lease is closed once it is back, nothing left behind', async () => {
    const { server, client } = await privateRedis();
    const p = prefix('restart-saved');
    const [a, admin] = [client(), client()];
    await Promise.all([a, admin].map(reconnected));
    const quota = new DailyQuota(a, p, { maxUnits: 100, leaseMs: 200 });
    for (let i = 0; i < 3; i++) expect((await quota.consume(2, 1_000_000)).allowed).toBe(true);
    expect(await counters(admin, p, 2)).toEqual({ reserved: 100, spare: 99 });

    await admin.save();
    await server.kill();
    // The lease expires while Redis is down: the request that needs a new one fails (503 in the
    // API, nothing served) and the sweep's closes fail too.
    await sleep(400);
    await expect(quota.consume(2, 1_000_000)).rejects.toThrow();
    await server.start();
    await Promise.all([a, admin].map(reconnected));
    for (let i = 0; i < 2; i++) expect((await quota.consume(2, 1_000_000)).allowed).toBe(true);
    await quota.close();
    // 3 requests before the outage and 2 after were served: 5 charged, no spare or record left.
    expect(await counters(admin, p, 2)).toEqual({ reserved: 5, spare: 0 });
    expect(await openLeases(admin, p, 2)).toBe(0);
  });

  it('a refusal drops the spare of a lease whose process died (record past its deadline) and keeps its units charged', async () => {
    const { client } = await privateRedis();
    const p = prefix('dead-process');
    const [a, b, admin] = [client(), client(), client()];
    await Promise.all([a, b, admin].map(reconnected));
    const dead = new DailyQuota(a, p, { maxUnits: 100, leaseMs: 60_000 });
    expect((await dead.consume(3, 1600)).allowed).toBe(true);
    expect(await counters(admin, p, 3)).toEqual({ reserved: 100, spare: 99 });
    // The process dies: its lease is never closed; its record's deadline passes.
    a.disconnect();
    const key = `${p}:quota:${day()}:3:leases`;
    const [[id, record]] = Object.entries(await admin.hgetall(key)) as [[string, string]];
    await admin.hset(key, id, record.replace(/ \d+$/, ` ${Date.now() - 1000}`));
    // Another process asks for more than is free: refused, and the dead lease no longer counts as spare.
    const alive = new DailyQuota(b, p, { maxUnits: 100, leaseMs: 50 });
    expect((await alive.consume(3, 1600, 1501)).allowed).toBe(false);
    expect(await counters(admin, p, 3)).toEqual({ reserved: 100, spare: 0 });
    expect(await openLeases(admin, p, 3)).toBe(0);
    await alive.close();
  });
});
