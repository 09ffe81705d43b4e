/**
 * Reads behind cross-source artist linking (`packages/ingest/src/sources/common/artist-linking.ts`): the
 * per-source documents (`contribution`) of the sources an importer depends on and the first chart
 * date of each recording (`list_item`); one `id_map` key of each of their artists is
 * `firstSourceKeysAmong` of `source-keys.ts`.
 */
import type { Pool } from 'pg';
import type { EntityKind } from '@mc/catalog';

/** One source's contributed document of an entity. */
export interface ContributedDoc {
  /** Numeric entity id. */
  id: number;
  /** The contributing source. */
  source: string;
  /** The source's document (`contribution.doc->'doc'`); `{}` when the row has none. */
  doc: Record<string, unknown>;
}

/**
 * Every contribution of `sources` to entities of `kind` (in the database's row order).
 * @throws on database errors.
 */
export async function loadContributedDocs(pool: Pool, kind: EntityKind, sources: string[]): Promise<ContributedDoc[]> {
  const { rows } = await pool.query<{ id: string; source: string; doc: { doc?: Record<string, unknown> } }>(
    `SELECT id, source, doc FROM contribution WHERE kind = $1 AND source = ANY($2::text[])`,
    [kind, sources],
  );
  return rows.map((r) => ({ id: Number(r.id), source: r.source, doc: r.doc.doc ?? {} }));
}

/**
 * The earliest `entry_date` (as stored, `YYYY-MM-DD` text; null when no entry has one) of each
 * recording's Billboard chart entries (`list_item` of list `recording_charts`).
 * @returns recording id → first entry date.
 * @throws on database errors.
 */
export async function firstChartEntryDates(pool: Pool): Promise<Map<number, string | null>> {
  const { rows } = await pool.query<{ owner_id: string; first: string | null }>(
    `SELECT owner_id, min(item->>'entry_date') AS first FROM list_item WHERE list = 'recording_charts' GROUP BY owner_id`,
  );
  return new Map(rows.map((r) => [Number(r.owner_id), r.first]));
}
