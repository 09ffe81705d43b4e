/**
 * Lists a source states whole, per owner (a catalog file's `release_tracks` or `artist_pictures`
 * line holds the owner's complete list from that source): after the line's items are written, the
 * source's items of that (list, owner) the line no longer holds are removed. Owners are named by
 * their source key (`id_map`), so a key that was merged into another entity prunes the survivor's
 * list of this source. Items of other sources are never touched.
 */
import type { Pool } from 'pg';
import type { EntityKind } from '@mc/catalog';
import { withTransaction } from './db';
import { markListOwnersPending } from './entity-materializer';

/** One owner's complete list from a source: the item keys it holds now (empty: none). */
export interface ListSetInput {
  list: string;
  /** Owner entity: kind and key in `id_map` under `ownerSource`. */
  ownerKind: EntityKind;
  ownerSource: string;
  ownerKey: string;
  itemKeys: string[];
}

const setKey = (s: ListSetInput) => `${s.list}\u0001${s.ownerKind}\u0001${s.ownerSource}\u0001${s.ownerKey}`;

/** `unnest` arguments of the owners of `sets`. */
const ownerArrays = (sets: ListSetInput[]) => [
  sets.map((s) => s.list),
  sets.map((s) => s.ownerKind),
  sets.map((s) => s.ownerSource),
  sets.map((s) => s.ownerKey),
];

/**
 * Removes `source`'s list items of each set's (list, owner) whose item key the set does not hold,
 * in one transaction. Owners never imported are ignored. Idempotent.
 * @returns per set, in order, the number of items removed. @throws on database errors.
 */
export async function pruneListSets(pool: Pool, source: string, sets: ListSetInput[]): Promise<number[]> {
  if (!sets.length) return [];
  const keep = sets.flatMap((s) => s.itemKeys.map((k) => `${setKey(s)}\u0001${k}`));
  const rows = await withTransaction(pool, async (client) => {
    const gone = await client.query<{ set_key: string; list: string; owner_id: string; n: string }>(
      `WITH owners AS (
         SELECT w.list, w.kind, w.src, w.key, m.id
         FROM unnest($2::text[], $3::text[], $4::text[], $5::text[]) AS w(list, kind, src, key)
         JOIN id_map m ON m.kind = w.kind AND m.source = w.src AND m.source_key = w.key),
       gone AS (
         DELETE FROM list_item l USING owners o
         WHERE l.source = $1 AND l.list = o.list AND l.owner_id = o.id
           AND NOT ((o.list || chr(1) || o.kind || chr(1) || o.src || chr(1) || o.key || chr(1) || l.item_key) = ANY($6::text[]))
         RETURNING o.list || chr(1) || o.kind || chr(1) || o.src || chr(1) || o.key AS set_key, l.list, l.owner_id)
       SELECT set_key, list, owner_id, count(*) AS n FROM gone GROUP BY set_key, list, owner_id`,
      [source, ...ownerArrays(sets), keep],
    );
    await markListOwnersPending(client, gone.rows);
    return gone.rows;
  });
  const removed = new Map(rows.map((r) => [r.set_key, Number(r.n)]));
  return sets.map((s) => removed.get(setKey(s)) ?? 0);
}

/**
 * A digest of `source`'s items of each set's (list, owner) as stored (keys, sort keys, items,
 * pointed ids), to tell whether writing a set changed it.
 * @returns per set, in order, the digest (`''` when the owner has no such item or is unknown).
 * @throws on database errors.
 */
export async function listSetDigests(pool: Pool, source: string, sets: ListSetInput[]): Promise<string[]> {
  if (!sets.length) return [];
  const { rows } = await pool.query<{ set_key: string; digest: string }>(
    `SELECT w.list || chr(1) || w.kind || chr(1) || w.src || chr(1) || w.key AS set_key,
            md5(string_agg(l.item_key || chr(1) || l.sort_key || chr(1) || coalesce(l.item_id::text, '')
                           || chr(1) || coalesce(l.item::text, ''), chr(2) ORDER BY l.item_key)) AS digest
     FROM unnest($2::text[], $3::text[], $4::text[], $5::text[]) AS w(list, kind, src, key)
     JOIN id_map m ON m.kind = w.kind AND m.source = w.src AND m.source_key = w.key
     JOIN list_item l ON l.source = $1 AND l.list = w.list AND l.owner_id = m.id
     GROUP BY 1`,
    [source, ...ownerArrays(sets)],
  );
  const digests = new Map(rows.map((r) => [r.set_key, r.digest]));
  return sets.map((s) => digests.get(setKey(s)) ?? '');
}
