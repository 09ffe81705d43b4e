/**
 * PostgreSQL connection pool and transaction helper (node-postgres).
 */
import { Pool, type PoolClient } from 'pg';

/**
 * Opens a pool on `databaseUrl`. Callers own it and must `end()` it on shutdown. A server that
 * restarts or goes away never crashes the process: a query on a lost connection rejects (57P01
 * "terminating connection due to administrator command", "Connection terminated unexpectedly",
 * ECONNREFUSED, 57P03 while it starts up), the pool drops the connection, and the next query opens
 * a new one.
 */
export function createPool(databaseUrl: string, max = 10): Pool {
  const pool = new Pool({ connectionString: databaseUrl, max, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection: the pool removes it.
  pool.on('error', () => undefined);
  // A checked-out client (`withTransaction`) has no listener of the pool's: its lost connection would
  // be an unhandled 'error' event (a crash). Its pending query rejects with the error anyway, and
  // the pool discards a client that is no longer queryable when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
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

/** SQLSTATEs of a transaction PostgreSQL aborted so that a concurrent one could go on. */
const ABORTED_FOR_ANOTHER = new Set(['40P01', '40001']); // deadlock_detected, serialization_failure

/**
 * {@link withTransaction}, run again (up to `attempts` times in all) when PostgreSQL aborted it to
 * break a deadlock or a serialization conflict with a concurrent transaction. `fn` must be safe to
 * run again: whatever it wrote was rolled back, and it must undo its own effects outside the
 * database at its start. @throws the last error, or any other error at once.
 */
export async function withRetriedTransaction<T>(pool: Pool, fn: (client: PoolClient) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await withTransaction(pool, fn);
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (attempt >= attempts || typeof code !== 'string' || !ABORTED_FOR_ANOTHER.has(code)) throw err;
    }
  }
}

/** Answers when PostgreSQL does (a readiness probe's `SELECT 1`). @throws on connection or server errors. */
export async function pingStore(pool: Pick<Pool, 'query'>): Promise<void> {
  await pool.query('SELECT 1');
}
