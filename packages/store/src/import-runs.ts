/**
 * The `import_run` table: one row per importer run (source, start, finish, counts with the
 * dataset checksum, rejects), used by the import runner to skip unchanged sources.
 */
import type { Pool } from 'pg';

/** Checksum recorded by the latest FINISHED run of `source`, or undefined when there is none. */
export async function lastImportChecksum(pool: Pool, source: string): Promise<string | undefined> {
  const { rows } = await pool.query<{ checksum: string | null }>(
    `SELECT counts->>'checksum' AS checksum FROM import_run
      WHERE source = $1 AND finished_at IS NOT NULL ORDER BY id DESC LIMIT 1`,
    [source],
  );
  return rows[0]?.checksum ?? undefined;
}

/** Opens a run of `source`. @returns its id (pass it to {@link finishImportRun}). */
export async function startImportRun(pool: Pool, source: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>('INSERT INTO import_run (source) VALUES ($1) RETURNING id', [source]);
  return rows[0]!.id;
}

/** Closes run `id` with its counts (a JSON object; the runner adds `checksum`) and rejects. */
export async function finishImportRun(
  pool: Pool,
  id: string,
  counts: Record<string, unknown>,
  rejects: unknown[],
): Promise<void> {
  await pool.query('UPDATE import_run SET finished_at = now(), counts = $2, rejects = $3 WHERE id = $1', [
    id,
    JSON.stringify(counts),
    JSON.stringify(rejects),
  ]);
}

/** The tables an import run fills (what the next importer's linking queries join). */
const IMPORTED_TABLES = ['id_map', 'contribution', 'entity', 'list_item', 'disc_toc'] as const;

/**
 * Refreshes the planner statistics of the tables an import filled (`ANALYZE`, as PostgreSQL
 * advises after a bulk load: "Populating a Database", 14.4.9). Without it, the next importer's
 * joins can be planned on the empty-table estimates autovacuum has not replaced yet (a nested loop
 * over 30,000 × 30,000 rows instead of a hash join: minutes instead of a second). Samples a fixed
 * number of rows per table, so it stays about a second at a million recordings.
 * @throws on database errors.
 */
export async function analyzeImportedTables(pool: Pool): Promise<void> {
  await pool.query(`ANALYZE ${IMPORTED_TABLES.join(', ')}`);
}
