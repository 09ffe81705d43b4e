/**
 * BullMQ worker of the `usage-report` queue: counts stored picture-usage reports into the ledger.
 *
 * Crash safety comes from the ledger, not from the queue: each job runs
 * `ingestPictureUsageReport`, one PostgreSQL statement that adds the report's counters and flips it
 * from `pending` to `ingested` (a re-run finds nothing pending and adds nothing). So:
 * - killed mid-job → the transaction rolls back; BullMQ sees the stalled job (lock expired) and
 *   runs it again;
 * - killed after commit, before the job is marked done → the re-run is a no-op;
 * - Redis lost its data (or the API could not enqueue) → the report is still `pending` in
 *   PostgreSQL, and the sweep re-enqueues it: at start, every {@link UsageReportWorkerOptions.sweepIntervalMs},
 *   and whenever the Redis connection comes back.
 * Failures are retried with exponential backoff (`USAGE_REPORT_JOB_OPTIONS`); jobs that exhaust
 * their attempts stay in the failed set (Bull Board) with their report still `pending`.
 */
import { type Job, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { USAGE_REPORT_JOB_OPTIONS, USAGE_REPORT_QUEUE, type UsageReportJob, bullOptions, usageReportJobId } from '@mc/jobs';
import {
  type IngestPictureUsageResult,
  type PendingPictureUsageReport,
  ingestPictureUsageReport,
  listPendingPictureUsageReports,
} from '@mc/store';

/** What the usage-report worker needs. */
export interface UsageReportWorkerDeps {
  pool: Pool;
  /** redis:// URL of the BullMQ Redis. */
  redisUrl: string;
  /** BullMQ key prefix (config REDIS_PREFIX); the API's producer must use the same. */
  bullPrefix: string;
  logger: Logger;
}

/** Tuning of {@link startUsageReportWorker}; defaults suit production. */
export interface UsageReportWorkerOptions {
  /** Jobs run at once (each is one short PostgreSQL statement). Default 8. */
  concurrency?: number;
  /** Period of the re-enqueue sweep of pending reports, ms. Default 30,000; 0 = no periodic sweep. */
  sweepIntervalMs?: number;
  /** The periodic sweep skips reports younger than this, ms (their API enqueue is in flight). Default 10,000. */
  sweepGraceMs?: number;
  /** BullMQ job lock, ms (config WORKER_LOCK_DURATION_MS): a killed worker's job is retried about this long after the kill. Default 30,000. */
  lockDurationMs?: number;
  /** How often stalled jobs (lock expired) are looked for, ms (config WORKER_STALLED_INTERVAL_MS). Default 30,000. */
  stalledIntervalMs?: number;
}

/** A running usage-report worker. */
export interface UsageReportWorkerHandle {
  /** Queue name (for logs). */
  readonly name: string;
  readonly worker: Worker<UsageReportJob, IngestPictureUsageResult>;
  /**
   * Enqueues a job for every pending report older than `graceMs` (default 0); existing jobs are
   * left as they are. @returns the number of pending reports seen. Never rejects (errors are logged).
   */
  sweep(graceMs?: number): Promise<number>;
  /** Stops sweeping, lets running jobs finish, closes the Redis connections. */
  close(): Promise<void>;
}

/** Pending reports read and enqueued per page of a sweep. */
const SWEEP_BATCH = 1000;
/** Most pending reports one sweep enqueues (the next sweep continues). */
const SWEEP_MAX_PER_RUN = 100_000;

/**
 * One sweep: re-enqueues the pending usage reports older than `graceMs` (pages of
 * {@link SWEEP_BATCH}, at most {@link SWEEP_MAX_PER_RUN}); a failure is logged, never thrown.
 * @returns how many pending reports were (re-)enqueued.
 */
async function sweepPendingReports(
  deps: UsageReportWorkerDeps,
  queue: Queue<UsageReportJob>,
  log: Logger,
  graceMs: number,
  isClosed: () => boolean,
): Promise<number> {
  let seen = 0;
  try {
    let after: PendingPictureUsageReport | undefined;
    while (!isClosed() && seen < SWEEP_MAX_PER_RUN) {
      const pending = await listPendingPictureUsageReports(deps.pool, { olderThanMs: graceMs, limit: SWEEP_BATCH, after });
      if (!pending.length) break;
      // A report whose job exists (waiting, active, delayed, failed) is left alone by BullMQ.
      await queue.addBulk(
        pending.map((p) => ({
          name: 'ingest',
          data: p,
          opts: { ...USAGE_REPORT_JOB_OPTIONS, jobId: usageReportJobId(p.accountId, p.idTransaction) },
        })),
      );
      seen += pending.length;
      after = pending[pending.length - 1];
      if (pending.length < SWEEP_BATCH) break;
    }
    if (seen) log.info({ pending: seen }, 'pending usage reports re-enqueued');
  } catch (err) {
    log.warn({ err: (err as Error).message }, 'usage report sweep failed; next sweep retries');
  }
  return seen;
}

/** Starts the usage-report worker and its re-enqueue sweep (an initial sweep runs at once). */
export function startUsageReportWorker(
  deps: UsageReportWorkerDeps,
  opts: UsageReportWorkerOptions = {},
): UsageReportWorkerHandle {
  const log = deps.logger.child({ queue: USAGE_REPORT_QUEUE });
  const worker = new Worker<UsageReportJob, IngestPictureUsageResult>(
    USAGE_REPORT_QUEUE,
    async (job: Job<UsageReportJob>) => ingestPictureUsageReport(deps.pool, job.data.accountId, job.data.idTransaction),
    {
      ...bullOptions(deps.redisUrl, deps.bullPrefix),
      concurrency: opts.concurrency ?? 8,
      lockDuration: opts.lockDurationMs ?? 30_000,
      stalledInterval: opts.stalledIntervalMs ?? 30_000,
      // Every kill of a worker during a job counts one stall; the ledger makes re-runs harmless.
      maxStalledCount: 20,
    },
  );
  worker.on('failed', (job, err) =>
    log.error({ jobId: job?.id, attemptsMade: job?.attemptsMade, err: err.message }, 'usage report ingestion failed'),
  );
  worker.on('error', (err) => log.warn({ err: err.message }, 'usage report worker error'));

  // The sweep's own connection: its 'ready' after a disconnect means Redis may have lost the queue.
  const redis = new Redis(deps.redisUrl, { maxRetriesPerRequest: null });
  redis.on('error', (err) => log.warn({ err: err.message }, 'usage report sweep: redis connection error'));
  const queue = new Queue<UsageReportJob>(USAGE_REPORT_QUEUE, { connection: redis, prefix: deps.bullPrefix });
  queue.on('error', (err) => log.warn({ err: err.message }, 'usage report sweep: queue error'));

  let sweeping: Promise<number> | undefined;
  let closed = false;
  const runSweep = (graceMs: number): Promise<number> => sweepPendingReports(deps, queue, log, graceMs, () => closed);
  const sweep = (graceMs = 0): Promise<number> => {
    sweeping ??= runSweep(graceMs).finally(() => {
      sweeping = undefined;
    });
    return sweeping;
  };

  let connectedOnce = false;
  redis.on('ready', () => {
    if (connectedOnce) void sweep(0);
    connectedOnce = true;
  });
  void sweep(0);
  const interval = opts.sweepIntervalMs ?? 30_000;
  const timer = interval > 0 ? setInterval(() => void sweep(opts.sweepGraceMs ?? 10_000), interval) : undefined;
  timer?.unref();

  return {
    name: USAGE_REPORT_QUEUE,
    worker,
    sweep,
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await sweeping?.catch(() => undefined);
      await worker.close();
      await queue.close();
      await redis.quit().catch(() => undefined);
    },
  };
}
