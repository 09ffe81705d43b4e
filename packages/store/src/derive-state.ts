/**
 * The derived layer against the change feed (migration 013): `derived_through` is the feed head
 * (`changeFeedHead`) read at the start of the last complete derive, so a head past it means a
 * committed change the derived fields have not read yet. Derives run one at a time across processes
 * ({@link withDeriveLock}: a session advisory lock, released when its connection ends, so a derive
 * killed with SIGKILL never leaves it held).
 */
import type { Pool } from 'pg';
import { changeFeedHead } from './change-feed';

/** Advisory lock key of a derive run (the store's keys are 7_031_0xx). */
export const DERIVE_LOCK_KEY = 7_031_013;

/** Where the derived layer stands: the feed head it has read through, and the head now. */
export interface DeriveLag {
  /** Feed seq at the start of the last complete derive (0: never). */
  derivedThrough: number;
  /** The feed's head now (`changeFeedHead`). */
  head: number;
  /** When the last complete derive ended, or null. */
  derivedAt: Date | null;
}

/** {@link DeriveLag} now. @throws on database errors. */
export async function deriveLag(pool: Pick<Pool, 'query'>): Promise<DeriveLag> {
  const { rows } = await pool.query<{ derived_through: string; derived_at: Date | null }>(
    'SELECT derived_through, derived_at FROM derive_state',
  );
  return {
    derivedThrough: Number(rows[0]?.derived_through ?? 0),
    head: await changeFeedHead(pool),
    derivedAt: rows[0]?.derived_at ?? null,
  };
}

/**
 * Records a complete derive that read the catalog after the feed stood at `seq` (never moves back).
 * @throws on database errors.
 */
export async function markDerivedThrough(pool: Pick<Pool, 'query'>, seq: number): Promise<void> {
  await pool.query('UPDATE derive_state SET derived_through = greatest(derived_through, $1), derived_at = now()', [seq]);
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
