/**
 * The unit of work of a matching job: a chunk of consecutive lines, claimed and committed in one
 * transaction ({@link runMatchJobChunk}):
 *
 * 1. the first pending chunk of the job is locked `FOR UPDATE SKIP LOCKED` (several workers share
 *    a job: each takes another chunk; a cancelled job has none to take);
 * 2. the chunk's distinct keys still without an answer in the job are handed to the caller, which
 *    matches them (answers of earlier chunks are shared, never matched again), saving each slice's
 *    answers as it goes ({@link saveKeyAnswers}: the job's `keys_done` moves within the chunk);
 * 3. the answers, the chunk's `done` mark, the job's counters and the charge of the chunk's lines
 *    (`match_job_charge`, per UTC day) are written, and the transaction commits.
 *
 * A worker killed at any point before COMMIT loses its connection: PostgreSQL rolls everything
 * back and the chunk is pending again, for the next claim. Nothing is charged or counted twice,
 * and answers are written once per key, so a job finishes with the same results however often
 * its workers die. Lines whose matching failed are answered `failed` and not charged.
 */
import type { Pool } from 'pg';
import { withTransaction } from './db';
import { SEARCH_READER_NAME } from './feed-readers';

/** The answer every line with one key gets (stored as jsonb). */
export interface MatchAnswer {
  status: 'matched' | 'no_match' | 'failed';
  recording?: { id: number; title: string; artists: { id: number; name: string }[] };
  /** 0..100. */
  confidence?: number;
  /** `same` / `other` when the matcher says whether the logged version is the recording's. */
  version?: string;
  /** How the line met the recording: the matcher's artist and title comparison methods. */
  method?: string;
  /** The curated pin that answered the line (`match-pins.ts`), when one did. */
  pin?: { id: number; scope: 'global' | 'own' };
  /** True when the answer needs a person (`needsReview` of `@mc/matcher`): the job's review queue. */
  review?: boolean;
  /** For an answer that needs review: up to three other recordings (`candidates.ts` of `@mc/matcher`), best first. */
  candidates?: { id: number; title: string; artists: { id: number; name: string }[]; score: number; refused_by: string }[];
}

/** A distinct key of a chunk that has no answer yet: the line matched for it. */
export interface PendingKey {
  key: string;
  artist: string;
  title: string;
  /** Seconds, when given. */
  duration?: number;
}

/** What a committed chunk did. */
export interface ChunkOutcome {
  chunk: number;
  tokenId: number;
  /** Lines of the chunk, and how many were charged (matched or no match). */
  lines: number;
  charged: number;
  /** Keys matched for this chunk (the others had answers already). */
  keysMatched: number;
}

/**
 * Claims, matches (through `match`) and commits the first pending chunk of job `jobId` (module doc).
 * `match` gets the chunk's keys without an answer and the id of the job's token (whose pins apply),
 * and returns an answer for each.
 * @param day the UTC day (epoch days) the chunk's lines are charged to.
 * @returns the chunk's outcome, or undefined when no chunk is left to claim (all done, claimed by
 *   other workers, or the job is cancelled or gone).
 * @throws what `match` throws (the chunk is then left pending); database errors.
 */
