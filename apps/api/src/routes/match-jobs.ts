/**
 * Matching-job routes (an extension of this service, `docs/matching-jobs.md`): parse → `@mc/jobs` / `@mc/store` → serialise.
 * `POST /api/artist-title/jobs` streams the file into PostgreSQL (`receiveMatchJob`), refusing a
 * file with more lines than the token has left today (429 naming both numbers, nothing charged),
 * then queues the job's lanes for the workers; `GET …/{id}` is the job resource; `DELETE …/{id}`
 * cancels; `GET …/{id}/results` streams the results of the lines done so far, in input order, each
 * with its band (`answerMatchType` of `@mc/matcher`), only those of the asked bands with `match_type`.
 * Another token's job is 404.
 */
import type { Response } from 'express';
import type { QuotaState } from '@mc/auth';
import {
  type MatchJobFileFormat,
  MatchJobFileError,
  MatchJobOverQuotaError,
  MatchJobTooLargeError,
  REVIEW_CSV_HEADER,
  csvField,
  enqueueMatchJob,
  matchJobResultHeader,
  matchJobResultLine,
  receiveMatchJob,
  reviewCsvLine,
  reviewLine,
} from '@mc/jobs';
import {
  type MatchJobRow,
  TooManyMatchJobsError,
  cancelMatchJob,
  getMatchJob,
  changeCursor,
  matchJobResultPage,
  matchJobReviewPage,
  requestRematch,
} from '@mc/store';
import { MAX_JOB_REJECTS_LISTED } from '@mc/openapi';
import { answerMatchType } from '@mc/matcher';
import { ApiError, ConflictError, NotFoundError, QuotaExceededError, RateLimitedError, ValidationError } from '../errors';
import type { HandlerTable } from '../handler';
import { mediaType } from '../middleware/stream-body';

/** Result lines read per page while streaming results. */
const RESULT_PAGE = 5000;

/** The path of job `id`. */
export const matchJobPath = (id: string) => `/api/artist-title/jobs/${id}`;

/** File formats by media type. */
const FORMATS: Readonly<Record<string, MatchJobFileFormat>> = {
  'text/csv': 'csv',
  'text/tab-separated-values': 'tsv',
  'application/x-ndjson': 'jsonl',
};

/** A job as the API serialises it (`MatchJob` of the contract); rate and time left from its counters. */
export function serialiseMatchJob(job: MatchJobRow, nowMs = Date.now()) {
  const end = job.finishedAt?.getTime() ?? nowMs;
  const seconds = job.startedAt ? (end - job.startedAt.getTime()) / 1000 : 0;
  const rate = seconds > 0 ? job.done / seconds : 0;
  // Matching costs per distinct line: the time left follows the distinct lines still unanswered.
  const keyRate = seconds > 0 ? job.keysDone / seconds : 0;
  const finished = job.state === 'completed' || job.state === 'cancelled';
  return {
    id: job.id,
    state: job.state,
    lines: job.lines,
    distinct: job.distinctKeys,
    rejected: job.rejected,
    rejects: job.rejects,
    done: job.done,
    distinct_done: job.keysDone,
    progress: job.state === 'completed' ? 1 : job.distinctKeys ? Math.floor((job.keysDone / job.distinctKeys) * 1000) / 1000 : 0,
    matched: job.matched,
    no_match: job.noMatch,
    failed: job.failed,
    lines_per_s: Math.round(rate * 10) / 10,
    eta_s: finished ? 0 : keyRate > 0 ? Math.ceil((job.distinctKeys - job.keysDone) / keyRate) : null,
    created_at: job.createdAt.toISOString(),
    ...(job.startedAt ? { started_at: job.startedAt.toISOString() } : {}),
    ...(job.finishedAt ? { finished_at: job.finishedAt.toISOString() } : {}),
    results: `${matchJobPath(job.id)}/results`,
    keep_current: job.keepCurrent,
    version: job.version,
    current_through: job.currentThrough === null ? null : changeCursor(job.currentThrough),
    rematch: {
      state: job.rematch.state,
      keys: job.rematch.keys,
      keys_done: job.rematch.keysDone,
      lines_changed: job.rematch.linesChanged,
    },
  };
}

/** The HTTP error of an intake that stopped (`retryAfterS`: seconds until the quota window resets). */
function intakeError(err: unknown, retryAfterS: number): unknown {
  if (err instanceof TooManyMatchJobsError) return new RateLimitedError(`${err.message} (MATCH_JOBS_PER_TOKEN)`, 30);
  if (err instanceof MatchJobOverQuotaError)
    return new ApiError(429, [{ type: 'Too Many Requests', message: `${err.message} (nothing was charged)` }], {
      'Retry-After': String(retryAfterS),
    });
  if (err instanceof MatchJobTooLargeError)
    return new ApiError(413, [
      { type: 'Payload too large', message: `${err.message} (MATCH_JOB_MAX_${err.limit.toUpperCase()}); nothing was queued` },
    ]);
  if (err instanceof MatchJobFileError) return new ValidationError([{ field: 'body', message: err.message }]);
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('Z_'))
    return new ValidationError([{ field: 'body', message: `not valid gzip data (${(err as Error).message})` }]);
  return err;
}

