import type { SuggestHit } from '@mc/search';
import { type SharedAnswerStore, SuggestCache, suggestCacheKey, suggestCacheRequests } from './suggest-cache';

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

/** Answers shared in memory the way Redis keeps them: each value until its own expiry. */
function memoryStore(opts: { failing?: boolean } = {}) {
  const values = new Map<string, { value: string; until: number }>();
  const store: SharedAnswerStore = {
    async get(key) {
      if (opts.failing) throw new Error('redis down');
      const v = values.get(key);
      return v && v.until > Date.now() ? v.value : null;
    },
    async set(key, value, ttlMs) {
      if (opts.failing) throw new Error('redis down');
      values.set(key, { value, until: Date.now() + ttlMs });
    },
  };
  return { store, values };
}

describe('SuggestCache shared by API processes', () => {
  it('answers from the answer another process computed, counting it as shared', async () => {
    const { store } = memoryStore();
    const [first, second] = [new SuggestCache(10_000, store), new SuggestCache(10_000, store)];
    const compute = jest.fn(async () => beyonce);
    const before = (await suggestCacheRequests.get()).values.find((v) => v.labels.outcome === 'shared')?.value ?? 0;
    expect(await first.get('bey', 10, compute)).toEqual(beyonce);
    await new Promise((r) => setImmediate(r)); // the shared write is not awaited by the request
    expect(await second.get('bey', 10, compute)).toEqual(beyonce);
    expect(await second.get('bey', 10, compute)).toEqual(beyonce);
    expect(compute).toHaveBeenCalledTimes(1);
    const after = (await suggestCacheRequests.get()).values.find((v) => v.labels.outcome === 'shared')?.value ?? 0;
    expect(after - before).toBe(1);
  });

  it('keeps a copy of a shared answer only until the shared answer expires', async () => {
    const { store, values } = memoryStore();
    const stale = JSON.stringify({ expiresAt: Date.now() + 40, hits: beyonce });
    values.set('10\u0000bey', { value: stale, until: Date.now() + 10_000 });
    const cache = new SuggestCache(10_000, store);
    const compute = jest.fn(async () => []);
    expect(await cache.get('bey', 10, compute)).toEqual(beyonce);
    await new Promise((r) => setTimeout(r, 80));
    expect(await cache.get('bey', 10, compute)).toEqual([]);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('computes the answer when the shared store fails, and still keeps it in the process', async () => {
    const cache = new SuggestCache(10_000, memoryStore({ failing: true }).store);
    const compute = jest.fn(async () => beyonce);
    expect(await cache.get('bey', 10, compute)).toEqual(beyonce);
    expect(await cache.get('bey', 10, compute)).toEqual(beyonce);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('ignores a shared value it cannot read and computes instead', async () => {
    const { store, values } = memoryStore();
    values.set('10\u0000bey', { value: 'not json', until: Date.now() + 10_000 });
    const compute = jest.fn(async () => beyonce);
    expect(await new SuggestCache(10_000, store).get('bey', 10, compute)).toEqual(beyonce);
    expect(compute).toHaveBeenCalledTimes(1);
  });
});

describe('SuggestCache with abort signals', () => {
  /** A computation that answers when released, or fails when its signal aborts. */
  function pending() {
    let release!: () => void;
    const signals: AbortSignal[] = [];
    const compute = jest.fn(
      (signal: AbortSignal) =>
        new Promise<SuggestHit[]>((resolve, reject) => {
          signals.push(signal);
          release = () => resolve(beyonce);
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    return { compute, signals, release: () => release() };
  }

  it('stops waiting when the request aborts, and aborts the computation when nobody else waits', async () => {
    const cache = new SuggestCache(10_000);
    const { compute, signals } = pending();
    const request = new AbortController();
    const answer = cache.get('bey', 10, compute, request.signal);
    request.abort(new DOMException('client closed the connection', 'AbortError'));
    await expect(answer).rejects.toThrow('client closed the connection');
    expect(signals[0]!.aborted).toBe(true);
  });

  it('keeps a shared computation going for the requests still waiting', async () => {
    const cache = new SuggestCache(10_000);
    const { compute, signals, release } = pending();
    const impatient = new AbortController();
    const patient = new AbortController();
    const first = cache.get('bey', 10, compute, impatient.signal);
    const second = cache.get('bey', 10, compute, patient.signal);
    const third = cache.get('bey', 10, compute);
    impatient.abort(new DOMException('deadline', 'TimeoutError'));
    await expect(first).rejects.toThrow('deadline');
    expect(signals[0]!.aborted).toBe(false);
    release();
    expect(await second).toEqual(beyonce);
    expect(await third).toEqual(beyonce);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('refuses at once a request whose signal has already aborted, computing nothing', async () => {
    const cache = new SuggestCache(10_000);
    const compute = jest.fn(async () => beyonce);
    await expect(cache.get('bey', 10, compute, AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone');
    expect(compute).not.toHaveBeenCalled();
  });
});
