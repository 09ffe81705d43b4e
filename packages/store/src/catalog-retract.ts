/**
 * Withdrawing what one source said about given entities, for incremental sources (a catalog file
 * line with `deleted: true`): the source's contributions to them and the source's list items that
 * they own or point at, then a re-merge of their served documents (an entity no other source
 * contributes to is deleted, so it answers 404 and leaves the search index at the next reindex).
 */
import type { Pool } from 'pg';
import { type EntityKind, LISTS, asRef } from '@mc/catalog';
import { withTransaction } from './db';
import { markPending, materializePending } from './entity-materializer';

/** Lists an entity of a kind owns, and lists whose items point at an entity of a kind. */
const OWNED_LISTS: Partial<Record<EntityKind, string[]>> = {
  artist: [LISTS.artistAlbums, LISTS.artistBiographies, LISTS.artistPictures],
  album: [LISTS.albumReleases, LISTS.albumReviews],
  release: [LISTS.releaseTracks],
  show: [LISTS.showPictures],
  chart: [LISTS.chartDates],
  chart_date: [LISTS.chartRows],
};
const POINTED_LISTS: Partial<Record<EntityKind, string[]>> = {
  album: [LISTS.artistAlbums],
  release: [LISTS.albumReleases],
  chart_date: [LISTS.chartDates],
};

/** Outcome of {@link retractEntities}. */
export interface RetractResult {
  /** Contribution and list-item rows deleted. */
  rowsDeleted: number;
  /** Entities whose served document was re-merged or deleted. */
  entitiesMaterialized: number;
  /** Per ref of the call, in order: true when the source had something to retract for it. */
  retracted: boolean[];
}

/**
 * Retracts `source`'s contributions and list items for `entityRefs` (built with `ref()`; refs
 * never imported are ignored) in one transaction, then re-merges the entities (`analyze`: see
 * `materializePending`).
 */
export async function retractEntities(
  pool: Pool,
  source: string,
  entityRefs: number[],
  opts: { analyze?: boolean } = {},
): Promise<RetractResult> {
  const refs = entityRefs.map(asRef);
  if (!refs.length) return { rowsDeleted: 0, entitiesMaterialized: 0, retracted: [] };
  const { rows, deleted, hit } = await withTransaction(pool, async (client) => {
    const hit = new Set<string>();
    const found = await client.query<{ kind: EntityKind; id: string; source_key: string }>(
      `SELECT m.kind, m.id, m.source_key FROM id_map m
       JOIN unnest($1::text[], $2::text[], $3::text[]) AS w(kind, source, source_key) USING (kind, source, source_key)`,
      [refs.map((r) => r.$ref), refs.map((r) => r.source), refs.map((r) => r.key)],
    );
    let n = 0;
    for (const r of found.rows) {
      const id = Number(r.id);
      const c = await client.query('DELETE FROM contribution WHERE source = $1 AND kind = $2 AND id = $3', [source, r.kind, id]);
      const li = await client.query(
        `DELETE FROM list_item WHERE source = $1
           AND ((list = ANY($2::text[]) AND owner_id = $4) OR (list = ANY($3::text[]) AND item_id = $4))`,
        [source, OWNED_LISTS[r.kind] ?? [], POINTED_LISTS[r.kind] ?? [], id],
      );
      const rowsOfEntity = (c.rowCount ?? 0) + (li.rowCount ?? 0);
      if (rowsOfEntity) hit.add(`${r.kind}\u0000${r.source_key}`);
      n += rowsOfEntity;
    }
    await markPending(
      client,
      found.rows.map((r) => ({ kind: r.kind, id: Number(r.id) })),
    );
    return { rows: found.rows, deleted: n, hit };
  });
  const materialized = rows.length ? await materializePending(pool, 2, opts.analyze ?? true) : 0;
  const retracted = refs.map((r) => hit.has(`${r.$ref}\u0000${r.key}`));
  return { rowsDeleted: deleted, entitiesMaterialized: materialized, retracted };
}
