/**
 * Re-matching a finished matching job as the catalog changes (migration 021,
 * `docs/matching-jobs.md` "Keeping results current"). A job's answers are current to a position of
 * the change feed (`current_through`: the live indexer's when the job started). A **round**:
 *
 * 1. {@link planRematchRound} (one transaction, the job row locked): the changes after
 *    `current_through` up to a target (the live indexer's position: what search answers with), the
 *    owner's pins made since, and every key of the job with what its answer names are handed to
 *    the caller, which says which keys those changes can touch; they are marked `rematch` and the
 *    round recorded (`rematch_through` = the target). No key touched: the job is current at once.
 * 2. {@link runRematchBatch} (one transaction each, as a chunk of the first run): up to `limit`
 *    marked keys, locked `FOR UPDATE SKIP LOCKED` (workers share a round), are matched again by
 *    the caller; an answer that differs (jsonb inequality) takes the round's result version
 *    (`version + 1`), the job's counters move by its lines, and those lines are charged (the
 *    job's owner, `match_job_charge`); an unchanged answer is unmarked, uncharged.
 * 3. {@link finishRematchRound} once no key is marked: the job is current to the target, its
 *    version one more when an answer changed.
 *
 * A process killed at any point rolls its transaction back: marks stay until their batch commits,
 * a planned round stays recorded, so the next worker resumes it; nothing is charged twice.
 */
import type { Pool } from 'pg';
import { withTransaction } from './db';
import { type FeedChange, SEARCH_READER_NAME, changesBetween } from './feed-readers';
import { changeFeedPrunedThrough, changeFeedHead } from './change-feed';
import type { MatchAnswer, PendingKey } from './match-job-chunks';
import { MATCH_JOB_COLUMNS, type MatchJobRow, toMatchJob } from './match-jobs';

/** Changes a round reads at most; past it every key of the job is re-matched. */
export const REMATCH_MAX_CHANGES = 200_000;

/** One key of a job as a round weighs it: the line, and what its answer names. */
export interface RematchKey {
  key: string;
  artist: string;
  title: string;
  status: MatchAnswer['status'];
  /** The answer needs a person (`MatchAnswer.review`). */
  review: boolean;
  recordingId: number | null;
  /** Artists the answer's recording credits. */
  artistIds: number[];
  /** The answer came from a pin. */
  pinned: boolean;
}

/** What a round is planned from. */
export interface RematchPlanInput {
  /** Changes after the job's position up to the round's, in commit order; null when the feed no longer holds them all (or they are more than {@link REMATCH_MAX_CHANGES}): every key then. */
  changes: FeedChange[] | null;
  /** `line_key`s of the pins made since the job was current that apply to its owner. */
  pinKeys: string[];
  keys: RematchKey[];
}

/** The position a round makes a job current to: the live indexer's (the feed's head before it ever ran). */
export async function rematchTarget(pool: Pick<Pool, 'query'>): Promise<number> {
  const { rows } = await pool.query<{ position: string }>('SELECT position FROM feed_reader WHERE name = $1', [
    SEARCH_READER_NAME,
  ]);
  return rows[0] ? Number(rows[0].position) : changeFeedHead(pool);
}

/**
 * Step 1 of a round (module doc) for job `jobId`, current to `target` once done.
 * @param touched the keys the input's changes can touch (`@mc/matcher` rematch.ts).
 * @returns `planned` (keys marked, or none: current at once), `running` (a round is in progress),
 *   `current` (nothing after its position, and no round asked for), `none` (not a completed job).
 * @throws what `touched` throws; database errors (nothing is planned).
 */
