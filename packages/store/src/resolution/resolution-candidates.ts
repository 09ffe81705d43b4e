/**
 * Store reads and writes of entity resolution limited to a few entities (the changed entities of
 * a catalog change set, `packages/resolution/src/changed-resolution.ts`), where the
 * catalog-wide stage reads every document in pages: documents by id, the recordings crediting
 * given artists (through the credits index of migration 007), and the settling of one source's
 * contributions left under ids merged since.
 */
import type { Pool } from 'pg';
import { type EntityKind, type JsonObject, LISTS } from '@mc/catalog';
import type { EntityEvidenceRow } from '../catalog-pages';
import { creditsPathChunks } from '../credits-path';
import { withTransaction } from '../db';
import { markPending, materializePending } from '../entity-materializer';

/** `doc` kept to `fields` when given (a jsonb object of those keys), else the whole document. */
const projected = (fields?: readonly string[]) =>
  fields ? `(SELECT coalesce(jsonb_object_agg(f, e.doc -> f), '{}') FROM unnest($3::text[]) f WHERE e.doc ? f)` : 'e.doc';
const SOURCES = `(SELECT array_agg(DISTINCT c.source ORDER BY c.source) FROM contribution c WHERE c.kind = e.kind AND c.id = e.id)`;

/** Lists an entity of a kind owns (moved with its contribution). */
const OWNED_LISTS: Partial<Record<EntityKind, string[]>> = { artist: [LISTS.artistAlbums] };

type Row = { id: string; doc: JsonObject; sources: string[] | null };
const toEvidence = (r: Row): EntityEvidenceRow => ({ id: Number(r.id), doc: r.doc, sources: r.sources ?? [] });

/**
 * Served documents of `ids` of `kind` (only `fields` when given) with their contribution sources,
 * by id; ids without a document are absent. @throws on database errors.
 */
export async function entityEvidenceOf(
  pool: Pool,
  kind: EntityKind,
  ids: readonly number[],
  fields?: readonly string[],
): Promise<EntityEvidenceRow[]> {
  if (!ids.length) return [];
  const { rows } = await pool.query<Row>(
    `SELECT e.id, ${projected(fields)} AS doc, ${SOURCES} AS sources
       FROM entity e WHERE e.kind = $1 AND e.id = ANY($2::bigint[]) ORDER BY e.id`,
    [kind, ids, ...(fields ? [fields] : [])],
  );
  return rows.map(toEvidence);
}

/**
 * Served recordings crediting one of `artistIds` (`artists[].id`; only `fields` when given), with
 * their contribution sources, by id, at most `limit`: one scan of the credits index per chunk of
 * artists ({@link creditsPathChunks}).
 * @throws on database errors.
 */
export async function recordingsCrediting(
  pool: Pick<Pool, 'query'>,
  artistIds: readonly number[],
  fields?: readonly string[],
  limit = 50_000,
): Promise<EntityEvidenceRow[]> {
  const byId = new Map<string, Row>();
  for (const { path } of creditsPathChunks(artistIds)) {
    const { rows } = await pool.query<Row>(
      `SELECT e.id, ${projected(fields)} AS doc, ${SOURCES} AS sources FROM entity e
        WHERE e.kind = 'recording' AND e.doc -> 'artists' @@ $1::jsonpath
        ORDER BY e.id LIMIT $2`,
      [path, limit, ...(fields ? [fields] : [])],
    );
    for (const r of rows) byId.set(r.id, r);
  }
  return [...byId.values()]
    .sort((a, b) => Number(a.id) - Number(b.id))
    .slice(0, limit)
    .map(toEvidence);
}

/**
 * After merges of `mergedIds` (kind, merged id) were recorded: `source`'s contribution under each
 * merged id moves to the surviving id when the survivor has none of `source` yet (else it is
 * deleted: the survivor's stands), and both documents are re-merged — the merged id's document is
 * removed (a `merge` in the change feed) and lookups of it answer with the survivor. What the
 * source's other records say about the merged id (a recording crediting a merged artist) changes
 * when the source sends them again (their keys now resolve to the survivor).
 * @returns the contributions moved or deleted. @throws on database errors.
 */
export async function settleSourceMerges(
  pool: Pool,
  source: string,
  mergedIds: readonly { kind: EntityKind; id: number }[],
): Promise<number> {
  if (!mergedIds.length) return 0;
  const settled = await withTransaction(pool, async (client) => {
    const { rows } = await client.query<{ kind: EntityKind; merged_id: string; surviving_id: string }>(
      `SELECT m.kind, m.merged_id, m.surviving_id FROM entity_merge m
         JOIN unnest($2::text[], $3::bigint[]) AS w(kind, id) ON m.kind = w.kind AND m.merged_id = w.id
        WHERE EXISTS (SELECT 1 FROM contribution c WHERE c.kind = m.kind AND c.id = m.merged_id AND c.source = $1)`,
      [source, mergedIds.map((m) => m.kind), mergedIds.map((m) => m.id)],
    );
    const touched: { kind: EntityKind; id: number }[] = [];
    for (const r of rows) {
      const moved = await client.query(
        `UPDATE contribution SET id = $4 WHERE kind = $1 AND id = $2 AND source = $3
           AND NOT EXISTS (SELECT 1 FROM contribution s WHERE s.kind = $1 AND s.id = $4 AND s.source = $3)`,
        [r.kind, r.merged_id, source, r.surviving_id],
      );
      if (!moved.rowCount)
        await client.query('DELETE FROM contribution WHERE kind = $1 AND id = $2 AND source = $3', [r.kind, r.merged_id, source]);
      const lists = await client.query(
        `UPDATE list_item l SET owner_id = $2 WHERE l.owner_id = $1 AND l.source = $3 AND l.list = ANY($4::text[])
           AND NOT EXISTS (SELECT 1 FROM list_item t WHERE t.list = l.list AND t.owner_id = $2 AND t.item_key = l.item_key)`,
        [r.merged_id, r.surviving_id, source, OWNED_LISTS[r.kind] ?? []],
      );
      // The merged id lost its contribution; the survivor changed only if something moved onto it.
      touched.push({ kind: r.kind, id: Number(r.merged_id) });
      if (moved.rowCount || lists.rowCount) touched.push({ kind: r.kind, id: Number(r.surviving_id) });
    }
    await markPending(client, touched);
    return rows.length;
  });
  if (settled) await materializePending(pool, { analyze: false });
  return settled;
}
