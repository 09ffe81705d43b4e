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
import type { Client as EsClient } from '@elastic/elasticsearch';
import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import { Histogram } from 'prom-client';

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

/**
 * The endpoint of an Elasticsearch request path without index names: the first segment starting
 * with `_` (`/ops-artist/_search` → `_search`, `/_cluster/health` → `_cluster`), else `document`
 * (or `/` for the root).
 */
export function elasticsearchOperation(path: string): string {
  const segments = path.split('?')[0]!.split('/').filter(Boolean);
  return segments.find((s) => s.startsWith('_')) ?? (segments.length ? 'document' : '/');
}

/** Times every request of an Elasticsearch client through its diagnostic events (idempotent). */
export function instrumentElasticsearch(es: EsClient): EsClient {
  if ((es as Marked)[INSTRUMENTED]) return es;
  const started = new Map<unknown, { at: bigint; operation: string }>();
  es.diagnostic.on('request', (_err, event) => {
    const meta = event?.meta;
    if (meta)
      started.set(meta.request.id, { at: process.hrtime.bigint(), operation: elasticsearchOperation(meta.request.params.path) });
  });
  es.diagnostic.on('response', (err, event) => {
    const id = event?.meta.request.id;
    const start = started.get(id);
    if (!start) return;
    started.delete(id);
    const seconds = Number(process.hrtime.bigint() - start.at) / 1e9;
    dependencyDuration.observe(
      { dependency: 'elasticsearch', operation: start.operation, outcome: err ? 'error' : 'ok' },
      seconds,
    );
  });
  (es as Marked)[INSTRUMENTED] = true;
  return es;
}
