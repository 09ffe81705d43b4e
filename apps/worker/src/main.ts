/**
 * Worker process entry point: applies migrations, then runs the BullMQ workers (`reindex`,
 * `usage-report` with its re-enqueue sweep of pending reports) until SIGTERM/SIGINT, then lets
 * running jobs finish (BullMQ `close()` waits for them) and exits.
 */
import { indexLayout } from '@mc/indexer/src/reindex';
import { createSearchClient } from '@mc/search';
import pino from 'pino';
import { configOrExit } from '@mc/config';
import { createPool, migrate } from '@mc/store';
import { startReindexWorker } from './reindex-worker';
import { startUsageReportWorker } from './usage-report-worker';

async function main(): Promise<void> {
  const cfg = configOrExit();
  const logger = pino({ level: cfg.LOG_LEVEL });
  const pool = createPool(cfg.DATABASE_URL);
  const es = createSearchClient(cfg.ES_URL);
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
  ];
  logger.info({ queues: workers.map((w) => w.name) }, 'worker started');
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker shutting down');
    await Promise.allSettled(workers.map((w) => w.close()));
    await Promise.allSettled([pool.end(), es.close()]);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

void main();
