/**
 * Queue names and job payloads shared by the API, the CLI and the worker (BullMQ on Redis).
 */
import type { ConnectionOptions, JobsOptions } from 'bullmq';

/** Queue of search-index rebuilds. */
export const REINDEX_QUEUE = 'reindex';
/** Queue of picture-usage report ingestion. */
export const USAGE_REPORT_QUEUE = 'usage-report';

export * from './reindex-jobs';
export * from './match-jobs';
export * from './match-job-input';
export * from './match-job-output';
export * from './match-job-review';

/** BullMQ connection options from a redis:// URL (BullMQ workers need maxRetriesPerRequest null). */
export function bullConnection(redisUrl: string): ConnectionOptions {
  const u = new URL(redisUrl);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    username: u.username || undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) : undefined,
    maxRetriesPerRequest: null,
  };
}

/**
 * Options every BullMQ Queue/Worker/QueueEvents of this service uses: the connection and the key
 * prefix (config REDIS_PREFIX), so several deployments or test runs can share one Redis.
 */
export function bullOptions(redisUrl: string, prefix: string): { connection: ConnectionOptions; prefix: string } {
  return { connection: bullConnection(redisUrl), prefix };
}

/**
 * Payload of a `usage-report` job. It names a report only: the report itself (assets, test flag,
 * day) was stored in PostgreSQL by the API before it answered 202, so a job can be re-created at
 * any time (e.g. after Redis lost its data) from the stored report alone.
 */
export interface UsageReportJob {
  /** Account that sent the report (the token's account). */
  accountId: number;
  /** The report's `id_transaction`, unique per account. */
  idTransaction: number;
}

/**
 * Deterministic job id of a usage report: `usage-<accountId>-<idTransaction>`, so enqueuing the
 * same report twice (API retry, start-up or periodic re-enqueue of pending reports) while its job
 * exists adds nothing. (BullMQ custom job ids must not contain ':'.)
 * @throws RangeError when either number is not a positive safe integer.
 */
export function usageReportJobId(accountId: number, idTransaction: number): string {
  for (const v of [accountId, idTransaction]) {
    if (!Number.isSafeInteger(v) || v <= 0) throw new RangeError(`usage report job ids need positive integers, got ${v}`);
  }
  return `usage-${accountId}-${idTransaction}`;
}

/**
 * Options of every `usage-report` job: 8 attempts with exponential backoff from 1 s (about 4 min
 * in all, enough to ride out a PostgreSQL restart); completed jobs are kept for a day (at most
 * 10,000) so a re-enqueue of a finished report stays a no-op; failed jobs are kept (Bull Board)
 * until an operator retries or removes them.
 */
export const USAGE_REPORT_JOB_OPTIONS = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: false,
} as const satisfies JobsOptions;
