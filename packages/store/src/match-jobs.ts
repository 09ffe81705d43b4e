/**
 * Matching jobs' rows (migration 009): a job is created `receiving` while its file streams in
 * ({@link createMatchJob}, at most `maxActive` unfinished jobs per token, checked under a
 * per-token advisory lock so two uploads cannot both pass), its lines are appended in batches
 * ({@link appendMatchJobLines}: each distinct normalised key once, the first line carrying it
 * being the one matched), and {@link finishMatchJobIntake} queues it with its chunks. The chunks
 * are claimed and committed by `match-job-chunks.ts`; results are read by `match-job-results.ts`.
 */
import type { Pool } from 'pg';
import { withTransaction } from './db';

/** Formats a job's file may have. */
export type MatchJobFormat = 'csv' | 'tsv' | 'jsonl';
/** States of a job (see the migration). */
export type MatchJobState = 'receiving' | 'queued' | 'running' | 'completed' | 'cancelled';

/** An unreadable line of a job's file: its line number and why. */
export interface MatchJobReject {
  line: number;
  reason: string;
}

/** A job as stored. */
export interface MatchJobRow {
  id: string;
  tokenId: number;
  state: MatchJobState;
  format: MatchJobFormat;
  columns: string[];
  lines: number;
  rejected: number;
  rejects: MatchJobReject[];
  chunkLines: number;
  distinctKeys: number;
  /** Distinct keys answered so far (moves within chunks: `saveKeyAnswers`). */
  keysDone: number;
  done: number;
  matched: number;
  noMatch: number;
  failed: number;
  createdAt: Date;
  startedAt?: Date;
  finishedAt?: Date;
  /** Re-matched after every catalog change its answers can feel (`match-job-rematch.ts`). */
  keepCurrent: boolean;
  /** The result version: 1 after the first run, one more per re-match round that changed an answer. */
  version: number;
  /** The change-feed position its answers are current to (null before it starts). */
  currentThrough: number | null;
  /** The re-match round: `queued` (asked for), `running`, else `idle`; and the last round's counts. */
  rematch: { state: 'idle' | 'queued' | 'running'; keys: number; keysDone: number; linesChanged: number };
}

/** A token already has its maximum of unfinished jobs. */
export class TooManyMatchJobsError extends Error {
  constructor(
    readonly active: number,
    readonly max: number,
  ) {
    super(`this token has ${active} unfinished matching jobs; at most ${max} at once`);
  }
}

/** The job states that count against a token's concurrent jobs. */
const ACTIVE_STATES = ['receiving', 'queued', 'running'];
const JOB_LOCK_SPACE = 7_031_009;

/** The columns of a job, named as {@link MatchJobRow} names them. */
const JOB_COLUMNS = `id, token_id::float8 AS "tokenId", state, format, columns, lines, rejected, rejects,
  chunk_lines AS "chunkLines", distinct_keys AS "distinctKeys", keys_done AS "keysDone", done, matched, no_match AS "noMatch", failed,
  created_at AS "createdAt", started_at AS "startedAt", finished_at AS "finishedAt",
  keep_current AS "keepCurrent", version, current_through::float8 AS "currentThrough",
  rematch_requested AS "rematchRequested", rematch_through IS NOT NULL AS "rematchRunning",
  rematch_keys AS "rematchKeys", rematch_done AS "rematchDone", rematch_changed AS "rematchChanged"`;

type JobRow = Omit<MatchJobRow, 'startedAt' | 'finishedAt' | 'rematch'> & {
  startedAt: Date | null;
  finishedAt: Date | null;
  rematchRequested: boolean;
  rematchRunning: boolean;
  rematchKeys: number;
  rematchDone: number;
  rematchChanged: number;
};

const toJob = ({
  startedAt,
  finishedAt,
  rematchRequested,
  rematchRunning,
  rematchKeys,
  rematchDone,
  rematchChanged,
  ...job
}: JobRow): MatchJobRow => ({
  ...job,
  ...(startedAt ? { startedAt } : {}),
  ...(finishedAt ? { finishedAt } : {}),
  rematch: {
    state: rematchRunning ? 'running' : rematchRequested ? 'queued' : 'idle',
    keys: rematchKeys,
    keysDone: rematchDone,
    linesChanged: rematchChanged,
  },
});

