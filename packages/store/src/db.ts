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