/** Writes `text`, waiting for the socket to drain when it must. @throws when the client went away. */
async function send(res: Response, text: string): Promise<void> {
  if (res.destroyed) throw new Error('the client went away');
  if (res.write(text)) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.once('drain', done);
    res.once('close', done);
  });
}

/** The job `id` of the caller's token. @throws NotFoundError. */
async function ownJob(pool: Parameters<typeof getMatchJob>[0], id: string, tokenId: number): Promise<MatchJobRow> {
  const job = await getMatchJob(pool, id, tokenId);
  if (!job) throw new NotFoundError(`no matching job ${id}`);
  return job;
}

/** Handlers of the matching-job routes. */
export const matchJobHandlers = {
  createMatchJob: async ({ query }, { deps, res, token, bodyStream }) => {
    if (!bodyStream || !token) throw new Error('createMatchJob: no body stream or token (the route declares both)');
    const { config } = deps;
    const quota = (res.locals.quota as QuotaState | undefined) ?? (await deps.quota.peek(token.tokenId, token.dailyLimit));
    if (quota.remaining <= 0) throw new QuotaExceededError(quota.limit, quota.resetInS);
    const job = await receiveMatchJob(deps.pool, bodyStream, {
      tokenId: token.tokenId,
      format: FORMATS[mediaType(res.req.headers['content-type'])] ?? 'csv',
      maxLines: config.MATCH_JOB_MAX_LINES,
      maxBytes: config.MATCH_JOB_MAX_BYTES,
      maxRejects: MAX_JOB_REJECTS_LISTED,
      maxActive: config.MATCH_JOBS_PER_TOKEN,
      chunkLines: config.MATCH_JOB_CHUNK_LINES,
      keepCurrent: query.keep_current,
      quota: { remaining: quota.remaining, limit: quota.limit },
    }).catch((err: unknown) => {
      throw intakeError(err, quota.resetInS);
    });
    if (job.state === 'queued') await enqueueMatchJob(deps.queues.matchJob, job.id, config.MATCH_JOB_LANES);
    res.status(202).setHeader('Location', matchJobPath(job.id));
    return serialiseMatchJob(job);
  },

  getMatchJob: async ({ params }, { deps, token }) => serialiseMatchJob(await ownJob(deps.pool, params.id, token!.tokenId)),

  cancelMatchJob: async ({ params }, { deps, token }) => {
    const r = await cancelMatchJob(deps.pool, params.id, token!.tokenId);
    if (!r) throw new NotFoundError(`no matching job ${params.id}`);
    if (!r.cancelled) throw new ConflictError(`job ${params.id} has finished (${r.job.state}); nothing to cancel`);
    return serialiseMatchJob(r.job);
  },

  getMatchJobResults: async ({ params, query }, { deps, res, token }) => {
    const job = await ownJob(deps.pool, params.id, token!.tokenId);
    const format = query.format ?? 'csv';
    const bands = query.match_type ? new Set<string>(query.match_type) : undefined;
    res.status(200).setHeader('Content-Type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson');
    await send(res, matchJobResultHeader(format, job.columns));
    for (let after = -1; ;) {
      const rows = await matchJobResultPage(deps.pool, job.id, after, RESULT_PAGE, query.changed_since);
      if (!rows.length) break;
      const lines = rows.map((r) => ({ ...r, matchType: answerMatchType(r.answer) }));
      const kept = bands ? lines.filter((r) => r.matchType !== null && bands.has(r.matchType)) : lines;
      await send(res, kept.map((r) => matchJobResultLine(format, job.columns, r)).join(''));
      after = rows[rows.length - 1]!.seq;
    }
    res.end();
    return undefined;
  },

  rematchMatchJob: async ({ params }, { deps, res, token }) => {
    const r = await requestRematch(deps.pool, params.id, token!.tokenId);
    if (!r) throw new NotFoundError(`no matching job ${params.id}`);
    if (!r.requested) throw new ConflictError(`job ${params.id} is ${r.job.state}: only a completed job is re-matched`);
    res.status(202);
    return serialiseMatchJob(r.job);
  },

  getMatchJobReview: async ({ params, query }, { deps, res, token }) => {
    const job = await ownJob(deps.pool, params.id, token!.tokenId);
    if (query.format === 'csv') {
      const { rows } = await matchJobReviewPage(deps.pool, job.id, 0, null);
      res.status(200).setHeader('Content-Type', 'text/csv; charset=utf-8');
      await send(res, `${REVIEW_CSV_HEADER.map(csvField).join(',')}\r\n`);
      for (let i = 0; i < rows.length; i += RESULT_PAGE)
        await send(
          res,
          rows
            .slice(i, i + RESULT_PAGE)
            .map((r) => reviewCsvLine(r, answerMatchType(r.answer)))
            .join(''),
        );
      res.end();
      return undefined;
    }
    const { rows, total } = await matchJobReviewPage(deps.pool, job.id, query.offset, query.limit);
    return { lines: rows.map((r) => reviewLine(r, answerMatchType(r.answer))), offset: query.offset, limit: query.limit, total };
  },
} satisfies HandlerTable;
