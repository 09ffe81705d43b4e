/**
 * Worker process entry point: applies migrations, then runs the BullMQ workers (`reindex`,
 * `usage-report` with its re-enqueue sweep of pending reports, `match-job`: matching jobs' lanes), the live indexer of the change
 * feed (`live-index-worker.ts`) and the derive reader (`derive-reader.ts`) until SIGTERM/SIGINT, then lets
 * running jobs finish (BullMQ `close()` waits for them) and exits. Prometheus metrics (queue
 * depths, job outcomes, PostgreSQL/Elasticsearch latency, process) on WORKER_METRICS_PORT.
 */
import { indexLayout } from '@mc/indexer';
import { closeSearchClient, createSearchClient } from '@mc/search';
import { Queue } from 'bullmq';
import pino from 'pino';
import { collectDefaultMetrics } from 'prom-client';
import { configOrExit } from '@mc/config';
import { MATCH_JOB_QUEUE, REINDEX_QUEUE, USAGE_REPORT_QUEUE, bullOptions } from '@mc/jobs';
import { instrumentElasticsearch, instrumentPool, serveMetrics } from '@mc/metrics';
import { CatalogReader, createPool, migrate } from '@mc/store';
import { registerQueueMetrics } from './metrics';
import { startReindexWorker } from './reindex-worker';
import { startUsageReportWorker } from './usage-report-worker';
import { startLiveIndexer } from './live-index-worker';
import { startMatchJobWorker } from './match-job-worker';
import { startDeriveReader } from './derive-reader';

async function main(): Promise<void> {
  const cfg = configOrExit();
  const logger = pino({ level: cfg.LOG_LEVEL });
  const pool = instrumentPool(createPool(cfg.DATABASE_URL));
  const es = instrumentElasticsearch(createSearchClient(cfg.ES_URL));
  // The usage-report worker needs its ledger tables (idempotent; safe with concurrent starts).
  await migrate(pool);
  const workers = [
    startReindexWorker({
      es,
      pool,
      prefix: cfg.ES_INDEX_PREFIX,
      layout: indexLayout(cfg),
      redisUrl: cfg.REDIS_URL,
      bullPrefix: cfg.REDIS_PREFIX,
      logger,
      lockDurationMs: cfg.WORKER_LOCK_DURATION_MS,
      stalledIntervalMs: cfg.WORKER_STALLED_INTERVAL_MS,
    }),
    startUsageReportWorker(
      { pool, redisUrl: cfg.REDIS_URL, bullPrefix: cfg.REDIS_PREFIX, logger },
      { lockDurationMs: cfg.WORKER_LOCK_DURATION_MS, stalledIntervalMs: cfg.WORKER_STALLED_INTERVAL_MS },
    ),
    startMatchJobWorker(
      {
        pool,
        matcher: { search: { es, prefix: cfg.ES_INDEX_PREFIX }, store: new CatalogReader(pool) },
        redisUrl: cfg.REDIS_URL,
        bullPrefix: cfg.REDIS_PREFIX,
        logger,
      },
      {
        concurrency: cfg.MATCH_JOB_WORKER_CONCURRENCY,
        lanes: cfg.MATCH_JOB_LANES,
        lockDurationMs: cfg.WORKER_LOCK_DURATION_MS,
        stalledIntervalMs: cfg.WORKER_STALLED_INTERVAL_MS,
        cacheMaxKeys: cfg.MATCH_CACHE_MAX_KEYS,
        keepMs: cfg.MATCH_JOB_KEEP_DAYS * 86_400_000,
        rematchPollMs: cfg.MATCH_JOB_REMATCH_POLL_MS,
      },
    ),
  ];
  const liveIndexer = startLiveIndexer(
    { es, pool, prefix: cfg.ES_INDEX_PREFIX, layout: indexLayout(cfg), logger },
    { retention: { days: cfg.CHANGE_FEED_RETENTION_DAYS } },
  );
  const feedReaders: { name: string; close(): Promise<void> }[] = [liveIndexer];
  if (cfg.DERIVE_FOLLOW_INTERVAL_MS > 0)
    feedReaders.push(startDeriveReader({ pool, logger }, { intervalMs: cfg.DERIVE_FOLLOW_INTERVAL_MS }));
  const queues = [REINDEX_QUEUE, USAGE_REPORT_QUEUE, MATCH_JOB_QUEUE].map(
    (name) => new Queue(name, bullOptions(cfg.REDIS_URL, cfg.REDIS_PREFIX)),
  );
  collectDefaultMetrics();
  registerQueueMetrics(
    workers.map((w) => ('worker' in w ? w.worker : w)),
    queues,
  );
  serveMetrics({ port: cfg.WORKER_METRICS_PORT, host: cfg.METRICS_HOST, logger });
  logger.info({ queues: workers.map((w) => w.name), feedReaders: feedReaders.map((f) => f.name) }, 'worker started');
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker shutting down');
    await Promise.allSettled([...workers, ...queues, ...feedReaders].map((w) => w.close()));
    await Promise.allSettled([pool.end(), closeSearchClient(es)]);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

void main();
