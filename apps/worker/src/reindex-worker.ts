/**
 * BullMQ worker of the `reindex` queue: full rebuilds (new versioned index + atomic alias swap) or
 * partial reindex of ids, with progress reported on the job (`@mc/jobs` ReindexProgress: one stage
 * per entity, its documents done/total and, once rebuilt, its stage timings). A job interrupted by
 * a crash is retried by BullMQ (stalled-job detection) and starts a fresh rebuild; the half-built
 * index of the interrupted attempt is deleted as an orphan.
 *
 * Cancellation (`DELETE /api/admin/jobs/{id}` marks the running job, `@mc/jobs` cancelReindexJob):
 * every {@link ReindexWorkerDeps.cancelCheckMs} the worker reads the job's mark and, when set,
 * aborts the job's signal; the rebuild stops before its alias swap (the old index keeps serving)
 * and deletes its half-built index, and the job fails with `CANCELLED_REASON`, never retried. A
 * job marked before a worker took it (a worker killed meanwhile) stops at once.
 */
import { Job, UnrecoverableError, Worker } from 'bullmq';
import type { SearchClient } from '@mc/search';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import {
  CANCELLED_REASON,
  REINDEX_QUEUE,
  type ReindexJob,
  type ReindexProgress,
  type ReindexStageProgress,
  bullOptions,
  isCancelRequested,
} from '@mc/jobs';
import { SEARCH_ENTITIES, type SearchEntity } from '@mc/mappings';
import { type IndexLayout, rebuildIndex, reindexIds } from '@mc/indexer';
import { countEntities } from '@mc/store';

/** What the reindex worker needs; `prefix` is the index prefix, `bullPrefix` the BullMQ key prefix. */
export interface ReindexWorkerDeps {
  es: SearchClient;
  pool: Pool;
  prefix: string;
  /** Shards and replicas of rebuilt indices. */
  layout?: IndexLayout;
  redisUrl: string;
  bullPrefix: string;
  logger: Logger;
  /** BullMQ lock duration and stalled-job check interval, ms. */
  lockDurationMs: number;
  stalledIntervalMs: number;
  /** How often a running job's cancellation mark is read, ms (default 500). */
  cancelCheckMs?: number;
}

/** Documents between two progress reports of a rebuild. */
const PROGRESS_EVERY = 2000;

/** The stages of `job` (one per entity), with their totals read from the store. */
async function plannedStages(deps: ReindexWorkerDeps, entities: SearchEntity[], ids?: number[]): Promise<ReindexStageProgress[]> {
  return Promise.all(
    entities.map(async (entity) => ({
      entity,
      state: 'pending' as const,
      done: 0,
      total: ids?.length ? ids.length : await countEntities(deps.pool, entity),
      ms: 0,
    })),
  );
}

/** Runs one reindex job: each entity rebuilt (or its ids re-indexed) in turn, progress reported. */
async function runReindex(deps: ReindexWorkerDeps, job: Job<ReindexJob>, signal: AbortSignal | undefined) {
  const entities = job.data.entities?.length ? job.data.entities : [...SEARCH_ENTITIES];
  const stages = await plannedStages(deps, entities, job.data.ids);
  // Progress writes go out one after another, each with a snapshot of the stages, and the job
  // returns only once the last has landed: a completed job never shows a stage still running.
  let written: Promise<unknown> = Promise.resolve();
  const report = (stage: ReindexStageProgress) => {
    const progress = { entity: stage.entity, done: stage.done, total: stage.total, stages: structuredClone(stages) };
    written = written.then(() => job.updateProgress(progress satisfies ReindexProgress).catch(() => undefined));
  };
  const results: Record<string, number> = {};
  for (const stage of stages) {
    const entity = stage.entity as SearchEntity;
    const t0 = performance.now();
    stage.state = 'running';
    report(stage);
    if (job.data.ids?.length) {
      results[entity] = (await reindexIds(deps, entity, job.data.ids)).indexed;
      stage.done = stage.total;
    } else {
      let last = 0;
      const r = await rebuildIndex(deps, entity, {
        signal,
        onProgress: (done, total) => {
          Object.assign(stage, { done, total, ms: Math.round(performance.now() - t0) });
          if (done - last >= PROGRESS_EVERY || done === total) {
            last = done;
            report(stage);
          }
        },
      });
      results[entity] = r.count;
      stage.timings = Object.fromEntries(
        Object.entries(r.timings).map(([k, v]) => [k, Math.round(v)]),
      ) as ReindexStageProgress['timings'];
      Object.assign(stage, { done: r.count, total: r.count });
      deps.logger.info({ entity, count: r.count, index: r.index, timings: r.timings }, 'index rebuilt');
    }
    Object.assign(stage, { state: 'done', ms: Math.round(performance.now() - t0) });
    report(stage);
  }
  await written;
  return results;
}

/** Reads the cancellation mark of job `jobId` every `everyMs` and aborts it when set. @returns the stop function. */
function watchCancellation(worker: Worker<ReindexJob>, jobId: string, everyMs: number): () => void {
  let reading = false;
  const timer = setInterval(() => {
    if (reading) return;
    reading = true;
    Job.fromId<ReindexJob>(worker, jobId)
      .then(
        (fresh) => {
          if (isCancelRequested(fresh?.data)) worker.cancelJob(jobId, CANCELLED_REASON);
        },
        () => undefined, // Redis unreachable: read again next time
      )
      .finally(() => (reading = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Starts the reindex worker (concurrency 1: rebuilds are heavy on a 2-core machine). */
export function startReindexWorker(deps: ReindexWorkerDeps): Worker {
  const worker: Worker<ReindexJob> = new Worker<ReindexJob>(
    REINDEX_QUEUE,
    // Three parameters: BullMQ hands the abort signal only to processors that declare it.
    async (job: Job<ReindexJob>, _token?: string, signal?: AbortSignal) => {
      if (isCancelRequested(job.data)) throw new UnrecoverableError(CANCELLED_REASON);
      const stop = watchCancellation(worker, job.id!, deps.cancelCheckMs ?? 500);
      try {
        return await runReindex(deps, job, signal);
      } catch (err) {
        if (signal?.aborted) throw new UnrecoverableError(CANCELLED_REASON);
        throw err;
      } finally {
        stop();
      }
    },
    {
      ...bullOptions(deps.redisUrl, deps.bullPrefix),
      concurrency: 1,
      lockDuration: deps.lockDurationMs,
      stalledInterval: deps.stalledIntervalMs,
    },
  );
  worker.on('failed', (job, err) => deps.logger.error({ jobId: job?.id, err: err.message }, 'reindex job failed'));
  return worker;
}
