/** Test reads of the store's source-key map (`id_map`). */
import type { Pool } from 'pg';

/**
 * The catalog id that `source`'s key `key` of `kind` was given (`id_map`).
 * @throws when no such key was imported.
 */
export async function idOfSourceKey(pool: Pool, kind: string, source: string, key: string): Promise<number> {
  const { rows } = await pool.query<{ id: string }>('SELECT id FROM id_map WHERE kind = $1 AND source = $2 AND source_key = $3', [
    kind,
    source,
    key,
  ]);
  if (!rows[0]) throw new Error(`no ${kind} id for ${source} key ${key}`);
  return Number(rows[0].id);
}
