/**
 * The suggest endpoint's response cache: search as you type sends the same short prefixes over
 * and over ("b", "be", "bey"…), from many users at once, so an answer is kept for
 * `SUGGEST_CACHE_TTL_S` seconds at two levels:
 * - in the process (lru-cache, at most {@link SUGGEST_CACHE_MAX} answers, least recently used out
 *   first). Requests for a key whose answer is still being computed wait for that one computation;
 * - in Redis, shared by every API process ({@link SharedAnswerStore}): an answer one process
 *   computed is read, not recomputed, by the others until it expires. The stored answer carries
 *   its expiry time, and a process keeps a copy only until then, so no answer is served more than
 *   the TTL after it was computed, whichever process serves it.
 *
 * A failed computation is not kept. Redis failing (down, out of memory) makes the shared level a
 * miss, never a failed request: the answer is computed as if nothing were shared.
 *
 * Each request waits with its own abort signal (its deadline, its client gone): it stops waiting
 * as soon as that fires. A computation shared by several requests is aborted only when every one
 * of them has stopped waiting (a waiter without a signal keeps it going), so one impatient client
 * never fails the others.
 *
 * Keyed by the limit and the query with surrounding whitespace trimmed and inner runs of
 * whitespace collapsed — changes under which the query builder gives the same searches (it folds
 * whitespace the same way), so a cached answer is exactly the answer — and by the catalog
 * generation (the live search indexer's drained position): a catalog change, once searchable,
 * is seen by suggest within the generation's check period, not after the TTL.
 *
 * Lookups are counted in `mc_suggest_cache_requests_total{outcome}` (Prometheus): `hit` (this
 * process's copy, or a computation in flight), `shared` (another process's answer, from Redis),
 * `miss` (computed).
 */
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { Counter } from 'prom-client';
import type { SuggestHit } from '@mc/search';

/** Answers an API process keeps at most. */
export const SUGGEST_CACHE_MAX = 10_000;

/** Suggest cache lookups by outcome (see the module doc). */
export const suggestCacheRequests = new Counter({
  name: 'mc_suggest_cache_requests_total',
  help: 'GET /api/suggest answers by response-cache outcome (hit: this process, shared: another process via Redis, miss: computed)',
  labelNames: ['outcome'] as const,
});

/** The cache key of a suggest request (see the module doc). */
export function suggestCacheKey(query: string, limit: number): string {
  return `${limit}\u0000${query.trim().replace(/\s+/g, ' ')}`;
}

/** Answers shared by the API processes: a string value per key that expires by itself. */
export interface SharedAnswerStore {
  /** The value under `key`, or null. @throws when the store cannot be reached. */
  get(key: string): Promise<string | null>;
  /** Keeps `value` under `key` for `ttlMs` ms. @throws when the store cannot be reached. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
}

/**
 * The shared answers in Redis, under `<redisPrefix>:suggest:<indexPrefix>:<cache key>`
 * (`SET … PX ttl`): keyed by the catalog's index prefix too, so deployments of different catalogs
 * on one Redis never read each other's answers.
 */
export function redisAnswerStore(redis: Pick<Redis, 'get' | 'set'>, redisPrefix: string, indexPrefix: string): SharedAnswerStore {
  const keyOf = (key: string) => `${redisPrefix}:suggest:${indexPrefix}:${key}`;
  return {
    get: (key) => redis.get(keyOf(key)),
    set: async (key, value, ttlMs) => {
      await redis.set(keyOf(key), value, 'PX', ttlMs);
    },
  };
}

/** A shared answer as stored: the hits and when they expire (epoch ms). */
interface StoredAnswer {
  expiresAt: number;
  hits: SuggestHit[];
}

function parseStoredAnswer(value: string | null): StoredAnswer | undefined {
  if (value === null) return undefined;
  try {
    const parsed = JSON.parse(value) as Partial<StoredAnswer>;
    return typeof parsed.expiresAt === 'number' && Array.isArray(parsed.hits) ? (parsed as StoredAnswer) : undefined;
  } catch {
    return undefined;
  }
}

/** A computation in flight: its abort controller and the requests waiting for it. */
interface Flight {
  controller: AbortController;
  waiters: number;
}

/** Computes the hits of one query, stopping when `signal` aborts. */
export type ComputeSuggestions = (signal: AbortSignal) => Promise<SuggestHit[]>;

/** Suggest answers of one process, shared through `shared` when given; with `ttlMs` 0 every call computes. */
export class SuggestCache {
  private readonly cache: LRUCache<string, Promise<SuggestHit[]>> | undefined;
  private readonly flights = new Map<Promise<SuggestHit[]>, Flight>();

