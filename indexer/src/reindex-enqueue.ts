/**
 * `catalog index --enqueue`: hands a rebuild or partial reindex to the worker through the BullMQ
 * `reindex` queue instead of running it in the CLI process.
 */
import { Queue, QueueEvents } from 'bullmq';
import { REINDEX_QUEUE, type ReindexJob, type ReindexProgress, bullOptions, reindexJobId } from '@mc/jobs';

/** Attempts and exponential backoff (ms) of reindex jobs: a failed rebuild is retried 3 times. */
export const REINDEX_JOB_OPTIONS = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 5_000 },
  removeOnComplete: 100,
  removeOnFail: 500,
} as const;

/**
 * Adds `job` to the `reindex` queue with its deterministic id (an identical job still waiting or
 * running is not added twice; a finished one is replaced). With `wait`, resolves when the worker finishes it, reporting progress through `log`.
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
    const jobId = reindexJobId(job);
    // The id dedupes only pending requests: a finished job of the same id is replaced, not reused.
    const previous = await queue.getJob(jobId);
    if (previous && ((await previous.isCompleted()) || (await previous.isFailed()))) await previous.remove();
    const added = await queue.add('reindex', job, { jobId, ...REINDEX_JOB_OPTIONS });
    log(
      `queued reindex job ${added.id} (${job.entities?.join(',') ?? 'all entities'}${job.ids ? `, ${job.ids.length} ids` : ''})`,
    );
    if (!events) return;
    const onProgress = ({ jobId, data }: { jobId: string; data: unknown }) => {
      const p = data as ReindexProgress;
      if (jobId === added.id && p?.entity) log(`  ${p.entity}: ${p.done}/${p.total}`);
    };
    events.on('progress', onProgress);
    const result = await added.waitUntilFinished(events);
    log(`done: ${JSON.stringify(result)}`);
  } finally {
    await Promise.allSettled([queue.close(), events?.close()]);
  }
}
