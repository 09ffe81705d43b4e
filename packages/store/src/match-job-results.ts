/**
 * Reading a matching job's results in input order ({@link matchJobResultPage}: the lines of its
 * done chunks, so a job's results can be read while it runs), and the answers shared across jobs
 * (`match_answer_cache`): valid for one catalog version ({@link catalogMatchVersion}: the live
 * search indexer's feed position and the last recording rebuild), bounded in rows, pruned of other
 * versions ({@link pruneAnswerCache}).
 */
import type { Pool } from 'pg';
import type { MatchAnswer } from './match-job-chunks';
import { SEARCH_READER_NAME, rebuildReader } from './feed-readers';

/** One line of a job's results. */
export interface MatchJobResultRow {
  /** Position among the job's accepted lines, from 0 (the cursor of the next page). */
  seq: number;
  /** Line number in the file. */
  lineNo: number;
  /** The line's input as stored (CSV fields array or JSON object). */
  input: unknown;
  answer: MatchAnswer;
  /** The result version that gave the line its answer (`match-job-rematch.ts`: 1 = the first run). */
  version: number;
}

/**
 * Up to `limit` result lines of job `jobId` after position `afterSeq` (-1 = from the start), in
 * input order, from done chunks only; each line's answer looked up by the key's primary key, so a
 * page costs its lines, not the job's keys. With `changedSince`, only the lines whose answer took
 * a later result version. @throws database errors.
 */
export async function matchJobResultPage(
  pool: Pool,
  jobId: string,
  afterSeq: number,
  limit: number,
  changedSince = 0,
): Promise<MatchJobResultRow[]> {
  const { rows } = await pool.query<{ seq: number; line_no: number; input: unknown; answer: MatchAnswer; version: number }>(
    // Lines walked in seq order (the primary key) until the page is full, each line's chunk and
    // answer looked up by primary key (LATERAL, LIMIT 1 so the planner keeps them lookups).
    `SELECT l.seq, l.line_no, l.input, k.answer, k.version
     FROM match_job_line l
     CROSS JOIN LATERAL (SELECT c.done FROM match_job_chunk c
                         WHERE c.job_id = $1 AND c.chunk = l.seq / (SELECT chunk_lines FROM match_job WHERE id = $1) LIMIT 1) AS c
     CROSS JOIN LATERAL (SELECT answer, version FROM match_job_key k WHERE k.job_id = $1 AND k.key = l.key LIMIT 1) AS k
     WHERE l.job_id = $1 AND l.seq > $2 AND c.done AND k.version > $4
     ORDER BY l.seq LIMIT $3`,
    [jobId, afterSeq, limit, changedSince],
  );
  return rows.map((r) => ({ seq: r.seq, lineNo: r.line_no, input: r.input, answer: r.answer, version: r.version }));
}

/**
 * The shape of a stored answer: cached answers of another shape are not reused (2: answers that
 * need a person carry `review` and their `candidates`).
 */
export const ANSWER_FORMAT = 'a2';

/**
 * The catalog's version for matching: `<live indexer position>.<feed position of the last
 * recording rebuild>.<its time, epoch ms>.<ANSWER_FORMAT>`. Any committed change the search
 * indices have taken in, and any rebuild of the recording index, gives a new version.
 * @throws database errors.
 */
export async function catalogMatchVersion(pool: Pool): Promise<string> {
  const { rows } = await pool.query<{ position: string | null; rebuilt: string | null; at: string | null }>(
    `SELECT (SELECT position FROM feed_reader WHERE name = $1) AS position,
            s.position AS rebuilt, (extract(epoch FROM s.updated_at) * 1000)::bigint AS at
     FROM (SELECT 1) AS one LEFT JOIN feed_reader s ON s.name = $2`,
    [SEARCH_READER_NAME, rebuildReader('recording').name],
  );
  const r = rows[0];
  return `${r?.position ?? 0}.${r?.rebuilt ?? 0}.${r?.at ?? 0}.${ANSWER_FORMAT}`;
}

/** Cached answers of `keys` for catalog `version` (others are absent). @throws database errors. */
export async function cachedAnswers(pool: Pool, version: string, keys: readonly string[]): Promise<Map<string, MatchAnswer>> {
  if (!keys.length) return new Map();
  const { rows } = await pool.query<{ key: string; answer: MatchAnswer }>(
    'SELECT key, answer FROM match_answer_cache WHERE key = ANY ($1) AND version = $2',
    [keys, version],
  );
  return new Map(rows.map((r) => [r.key, r.answer]));
}

/**
 * Keeps `answers` (failed ones excepted) for catalog `version`, replacing answers of other
 * versions. @throws database errors.
 */
export async function cacheAnswers(pool: Pool, version: string, answers: ReadonlyMap<string, MatchAnswer>): Promise<void> {
  const kept = [...answers].filter(([, a]) => a.status !== 'failed').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (!kept.length) return;
  await pool.query(
    `INSERT INTO match_answer_cache (key, version, answer, used_at)
     SELECT k, $1, a, now() FROM unnest($2::text[], $3::jsonb[]) AS u(k, a)
     ON CONFLICT (key) DO UPDATE SET version = excluded.version, answer = excluded.answer, used_at = now()`,
    [version, kept.map(([k]) => k), kept.map(([, a]) => JSON.stringify(a))],
  );
}

/**
 * Drops cached answers of versions other than `version`, then the least recently written beyond
 * `maxRows`. @returns rows deleted. @throws database errors.
 */
export async function pruneAnswerCache(pool: Pool, version: string, maxRows: number): Promise<number> {
  const stale = await pool.query('DELETE FROM match_answer_cache WHERE version <> $1', [version]);
  const over = await pool.query(
    `DELETE FROM match_answer_cache WHERE key IN (
       SELECT key FROM match_answer_cache ORDER BY used_at DESC OFFSET $1)`,
    [maxRows],
  );
  return (stale.rowCount ?? 0) + (over.rowCount ?? 0);
}

/** Empties the answer cache (benchmarks measure cold jobs). @throws database errors. */
export async function clearAnswerCache(pool: Pool): Promise<void> {
  await pool.query('TRUNCATE match_answer_cache');
}

/** One line of a job's review queue: a distinct key whose answer needs a person, and its plays. */
export interface MatchJobReviewRow {
  artist: string;
  title: string;
  /** Lines of the job with this key. */
  plays: number;
  answer: MatchAnswer;
}

/**
 * The review queue of job `jobId` (answers marked `review`, `MatchAnswer`): most played first,
 * then by key; `limit` null = every line. @returns the page and the queue's length.
 * @throws database errors.
 */
export async function matchJobReviewPage(
  pool: Pool,
  jobId: string,
  offset: number,
  limit: number | null,
): Promise<{ rows: MatchJobReviewRow[]; total: number }> {
  const { rows } = await pool.query<{ artist: string; title: string; plays: string; answer: MatchAnswer; total: string }>(
    // Plays counted once per key over the job's lines (one pass of its primary key range).
    `SELECT k.artist, k.title, p.plays, k.answer, count(*) OVER () AS total
     FROM match_job_key k
     JOIN (SELECT key, count(*) AS plays FROM match_job_line WHERE job_id = $1 GROUP BY key) p ON p.key = k.key
     WHERE k.job_id = $1 AND k.answer->>'review' = 'true'
     ORDER BY p.plays DESC, k.key OFFSET $2 LIMIT $3`,
    [jobId, offset, limit],
  );
  return {
    rows: rows.map((r) => ({ artist: r.artist, title: r.title, plays: Number(r.plays), answer: r.answer })),
    total: rows.length ? Number(rows[0]!.total) : 0,
  };
}
