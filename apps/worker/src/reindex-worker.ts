/**
 * BullMQ worker of the `reindex` queue: full rebuilds (new versioned index + atomic alias swap) or
 * partial reindex of ids, with progress reported on the job. A job interrupted by a crash is
 * retried by BullMQ (stalled-job detection) and starts a fresh rebuild; the half-built index of the
 * interrupted attempt is deleted as an orphan.
 */
import { type Job, Worker } from 'bullmq';
import type { Client } from '@elastic/elasticsearch';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { REINDEX_QUEUE, type ReindexJob, type ReindexProgress, bullOptions } from '@mc/jobs';
import { SEARCH_ENTITIES } from '@mc/mappings';
import { type IndexLayout, rebuildIndex, reindexIds } from '@mc/indexer';

/** What the reindex worker needs; `prefix` is the index prefix, `bullPrefix` the BullMQ key prefix. */
export interface ReindexWorkerDeps {
  es: Client;
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
}

/** Starts the reindex worker (concurrency 1: rebuilds are heavy on a 2-core machine). */
export function startReindexWorker(deps: ReindexWorkerDeps): Worker {
  const worker = new Worker<ReindexJob>(
    REINDEX_QUEUE,
    async (job: Job<ReindexJob>) => {
      const entities = job.data.entities?.length ? job.data.entities : [...SEARCH_ENTITIES];
      const results: Record<string, number> = {};
      for (const entity of entities) {
        if (job.data.ids?.length) {
          const r = await reindexIds(deps, entity, job.data.ids);
          results[entity] = r.indexed;
          continue;
        }
        let last = 0;
        const r = await rebuildIndex(deps, entity, {
          onProgress: (done, total) => {
            if (done - last >= 2000 || done === total) {
              last = done;
              void job.updateProgress({ entity, done, total } satisfies ReindexProgress);
            }
          },
        });
        results[entity] = r.count;
        deps.logger.info({ entity, count: r.count, index: r.index }, 'index rebuilt');
      }
      return results;
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
