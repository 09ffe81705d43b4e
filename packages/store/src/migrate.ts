/**
 * Applies the SQL files of `packages/store/migrations` in name order, once each, recorded in
 * `schema_migration`. Safe to run concurrently from several processes (advisory lock).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { withTransaction } from './db';

const MIGRATIONS_DIR = join(__dirname, '..', 'migrations');
const LOCK_KEY = 7_031_001;

/** Applies pending migrations; returns the names applied by this call. */
export async function migrate(pool: Pool): Promise<string[]> {
  return withTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migration (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await client.query<{ name: string }>('SELECT name FROM schema_migration')).rows.map((r) => r.name));
    const applied: string[] = [];
    for (const name of readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      if (done.has(name)) continue;
      await client.query(readFileSync(join(MIGRATIONS_DIR, name), 'utf8'));
      await client.query('INSERT INTO schema_migration (name) VALUES ($1)', [name]);
      applied.push(name);
    }
    return applied;
  });
}
