/**
 * Stable ids for entity refs: `(kind, source, source key)` → a numeric id of `kind` (table
 * `id_map`; per-kind counters in `id_counter`, migration 001).
 *
 * Concurrent writers never wait for each other's whole transaction. Before a batch's transaction
 * opens, {@link planIds} reads the ids `id_map` holds for the batch's refs and, for the refs it
 * does not hold, advances their kinds' counters by that many, one statement per kind in a
 * transaction of its own (the counter's row lock is released at once; no connection is held
 * meanwhile, so a writer never waits for a pool connection while holding one). Inside the
 * transaction, {@link resolveRefIds} inserts the new refs with the reserved ids, `ON CONFLICT DO
 * NOTHING`: a key another writer inserted first keeps that writer's id (PostgreSQL makes the
 * insert wait only for the transaction holding that key, then skips it), and is read back.
 * Reserved ids a batch does not use (such keys, a rolled-back batch) stay unused: ids are stable
 * and unique per kind, not gapless. A ref the plan did not see gets an id reserved inside the
 * transaction. One writer alone allocates 1, 2, 3… per kind in the order the refs are resolved,
 * as a single counter would.
 *
 * The ids read before the transaction are those its statements would read: within an import,
 * `id_map` rows change only by this allocation, by `sameAs` (whose refs the writer resolves
 * inside the transaction) and by entity resolution, which runs between the import's passes.
 *
 * Keys are inserted in `(kind, source, source_key)` order, kind by kind in name order, so two
 * writers that both insert the same new keys wait for each other in one direction only.
 */
import type { Pool, PoolClient } from 'pg';
import { type EntityKind, type EntityRef, asRef } from '@mc/catalog';
import type { ImportBatch } from './catalog-writer';
import { collectRefs, refKey } from './writer-filter';

type Queryable = Pool | PoolClient;

/** Refs without duplicates (by {@link refKey}), first occurrence first. */
const distinct = (refs: readonly EntityRef[]): EntityRef[] => [...new Map(refs.map((r) => [refKey(r), r])).values()];

/**
 * Sets in `ids` the ids `id_map` holds for `refs` (refs without one are left out).
 * @throws on database errors.
 */
async function lookUpIds(db: Queryable, refs: readonly EntityRef[], ids: Map<string, number>): Promise<void> {
  if (!refs.length) return;
  const found = await db.query<{ kind: string; source: string; source_key: string; id: string }>(
    `SELECT m.kind, m.source, m.source_key, m.id FROM id_map m
     JOIN unnest($1::text[], $2::text[], $3::text[]) AS w(kind, source, source_key)
       USING (kind, source, source_key)`,
    [refs.map((r) => r.$ref), refs.map((r) => r.source), refs.map((r) => r.key)],
  );
  for (const row of found.rows)
    ids.set(refKey({ $ref: row.kind as EntityKind, source: row.source, key: row.source_key }), Number(row.id));
}

/** Advances `kind`'s counter by `n`. @returns the first id of the block `first … first + n - 1`. */
async function advanceCounter(db: Queryable, kind: EntityKind, n: number): Promise<number> {
  const { rows } = await db.query<{ last_id: string }>(
    `INSERT INTO id_counter (kind, last_id) VALUES ($1, $2)
     ON CONFLICT (kind) DO UPDATE SET last_id = id_counter.last_id + EXCLUDED.last_id
     RETURNING last_id`,
    [kind, n],
  );
  return Number(rows[0]!.last_id) - n + 1;
}

/**
 * What {@link planIds} found before a transaction: the ids `id_map` holds for the refs, and the
 * blocks of ids reserved per kind for the others; read by {@link IdDispenser}s.
 */
export class IdPlan {
  /**
   * @param known ref key → id `id_map` held.
   * @param blocks kind → first id and size of its block.
   */
  constructor(
    readonly known: ReadonlyMap<string, number> = new Map(),
    readonly blocks: ReadonlyMap<EntityKind, { first: number; n: number }> = new Map(),
  ) {}

  /** A dispenser of the reserved ids from the first: one per try of the transaction (a retry reuses them). */
  dispenser(): IdDispenser {
    return new IdDispenser(this);
  }
}

