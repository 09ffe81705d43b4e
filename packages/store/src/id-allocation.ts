/**
 * Stable ids for entity refs: `(kind, source, source key)` → a numeric id of `kind` (table
 * `id_map`; per-kind counters in `id_counter`, migration 001).
 *
 * Ids are allocated inside the batch's transaction: the kind's counter is advanced by the number
 * of refs `id_map` does not hold (its row stays locked until COMMIT), and the new keys are inserted
 * with `ON CONFLICT DO NOTHING`, in `(kind, source, source_key)` order, kind by kind in name order;
 * a key another writer inserted meanwhile keeps that writer's id and is read back. A batch that
 * rolls back (an error, a killed process) gives its ids back with its counter update, so a run
 * re-started after a crash numbers its entities exactly as an uninterrupted run does (the crash
 * tests compare the two catalogs, ids included). The price: writers allocating ids of one kind
 * wait for each other's COMMIT.
 */
import type { PoolClient } from 'pg';
import type { EntityKind, EntityRef } from '@mc/catalog';
import { refKey } from './writer-filter';

/** Refs without duplicates (by {@link refKey}), first occurrence first. */
const distinct = (refs: readonly EntityRef[]): EntityRef[] => [...new Map(refs.map((r) => [refKey(r), r])).values()];

/** Sets in `ids` the ids `id_map` holds for `refs` (refs without one are left out). @throws on database errors. */
async function lookUpIds(client: PoolClient, refs: readonly EntityRef[], ids: Map<string, number>): Promise<void> {
  if (!refs.length) return;
  const found = await client.query<{ kind: string; source: string; source_key: string; id: string }>(
    `SELECT m.kind, m.source, m.source_key, m.id FROM id_map m
     JOIN unnest($1::text[], $2::text[], $3::text[]) AS w(kind, source, source_key)
       USING (kind, source, source_key)`,
    [refs.map((r) => r.$ref), refs.map((r) => r.source), refs.map((r) => r.key)],
  );
  for (const row of found.rows)
    ids.set(refKey({ $ref: row.kind as EntityKind, source: row.source, key: row.source_key }), Number(row.id));
}

/**
 * Resolves `refs` to ids inside the caller's transaction `client`, allocating ids for the refs
 * `id_map` does not hold (module comment).
 * @param ids ref key ({@link refKey}) → id: read for refs already resolved, filled with the others.
 * @returns how many ids this call allocated (rows it inserted into `id_map`). @throws on database errors.
 */
export async function resolveRefIds(client: PoolClient, refs: readonly EntityRef[], ids: Map<string, number>): Promise<number> {
  const wanted = distinct(refs).filter((r) => !ids.has(refKey(r)));
  if (!wanted.length) return 0;
  await lookUpIds(client, wanted, ids);
  const byKind = new Map<EntityKind, EntityRef[]>();
  for (const r of wanted.filter((w) => !ids.has(refKey(w)))) (byKind.get(r.$ref) ?? byKind.set(r.$ref, []).get(r.$ref)!).push(r);
  let allocated = 0;
  for (const [kind, list] of [...byKind].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const { rows: counter } = await client.query<{ last_id: string }>(
      `INSERT INTO id_counter (kind, last_id) VALUES ($1, $2)
       ON CONFLICT (kind) DO UPDATE SET last_id = id_counter.last_id + EXCLUDED.last_id
       RETURNING last_id`,
      [kind, list.length],
    );
    const first = Number(counter[0]!.last_id) - list.length + 1;
    const { rows } = await client.query<{ source: string; source_key: string; id: string }>(
      `INSERT INTO id_map (kind, source, source_key, id)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[]) AS t(k, s, sk, i) ORDER BY k, s, sk
       ON CONFLICT (kind, source, source_key) DO NOTHING
       RETURNING source, source_key, id`,
      [list.map(() => kind), list.map((r) => r.source), list.map((r) => r.key), list.map((_, i) => first + i)],
    );
    for (const row of rows) ids.set(refKey({ $ref: kind, source: row.source, key: row.source_key }), Number(row.id));
    allocated += rows.length;
    // Keys another writer inserted first: their ids (that writer has committed by now).
    await lookUpIds(
      client,
      list.filter((r) => !ids.has(refKey(r))),
      ids,
    );
  }
  return allocated;
}