export async function planRematchRound(
  pool: Pool,
  jobId: string,
  target: number,
  touched: (input: RematchPlanInput) => Promise<readonly string[]> | readonly string[],
): Promise<'planned' | 'running' | 'current' | 'none'> {
  return withTransaction(pool, async (client) => {
    const { rows } = await client.query<{
      state: string;
      token_id: string;
      current_through: string | null;
      current_at: Date | null;
      rematch_through: string | null;
      rematch_requested: boolean;
    }>(
      `SELECT state, token_id, current_through, current_at, rematch_through, rematch_requested
         FROM match_job WHERE id = $1 FOR UPDATE`,
      [jobId],
    );
    const job = rows[0];
    if (!job || job.state !== 'completed') return 'none';
    if (job.rematch_through !== null) return 'running';
    const from = Number(job.current_through ?? 0);
    if (target <= from && !job.rematch_requested) return 'current';
    const pruned = await changeFeedPrunedThrough(client);
    const read = from < pruned ? null : await changesBetween(client, from, target, REMATCH_MAX_CHANGES + 1);
    const changes = read && read.length <= REMATCH_MAX_CHANGES ? read : null;
    const pins = await client.query<{ line_key: string }>(
      `SELECT line_key FROM match_pin WHERE created_at > coalesce($2::timestamptz, '-infinity')
          AND (account_id IS NULL OR account_id = (SELECT account_id FROM api_token WHERE id = $1))`,
      [job.token_id, job.current_at],
    );
    const keys = await client.query<RematchKey>(
      `SELECT key, artist, title, answer->>'status' AS status, coalesce((answer->>'review')::boolean, false) AS review,
              (answer->'recording'->>'id')::float8 AS "recordingId",
              coalesce(ARRAY(SELECT (a->>'id')::float8 FROM jsonb_array_elements(answer->'recording'->'artists') a), '{}') AS "artistIds",
              answer ? 'pin' AS pinned
         FROM match_job_key WHERE job_id = $1 AND answer IS NOT NULL`,
      [jobId],
    );
    const marked = [...(await touched({ changes, pinKeys: pins.rows.map((r) => r.line_key), keys: keys.rows }))];
    if (marked.length)
      await client.query('UPDATE match_job_key SET rematch = true WHERE job_id = $1 AND key = ANY($2::text[])', [jobId, marked]);
    await client.query(
      `UPDATE match_job SET rematch_requested = false, rematch_keys = $3, rematch_done = 0, rematch_changed = 0, updated_at = now(),
         rematch_through = CASE WHEN $3 > 0 THEN $2::bigint END, rematch_at = now(),
         current_through = CASE WHEN $3 > 0 THEN current_through ELSE $2::bigint END,
         current_at = CASE WHEN $3 > 0 THEN current_at ELSE now() END
       WHERE id = $1`,
      [jobId, target, marked.length],
    );
    return 'planned';
  });
}

/** What one committed batch of a round did. */
export interface RematchBatchOutcome {
  tokenId: number;
  keys: number;
  /** Keys whose answer changed, and their lines (charged, but for `failed` answers). */
  keysChanged: number;
  linesChanged: number;
  charged: number;
}

/**
 * Step 2 of a round (module doc): re-matches up to `limit` marked keys of job `jobId` through
 * `match` (the keys and the job's token, whose pins apply) and commits them with their charge.
 * @param day the UTC day (epoch days) the changed lines are charged to.
 * @returns the batch's outcome, or undefined when no marked key is left to claim.
 * @throws what `match` throws (the keys stay marked); database errors.
 */
