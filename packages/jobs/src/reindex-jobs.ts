/**
 * Reindex jobs as a resource (what `POST /api/admin/reindex`, `GET|DELETE /api/admin/jobs/{id}`
 * and `catalog index --enqueue` call), over the BullMQ `reindex` queue the worker drains
 * (`apps/worker` reindex-worker).
 *
 * - **One job per request.** A job's id is {@link reindexJobId} of its request: submitting a
 *   request identical to one still queued or running answers with that job
 *   ({@link submitReindexJob} `existing: true`); a finished job of the same id is replaced.
 * - **State** ({@link ReindexJobState}) from BullMQ's: waiting, prioritized, delayed (a retry's
 *   backoff) → `queued`; active → `running` (`cancelling` once a cancellation was asked);
 *   completed → `completed`; failed → `failed` (`cancelled` when it stopped on a cancellation).
 * - **Progress** is what the worker reports (`job.updateProgress`, {@link ReindexProgress}): one
 *   stage per entity with its documents done/total and, once rebuilt, its stage timings; the
 *   job's progress is their sum.
 * - **Cancellation** ({@link cancelReindexJob}): a job not started is removed from the queue at once;
 *   a running one is marked (`cancelRequestedAt` in its data) and the worker, which polls the mark
 *   ({@link isCancelRequested}), aborts the rebuild before its alias swap — the old index keeps
 *   serving — and ends the job as failed with {@link CANCELLED_REASON}, never retried.
 */
import { createHash } from 'node:crypto';
import type { Job, JobState, Queue } from 'bullmq';

/** Entities a reindex job rebuilds (the searchable entities of `@mc/mappings`). */
export type ReindexEntity = 'artist' | 'album' | 'release' | 'recording' | 'show';

/** Payload of a `reindex` job: a full rebuild of some entities, or a partial reindex of ids. */
export interface ReindexJob {
  /** Entities to rebuild; empty or absent = all searchable entities. */
  entities?: ReindexEntity[];
  /** With exactly one entity: re-index only these ids into the live index. */
  ids?: number[];
  /** Set (epoch ms) when a cancellation of the running job was asked: the worker stops it. */
  cancelRequestedAt?: number;
}

/** One stage of a reindex job: one entity rebuilt (or its ids re-indexed). */
export interface ReindexStageProgress {
  entity: string;
  state: 'pending' | 'running' | 'done';
  /** Documents indexed so far, and to index. */
  done: number;
  total: number;
  /** Wall time of the stage so far, ms. */
  ms: number;
  /** Where a finished full rebuild spent its wall time, ms (`@mc/indexer` RebuildTimings). */
  timings?: { readMs: number; buildMs: number; bulkWaitMs: number; mergeMs: number; finishMs: number };
}

/**
 * Progress a reindex job reports (`job.updateProgress`): the entity in progress with its documents
 * done/total, and every stage of the job.
 */
export interface ReindexProgress {
  entity: string;
  done: number;
  total: number;
  stages?: ReindexStageProgress[];
}

/**
 * Deterministic job id of a reindex request (its entities and ids; not `cancelRequestedAt`), so
 * the same request enqueued twice while pending runs once (BullMQ ignores an add whose job id
 * already exists).
 */
export function reindexJobId(job: ReindexJob): string {
  const entities = [...(job.entities ?? [])].sort().join(',') || 'all';
  const ids = job.ids ? [...job.ids].sort((a, b) => a - b).join(',') : 'full';
  // BullMQ custom job ids must not contain ':'.
  return `reindex-${entities}-${ids.length > 200 ? createHash('sha1').update(ids).digest('hex') : ids}`;
}

/**
 * Options of every reindex job: a failed rebuild is retried 3 times with exponential backoff from
 * 5 s; the last 100 completed and 500 failed jobs are kept (what `GET /api/admin/jobs` lists).
 */
export const REINDEX_JOB_OPTIONS = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 5_000 },
  removeOnComplete: 100,
  removeOnFail: 500,
} as const;