export async function runMatchJobChunk(
  pool: Pool,
  jobId: string,
  day: number,
  match: (keys: PendingKey[], tokenId: number) => Promise<ReadonlyMap<string, MatchAnswer>>,
): Promise<ChunkOutcome | undefined> {
  return withTransaction(pool, async (client) => {
    const claimed = await client.query<{ chunk: number; token_id: string; chunk_lines: number }>(
      `SELECT c.chunk, j.token_id, j.chunk_lines FROM match_job_chunk c JOIN match_job j ON j.id = c.job_id
       WHERE c.job_id = $1 AND NOT c.done AND j.state IN ('queued', 'running')
       ORDER BY c.chunk LIMIT 1 FOR UPDATE OF c SKIP LOCKED`,
      [jobId],
    );
    const row = claimed.rows[0];
    if (!row) return undefined;
    const from = row.chunk * row.chunk_lines;
    const to = from + row.chunk_lines;
    const pending = await client.query<{ key: string; artist: string; title: string; duration: number | null }>(
      // Each of the chunk's keys looked up by the primary key (LATERAL, LIMIT 1 so the planner
      // keeps it a lookup): a join could scan every key of the job for every chunk, quadratic in
      // the job's size.
      `WITH l AS MATERIALIZED (SELECT DISTINCT key FROM match_job_line WHERE job_id = $1 AND seq >= $2 AND seq < $3)
       SELECT k.key, k.artist, k.title, k.duration FROM l
       CROSS JOIN LATERAL (SELECT * FROM match_job_key k WHERE k.job_id = $1 AND k.key = l.key AND k.answer IS NULL LIMIT 1) AS k
       ORDER BY k.key`,
      [jobId, from, to],
    );
    const keys = pending.rows.map((r) => ({
      key: r.key,
      artist: r.artist,
      title: r.title,
      ...(r.duration === null ? {} : { duration: r.duration }),
    }));
    const answers = keys.length ? await match(keys, Number(row.token_id)) : new Map<string, MatchAnswer>();
    const missing = keys.filter((k) => !answers.has(k.key));
    if (missing.length) throw new Error(`runMatchJobChunk: no answer for ${missing.length} keys`);
    if (keys.length) {
      // Rows locked in key order (the keys come sorted, each looked up by the primary key), so
      // chunks sharing keys never deadlock.
      await client.query(
        `SELECT 1 FROM unnest($2::text[]) WITH ORDINALITY AS u(key, n)
         CROSS JOIN LATERAL (SELECT 1 FROM match_job_key k WHERE k.job_id = $1 AND k.key = u.key LIMIT 1 FOR UPDATE) AS k
         ORDER BY u.n`,
        [jobId, keys.map((k) => k.key)],
      );
      // Keys answered here (the others were saved by `saveKeyAnswers` while they were matched).
      await client.query(
        `WITH up AS (UPDATE match_job_key k SET answer = u.a FROM unnest($2::text[], $3::jsonb[]) AS u(key, a)
                     WHERE k.job_id = $1 AND k.key = u.key AND k.answer IS NULL RETURNING 1)
         UPDATE match_job SET keys_done = keys_done + (SELECT count(*) FROM up) WHERE id = $1`,
        [jobId, keys.map((k) => k.key), keys.map((k) => JSON.stringify(answers.get(k.key)))],
      );
    }
    const counts = await commitChunk(client, jobId, row.chunk, from, to, day, Number(row.token_id));
    return { chunk: row.chunk, tokenId: Number(row.token_id), ...counts, keysMatched: keys.length };
  });
}

/**
 * Saves answers of keys of job `jobId` while their chunk is still being matched, in a statement of
 * its own (module doc, step 2: the job's `keys_done` moves before the chunk commits): a key that
 * has an answer, or whose row another chunk's transaction holds, is skipped (`SKIP LOCKED`: this
 * never waits, so it cannot deadlock with the chunk transactions); a skipped key is answered by
 * its chunk's commit. Work done is kept when the chunk later rolls back: its keys are not matched
 * again. @returns keys saved. @throws database errors.
 */
export async function saveKeyAnswers(pool: Pool, jobId: string, answers: ReadonlyMap<string, MatchAnswer>): Promise<number> {
  const kept = [...answers].filter(([, a]) => a.status !== 'failed').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (!kept.length) return 0;
  const { rows } = await pool.query<{ n: number }>(
    `WITH u AS (SELECT * FROM unnest($2::text[], $3::jsonb[]) AS u(key, a)),
          free AS (SELECT k.key FROM match_job_key k JOIN u USING (key)
                    WHERE k.job_id = $1 AND k.answer IS NULL ORDER BY k.key FOR UPDATE OF k SKIP LOCKED),
          up AS (UPDATE match_job_key k SET answer = u.a FROM u JOIN free USING (key)
                  WHERE k.job_id = $1 AND k.key = u.key RETURNING 1),
          n AS (SELECT count(*)::int AS n FROM up)
     UPDATE match_job SET keys_done = keys_done + n.n FROM n WHERE id = $1 RETURNING n.n`,
    [jobId, kept.map(([k]) => k), kept.map(([, a]) => JSON.stringify(a))],
  );
  return rows[0]?.n ?? 0;
}