export async function runRematchBatch(
  pool: Pool,
  jobId: string,
  day: number,
  limit: number,
  match: (keys: PendingKey[], tokenId: number) => Promise<ReadonlyMap<string, MatchAnswer>>,
): Promise<RematchBatchOutcome | undefined> {
  return withTransaction(pool, async (client) => {
    const job = await client.query<{ token_id: string; version: number }>(
      'SELECT token_id, version FROM match_job WHERE id = $1 AND rematch_through IS NOT NULL',
      [jobId],
    );
    if (!job.rows[0]) return undefined;
    const tokenId = Number(job.rows[0].token_id);
    const claimed = await client.query<{ key: string; artist: string; title: string; duration: number | null }>(
      `SELECT key, artist, title, duration FROM match_job_key WHERE job_id = $1 AND rematch
        ORDER BY key LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [jobId, limit],
    );
    if (!claimed.rows.length) return undefined;
    const keys = claimed.rows.map((r) => ({
      key: r.key,
      artist: r.artist,
      title: r.title,
      ...(r.duration === null ? {} : { duration: r.duration }),
    }));
    const answers = await match(keys, tokenId);
    const missing = keys.filter((k) => !answers.has(k.key));
    if (missing.length) throw new Error(`runRematchBatch: no answer for ${missing.length} keys`);
    const { rows: changed } = await client.query<{ key: string; was: string; now: string }>(
      `WITH u AS (SELECT * FROM unnest($2::text[], $3::jsonb[]) AS u(key, a)),
            old AS (SELECT k.key, k.answer FROM match_job_key k JOIN u USING (key) WHERE k.job_id = $1),
            up AS (UPDATE match_job_key k SET answer = u.a, rematch = false,
                     version = CASE WHEN k.answer = u.a THEN k.version ELSE $4 END
                   FROM u WHERE k.job_id = $1 AND k.key = u.key RETURNING k.key, u.a)
       SELECT up.key, old.answer->>'status' AS was, up.a->>'status' AS now
         FROM up JOIN old USING (key) WHERE old.answer IS DISTINCT FROM up.a`,
      [jobId, keys.map((k) => k.key), keys.map((k) => JSON.stringify(answers.get(k.key))), job.rows[0].version + 1],
    );
    const outcome = { tokenId, keys: keys.length, keysChanged: changed.length, linesChanged: 0, charged: 0 };
    if (!changed.length) {
      await client.query('UPDATE match_job SET rematch_done = rematch_done + $2, updated_at = now() WHERE id = $1', [
        jobId,
        keys.length,
      ]);
      return outcome;
    }
    const plays = await client.query<{ key: string; n: number }>(
      'SELECT key, count(*)::int AS n FROM match_job_line WHERE job_id = $1 AND key = ANY($2::text[]) GROUP BY key',
      [jobId, changed.map((c) => c.key)],
    );
    const linesOf = new Map(plays.rows.map((r) => [r.key, r.n]));
    const delta = { matched: 0, no_match: 0, failed: 0 };
    for (const c of changed) {
      const n = linesOf.get(c.key) ?? 0;
      delta[c.was as keyof typeof delta] -= n;
      delta[c.now as keyof typeof delta] += n;
      outcome.linesChanged += n;
      if (c.now !== 'failed') outcome.charged += n;
    }
    await client.query(
      `UPDATE match_job SET matched = matched + $2, no_match = no_match + $3, failed = failed + $4,
         rematch_done = rematch_done + $5, rematch_changed = rematch_changed + $6, updated_at = now() WHERE id = $1`,
      [jobId, delta.matched, delta.no_match, delta.failed, keys.length, outcome.linesChanged],
    );
    if (outcome.charged > 0)
      await client.query(
        `INSERT INTO match_job_charge (job_id, day, token_id, units) VALUES ($1, $2, $3, $4)
         ON CONFLICT (job_id, day) DO UPDATE SET units = match_job_charge.units + excluded.units`,
        [jobId, day, tokenId, outcome.charged],
      );
    return outcome;
  });
}

/**
 * Step 3 of a round (module doc): job `jobId` is current to the round's position once no key is
 * marked. @returns whether the round finished by this call. @throws database errors.
 */
export async function finishRematchRound(pool: Pool, jobId: string): Promise<boolean> {
  const { rowCount } = await pool.query(
    `UPDATE match_job SET current_through = rematch_through, current_at = rematch_at, rematch_through = NULL, updated_at = now(),
       version = version + CASE WHEN rematch_changed > 0 THEN 1 ELSE 0 END
     WHERE id = $1 AND rematch_through IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM match_job_key WHERE job_id = $1 AND rematch)`,
    [jobId],
  );
  return (rowCount ?? 0) > 0;
}

/**
 * Asks for a round of job `jobId` of `tokenId` (the next worker poll plans it).
 * @returns the job after the call and whether it was asked (false: the job is not completed), or
 *   undefined when the token has no such job. @throws database errors.
 */
export async function requestRematch(
  pool: Pool,
  jobId: string,
  tokenId: number,
): Promise<{ job: MatchJobRow; requested: boolean } | undefined> {
  const asked = await pool.query(
    `UPDATE match_job SET rematch_requested = true, updated_at = now()
      WHERE id = $1 AND token_id = $2 AND state = 'completed' RETURNING ${MATCH_JOB_COLUMNS}`,
    [jobId, tokenId],
  );
  if (asked.rows[0]) return { job: toMatchJob(asked.rows[0]), requested: true };
  const found = await pool.query(`SELECT ${MATCH_JOB_COLUMNS} FROM match_job WHERE id = $1 AND token_id = $2`, [jobId, tokenId]);
  return found.rows[0] ? { job: toMatchJob(found.rows[0]), requested: false } : undefined;
}

/**
 * Completed jobs with a round to plan or to finish: asked for, in progress, or kept current and
 * behind `position`; least recently updated first, at most `limit`. @throws database errors.
 */
export async function rematchDueJobs(pool: Pick<Pool, 'query'>, position: number, limit = 20): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `SELECT id FROM match_job WHERE state = 'completed'
        AND (rematch_through IS NOT NULL OR rematch_requested OR (keep_current AND coalesce(current_through, 0) < $1))
      ORDER BY updated_at LIMIT $2`,
    [position, limit],
  );
  return rows.map((r) => r.id);
}

/**
 * What a round's blocking reads of the changed entities: each served recording's title and
 * credited names, each served artist's name and aliases (entities no longer served are left out).
 * @throws database errors.
 */
export async function rematchNames(
  pool: Pick<Pool, 'query'>,
  recordingIds: readonly number[],
  artistIds: readonly number[],
): Promise<{ recordings: { title: string; artists: string[] }[]; artistNames: string[] }> {
  const recordings = await pool.query<{ title: string | null; artists: string[] }>(
    `SELECT doc->>'title' AS title, coalesce(ARRAY(SELECT a->>'name' FROM jsonb_array_elements(doc->'artists') a), '{}') AS artists
       FROM entity WHERE kind = 'recording' AND id = ANY($1::bigint[])`,
    [recordingIds],
  );
  const artists = await pool.query<{ names: string[] }>(
    `SELECT array_remove(ARRAY[doc->>'name'] || coalesce(ARRAY(SELECT a->>'alias' FROM jsonb_array_elements(doc->'aliases') a), '{}'), NULL) AS names
       FROM entity WHERE kind = 'artist' AND id = ANY($1::bigint[])`,
    [artistIds],
  );
  return {
    recordings: recordings.rows.map((r) => ({ title: r.title ?? '', artists: r.artists.filter(Boolean) })),
    artistNames: artists.rows.flatMap((r) => r.names),
  };
}
