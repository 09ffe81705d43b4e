/**
 * The sweep of a source's complete import run (`CatalogWriter.sweep`): what the run did not write
 * is deleted, and the entities it concerned are marked for re-merge.
 */
import type { Pool } from 'pg';
import type { EntityKind } from '@mc/catalog';
import { withTransaction } from './db';
import { markPending } from './entity-materializer';

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
    const li = await client.query(
      `DELETE FROM list_item l WHERE l.source = $1
       AND NOT EXISTS (SELECT 1 FROM seen_list_item s WHERE s.k = l.list || chr(1) || l.owner_id || chr(1) || l.item_key)`,
      [source],
    );
    n += li.rowCount ?? 0;
    const dt = await client.query(
      `DELETE FROM disc_toc WHERE source = $1 AND NOT ((release_id || chr(1) || medium_position || chr(1) || disc_id) = ANY($2::text[]))`,
      [source, [...seen.discTocs]],
    );
    return n + (dt.rowCount ?? 0);
  });
}
