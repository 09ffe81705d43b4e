/**
 * The suggest cache's shared level on the real Redis (`apps/api/src/suggest-cache.ts`): several
 * `SuggestCache` instances on one Redis are several API processes sharing answers.
 */
import { Redis } from 'ioredis';
import { config } from '@mc/config';
import type { SuggestHit } from '@mc/search';
import { SuggestCache, redisAnswerStore, suggestCacheKey } from '@mc/api';

const cfg = config();
const prefix = `${cfg.REDIS_PREFIX}-suggest-${process.pid}`;
const hits: SuggestHit[] = [{ type: 'recording', id: 7, name: 'Crazy In Love', subtitle: 'Beyoncé · 2003', score: 21.5 }];
let redis: Redis;

beforeAll(() => {
  redis = new Redis(cfg.REDIS_URL, { maxRetriesPerRequest: 2 });
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('suggest answers shared through Redis', () => {
  it('computes an answer once for every process, and Redis drops it after the TTL', async () => {
    const processes = [0, 1, 2].map(() => new SuggestCache(2_000, redisAnswerStore(redis, prefix, 'catalog-a')));
    const compute = jest.fn(async () => hits);
    expect(await processes[0]!.get('crazy in l', 10, compute)).toEqual(hits);
    // The shared write is not awaited by the request: wait until Redis has it.
    const key = `${prefix}:suggest:catalog-a:${suggestCacheKey('crazy in l', 10)}`;
    for (let i = 0; i < 50 && !(await redis.exists(key)); i++) await new Promise((r) => setTimeout(r, 10));
    expect(await processes[1]!.get('crazy in l', 10, compute)).toEqual(hits);
    expect(await processes[2]!.get(' crazy  in l', 10, compute)).toEqual(hits);
    expect(compute).toHaveBeenCalledTimes(1);
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(2_000);
  });

  it('keeps the answers of two catalogs on one Redis apart', async () => {
    const [a, b] = ['catalog-a', 'catalog-b'].map((index) => new SuggestCache(2_000, redisAnswerStore(redis, prefix, index)));
    const other: SuggestHit[] = [{ type: 'artist', id: 9, name: 'Other', subtitle: '', score: 12 }];
    expect(await a!.get('o', 10, async () => hits)).toEqual(hits);
    await new Promise((r) => setTimeout(r, 50)); // the shared write is not awaited by the request
    expect(await b!.get('o', 10, async () => other)).toEqual(other);
  });

  it('answers by computing when Redis cannot be reached', async () => {
    const offline = new Redis(cfg.REDIS_URL, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    try {
      const cache = new SuggestCache(2_000, redisAnswerStore(offline, prefix, 'catalog-a'));
      const compute = jest.fn(async () => hits);
      expect(await cache.get('crazy', 10, compute)).toEqual(hits);
      expect(compute).toHaveBeenCalledTimes(1);
    } finally {
      offline.disconnect();
    }
  });
});
