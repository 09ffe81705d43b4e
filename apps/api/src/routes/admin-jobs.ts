/**
 * Reindex jobs over HTTP (an extension of this service; scope `admin`): `POST /api/admin/reindex` queues a
 * rebuild on the worker's `reindex` queue (or answers with the identical job already queued or
 * running), `GET /api/admin/jobs[/{id}]` shows jobs, `DELETE /api/admin/jobs/{id}` cancels one —
 * all through `@mc/jobs` (the job resource over BullMQ), the same jobs `catalog index --enqueue`
 * queues and Bull Board shows.
 */
import type { Response } from 'express';
import {
  type ReindexJob,
  type ReindexJobInfo,
  cancelReindexJob,
  getReindexJob,
  listReindexJobs,
  submitReindexJob,
} from '@mc/jobs';
import { ConflictError, NotFoundError } from '../errors';
import type { HandlerTable } from '../handler';

/** The path of job `id` (job ids are URL-safe: letters, digits, `,`, `_`, `-`). */
export const jobPath = (id: string) => `/api/admin/jobs/${id}`;

/** A job as the API serialises it (`ReindexJob` schema of the contract). */
export function serialiseJob(job: ReindexJobInfo) {
  return {
    id: job.id,
    type: 'reindex' as const,
    state: job.state,
    request: job.request,
    progress: job.progress,
    stages: job.stages.map((s) => ({
      entity: s.entity,
      state: s.state,
      done: s.done,
      total: s.total,
      ms: s.ms,
      ...(s.timings
        ? {
            timings: {
              read_ms: s.timings.readMs,
              build_ms: s.timings.buildMs,
              bulk_wait_ms: s.timings.bulkWaitMs,
              merge_ms: s.timings.mergeMs,
              finish_ms: s.timings.finishMs,
            },
          }
        : {}),
    })),
    attempts: job.attempts,
    errors: job.errors,
    ...(job.result ? { result: job.result } : {}),
    created_at: job.createdAt.toISOString(),
    ...(job.startedAt ? { started_at: job.startedAt.toISOString() } : {}),
    ...(job.finishedAt ? { finished_at: job.finishedAt.toISOString() } : {}),
  };
}

/** Answers `status` with job `job` and its `Location`. */
function answerJob(res: Response, status: number, job: ReindexJobInfo) {
  res.status(status).setHeader('Location', jobPath(job.id));
  return serialiseJob(job);
}

/** Handlers of the job routes. */
export const adminJobHandlers = {
  startReindex: async ({ body }, { deps, res }) => {
    const request: ReindexJob =
      body.entity === 'all' ? {} : { entities: [body.entity], ...('ids' in body && body.ids ? { ids: body.ids } : {}) };
    const { job, existing } = await submitReindexJob(deps.queues.reindex, request);
    return answerJob(res, existing ? 200 : 202, job);
  },

  listJobs: async ({ query }, { deps }) => ({
    jobs: (await listReindexJobs(deps.queues.reindex, query.limit)).map(serialiseJob),
  }),

  getJob: async ({ params }, { deps }) => {
    const job = await getReindexJob(deps.queues.reindex, params.id);
    if (!job) throw new NotFoundError(`no job ${params.id}`);
    return serialiseJob(job);
  },

  cancelJob: async ({ params }, { deps, res }) => {
    const r = await cancelReindexJob(deps.queues.reindex, params.id);
    if (r.outcome === 'not-found') throw new NotFoundError(`no job ${params.id}`);
    if (r.outcome === 'finished') throw new ConflictError(`job ${params.id} has finished (${r.job.state}); nothing to cancel`);
    return answerJob(res, r.outcome === 'cancelled' ? 200 : 202, r.job);
  },
} satisfies HandlerTable;
