/**
 * How far the catalog-wide stages (entity resolution, derived fields) have read the change feed
 * (migration 013): per stage, its rules version and the feed head (`changeFeedHead`) read at the
 * start of its last complete run. Seqs are given in commit order, so that run read every change at
 * or below its mark; a head past the mark (or other rules) means a change it has not read. A stage
 * whose own writes move the head (the derived layer's re-merges, resolution's merges) therefore
 * runs once more after them, reads, writes nothing and is then up to date.
 *
 * Derives run one at a time across processes ({@link withDeriveLock}: a session advisory lock,
 * released when its connection ends, so a derive killed with SIGKILL never leaves it held).
 */
import type { Pool } from 'pg';
import { changeFeedHead } from './change-feed';

/** A catalog-wide stage of the import pipeline. */
export type CatalogStage = 'resolution' | 'derive';

/** Advisory lock key of a derive run (the store's keys are 7_031_0xx). */
export const DERIVE_LOCK_KEY = 7_031_013;

/** Where a stage stands against the change feed. */
export interface StageLag {
  /** Feed head at the start of the stage's last complete run with these rules; null: none. */
  readThrough: number | null;
  /** The feed's head now. */
  head: number;
  /** True when a change was committed after that run began, or it never ran with these rules. */
  behind: boolean;
}

/**
 * Where `stage` stands for rules `rulesVersion` (a positive integer its code bumps when a rule
 * changes). @throws on database errors.
 */
export async function stageLag(pool: Pick<Pool, 'query'>, stage: CatalogStage, rulesVersion: number): Promise<StageLag> {
  const { rows } = await pool.query<{ read_through: string }>(
    'SELECT read_through FROM catalog_stage_state WHERE stage = $1 AND rules_version = $2',
    [stage, rulesVersion],
  );
  const readThrough = rows[0] ? Number(rows[0].read_through) : null;
  const head = await changeFeedHead(pool);
  return { readThrough, head, behind: readThrough === null || head > readThrough };
}

/**
 * Records a complete run of `stage` with rules `rulesVersion` that started reading after the feed
 * stood at `seq` (never moves back under the same rules). @throws on database errors.
 */
export async function markStageRead(
  pool: Pick<Pool, 'query'>,
  stage: CatalogStage,
  rulesVersion: number,
  seq: number,
): Promise<void> {
  await pool.query(
    `INSERT INTO catalog_stage_state AS s (stage, rules_version, read_through) VALUES ($1, $2, $3)
     ON CONFLICT (stage) DO UPDATE
       SET read_through = CASE WHEN s.rules_version = EXCLUDED.rules_version
                               THEN greatest(s.read_through, EXCLUDED.read_through) ELSE EXCLUDED.read_through END,
           rules_version = EXCLUDED.rules_version, finished_at = now()`,
    [stage, rulesVersion, seq],
  );
}

/**
 * Runs `fn` holding the derive lock on a connection of its own. With `wait`, waits for a run in
 * another process to end; without, returns `{ ran: false }` at once when one holds it.
 * @throws what `fn` throws; database errors (the lock is released either way).
 */
export async function withDeriveLock<T>(
  pool: Pool,
  fn: () => Promise<T>,
  opts: { wait: boolean },
): Promise<{ ran: true; value: T } | { ran: false }> {
  const client = await pool.connect();
  // A failed lock or unlock statement leaves the connection in doubt: it is closed, not pooled.
  let broken = false;
  const query = (sql: string) =>
    client.query<{ ok: boolean }>(sql, [DERIVE_LOCK_KEY]).catch((err: unknown) => {
      broken = true;
      throw err;
    });
  try {
    if (opts.wait) await query('SELECT pg_advisory_lock($1)');
    else if (!(await query('SELECT pg_try_advisory_lock($1) AS ok')).rows[0]?.ok) return { ran: false };
    try {
      return { ran: true, value: await fn() };
    } finally {
      await query('SELECT pg_advisory_unlock($1)').catch(() => undefined);
    }
  } finally {
    client.release(broken);
  }
}
