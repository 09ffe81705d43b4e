/**
 * The suggest endpoint's response cache: search as you type sends the same short prefixes over
 * and over ("b", "be", "bey"…), so an API process keeps each answer for `SUGGEST_CACHE_TTL_S`
 * seconds (lru-cache, at most {@link SUGGEST_CACHE_MAX} answers, least recently used out first).
 * Requests for a key whose answer is still being computed wait for that one computation (one
 * `msearch` per key, however many callers). A failed computation is not kept.
 *
 * Keyed by the limit and the query with surrounding whitespace trimmed and inner runs of
 * whitespace collapsed — changes under which the query builder gives the same searches (it folds
 * whitespace the same way), so a cached answer is exactly the answer.
 *
 * Hits and misses are counted in `mc_suggest_cache_requests_total{outcome}` (Prometheus).
 */
import { LRUCache } from 'lru-cache';
import { Counter } from 'prom-client';
import type { SuggestHit } from '@mc/search';

/** Answers an API process keeps at most. */
export const SUGGEST_CACHE_MAX = 10_000;

/** Suggest cache lookups by outcome (`hit`: answered from memory or joined a computation in flight). */
export const suggestCacheRequests = new Counter({
  name: 'mc_suggest_cache_requests_total',
  help: 'GET /api/suggest answers by response-cache outcome (hit or miss)',
  labelNames: ['outcome'] as const,
});

/** The cache key of a suggest request (see the module doc). */
export function suggestCacheKey(query: string, limit: number): string {
  return `${limit}\u0000${query.trim().replace(/\s+/g, ' ')}`;
}

/** Suggest answers of one process; with `ttlMs` 0 every call computes. */
export class SuggestCache {
  private readonly cache: LRUCache<string, Promise<SuggestHit[]>> | undefined;

  constructor(ttlMs: number) {
    if (ttlMs > 0) this.cache = new LRUCache({ max: SUGGEST_CACHE_MAX, ttl: ttlMs, ttlAutopurge: false });
  }

  /**
   * The hits for (`query`, `limit`): the cached answer, or `compute()`'s (kept when it resolves).
   * @throws whatever `compute` throws (nothing is cached then).
   */
  async get(query: string, limit: number, compute: () => Promise<SuggestHit[]>): Promise<SuggestHit[]> {
    if (!this.cache) return compute();
    const key = suggestCacheKey(query, limit);
    const cached = this.cache.get(key);
    if (cached) {
      suggestCacheRequests.inc({ outcome: 'hit' });
      return cached;
    }
    suggestCacheRequests.inc({ outcome: 'miss' });
    const answer = compute();
    this.cache.set(key, answer);
    answer.catch(() => {
      if (this.cache!.get(key) === answer) this.cache!.delete(key);
    });
    return answer;
  }
}
