/**
 * Latency of the three backing services as seen by a process, in one Prometheus histogram
 * `mc_dependency_duration_seconds{dependency, operation, outcome}`:
 * - `postgresql`: every `pool.query` (operation `query`; transactions on a checked-out client are
 *   not timed);
 * - `redis`: every ioredis command (operation = the command name, e.g. `evalsha`, `ping`);
 * - `elasticsearch`: every HTTP request of the client (operation = the API endpoint, `_search`,
 *   `_msearch`, `_bulk`…, never an index name, so the label set stays small).
 * `outcome` is `ok` or `error`. Metrics live in prom-client's global registry.
 */
import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import { Histogram } from 'prom-client';
import { type SearchClient, timeSearchRequests } from '@mc/search';

/** Buckets in seconds: 0.5 ms … 5 s (lookups take about a millisecond, searches tens of ms). */
const BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** The histogram shared by the three instrumentations. */
export const dependencyDuration = new Histogram({
  name: 'mc_dependency_duration_seconds',
  help: 'Latency of calls to PostgreSQL, Redis and Elasticsearch, seconds',
  labelNames: ['dependency', 'operation', 'outcome'] as const,
  buckets: BUCKETS,
});

const INSTRUMENTED = Symbol('mc.instrumented');
type Marked = { [INSTRUMENTED]?: true };

/** Times a promise into the histogram; returns the promise unchanged. */
function timed<T>(dependency: string, operation: string, p: T): T {
  const end = dependencyDuration.startTimer({ dependency, operation });
  if (p && typeof (p as { then?: unknown }).then === 'function')
    (p as unknown as Promise<unknown>).then(
      () => end({ outcome: 'ok' }),
      () => end({ outcome: 'error' }),
    );
  return p;
}

/** Times every promise-returning `pool.query` (idempotent: a pool is instrumented once). */
export function instrumentPool(pool: Pool): Pool {
  if ((pool as Marked)[INSTRUMENTED]) return pool;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) =>
    timed('postgresql', 'query', query(...args));
  (pool as Marked)[INSTRUMENTED] = true;
  return pool;
}

/** Times every command of an ioredis client by its name (idempotent). */
export function instrumentRedis(redis: Redis): Redis {
  if ((redis as Marked)[INSTRUMENTED]) return redis;
  const send = redis.sendCommand.bind(redis);
  redis.sendCommand = ((command: Parameters<Redis['sendCommand']>[0], stream?: unknown) => {
    timed('redis', command.name, command.promise);
    return (send as (c: unknown, s?: unknown) => unknown)(command, stream);
  }) as Redis['sendCommand'];
  (redis as Marked)[INSTRUMENTED] = true;
  return redis;
}

/** Times every request of an Elasticsearch client (`@mc/search` timeSearchRequests; idempotent). */
export function instrumentElasticsearch(es: SearchClient): SearchClient {
  if ((es as Marked)[INSTRUMENTED]) return es;
  timeSearchRequests(es, (operation, outcome, seconds) =>
    dependencyDuration.observe({ dependency: 'elasticsearch', operation, outcome }, seconds),
  );
  (es as Marked)[INSTRUMENTED] = true;
  return es;
}
