/**
 * The sweep of a source's complete import run (`CatalogWriter.sweep`): what the run did not write
 * is deleted, and the entities it concerned are marked for re-merge.
 */
import type { Pool } from 'pg';
import { type EntityKind, LIST_OWNER_KINDS, kindsSharingIds } from '@mc/catalog';
import { withTransaction } from './db';
import { markListOwnersPending, markPending } from './entity-materializer';

/** The rows one run wrote or confirmed, as `CatalogWriter` keys them. */
export interface SeenRows {
  /** `kind:id` */
  contributions: ReadonlySet<string>;
  /** `list \u0001 owner id \u0001 item key` */
  listItems: ReadonlySet<string>;
  /** `release id \u0001 medium position \u0001 disc id` */
  discTocs: ReadonlySet<string>;
}

/**
 * Deletes `source`'s contributions, list items and TOCs that are not in `seen`, in one transaction,
 * and marks the entities of deleted contributions for re-merge.
 * @returns the number of rows deleted. @throws on database errors (nothing is deleted then).
 */
export async function sweepUnseenRows(pool: Pool, source: string, seen: SeenRows): Promise<number> {
  return withTransaction(pool, async (client) => {
    let n = 0;
    const stale = await client.query<{ kind: EntityKind; id: string }>(
      `SELECT kind, id FROM contribution WHERE source = $1 AND NOT ((kind || ':' || id) = ANY($2::text[]))`,
      [source, [...seen.contributions]],
    );
    if (stale.rows.length) {
      await client.query(
        `DELETE FROM contribution c USING unnest($2::text[], $3::bigint[]) AS s(kind, id)
       WHERE c.source = $1 AND c.kind = s.kind AND c.id = s.id`,
        [source, stale.rows.map((r) => r.kind), stale.rows.map((r) => Number(r.id))],
      );
      await markPending(
        client,
        stale.rows.map((r) => ({ kind: r.kind, id: Number(r.id) })),
      );
      n += stale.rows.length;
    }
    await client.query('CREATE TEMP TABLE seen_list_item (k text PRIMARY KEY) ON COMMIT DROP');
    const seenItems = [...seen.listItems];
    for (let i = 0; i < seenItems.length; i += 50_000) {
      await client.query('INSERT INTO seen_list_item SELECT unnest($1::text[]) ON CONFLICT DO NOTHING', [
        seenItems.slice(i, i + 50_000),
      ]);
    }
    const li = await client.query<{ list: string; owner_id: string }>(
      `DELETE FROM list_item l WHERE l.source = $1
       AND NOT EXISTS (SELECT 1 FROM seen_list_item s WHERE s.k = l.list || chr(1) || l.owner_id || chr(1) || l.item_key)
       RETURNING l.list, l.owner_id`,
      [source],
    );
    await markListOwnersPending(client, li.rows);
    n += li.rowCount ?? 0;
    const dt = await client.query(
      `DELETE FROM disc_toc WHERE source = $1 AND NOT ((release_id || chr(1) || medium_position || chr(1) || disc_id) = ANY($2::text[]))`,
      [source, [...seen.discTocs]],
    );
    return n + (dt.rowCount ?? 0);
  });
}

/** Merged ids by the kind of their merges (`entity_merge.kind` → merged ids). */
export type MergedIds = ReadonlyMap<EntityKind, readonly number[]>;

/**
 * The sweep of a complete run limited to the entities of merges (`CatalogWriter.sweepMerged`):
 * deletes `source`'s contributions of the merged ids (of the merge's kind and the kinds sharing its
 * ids), its list items owned by them and its TOCs of merged releases, that are not in `seen`, in
 * one transaction, and marks the entities of deleted contributions for re-merge.
 * @returns the number of rows deleted. @throws on database errors (nothing is deleted then).
 */
export async function sweepMergedRows(pool: Pool, source: string, merged: MergedIds, seen: SeenRows): Promise<number> {
  const kinds: string[] = [];
  const ids: number[] = [];
  for (const [kind, list] of merged)
    for (const k of kindsSharingIds(kind))
      for (const id of list) {
        kinds.push(k);
        ids.push(id);
      }
  if (!ids.length) return 0;
  const lists = Object.entries(LIST_OWNER_KINDS).map(([list, owner]) => ({ list, owner }));
  return withTransaction(pool, async (client) => {
    const gone = await client.query<{ kind: EntityKind; id: string }>(
      `DELETE FROM contribution c USING unnest($2::text[], $3::bigint[]) AS m(kind, id)
        WHERE c.source = $1 AND c.kind = m.kind AND c.id = m.id AND NOT ((c.kind || ':' || c.id) = ANY($4::text[]))
        RETURNING c.kind, c.id`,
      [source, kinds, ids, [...seen.contributions]],
    );
    await markPending(
      client,
      gone.rows.map((r) => ({ kind: r.kind, id: Number(r.id) })),
    );
    const li = await client.query<{ list: string; owner_id: string }>(
      `DELETE FROM list_item l USING unnest($2::text[], $3::text[]) AS o(list, kind), unnest($4::text[], $5::bigint[]) AS m(kind, id)
        WHERE l.source = $1 AND l.list = o.list AND o.kind = m.kind AND l.owner_id = m.id
          AND NOT ((l.list || chr(1) || l.owner_id || chr(1) || l.item_key) = ANY($6::text[]))
        RETURNING l.list, l.owner_id`,
      [source, lists.map((l) => l.list), lists.map((l) => l.owner), kinds, ids, [...seen.listItems]],
    );
    await markListOwnersPending(client, li.rows);
    const dt = await client.query(
      `DELETE FROM disc_toc d USING unnest($2::text[], $3::bigint[]) AS m(kind, id)
        WHERE d.source = $1 AND m.kind = 'release' AND d.release_id = m.id
          AND NOT ((d.release_id || chr(1) || d.medium_position || chr(1) || d.disc_id) = ANY($4::text[]))`,
      [source, kinds, ids, [...seen.discTocs]],
    );
    return gone.rows.length + (li.rowCount ?? 0) + (dt.rowCount ?? 0);
  });
}