/** {@link JOB_COLUMNS}, for use with another module's queries returning a whole job. */
export const MATCH_JOB_COLUMNS = JOB_COLUMNS;
/** A job row of {@link MATCH_JOB_COLUMNS} as {@link MatchJobRow}. */
export const toMatchJob = (row: unknown): MatchJobRow => toJob(row as JobRow);

/**
 * Creates job `id` of `tokenId`, state `receiving`.
 * @throws TooManyMatchJobsError when the token already has `maxActive` unfinished jobs; database errors.
 */
export async function createMatchJob(
  pool: Pool,
  job: { id: string; tokenId: number; format: MatchJobFormat; chunkLines: number; maxActive: number; keepCurrent?: boolean },
): Promise<void> {
  await withTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [JOB_LOCK_SPACE, job.tokenId % 2_000_000_000]);
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM match_job WHERE token_id = $1 AND state = ANY ($2)',
      [job.tokenId, ACTIVE_STATES],
    );
    const active = rows[0]?.n ?? 0;
    if (active >= job.maxActive) throw new TooManyMatchJobsError(active, job.maxActive);
    await client.query('INSERT INTO match_job (id, token_id, format, chunk_lines, keep_current) VALUES ($1, $2, $3, $4, $5)', [
      job.id,
      job.tokenId,
      job.format,
      job.chunkLines,
      job.keepCurrent ?? false,
    ]);
  });
}

/** One accepted line of a job's file. */
export interface MatchJobLineInput {
  /** Position among the accepted lines, from 0. */
  seq: number;
  /** Line number in the file, from 1. */
  lineNo: number;
  /** Normalised key (lines with the same key share one answer). */
  key: string;
  artist: string;
  title: string;
  /** Seconds, when the line gives one. */
  duration?: number;
  /** The line's input columns as they are carried through (array of CSV fields or a JSON object). */
  input: unknown;
}

/**
 * Appends a batch of lines to a `receiving` job in one transaction: the keys not seen before (the
 * first line of the batch with a key is the one kept) and every line. Idempotent per seq.
 * @throws database errors.
 */
export async function appendMatchJobLines(pool: Pool, jobId: string, lines: readonly MatchJobLineInput[]): Promise<void> {
  if (!lines.length) return;
  const firstByKey = new Map<string, MatchJobLineInput>();
  for (const l of lines) if (!firstByKey.has(l.key)) firstByKey.set(l.key, l);
  const keys = [...firstByKey.values()];
  await withTransaction(pool, async (client) => {
    await client.query(
      `INSERT INTO match_job_key (job_id, key, artist, title, duration)
       SELECT $1, k, a, t, d FROM unnest($2::text[], $3::text[], $4::text[], $5::int[]) AS u(k, a, t, d)
       ON CONFLICT DO NOTHING`,
      [jobId, keys.map((k) => k.key), keys.map((k) => k.artist), keys.map((k) => k.title), keys.map((k) => k.duration ?? null)],
    );
    await client.query(
      `INSERT INTO match_job_line (job_id, seq, line_no, key, input)
       SELECT $1, s, n, k, i FROM unnest($2::int[], $3::int[], $4::text[], $5::jsonb[]) AS u(s, n, k, i)
       ON CONFLICT DO NOTHING`,
      [
        jobId,
        lines.map((l) => l.seq),
        lines.map((l) => l.lineNo),
        lines.map((l) => l.key),
        lines.map((l) => JSON.stringify(l.input)),
      ],
    );
    await client.query('UPDATE match_job SET updated_at = now() WHERE id = $1', [jobId]);
  });
}

/**
 * Ends the intake of a `receiving` job: records its columns, counts and unreadable lines, creates
 * its chunks and queues it (a job without lines is `completed` at once).
 * @returns the job as stored. @throws database errors.
 */
