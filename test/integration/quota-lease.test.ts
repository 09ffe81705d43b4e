/**
 * Quota leases (`packages/auth/src/quota.ts`) on the real Redis: several `DailyQuota` instances on
 * one Redis are several API processes sharing one count.
 */
import { Redis } from 'ioredis';
import { config } from '@mc/config';
import { DailyQuota } from '@mc/auth';

const cfg = config();
const prefix = `${cfg.REDIS_PREFIX}-lease-${process.pid}`;
let redis: Redis;
const quotas: DailyQuota[] = [];
let nextToken = 1;

/** A "process": its own DailyQuota (own leases) on the shared Redis. */
function processQuota(opts: { maxUnits?: number; leaseMs?: number } = {}): DailyQuota {
  const q = new DailyQuota(redis, prefix, { maxUnits: 100, leaseMs: 2000, ...opts });
  quotas.push(q);
  return q;
}

/** Units Redis counts as reserved for the token today. */
async function reserved(tokenId: number): Promise<number> {
  const day = Math.floor(Date.now() / 1000 / 86_400);
  return Number((await redis.get(`${prefix}:quota:${day}:${tokenId}`)) ?? 0);
}

beforeAll(() => {
  redis = new Redis(cfg.REDIS_URL, { maxRetriesPerRequest: 2 });
});
afterAll(async () => {
  await Promise.all(quotas.map((q) => q.close()));
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('quota leases', () => {
  it('charges a lookup from the process lease without asking Redis, and Redis counts each request once the lease closes', async () => {
    const token = nextToken++;
    // A lease period far longer than the test: nothing expires between the steps on a loaded machine.
    const q = processQuota({ leaseMs: 60_000 });
    expect((await q.consume(token, 1_000_000)).remaining).toBe(999_999);
    // One lease of 100 units: the next 99 requests are answered in memory.
    expect(await reserved(token)).toBe(100);
    for (let i = 0; i < 99; i++) expect(q.consumeLocal(token, 1_000_000)?.allowed).toBe(true);
    expect(q.consumeLocal(token, 1_000_000)).toBeUndefined();
    for (let i = 0; i < 137; i++) expect((await q.consume(token, 1_000_000)).allowed).toBe(true);
    await q.close();
    expect(await reserved(token)).toBe(237);
  });

  it('gives back an idle lease within its lease period', async () => {
    const token = nextToken++;
    const q = processQuota({ leaseMs: 100 });
    await q.consume(token, 10_000);
    expect(await reserved(token)).toBe(100);
    for (let i = 0; i < 100 && (await reserved(token)) !== 1; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await reserved(token)).toBe(1);
    expect((await q.peek(token, 10_000)).remaining).toBe(9_999);
  });

  it('is exact per request at a small limit shared by two processes (limit 3 → 3 pass, nothing leased ahead)', async () => {
    const token = nextToken++;
    const [a, b] = [processQuota(), processQuota()];
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? a : b).consume(token, 3)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    expect(await reserved(token)).toBe(3);
    expect(results.filter((r) => !r.allowed).every((r) => r.remaining === 0 && r.retryAfterS > 0)).toBe(true);
  });

  it('serves exactly the limit when another process still holds leased units at the end (limit 100 → 100 pass)', async () => {
    const token = nextToken++;
    const [a, b] = [processQuota(), processQuota()];
    // A leases a block (100 free → 6 units) and spends one: 5 sit in its lease, then A goes idle.
    expect((await a.consume(token, 100)).allowed).toBe(true);
    expect(await reserved(token)).toBe(6);
    let served = 1;
    for (let i = 0; i < 120; i++) if ((await b.consume(token, 100)).allowed) served++;
    // B's first refusal waited for A's lease to close and got A's 5 units.
    expect(served).toBe(100);
    expect(await reserved(token)).toBe(100);
    expect((await a.peek(token, 100)).remaining).toBe(0);
  });

  it('refuses a cost that does not fit without charging, and refunds a failed request', async () => {
    const token = nextToken++;
    const q = processQuota();
    expect((await q.consume(token, 49, 60)).allowed).toBe(false);
    expect(await reserved(token)).toBe(0);
    expect((await q.consume(token, 49, 49)).remaining).toBe(0);
    await q.refund(token, 9);
    expect((await q.peek(token, 49)).remaining).toBe(9);
    expect((await q.consume(token, 49, 10)).allowed).toBe(false);
    expect((await q.consume(token, 49, 9)).allowed).toBe(true);
  });

  it('without leasing (maxUnits 1) asks Redis for every request', async () => {
    const token = nextToken++;
    const q = processQuota({ maxUnits: 1 });
    await q.consume(token, 1_000_000);
    expect(await reserved(token)).toBe(1);
    expect(q.consumeLocal(token, 1_000_000)).toBeUndefined();
  });
});