/** Hands out the reserved ids of an {@link IdPlan} in order, within one transaction. */
export class IdDispenser {
  private readonly used = new Map<EntityKind, number>();
  constructor(readonly plan: IdPlan) {}

  /** Up to `n` unused reserved ids of `kind`, in order (fewer when the block runs out). */
  take(kind: EntityKind, n: number): number[] {
    const block = this.plan.blocks.get(kind);
    const used = this.used.get(kind) ?? 0;
    const k = Math.min(n, (block?.n ?? 0) - used);
    this.used.set(kind, used + k);
    return Array.from({ length: k }, (_, i) => block!.first + used + i);
  }
}

/**
 * The refs of a batch that may need a new id: `sameAs` targets and every ref of `refs` (those of
 * its contributions, list items and TOCs) but the `sameAs` entities, which take their target's id.
 */
export function refsToAllocate(batch: ImportBatch, refs: ReadonlyMap<string, EntityRef>): EntityRef[] {
  const targets = new Map<string, EntityRef>();
  for (const s of batch.sameAs ?? []) collectRefs(s.target, targets);
  const aliased = new Set((batch.sameAs ?? []).map((s) => refKey(asRef(s.entity))));
  return [...targets.values(), ...[...refs].filter(([k]) => !aliased.has(k)).map(([, r]) => r)];
}

/**
 * Outside any transaction: the ids `id_map` holds for `refs`, and one reserved id per ref it does
 * not hold (module comment). @throws on database errors.
 */
export async function planIds(pool: Pool, refs: readonly EntityRef[]): Promise<IdPlan> {
  const wanted = distinct(refs);
  const known = new Map<string, number>();
  await lookUpIds(pool, wanted, known);
  const missing = new Map<EntityKind, number>();
  for (const r of wanted) if (!known.has(refKey(r))) missing.set(r.$ref, (missing.get(r.$ref) ?? 0) + 1);
  const blocks = new Map<EntityKind, { first: number; n: number }>();
  for (const [kind, n] of [...missing].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    blocks.set(kind, { first: await advanceCounter(pool, kind, n), n });
  }
  return new IdPlan(known, blocks);
}

/**
 * Resolves `refs` to ids inside the caller's transaction `client`: the ids of `dispenser`'s plan,
 * and for the refs `id_map` did not hold, new rows with its reserved ids (module comment).
 * @param ids ref key ({@link refKey}) → id: read for refs already resolved, filled with the others.
 * @returns how many ids this call allocated (rows it inserted into `id_map`). @throws on database errors.
 */
export async function resolveRefIds(
  client: PoolClient,
  refs: readonly EntityRef[],
  ids: Map<string, number>,
  dispenser: IdDispenser,
): Promise<number> {
  const wanted = distinct(refs).filter((r) => !ids.has(refKey(r)));
  const unplanned: EntityRef[] = [];
  for (const r of wanted) {
    const id = dispenser.plan.known.get(refKey(r));
    if (id !== undefined) ids.set(refKey(r), id);
    else if (!dispenser.plan.blocks.has(r.$ref)) unplanned.push(r);
  }
  await lookUpIds(client, unplanned, ids);
  const byKind = new Map<EntityKind, EntityRef[]>();
  for (const r of wanted.filter((w) => !ids.has(refKey(w)))) (byKind.get(r.$ref) ?? byKind.set(r.$ref, []).get(r.$ref)!).push(r);
  let allocated = 0;
  for (const [kind, list] of [...byKind].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const given = dispenser.take(kind, list.length);
    if (given.length < list.length) {
      const first = await advanceCounter(client, kind, list.length - given.length);
      given.push(...Array.from({ length: list.length - given.length }, (_, i) => first + i));
    }
    const { rows } = await client.query<{ source: string; source_key: string; id: string }>(
      `INSERT INTO id_map (kind, source, source_key, id)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[]) AS t(k, s, sk, i) ORDER BY k, s, sk
       ON CONFLICT (kind, source, source_key) DO NOTHING
       RETURNING source, source_key, id`,
      [list.map(() => kind), list.map((r) => r.source), list.map((r) => r.key), given],
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
