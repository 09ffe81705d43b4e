/**
 * Liveness, readiness and quota status (`GET /user/api/status` in the contract).
 */
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

/** Checks the three backing services; `ok` is true only when all answer. */
export async function readiness(deps: Deps): Promise<{ ok: boolean; services: Record<string, string> }> {
  const checks: Record<string, () => Promise<unknown>> = {
    elasticsearch: () => deps.es.cluster.health({ timeout: '1s' }, { requestTimeout: TIMEOUT_MS, maxRetries: 0 }),
    postgresql: () => deps.pool.query('SELECT 1'),
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
  return { ok: Object.values(services).every((s) => s === 'up'), services };
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
    return { status: r.ok ? 'ready' : 'unavailable', services: r.services };
  },
  getQuotaStatus: status,
} satisfies HandlerTable;
