/**
 * PostgreSQL connection pool and transaction helper (node-postgres).
 */
import { Pool, type PoolClient } from 'pg';

/** Opens a pool on `databaseUrl`. Callers own it and must `end()` it on shutdown. */
export function createPool(databaseUrl: string, max = 10): Pool {
  const pool = new Pool({ connectionString: databaseUrl, max, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  return pool;
}

/**
 * Runs `fn` inside BEGIN/COMMIT on one client; rolls back and rethrows on any error.
 */
export async function withTransaction<T>(pool: Pool, fn: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