/** Step 3 of {@link runMatchJobChunk}: the chunk's counts, its done mark, the job's counters, the charge. */
async function commitChunk(
  client: Pick<Pool, 'query'>,
  jobId: string,
  chunk: number,
  from: number,
  to: number,
  day: number,
  tokenId: number,
): Promise<{ lines: number; charged: number }> {
  const { rows } = await client.query<{ lines: number; matched: number; no_match: number; failed: number }>(
    `SELECT count(*)::int AS lines,
            count(*) FILTER (WHERE k.answer->>'status' = 'matched')::int AS matched,
            count(*) FILTER (WHERE k.answer->>'status' = 'no_match')::int AS no_match,
            count(*) FILTER (WHERE k.answer->>'status' = 'failed')::int AS failed
     FROM match_job_line l
     CROSS JOIN LATERAL (SELECT answer FROM match_job_key k WHERE k.job_id = $1 AND k.key = l.key LIMIT 1) AS k
     WHERE l.job_id = $1 AND l.seq >= $2 AND l.seq < $3`,
    [jobId, from, to],
  );
  const c = rows[0]!;
  const charged = c.matched + c.no_match;
  await client.query('UPDATE match_job_chunk SET done = true, done_at = now() WHERE job_id = $1 AND chunk = $2', [jobId, chunk]);
  if (charged > 0)
    await client.query(
      `INSERT INTO match_job_charge (job_id, day, token_id, units) VALUES ($1, $2, $3, $4)
       ON CONFLICT (job_id, day) DO UPDATE SET units = match_job_charge.units + excluded.units`,
      [jobId, day, tokenId, charged],
    );
  await client.query(
    `UPDATE match_job SET done = done + $2, matched = matched + $3, no_match = no_match + $4, failed = failed + $5,
       updated_at = now(),
       state = CASE WHEN state = 'running' AND NOT EXISTS (SELECT 1 FROM match_job_chunk WHERE job_id = $1 AND NOT done)
                    THEN 'completed' ELSE state END,
       finished_at = CASE WHEN state = 'running' AND NOT EXISTS (SELECT 1 FROM match_job_chunk WHERE job_id = $1 AND NOT done)
                    THEN now() ELSE finished_at END
     WHERE id = $1`,
    [jobId, c.lines, c.matched, c.no_match, c.failed],
  );
  return { lines: c.lines, charged };
}

/**
 * Marks a queued job running (its first claim), its answers current to the live indexer's position
 * then (a change after it is a change a re-match looks at: `match-job-rematch.ts`). @returns false when the job is neither queued nor
 * running (cancelled, completed or gone). @throws database errors.
 */
export async function startMatchJob(pool: Pool, jobId: string): Promise<boolean> {
  const { rows } = await pool.query<{ state: string }>(
    `UPDATE match_job SET state = CASE WHEN state = 'queued' THEN 'running' ELSE state END,
       started_at = coalesce(started_at, now()),
       current_through = coalesce(current_through, (SELECT position FROM feed_reader WHERE name = $2), 0),
       current_at = coalesce(current_at, now())
     WHERE id = $1 AND state IN ('queued', 'running') RETURNING state`,
    [jobId, SEARCH_READER_NAME],
  );
  return rows.length > 0;
}

/**
 * Completes a running job whose chunks are all done (the last committer's check can miss chunks
 * that other workers committed at the same moment; every worker calls this when it finds nothing
 * left to claim). @throws database errors.
 */
export async function completeMatchJobIfDone(pool: Pool, jobId: string): Promise<void> {
  await pool.query(
    `UPDATE match_job SET state = 'completed', finished_at = now(), updated_at = now()
     WHERE id = $1 AND state IN ('queued', 'running')
       AND NOT EXISTS (SELECT 1 FROM match_job_chunk WHERE job_id = $1 AND NOT done)`,
    [jobId],
  );
}

/** Units charged to a job, per UTC day (epoch days), as committed. @throws database errors. */
export async function matchJobCharges(pool: Pool, jobId: string): Promise<{ day: number; tokenId: number; units: number }[]> {
  const { rows } = await pool.query<{ day: number; token_id: string; units: number }>(
    'SELECT day, token_id, units FROM match_job_charge WHERE job_id = $1 ORDER BY day',
    [jobId],
  );
  return rows.map((r) => ({ day: r.day, tokenId: Number(r.token_id), units: r.units }));
}
