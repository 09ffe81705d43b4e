/**
 * Schemas of matching jobs (an extension of this service, `docs/matching-jobs.md`): the job resource, its path and the
 * results' query. A job's file is a streamed body (CSV, TSV or JSON Lines), see
 * `routes/match-jobs.ts`.
 */
import { z } from 'zod';
import { MATCH_TYPES, MatchCandidates, MatchType } from '@mc/catalog';
import { booleanParam, enumListParam, enumParam, intParam, limit, offset } from './params';

/** Most unreadable lines a job lists (the others are counted in `rejected`). */
export const MAX_JOB_REJECTS_LISTED = 1000;
/** Shape of a matching job id (16 URL-safe characters). */
export const MATCH_JOB_ID_PATTERN = /^[A-Za-z0-9_-]{16}$/;

const Count = z.number().int().min(0);

/** Path `{id}` of the matching-job routes. */
export const MatchJobIdPath = z.object({
  id: z
    .string({ error: (iss) => (iss.input === undefined ? 'is required' : 'must be given once, as text') })
    .regex(MATCH_JOB_ID_PATTERN, 'must be a matching job id (the `id` answered by POST /api/artist-title/jobs)')
    .openapi({ description: 'Matching job id (the `id` of the job)' }),
});

/** Query of `POST /api/artist-title/jobs`. */
export const MatchJobCreateQuery = z.object({
  keep_current: booleanParam({
    default: false,
    description:
      'Keep the results current: once finished, the job is re-matched after every catalog change its answers can feel (as `POST …/rematch` does), within about a second of the change being searchable',
  }),
});

/** Query of `GET /api/artist-title/jobs/{id}/results`. */
export const MatchJobResultsQuery = z.object({
  changed_since: intParam({
    min: 0,
    max: 2_000_000_000,
    default: 0,
    description:
      "Only the lines whose answer changed after this result version (the job's `version` when last read; 0 = every line)",
  }),
  format: enumParam(['csv', 'jsonl'] as const, 'Results as CSV (default) or JSON Lines'),
  match_type: enumListParam(MATCH_TYPES, {
    description:
      'Only the matched lines of these bands (e.g. `low,medium`: the lines to send to review); lines without a match are left out. Absent: every line',
  }),
});

/** An unreadable line of a job's file. */
export const MatchJobReject = z
  .object({
    line: Count.openapi({ description: 'Line number in the file (from 1; a CSV header is line 1)' }),
    reason: z.string(),
  })
  .openapi('MatchJobReject');

/** The answer of `POST /api/artist-title/jobs` and the job resource. */
export const MatchJob = z
  .object({
    id: z.string(),
    state: z.enum(['receiving', 'queued', 'running', 'completed', 'cancelled']).openapi({
      description:
        '`receiving` (its file is being read) → `queued` → `running` → `completed`; `cancelled` after DELETE (lines done stay done, and charged)',
    }),
    lines: Count.openapi({ description: 'Lines accepted (to match)' }),
    distinct: Count.openapi({ description: 'Distinct normalised (artist, title, duration bucket) keys among them' }),
    rejected: Count.openapi({ description: 'Lines that could not be read (never charged)' }),
    rejects: z
      .array(MatchJobReject)
      .openapi({ description: `The first ${MAX_JOB_REJECTS_LISTED} unreadable lines with their reason` }),
    done: Count.openapi({ description: 'Lines answered so far (their chunks committed, counted and charged)' }),
    distinct_done: Count.openapi({
      description: 'Distinct lines answered so far: the work, which moves within chunks as each slice is matched',
    }),
    progress: z
      .number()
      .min(0)
      .max(1)
      .openapi({ description: 'Share of the work done, 0..1 (`distinct_done / distinct`; 1 once completed)' }),
    matched: Count,
    no_match: Count,
    failed: Count.openapi({ description: 'Lines the matcher failed on through every retry (not charged)' }),
    lines_per_s: z.number().min(0).openapi({ description: 'Lines answered per second since the job started' }),
    eta_s: z
      .number()
      .min(0)
      .nullable()
      .openapi({ description: 'Seconds left at the rate distinct lines are answered (null before a rate is known)' }),
    created_at: z.string(),
    started_at: z.string().optional(),
    finished_at: z.string().optional(),
    results: z.string().openapi({ description: 'Path of the results (add `?format=jsonl` for JSON Lines)' }),
    keep_current: z.boolean().openapi({ description: 'Re-matched after every catalog change its answers can feel' }),
    version: z.number().int().min(1).openapi({
      description:
        'The result version: 1 after the first run, one more for each re-match that changed an answer (read `results?changed_since=N`)',
    }),
    current_through: z.string().nullable().openapi({
      description: 'The change-feed cursor (`GET /api/catalog/changes`) its answers are current to; null before it starts',
    }),
    rematch: z
      .object({
        state: z.enum(['idle', 'queued', 'running']).openapi({ description: '`queued`: asked for, not started; `running`' }),
        keys: Count.openapi({ description: 'Distinct lines the last re-match looked at again (those the changes can touch)' }),
        keys_done: Count,
        lines_changed: Count.openapi({ description: 'Lines whose answer the last re-match changed (each charged once)' }),
      })
      .openapi({ description: 'The last (or current) re-match' }),
  })
  .openapi('MatchJob');

/** Query of `GET /api/artist-title/jobs/{id}/review`. */
export const MatchJobReviewQuery = z.object({
  format: enumParam(['json', 'csv'] as const, 'The queue as JSON (default) or CSV (for a spreadsheet: every line of the queue)'),
  offset: offset(),
  limit: limit(),
});

const Song = z.looseObject({
  id: z.number().int(),
  title: z.string(),
  artists: z.array(z.looseObject({ id: z.number().int(), name: z.string() })),
});

/** One line of a job's review queue. */
export const MatchJobReviewLine = z
  .looseObject({
    name: z.string().openapi({ description: 'The logged artist (as the first line with this key gave it)' }),
    title: z.string(),
    plays: Count.openapi({ description: "The job's lines with this artist, title and duration bucket" }),
    status: z.enum(['matched', 'no_match']),
    recording: z.union([Song, z.null()]).openapi({ description: 'The answer, or null for no match' }),
    confidence: z.union([z.number(), z.null()]),
    version: z.union([z.enum(['same', 'other']), z.null()]),
    match_type: z.union([MatchType, z.null()]),
    candidates: MatchCandidates,
  })
  .openapi('MatchJobReviewLine');

/** Answer of `GET /api/artist-title/jobs/{id}/review`. */
export const MatchJobReview = z
  .looseObject({ lines: z.array(MatchJobReviewLine), offset: Count, limit: Count, total: Count })
  .openapi('MatchJobReview');
