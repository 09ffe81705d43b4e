/**
 * BullMQ worker of the `match-job` queue: each BullMQ job is a lane of one matching job
 * (`@mc/jobs` match-jobs.ts) that claims chunks (`runMatchJobChunk` of `@mc/store`) until none is
 * left, answering each chunk's new keys through `match-job-answers.ts`, then completes the job when
 * every chunk is done.
 *
 * Exactly once: a chunk's answers, its done mark, the job's counters and the charge of its lines
 * commit in one transaction. A worker killed mid-chunk rolls it back (the chunk is claimed again,
 * by another lane at once or by this lane when BullMQ re-runs it after its lock expired); a worker
 * killed after COMMIT finds the chunk done. After each chunk, and when a lane ends, the job's
 * committed charges are synced into the Redis daily quota (`syncJobCharge` of `@mc/auth`: adds only
 * what Redis does not have yet). A sweep (at start and every {@link MatchJobWorkerOptions.sweepIntervalMs})
 * re-enqueues the lanes of unfinished jobs (Redis may have lost them), prunes jobs past their
 * retention or whose intake stopped, and prunes the shared answers. Finished jobs are re-matched
 * as the catalog changes by the re-match poll (`match-job-rematch.ts`).
 */
import { type Job, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { chargeDay, syncJobCharge } from '@mc/auth';
import { MATCH_JOB_QUEUE, type MatchJobLane, bullOptions, enqueueMatchJob } from '@mc/jobs';
import type { MatcherDeps } from '@mc/matcher';
import {
  catalogMatchVersion,
  completeMatchJobIfDone,
  matchJobCharges,
  pruneAnswerCache,
  pruneMatchJobs,
  runMatchJobChunk,
  saveKeyAnswers,
  startMatchJob,
  unfinishedMatchJobs,
} from '@mc/store';
import { type AnswerCounts, chunkAnswers } from './match-job-answers';
import { startRematchLoop } from './match-job-rematch';

/** What the match-job worker needs. */
export interface MatchJobWorkerDeps {
  pool: Pool;
  matcher: MatcherDeps;
  redisUrl: string;
  /** BullMQ and quota key prefix (config REDIS_PREFIX). */
  bullPrefix: string;
  logger: Logger;
}

/** Tuning of {@link startMatchJobWorker} (config MATCH_JOB_*). */
export interface MatchJobWorkerOptions {
  /** Lanes run at once by this process. */
  concurrency: number;
  /** Lanes enqueued per job by the sweep. */
  lanes: number;
  lockDurationMs: number;
  stalledIntervalMs: number;
  /** Shared answers kept at most. */
  cacheMaxKeys: number;
  /** Finished jobs are deleted after this long, ms. */
  keepMs: number;
  /** Period of the sweep, ms (default 60,000). */
  sweepIntervalMs?: number;
  /** Period of the re-match poll, ms (`match-job-rematch.ts`; 0 = never; default 1,000). */
  rematchPollMs?: number;
}

/** A running match-job worker. */
export interface MatchJobWorkerHandle {
  readonly name: string;
  readonly worker: Worker<MatchJobLane>;
  close(): Promise<void>;
}

/** A lane's outcome (the BullMQ job's return value). */
export interface LaneResult {
  chunks: number;
  lines: number;
  cached: number;
  matched: number;
}

/** Syncs every committed charge of `jobId` into Redis (never throws: the next sync makes up for a failure). */
async function syncCharges(deps: MatchJobWorkerDeps, redis: Redis, jobId: string, log: Logger): Promise<void> {
  try {
    for (const charge of await matchJobCharges(deps.pool, jobId)) await syncJobCharge(redis, deps.bullPrefix, jobId, charge);
  } catch (err) {
    log.warn({ jobId, err: (err as Error).message }, 'match job charge sync failed; the next sync makes up for it');
  }
}

/**
 * Runs one lane: chunks until none is left to claim, or until the worker is closing (SIGTERM: the
 * lane stops after its chunk and ends; the job's remaining chunks go to its other lanes, or to the
 * lanes the next sweep enqueues).
 */
async function runLane(
  deps: MatchJobWorkerDeps,
  redis: Redis,
  job: Job<MatchJobLane>,
  log: Logger,
  closing: () => boolean,
): Promise<LaneResult> {
  const { jobId } = job.data;
  const result: LaneResult = { chunks: 0, lines: 0, cached: 0, matched: 0 };
  if (!(await startMatchJob(deps.pool, jobId))) return result;
  const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
  const counts: AnswerCounts = { cached: 0, matched: 0 };
  while (!closing()) {
    const outcome = await runMatchJobChunk(deps.pool, jobId, chargeDay(), (keys, tokenId) =>
      chunkAnswers(deps.pool, deps.matcher, keys, {
        failLines: lastAttempt,
        counts,
        owner: { tokenId },
        onAnswers: (answers) => saveKeyAnswers(deps.pool, jobId, answers),
      }),
    );
    if (!outcome) break;
    result.chunks++;
    result.lines += outcome.lines;
    await syncCharges(deps, redis, jobId, log);
  }
  await completeMatchJobIfDone(deps.pool, jobId);
  await syncCharges(deps, redis, jobId, log);
  return { ...result, ...counts };
}

/** One sweep (module doc); failures are logged. */
async function sweep(deps: MatchJobWorkerDeps, queue: Queue<MatchJobLane>, opts: MatchJobWorkerOptions, log: Logger) {
  try {
    for (const jobId of await unfinishedMatchJobs(deps.pool)) await enqueueMatchJob(queue, jobId, opts.lanes);
    await pruneMatchJobs(deps.pool, { staleIntakeMs: 15 * 60_000, keepMs: opts.keepMs });
    await pruneAnswerCache(deps.pool, await catalogMatchVersion(deps.pool), opts.cacheMaxKeys);
  } catch (err) {
    log.warn({ err: (err as Error).message }, 'match job sweep failed; the next sweep retries');
  }
}

/** Starts the match-job worker and its sweep (an initial sweep runs at once). */
export function startMatchJobWorker(deps: MatchJobWorkerDeps, opts: MatchJobWorkerOptions): MatchJobWorkerHandle {
  const log = deps.logger.child({ queue: MATCH_JOB_QUEUE });
  const redis = new Redis(deps.redisUrl, { maxRetriesPerRequest: 2 });
  redis.on('error', (err) => log.warn({ err: err.message }, 'match job worker: redis connection error'));
  let closed = false;
  const worker = new Worker<MatchJobLane, LaneResult>(MATCH_JOB_QUEUE, (job) => runLane(deps, redis, job, log, () => closed), {
    ...bullOptions(deps.redisUrl, deps.bullPrefix),
    concurrency: opts.concurrency,
    lockDuration: opts.lockDurationMs,
    stalledInterval: opts.stalledIntervalMs,
    // A kill during a lane counts one stall; PostgreSQL makes re-runs harmless.
    maxStalledCount: 20,
  });
  worker.on('failed', (job, err) => log.error({ jobId: job?.data.jobId, err: err.message }, 'match job lane failed'));
  worker.on('error', (err) => log.warn({ err: err.message }, 'match job worker error'));
  const queue = new Queue<MatchJobLane>(MATCH_JOB_QUEUE, bullOptions(deps.redisUrl, deps.bullPrefix));
  queue.on('error', (err) => log.warn({ err: err.message }, 'match job sweep: queue error'));
  let sweeping: Promise<void> | undefined = sweep(deps, queue, opts, log);
  const timer = setInterval(() => {
    sweeping ??= sweep(deps, queue, opts, log).finally(() => (sweeping = undefined));
  }, opts.sweepIntervalMs ?? 60_000);
  timer.unref();
  void sweeping.finally(() => (sweeping = undefined));
  const rematch = startRematchLoop(deps, redis, log, { pollMs: opts.rematchPollMs ?? 1000, batchKeys: 500 }, (r, jobId) =>
    syncCharges(deps, r, jobId, log),
  );
  return {
    name: MATCH_JOB_QUEUE,
    worker,
    async close() {
      closed = true;
      clearInterval(timer);
      await rematch.close();
      await sweeping?.catch(() => undefined);
      await worker.close();
      await queue.close();
      await redis.quit().catch(() => undefined);
    },
  };
}
