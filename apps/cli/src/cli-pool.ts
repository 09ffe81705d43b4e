/**
 * The database pool of one CLI command: opened on the configured `DATABASE_URL`, optionally
 * brought to the current schema first, and always ended when the command's work is done.
 */
import type { Pool } from 'pg';
import { config } from '@mc/config';
import { createPool, migrate } from '@mc/store';

/**
 * Runs `work` with a pool on `config().DATABASE_URL`, after applying pending migrations when
 * `opts.migrate` is true, and ends the pool afterwards, whether `work` succeeds or throws.
 * @returns what `work` returns.
 * @throws `ConfigError` on bad settings; what the migrations or `work` throw.
 */
export async function withCommandPool<T>(opts: { migrate: boolean }, work: (pool: Pool) => Promise<T>): Promise<T> {
  const pool = createPool(config().DATABASE_URL);
  try {
    if (opts.migrate) await migrate(pool);
    return await work(pool);
  } finally {
    await pool.end();
  }
}
