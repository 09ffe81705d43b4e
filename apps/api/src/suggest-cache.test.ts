import type { SuggestHit } from '@mc/search';
import { SuggestCache, suggestCacheKey, suggestCacheRequests } from './suggest-cache';

const beyonce: SuggestHit[] = [{ type: 'artist', id: 6483, name: 'Beyonce', subtitle: 'Person', score: 17.267 }];

async function hitsAndMisses(): Promise<{ hit: number; miss: number }> {
  const { values } = await suggestCacheRequests.get();
  const of = (o: string) => values.find((v) => v.labels.outcome === o)?.value ?? 0;
  return { hit: of('hit'), miss: of('miss') };
}

describe('SuggestCache', () => {
  it('computes a query and limit once while the answer is fresh, and counts hits and misses', async () => {
    const cache = new SuggestCache(10_000);
    const compute = jest.fn(async () => beyonce);
    const before = await hitsAndMisses();
    expect(await cache.get('bey', 10, compute)).toEqual(beyonce);
    expect(await cache.get('  bey ', 10, compute)).toEqual(beyonce);
    expect(compute).toHaveBeenCalledTimes(1);
    const after = await hitsAndMisses();
    expect(after.hit - before.hit).toBe(1);
    expect(after.miss - before.miss).toBe(1);
  });

  it('keeps answers apart by limit and by query', async () => {
    const cache = new SuggestCache(10_000);
    const compute = jest.fn(async () => beyonce);
    await cache.get('bey', 10, compute);
    await cache.get('bey', 5, compute);
    await cache.get('beyo', 10, compute);
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it('lets concurrent requests for one key share a single computation', async () => {
    const cache = new SuggestCache(10_000);
    let release!: () => void;
    const compute = jest.fn(() => new Promise<SuggestHit[]>((resolve) => (release = () => resolve(beyonce))));
    const both = Promise.all([cache.get('b', 10, compute), cache.get('b', 10, compute)]);
    release();
    expect(await both).toEqual([beyonce, beyonce]);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed computation', async () => {
    const cache = new SuggestCache(10_000);
    await expect(cache.get('x', 10, () => Promise.reject(new Error('engine down')))).rejects.toThrow('engine down');
    const compute = jest.fn(async () => beyonce);
    expect(await cache.get('x', 10, compute)).toEqual(beyonce);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('computes again once the answer is older than the TTL, and always with TTL 0', async () => {
    const cache = new SuggestCache(30);
    const compute = jest.fn(async () => beyonce);
    await cache.get('b', 10, compute);
    await new Promise((r) => setTimeout(r, 60));
    await cache.get('b', 10, compute);
    expect(compute).toHaveBeenCalledTimes(2);
    const uncached = new SuggestCache(0);
    await uncached.get('b', 10, compute);
    await uncached.get('b', 10, compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });

  it('keys by limit and by the query with whitespace trimmed and collapsed', () => {
    expect(suggestCacheKey(' crazy  in love ', 10)).toBe(suggestCacheKey('crazy in love', 10));
    expect(suggestCacheKey('crazy in love', 10)).not.toBe(suggestCacheKey('crazy in love', 11));
    expect(suggestCacheKey('Bey', 10)).not.toBe(suggestCacheKey('bey', 10));
  });
});
