/**
 * The long-lived resources of one API process, created once at start and closed on shutdown.
 */
import { Client as EsClient } from '@elastic/elasticsearch';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { Pool } from 'pg';
import pino, { type Logger } from 'pino';
import type { Config } from '@mc/config';
import { DailyQuota, TokenVerifier } from '@mc/auth';
import { CatalogReader, createPool } from '@mc/store';
import { REINDEX_QUEUE, USAGE_REPORT_QUEUE, bullOptions } from '@mc/jobs';
import { instrumentElasticsearch, instrumentPool, instrumentRedis } from '@mc/metrics';

/** Everything a handler may use. */
export interface Deps {
  config: Config;
  logger: Logger;
  pool: Pool;
  redis: Redis;
  es: EsClient;
  catalog: CatalogReader;
  tokens: TokenVerifier;
  quota: DailyQuota;
  /** BullMQ producers of the worker's queues (also shown in Bull Board). */
  queues: { reindex: Queue; usageReport: Queue };
}

/** pino logger that never writes tokens: the Authorization header is redacted everywhere. */
export function createLogger(config: Config): Logger {
  return pino({
    level: config.LOG_LEVEL,
    redact: { paths: ['req.headers.authorization', 'headers.authorization', '*.token', 'token'], censor: '[redacted]' },
  });
}

/**
 * Opens pools and clients (connections are lazy; nothing fails here if a service is down); their
 * calls are timed into `mc_dependency_duration_seconds` (`@mc/metrics`).
 */
export function createDeps(config: Config, logger = createLogger(config)): Deps {
  const pool = instrumentPool(createPool(config.DATABASE_URL, 20));
  // Auto-pipelining: the quota calls of concurrent requests leave in one write (fewer syscalls).
  const redis = instrumentRedis(
    new Redis(config.REDIS_URL, {
      maxRetriesPerRequest: 2,
      enableOfflineQueue: false,
      lazyConnect: false,
      enableAutoPipelining: true,
    }),
  );
  redis.on('error', (err) => logger.warn({ err: err.message }, 'redis connection error'));
  // The client's undici connection pool keeps HTTP connections to Elasticsearch alive.
  const es = instrumentElasticsearch(new EsClient({ node: config.ES_URL, requestTimeout: 10_000, maxRetries: 1 }));
  return {
    config,
    logger,
    pool,
    redis,
    es,
    catalog: new CatalogReader(pool, { documentCacheTtlMs: config.DOCUMENT_CACHE_TTL_S * 1000 }),
    tokens: new TokenVerifier(pool, config.TOKEN_CACHE_TTL_S * 1000),
    quota: new DailyQuota(redis, config.REDIS_PREFIX),
    queues: {
      reindex: new Queue(REINDEX_QUEUE, bullOptions(config.REDIS_URL, config.REDIS_PREFIX)),
      usageReport: new Queue(USAGE_REPORT_QUEUE, bullOptions(config.REDIS_URL, config.REDIS_PREFIX)),
    },
  };
}

/** Closes everything {@link createDeps} opened. */
export async function closeDeps(deps: Deps): Promise<void> {
  await Promise.allSettled([
    deps.pool.end(),
    deps.redis.quit(),
    deps.es.close(),
    deps.queues.reindex.close(),
    deps.queues.usageReport.close(),
  ]);
}
