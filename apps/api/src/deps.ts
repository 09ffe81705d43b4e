/**
 * The long-lived resources of one API process, created once at start and closed on shutdown.
 */
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { Pool } from 'pg';
import pino, { type Logger } from 'pino';
import type { Config } from '@mc/config';
import { ConcurrencyGate, DailyQuota, FixedWindowLimiter, TokenVerifier } from '@mc/auth';
import { CatalogReader, ReaderPositionWatch, createPool } from '@mc/store';
import { MATCH_JOB_QUEUE, type MatchJobLane, REINDEX_QUEUE, USAGE_REPORT_QUEUE, bullOptions } from '@mc/jobs';
import { type SearchClient, closeSearchClient, createSearchClient } from '@mc/search';
import { instrumentElasticsearch, instrumentPool, instrumentRedis } from '@mc/metrics';
import { SuggestCache, redisAnswerStore } from './suggest-cache';

/** Everything a handler may use. */
export interface Deps {
  config: Config;
  logger: Logger;
  pool: Pool;
  redis: Redis;
  es: SearchClient;
  catalog: CatalogReader;
  tokens: TokenVerifier;
  quota: DailyQuota;
  /** BullMQ producers of the worker's queues (also shown in Bull Board). */
  queues: { reindex: Queue; usageReport: Queue; matchJob: Queue<MatchJobLane> };
  /** Short-term limits beside the daily quota (see {@link createLimits}). */
  limits: Limits;
  /** `/api/suggest` answers kept for `SUGGEST_CACHE_TTL_S` (see `suggest-cache.ts`). */
  suggestCache: SuggestCache;
}

/** Limits beside the daily quota, shared by all API processes through Redis (`docs/api.md` "Limits"). */
export interface Limits {
  /** Picture-usage reports per token per minute. */
  reportIntake: FixedWindowLimiter;
  /** Failed authentications per client address per minute. */
  authFailures: FixedWindowLimiter;
  /** Artist-title batches in flight per token. */
  batches: ConcurrencyGate;
}

/** The limits of {@link Limits} from the configuration. */
export function createLimits(config: Config, redis: Redis): Limits {
  const p = `${config.REDIS_PREFIX}:limit`;
  return {
    reportIntake: new FixedWindowLimiter(redis, `${p}:report`, config.REPORT_LIMIT_PER_MINUTE, 60),
    authFailures: new FixedWindowLimiter(redis, `${p}:auth-failure`, config.AUTH_FAILURE_LIMIT_PER_MINUTE, 60),
    // A slot outlives its batch only when a process dies; it then expires after twice the deadline.
    batches: new ConcurrencyGate(
      redis,
      `${p}:batch`,
      config.BATCH_CONCURRENCY_PER_TOKEN,
      Math.ceil((2 * config.MATCH_DEADLINE_MS) / 1000),
    ),
  };
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
  // The client's connection pool keeps HTTP connections to every Elasticsearch node alive.
  const es = instrumentElasticsearch(createSearchClient(config.ES_URL, { requestTimeout: 10_000, maxRetries: 2 }));
  return {
    config,
    logger,
    pool,
    redis,
    es,
    catalog: new CatalogReader(pool, {
      documentCacheTtlMs: config.DOCUMENT_CACHE_TTL_S * 1000,
      changeCheckMs: config.DOCUMENT_CACHE_CHECK_MS,
    }),
    tokens: new TokenVerifier(pool, config.TOKEN_CACHE_TTL_S * 1000),
    quota: new DailyQuota(redis, config.REDIS_PREFIX, { maxUnits: config.QUOTA_LEASE_UNITS, leaseMs: config.QUOTA_LEASE_MS }),
    limits: createLimits(config, redis),
    suggestCache: new SuggestCache(
      config.SUGGEST_CACHE_TTL_S * 1000,
      redisAnswerStore(redis, config.REDIS_PREFIX, config.ES_INDEX_PREFIX),
      // Answers from before a change the live indexer drained are misses (read at most this often).
      suggestGeneration(pool, config.DOCUMENT_CACHE_CHECK_MS),
    ),
    queues: {
      reindex: new Queue(REINDEX_QUEUE, bullOptions(config.REDIS_URL, config.REDIS_PREFIX)),
      usageReport: new Queue(USAGE_REPORT_QUEUE, bullOptions(config.REDIS_URL, config.REDIS_PREFIX)),
      matchJob: new Queue<MatchJobLane>(MATCH_JOB_QUEUE, bullOptions(config.REDIS_URL, config.REDIS_PREFIX)),
    },
  };
}

/** The suggest cache's generation: the live search indexer's drained position, read every `checkMs` at most. */
function suggestGeneration(pool: Pool, checkMs: number): () => string {
  const watch = new ReaderPositionWatch(pool, undefined, checkMs || 1000);
  return () => watch.current();
}

/** Closes everything {@link createDeps} opened. */
export async function closeDeps(deps: Deps): Promise<void> {
  // Unspent quota leases go back to Redis before its client closes.
  await deps.quota.close().catch(() => undefined);
  await Promise.allSettled([
    deps.pool.end(),
    deps.redis.quit(),
    closeSearchClient(deps.es),
    deps.queues.reindex.close(),
    deps.queues.usageReport.close(),
    deps.queues.matchJob.close(),
  ]);
}
