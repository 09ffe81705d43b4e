/**
 * The (kind, source, source key) → id map (`id_map`) as importers need it beyond the catalog
 * writer: ids that equal another entity's id, and a source reference for known ids.
 */
import type { Pool } from 'pg';
import type { EntityKind } from '@mc/catalog';

/** A source's own key of an entity: `ref(kind, source, sourceKey)` resolves to its id. */
export interface SourceKey {
  source: string;
  sourceKey: string;
}

/**
 * Pre-seeds `id_map` so that `ref(kind, keySource, String(id))` resolves to `id` itself, for
 * kinds whose id is another entity's id (a lyric has its recording's id). Idempotent
 * (`ON CONFLICT DO NOTHING`).
 * @param keySource the source name under which the ids are keys (e.g. `'recording'`).
 * @throws on database errors.
 */
export async function seedIdsEqualToKeys(pool: Pool, kind: EntityKind, keySource: string, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await pool.query(
    `INSERT INTO id_map (kind, source, source_key, id)
     SELECT $1, $2, i::text, i FROM unnest($3::bigint[]) AS t(i)
     ON CONFLICT DO NOTHING`,
    [kind, keySource, ids],
  );
}

/**
 * One source key of each of `ids` of `kind` (the first by source, then key, so the choice is
 * stable across runs); ids without an `id_map` row are absent from the result.
 * @returns id → source key.
 * @throws on database errors.
 */
export async function firstSourceKeys(pool: Pool, kind: EntityKind, ids: number[]): Promise<Map<number, SourceKey>> {
  return firstKeysWhere(pool, kind, 'id = ANY($2::bigint[])', ids);
}

/**
 * One `id_map` key among `sources` of every id of `kind` that has one (the first by source, then
 * key, so the choice is stable across runs).
 * @returns id → source key.
 * @throws on database errors.
 */
export async function firstSourceKeysAmong(pool: Pool, kind: EntityKind, sources: string[]): Promise<Map<number, SourceKey>> {
  return firstKeysWhere(pool, kind, 'source = ANY($2::text[])', sources);
}

/** The first `id_map` key (by source, then key) of each id of `kind` among the rows matching `condition` on `$2`. */
async function firstKeysWhere(
  pool: Pool,
  kind: EntityKind,
  condition: string,
  values: unknown[],
): Promise<Map<number, SourceKey>> {
  const { rows } = await pool.query<{ id: string; source: string; source_key: string }>(
    `SELECT DISTINCT ON (id) id, source, source_key FROM id_map
      WHERE kind = $1 AND ${condition} ORDER BY id, source, source_key`,
    [kind, values],
  );
  return new Map(rows.map((r) => [Number(r.id), { source: r.source, sourceKey: r.source_key }]));
}
