/**
 * The record filter of a re-import limited to given entities (`CatalogWriterOptions.onlyIds`):
 * which items of a batch to write, decided in memory on the items' refs, before any id is
 * resolved, so a batch that touches none of the entities costs no database round trip.
 *
 * An item is kept when one of its refs (`(kind, source, key)`, anywhere in it) is a key that
 * `id_map` maps to one of the entities, or to an id of a kind sharing its ids
 * (`kindsSharingIds`: a recording's popularity), read once at the first batch; a `sameAs` is kept
 * when its entity or its target is such a key, and its entity's key then counts too (the
 * popularity of an artist follows the artist).
 */
import type { Pool } from 'pg';
import { type EntityKind, type EntityRef, type Json, type JsonObject, asRef, isRef, kindsSharingIds } from '@mc/catalog';
import type { ImportBatch } from './catalog-writer';

/** `kind \0 source \0 key`, as the writer keys refs. */
export const refKey = (r: EntityRef): string => `${r.$ref}\u0000${r.source}\u0000${r.key}`;

/** Every ref anywhere in `value`, by {@link refKey}, into `out`. */
export function collectRefs(value: unknown, out: Map<string, EntityRef>): void {
  if (isRef(value)) {
    out.set(refKey(value), value);
  } else if (Array.isArray(value)) {
    for (const v of value) collectRefs(v, out);
  } else if (value !== null && typeof value === 'object') {
    for (const v of Object.values(value)) collectRefs(v, out);
  }
}

/**
 * The `id_map` keys (as {@link refKey}) of the entities `entityKeys` (`kind:id`) and of the kinds
 * sharing their ids. @throws on database errors.
 */
async function keysOfEntities(pool: Pool, entityKeys: ReadonlySet<string>): Promise<Set<string>> {
  const kinds: string[] = [];
  const ids: number[] = [];
  for (const k of entityKeys) {
    const at = k.lastIndexOf(':');
    for (const kind of kindsSharingIds(k.slice(0, at) as EntityKind)) {
      kinds.push(kind);
      ids.push(Number(k.slice(at + 1)));
    }
  }
  const { rows } = await pool.query<{ kind: EntityKind; source: string; source_key: string }>(
    `SELECT m.kind, m.source, m.source_key FROM id_map m
       JOIN unnest($1::text[], $2::bigint[]) AS w(kind, id) ON m.kind = w.kind AND m.id = w.id`,
    [kinds, ids],
  );
  return new Set(rows.map((r) => refKey({ $ref: r.kind, source: r.source, key: r.source_key })));
}

/**
 * The source keys (`id_map.source_key`, of every kind and source) of the entities `entityKeys`
 * (`kind:id`) and of the kinds sharing their ids: the keys a record kept by an
 * {@link EntityRecordFilter} of the same entities holds a ref to, so that an importer can pass over
 * input naming none of them without mapping it. @throws on database errors.
 */
export async function sourceKeysOfEntities(pool: Pool, entityKeys: ReadonlySet<string>): Promise<Set<string>> {
  return new Set([...(await keysOfEntities(pool, entityKeys))].map((k) => k.slice(k.lastIndexOf('\u0000') + 1)));
}

/** Keeps the items of batches that touch given entities (module doc). Create one per writer. */
export class EntityRecordFilter {
  private keys: Promise<Set<string>> | undefined;

  constructor(
    private readonly pool: Pool,
    private readonly entityKeys: ReadonlySet<string>,
  ) {}

  private touches(item: unknown, keys: Set<string>): boolean {
    const refs = new Map<string, EntityRef>();
    collectRefs(item, refs);
    for (const k of refs.keys()) if (keys.has(k)) return true;
    return false;
  }

  /**
   * The part of `batch` to write (`skipped`: contributions left out, by index in
   * `batch.contributions`). @throws on database errors (the first call reads `id_map`).
   */
  async filter(batch: ImportBatch): Promise<{ batch: ImportBatch; skipped: Set<number>; empty: boolean }> {
    this.keys ??= keysOfEntities(this.pool, this.entityKeys);
    const keys = await this.keys;
    const sameAs = batch.sameAs?.filter((s) => this.touches(s, keys));
    for (const s of sameAs ?? []) keys.add(refKey(asRef(s.entity)));
    const skipped = new Set<number>();
    const contributions = batch.contributions?.filter((c, i) => {
      const kept = this.touches(c, keys);
      if (!kept) skipped.add(i);
      return kept;
    });
    const listItems = batch.listItems?.filter((l) => this.touches(l, keys));
    const discTocs = batch.discTocs?.filter((t) => this.touches(t, keys));
    const empty = !sameAs?.length && !contributions?.length && !listItems?.length && !discTocs?.length;
    return { batch: { sameAs, contributions, listItems, discTocs }, skipped, empty };
  }
}

/** `value` with every ref replaced by its id from `ids` (keyed by {@link refKey}); `undefined` fields dropped. */
export function replaceRefs(value: Json | undefined, ids: Map<string, number>): Json | undefined {
  if (isRef(value)) return ids.get(refKey(value)) as number;
  if (Array.isArray(value)) return value.map((v) => replaceRefs(v, ids) as Json);
  if (value !== null && typeof value === 'object') {
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = replaceRefs(v, ids);
    return out;
  }
  return value;
}
