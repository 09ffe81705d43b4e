/**
 * `catalog index --enqueue`: hands a rebuild or partial reindex to the worker through the BullMQ
 * `reindex` queue instead of running it in the CLI process — the same job resource as
 * `POST /api/admin/reindex` (`@mc/jobs` submitReindexJob: an identical job still queued or
 * running is not queued twice).
 */
import { Queue, QueueEvents } from 'bullmq';
import { REINDEX_QUEUE, type ReindexJob, type ReindexProgress, bullOptions, submitReindexJob } from '@mc/jobs';

/**
 * Adds `job` to the `reindex` queue with its deterministic id (an identical job still waiting or
 * running is not added twice; a finished one is replaced). With `wait`, resolves when the worker
 * finishes it, reporting progress through `log`.
 * @throws the job's failure reason when `wait` is set and the job fails after its retries.
 */
export async function enqueueReindex(
  bull: { redisUrl: string; prefix: string },
  job: ReindexJob,
  wait: boolean,
  log: (line: string) => void,
): Promise<void> {
  const opts = bullOptions(bull.redisUrl, bull.prefix);
  const queue = new Queue<ReindexJob>(REINDEX_QUEUE, opts);
  const events = wait ? new QueueEvents(REINDEX_QUEUE, opts) : undefined;
  try {
    await events?.waitUntilReady();
    const { job: added, existing } = await submitReindexJob(queue, job);
    log(
      `${existing ? 'already queued' : 'queued'}: reindex job ${added.id} (${job.entities?.join(',') ?? 'all entities'}${job.ids ? `, ${job.ids.length} ids` : ''})`,
    );
    if (!events) return;
    const onProgress = ({ jobId, data }: { jobId: string; data: unknown }) => {
      const p = data as ReindexProgress;
      if (jobId === added.id && p?.entity) log(`  ${p.entity}: ${p.done}/${p.total}`);
    };
    events.on('progress', onProgress);
    const bullJob = await queue.getJob(added.id);
    const result = bullJob ? await bullJob.waitUntilFinished(events) : undefined;
    log(`done: ${JSON.stringify(result)}`);
  } finally {
    await Promise.allSettled([queue.close(), events?.close()]);
  }
}
