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
export const IMPORTED_TABLES = ['id_map', 'contribution', 'entity', 'list_item', 'disc_toc'] as const;

/** One of {@link IMPORTED_TABLES}. */
export type ImportedTable = (typeof IMPORTED_TABLES)[number];

/**
 * PostgreSQL's default `autovacuum_analyze_threshold` and `autovacuum_analyze_scale_factor`: a
 * table is re-analysed once the rows changed since its last `ANALYZE` exceed
 * `threshold + scale × reltuples` (PostgreSQL manual, "The Autovacuum Daemon", 25.1.6).
 */
export const ANALYZE_THRESHOLD = { rows: 50, scale: 0.1 } as const;

/**
 * The tables whose statistics a run's changes may have made stale, by autovacuum's rule
 * ({@link ANALYZE_THRESHOLD}) applied to the rows the run changed in each (`changed`, rows inserted,
 * updated or deleted) against the table's size at its last `ANALYZE` (`reltuples`; missing or
 * negative = never analysed, counted as empty). Pure.
 * @returns a subset of {@link IMPORTED_TABLES}, in their order.
 */
export function tablesToAnalyze(
  changed: Readonly<Record<ImportedTable, number>>,
  reltuples: ReadonlyMap<string, number>,
): ImportedTable[] {
  return IMPORTED_TABLES.filter((t) => {
    const size = Math.max(0, reltuples.get(t) ?? 0);
    return changed[t] > ANALYZE_THRESHOLD.rows + ANALYZE_THRESHOLD.scale * size;
  });
}

/**
 * Refreshes the planner statistics of the tables an import filled (`ANALYZE`, as PostgreSQL
 * advises after a bulk load: "Populating a Database", 14.4.9). Without it, the next importer's
 * joins can be planned on the empty-table estimates autovacuum has not replaced yet (a nested loop
 * over 30,000 × 30,000 rows instead of a hash join: minutes instead of a second). Samples a fixed
 * number of rows per table, so it stays about a second at a million recordings.
 *
 * With `changed` (the rows the run changed per table, from its writer's counts), only the tables
 * autovacuum would analyse now ({@link tablesToAnalyze}, sizes from `pg_class.reltuples`) are
 * analysed: a run that changed a few rows (a re-import limited to merges, an unchanged source run
 * with `--force`) costs no `ANALYZE`; without it, every table is.
 * @returns the tables analysed. @throws on database errors.
 */
export async function analyzeImportedTables(
  pool: Pool,
  changed?: Readonly<Record<ImportedTable, number>>,
): Promise<ImportedTable[]> {
  let tables: ImportedTable[] = [...IMPORTED_TABLES];
  if (changed) {
    const { rows } = await pool.query<{ relname: string; reltuples: number }>(
      `SELECT c.relname, c.reltuples::float8 AS reltuples FROM pg_class c
        WHERE c.oid = ANY(SELECT to_regclass(t) FROM unnest($1::text[]) AS t)`,
      [tables],
    );
    tables = tablesToAnalyze(changed, new Map(rows.map((r) => [r.relname, Number(r.reltuples)])));
  }
  if (tables.length) await pool.query(`ANALYZE ${tables.join(', ')}`);
  return tables;
}