/** The failure reason of a job stopped by a cancellation (not an error of the job). */
export const CANCELLED_REASON = 'cancelled on request';

/** What a reindex job is doing, as the API shows it (module doc). */
export type ReindexJobState = 'queued' | 'running' | 'cancelling' | 'completed' | 'failed' | 'cancelled';

/** A reindex job as the API shows it. */
export interface ReindexJobInfo {
  id: string;
  state: ReindexJobState;
  /** What was asked: the entities (empty = all) and, for a partial reindex, the ids. */
  request: { entities: string[]; ids?: number[] };
  /** Documents done and to do over every stage (0/0 before the worker started the job). */
  progress: { done: number; total: number };
  /** One stage per entity, in order, as the worker last reported them. */
  stages: ReindexStageProgress[];
  /** Attempts started (a failed attempt is retried: {@link REINDEX_JOB_OPTIONS}). */
  attempts: number;
  /** The error of each failed attempt, oldest first (first line of each). */
  errors: string[];
  /** Documents indexed per entity, once completed. */
  result?: Record<string, number>;
  createdAt: Date;
  startedAt?: Date;
  finishedAt?: Date;
}

/** The BullMQ job type of the `reindex` queue. */
export type ReindexQueue = Queue<ReindexJob>;

/** True when a cancellation of the job holding `data` was asked (the worker stops it). */
export function isCancelRequested(data: ReindexJob | undefined): boolean {
  return typeof data?.cancelRequestedAt === 'number';
}

/** The progress a worker reported, when it has the shape of {@link ReindexProgress}. */
function reportedProgress(progress: unknown): ReindexProgress | undefined {
  const p = progress as Partial<ReindexProgress> | null;
  return p && typeof p === 'object' && typeof p.entity === 'string' ? (p as ReindexProgress) : undefined;
}

/** The API state of a job in BullMQ state `state` (module doc). Pure. */
export function reindexJobState(
  state: JobState | 'unknown',
  job: Pick<Job<ReindexJob>, 'data' | 'failedReason'>,
): ReindexJobState {
  if (state === 'active') return isCancelRequested(job.data) ? 'cancelling' : 'running';
  if (state === 'completed') return 'completed';
  if (state === 'failed') return job.failedReason === CANCELLED_REASON ? 'cancelled' : 'failed';
  return 'queued';
}

const firstLine = (s: string) => s.split('\n', 1)[0]!;

/** The job as the API shows it, from its BullMQ record and state. Pure. */
export function reindexJobInfo(job: Job<ReindexJob>, state: JobState | 'unknown'): ReindexJobInfo {
  const reported = reportedProgress(job.progress);
  const stages = reported?.stages ?? [];
  const shown = reindexJobState(state, job);
  const errors = (job.stacktrace ?? []).map(firstLine).filter((e) => !e.includes(CANCELLED_REASON));
  if (shown === 'failed' && job.failedReason && !errors.some((e) => e.includes(job.failedReason))) errors.push(job.failedReason);
  const result = state === 'completed' && job.returnvalue && typeof job.returnvalue === 'object' ? job.returnvalue : undefined;
  return {
    id: job.id!,
    state: shown,
    request: { entities: [...(job.data.entities ?? [])], ...(job.data.ids ? { ids: [...job.data.ids] } : {}) },
    progress: {
      done: stages.reduce((n, s) => n + s.done, 0),
      total: stages.reduce((n, s) => n + s.total, 0),
    },
    stages,
    attempts: job.attemptsStarted ?? job.attemptsMade,
    errors,
    ...(result ? { result: result as Record<string, number> } : {}),
    createdAt: new Date(job.timestamp),
    ...(job.processedOn ? { startedAt: new Date(job.processedOn) } : {}),
    ...(job.finishedOn && (state === 'completed' || state === 'failed') ? { finishedAt: new Date(job.finishedOn) } : {}),
  };
}

/**
 * Queues `request` under its deterministic id, or finds the identical job still queued or running.
 * @returns the job and whether it existed already. @throws on Redis errors.
 */
