/**
 * Liveness, readiness and quota status (`GET /user/api/status` in the contract).
 */
import { pingSearch } from '@mc/search';
import { SEARCH_DEPENDENTS_READER, SEARCH_READER, pingStore, readerLag } from '@mc/store';
import type { Handler, HandlerTable } from '../handler';
import type { Deps } from '../deps';
import { callerToken } from '../middleware/auth';

const TIMEOUT_MS = 2000;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    p,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`timeout after ${ms} ms`)), ms).unref()),
  ]);
}

/** Where a reader of the change feed stands, as readyz tells it. */
type ReaderState = { position: number | null; behind: boolean };

/**
 * Checks the three backing services (`ok` is true only when all answer) and, while PostgreSQL
 * answers, tells where the live search indexer's readers stand against the change feed (`@mc/store`
 * readerLag; told, not judged).
 */
export async function readiness(deps: Deps): Promise<{
  ok: boolean;
  services: Record<string, string>;
  feed?: { head: number; readers: Record<string, ReaderState> };
}> {
  const checks: Record<string, () => Promise<unknown>> = {
    elasticsearch: () => pingSearch(deps.es, TIMEOUT_MS),
    postgresql: () => pingStore(deps.pool),
    redis: () => deps.redis.ping(),
  };
  const services: Record<string, string> = {};
  await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await withTimeout(check(), TIMEOUT_MS);
        services[name] = 'up';
      } catch (err) {
        services[name] = `down: ${(err instanceof Error ? err.message : String(err)).slice(0, 120)}`;
      }
    }),
  );
  const ok = Object.values(services).every((s) => s === 'up');
  const feed = services.postgresql === 'up' ? await feedState(deps).catch(() => undefined) : undefined;
  return { ok, services, ...(feed ? { feed } : {}) };
}

/** The live search indexer's readers against the feed's head. @throws on database errors. */
async function feedState(deps: Deps): Promise<{ head: number; readers: Record<string, ReaderState> }> {
  const lags = await Promise.all(
    [SEARCH_READER, SEARCH_DEPENDENTS_READER].map(async (r) => [r.name, await readerLag(deps.pool, r)] as const),
  );
  const readers = Object.fromEntries(lags.map(([name, l]) => [name, { position: l.position, behind: l.behind }]));
  return { head: Math.max(...lags.map(([, l]) => l.head)), readers };
}

const status: Handler = async (_input, { res, deps }) => {
  const q = await deps.quota.peek(callerToken(res.locals).tokenId, callerToken(res.locals).dailyLimit);
  return { 'X-Rate-Limit-Remaining': q.remaining, 'X-Rate-Limit-Limit': q.limit, 'X-Rate-Limit-Retry-After': q.retryAfterS };
};

/** System routes. */
export const systemHandlers = {
  getHealth: async () => ({ status: 'ok' }),
  getReadiness: async (_input, { deps, res }) => {
    const r = await readiness(deps);
    if (!r.ok) res.status(503);
    return { status: r.ok ? 'ready' : 'unavailable', services: r.services, ...(r.feed ? { feed: r.feed } : {}) };
  },
  getQuotaStatus: status,
} satisfies HandlerTable;