  /**
   * @param generation the catalog generation answers are keyed with (the live search indexer's
   *   drained position: `ReaderPositionWatch`), so a change drained into the search indices
   *   makes every answer computed before it a miss, in this process and in Redis.
   */
  constructor(
    private readonly ttlMs: number,
    private readonly shared?: SharedAnswerStore,
    private readonly generation?: () => string,
  ) {
    if (ttlMs > 0) this.cache = new LRUCache({ max: SUGGEST_CACHE_MAX, ttl: ttlMs, ttlAutopurge: false });
  }

  /**
   * The hits for (`query`, `limit`): this process's copy, the shared answer, or `compute()`'s
   * (kept here and shared when it resolves). Waits until `signal` aborts at most (see the module
   * doc for shared computations).
   * @throws whatever `compute` throws (nothing is cached then); `signal`'s reason once it aborts.
   */
  async get(query: string, limit: number, compute: ComputeSuggestions, signal?: AbortSignal): Promise<SuggestHit[]> {
    signal?.throwIfAborted();
    if (!this.cache) return compute(signal ?? new AbortController().signal);
    const key = this.generation ? `${this.generation()}\u0001${suggestCacheKey(query, limit)}` : suggestCacheKey(query, limit);
    const cached = this.cache.get(key);
    if (cached) suggestCacheRequests.inc({ outcome: 'hit' });
    return this.wait(cached ?? this.start(key, compute), signal);
  }

  /** Starts the computation of `key` (shared answer or `compute`), kept until it settles or fails. */
  private start(key: string, compute: ComputeSuggestions): Promise<SuggestHit[]> {
    const flight: Flight = { controller: new AbortController(), waiters: 0 };
    const answer = this.sharedOrComputed(key, () => compute(flight.controller.signal));
    this.flights.set(answer, flight);
    this.cache!.set(key, answer);
    answer.then(
      () => this.flights.delete(answer),
      () => {
        this.flights.delete(answer);
        if (this.cache!.get(key) === answer) this.cache!.delete(key);
      },
    );
    return answer;
  }

  /** `answer`, or `signal`'s reason as soon as it aborts (the last waiter gone aborts the computation). */
  private async wait(answer: Promise<SuggestHit[]>, signal: AbortSignal | undefined): Promise<SuggestHit[]> {
    const flight = this.flights.get(answer);
    if (!flight) return answer;
    flight.waiters++;
    if (!signal) return answer.finally(() => flight.waiters--);
    let onAbort = (): void => undefined;
    const aborted = new Promise<never>((_resolve, reject) => {
      onAbort = () => {
        if (--flight.waiters === 0) flight.controller.abort(signal.reason);
        reject(signal.reason);
      };
    });
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      return await Promise.race([answer, aborted]);
    } finally {
      signal.removeEventListener('abort', onAbort);
      if (!signal.aborted) flight.waiters--;
    }
  }

  private async sharedOrComputed(key: string, compute: () => Promise<SuggestHit[]>): Promise<SuggestHit[]> {
    const stored = parseStoredAnswer(this.shared ? await this.shared.get(key).catch(() => null) : null);
    const left = stored ? stored.expiresAt - Date.now() : 0;
    if (stored && left > 0) {
      suggestCacheRequests.inc({ outcome: 'shared' });
      // This process keeps the copy only as long as the shared answer lives.
      this.cache!.set(key, Promise.resolve(stored.hits), { ttl: Math.min(left, this.ttlMs) });
      return stored.hits;
    }
    suggestCacheRequests.inc({ outcome: 'miss' });
    const expiresAt = Date.now() + this.ttlMs;
    const hits = await compute();
    const value = JSON.stringify({ expiresAt, hits } satisfies StoredAnswer);
    this.shared?.set(key, value, Math.max(1, expiresAt - Date.now())).catch(() => undefined);
    return hits;
  }
}