export async function submitReindexJob(
  queue: ReindexQueue,
  request: ReindexJob,
): Promise<{ job: ReindexJobInfo; existing: boolean }> {
  const jobId = reindexJobId(request);
  const previous = await queue.getJob(jobId);
  if (previous) {
    const state = await previous.getState();
    if (state !== 'completed' && state !== 'failed' && state !== 'unknown')
      return { job: reindexJobInfo(previous, state), existing: true };
    // A finished job of the same id is replaced, not reused (a removal racing another is harmless).
    await previous.remove().catch(() => undefined);
  }
  const { entities, ids } = request;
  const added = await queue.add(
    'reindex',
    { ...(entities ? { entities } : {}), ...(ids ? { ids } : {}) },
    { jobId, ...REINDEX_JOB_OPTIONS },
  );
  return { job: reindexJobInfo(added, 'waiting'), existing: false };
}

/** The job `id` as the API shows it, or undefined when the queue has no such job. @throws on Redis errors. */
export async function getReindexJob(queue: ReindexQueue, id: string): Promise<ReindexJobInfo | undefined> {
  const job = await queue.getJob(id);
  if (!job) return undefined;
  const state = await job.getState();
  return state === 'unknown' ? undefined : reindexJobInfo(job, state);
}

/** BullMQ states listed by {@link listReindexJobs}. */
const LISTED_STATES: readonly JobState[] = ['active', 'waiting', 'prioritized', 'delayed', 'completed', 'failed'];

/**
 * The `limit` most recently created jobs the queue still holds (queued, running and the last
 * finished ones: {@link REINDEX_JOB_OPTIONS}), newest first. @throws on Redis errors.
 */
export async function listReindexJobs(queue: ReindexQueue, limit: number): Promise<ReindexJobInfo[]> {
  const byState = await Promise.all(
    LISTED_STATES.map(async (state) => (await queue.getJobs([state], 0, limit - 1, false)).map((job) => ({ job, state }))),
  );
  return byState
    .flat()
    .filter(({ job }) => job?.id !== undefined)
    .sort((a, b) => b.job.timestamp - a.job.timestamp || (a.job.id! < b.job.id! ? 1 : -1))
    .slice(0, limit)
    .map(({ job, state }) => reindexJobInfo(job, state));
}

/** What {@link cancelReindexJob} did. */
export type CancelOutcome =
  /** The job had not started: it was removed from the queue (shown here as `cancelled`). */
  | { outcome: 'cancelled'; job: ReindexJobInfo }
  /** The job is running: the worker was asked to stop it (`cancelling`, then `cancelled`). */
  | { outcome: 'cancelling'; job: ReindexJobInfo }
  /** The job had finished already (completed, failed or cancelled): nothing was done. */
  | { outcome: 'finished'; job: ReindexJobInfo }
  | { outcome: 'not-found' };

/** Cancels job `id` (module doc). Idempotent. @throws on Redis errors. */
export async function cancelReindexJob(queue: ReindexQueue, id: string): Promise<CancelOutcome> {
  const job = await queue.getJob(id);
  const state = job ? await job.getState() : 'unknown';
  if (!job || state === 'unknown') return { outcome: 'not-found' };
  if (state === 'completed' || state === 'failed') return { outcome: 'finished', job: reindexJobInfo(job, state) };
  if (state !== 'active') {
    const removed = await job.remove().then(
      () => true,
      () => false, // taken by a worker meanwhile (locked): asked to stop below
    );
    if (removed)
      return { outcome: 'cancelled', job: { ...reindexJobInfo(job, state), state: 'cancelled', finishedAt: new Date() } };
  }
  const data: ReindexJob = { ...job.data, cancelRequestedAt: job.data.cancelRequestedAt ?? Date.now() };
  await job.updateData(data);
  job.data = data;
  const now = await job.getState();
  return now === 'completed' || now === 'failed'
    ? { outcome: 'finished', job: reindexJobInfo(job, now) }
    : { outcome: 'cancelling', job: reindexJobInfo(job, 'active') };
}