export async function finishMatchJobIntake(
  pool: Pool,
  jobId: string,
  intake: { columns: string[]; lines: number; rejected: number; rejects: MatchJobReject[] },
): Promise<MatchJobRow> {
  return withTransaction(pool, async (client) => {
    await client.query(
      `INSERT INTO match_job_chunk (job_id, chunk)
       SELECT $1, c FROM match_job j, generate_series(0, ceil($2::numeric / j.chunk_lines)::int - 1) AS c
       WHERE j.id = $1 ON CONFLICT DO NOTHING`,
      [jobId, intake.lines],
    );
    const { rows } = await client.query<JobRow>(
      `UPDATE match_job SET columns = $2, lines = $3, rejected = $4, rejects = $5::jsonb, updated_at = now(),
         state = CASE WHEN $3 = 0 THEN 'completed' ELSE 'queued' END,
         finished_at = CASE WHEN $3 = 0 THEN now() END,
         distinct_keys = (SELECT count(*)::int FROM match_job_key WHERE job_id = $1)
       WHERE id = $1 RETURNING ${JOB_COLUMNS}`,
      [jobId, intake.columns, intake.lines, intake.rejected, JSON.stringify(intake.rejects)],
    );
    return toJob(rows[0]!);
  });
}

/** Deletes job `jobId` and everything it holds (an intake that failed). @throws database errors. */
export async function dropMatchJob(pool: Pool, jobId: string): Promise<void> {
  await pool.query('DELETE FROM match_job WHERE id = $1', [jobId]);
}

/** Job `jobId` when it belongs to `tokenId` (any token when undefined). @throws database errors. */
export async function getMatchJob(pool: Pool, jobId: string, tokenId?: number): Promise<MatchJobRow | undefined> {
  const { rows } = await pool.query<JobRow>(
    `SELECT ${JOB_COLUMNS} FROM match_job WHERE id = $1 AND ($2::bigint IS NULL OR token_id = $2)`,
    [jobId, tokenId ?? null],
  );
  return rows[0] ? toJob(rows[0]) : undefined;
}

/**
 * Cancels job `jobId` of `tokenId` when it is queued or running: no chunk is claimed after this
 * (a chunk being matched still commits, and is charged).
 * @returns the job after the call (state `cancelled`, or its finished state unchanged), or
 *   undefined when the token has no such job. @throws database errors.
 */
export async function cancelMatchJob(
  pool: Pool,
  jobId: string,
  tokenId: number,
): Promise<{ job: MatchJobRow; cancelled: boolean } | undefined> {
  const { rows } = await pool.query<JobRow>(
    `UPDATE match_job SET state = 'cancelled', finished_at = now(), updated_at = now()
     WHERE id = $1 AND token_id = $2 AND state IN ('queued', 'running') RETURNING ${JOB_COLUMNS}`,
    [jobId, tokenId],
  );
  if (rows[0]) return { job: toJob(rows[0]), cancelled: true };
  const job = await getMatchJob(pool, jobId, tokenId);
  return job ? { job, cancelled: false } : undefined;
}

/** Ids of the jobs with chunks still to match (queued or running), oldest first. @throws database errors. */
export async function unfinishedMatchJobs(pool: Pool): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    "SELECT id FROM match_job WHERE state IN ('queued', 'running') ORDER BY created_at",
  );
  return rows.map((r) => r.id);
}

/**
 * Deletes jobs whose intake stopped (`receiving` and untouched for `staleIntakeMs`: the API
 * process died while reading the file) and finished jobs older than `keepMs`.
 * @returns jobs deleted. @throws database errors.
 */
export async function pruneMatchJobs(pool: Pool, opts: { staleIntakeMs: number; keepMs: number }): Promise<number> {
  const { rowCount } = await pool.query(
    `DELETE FROM match_job
     WHERE (state = 'receiving' AND updated_at < now() - make_interval(secs => $1::float8 / 1000))
        OR (state IN ('completed', 'cancelled') AND finished_at < now() - make_interval(secs => $2::float8 / 1000))`,
    [opts.staleIntakeMs, opts.keepMs],
  );
  return rowCount ?? 0;
}
