/**
 * Store side of the derived-fields stage (`packages/derive/src`, README "Entity resolution"):
 * reading what the real sources say (documents merged without the derived layer), and replacing
 * the derived layer as a whole.
 *
 * The derived layer is the contribution of the pseudo-source {@link DERIVED_SOURCE} (first in
 * `SOURCE_PRIORITY`: the stage only states a field after checking that no real source states it,
 * or to correct a value it documents, such as a show name in stray quotes), its list items (source
 * `derived`, e.g. genre top artists), and one `derived_field` row per derived value with the rule
 * and the evidence it came from (migration 005). {@link replaceDerived} is idempotent: a second
 * run with the same input changes no row.
 */
import type { Pool, PoolClient } from 'pg';
import { type EntityKind, type Json, type JsonObject, SHIPPED_SOURCES } from '@mc/catalog';
import { withTransaction } from './db';
import { markListOwnersPending, markPending, materializePending } from './entity-materializer';

/** Contribution source of derived values. */
export const DERIVED_SOURCE = SHIPPED_SOURCES.derived;

/** What the real sources say about one entity: their contributions merged, without the derived layer. */
export interface SourceDocument {
  id: number;
  /** Merged contributions of every source but `derived` (not finalized: an absent `type` is absent). */
  doc: JsonObject;
  /** Contributing sources, sorted. */
  sources: string[];
}

/** Rows per statement when the derived layer is written (bounded statements at any catalog size). */
const WRITE_BATCH = 5000;

/** One derived value of one field of one entity, with where it came from. */
export interface DerivedFieldInput {
  kind: EntityKind;
  id: number;
  /** Top-level document field (e.g. `genres`, `type`, `year`). */
  field: string;
  value: Json;
  /** The rule that derived it, e.g. `artist-genres:recording-genres`. */
  rule: string;
  /** Human-readable evidence (counts, ids, the text it was read from). */
  evidence: JsonObject;
}

/** One derived list item (e.g. a genre's top artist). `itemId` points at an entity when set. */
export interface DerivedListItemInput {
  list: string;
  ownerId: number;
  itemKey: string;
  sortKey: string;
  itemId: number | null;
  item: JsonObject | null;
}

/** What a whole derive read that its changed documents will no longer say (`derived-scope-store.ts`). */
export interface WholeDeriveInputs {
  /** (artist, recording): the recording's genre was counted in the artist's derived genres. */
  genreCounts: { artistId: number; recordingId: number }[];
  /** The name keys the derivations matched on (kinds `artist`, `show`, `genre`). */
  nameKeys: { kind: EntityKind; id: number; key: string }[];
}

/** What {@link replaceDerived} changed. */
export interface DerivedWriteCounts {
  fieldsChanged: number;
  fieldsRemoved: number;
  contributionsChanged: number;
  listItemsChanged: number;
  listItemsRemoved: number;
  entitiesMaterialized: number;
}

/**
 * The parameters of an `unnest($1::text[], $2::bigint[], $3::text[], $4::jsonb[], $5::text[],
 * $6::jsonb[])` of `fields`: kind, id, field, value, rule, evidence, in `derived_field`'s column order.
 */
export function derivedFieldColumns(fields: readonly DerivedFieldInput[]): unknown[] {
  return [
    fields.map((f) => f.kind),
    fields.map((f) => f.id),
    fields.map((f) => f.field),
    fields.map((f) => JSON.stringify(f.value)),
    fields.map((f) => f.rule),
    fields.map((f) => JSON.stringify(f.evidence)),
  ];
}

async function replaceFields(client: PoolClient, fields: DerivedFieldInput[]): Promise<[number, number]> {
  await client.query('CREATE TEMP TABLE new_derived_field (LIKE derived_field INCLUDING ALL) ON COMMIT DROP');
  for (let i = 0; i < fields.length; i += WRITE_BATCH) {
    const batch = fields.slice(i, i + WRITE_BATCH);
    await client.query(
      `INSERT INTO new_derived_field SELECT * FROM unnest($1::text[], $2::bigint[], $3::text[], $4::jsonb[], $5::text[], $6::jsonb[])`,
      derivedFieldColumns(batch),
    );
  }
  const removed = await client.query(
    `DELETE FROM derived_field d WHERE NOT EXISTS
       (SELECT 1 FROM new_derived_field n WHERE (n.kind, n.id, n.field) = (d.kind, d.id, d.field))`,
  );
  const changed = await client.query(
    `INSERT INTO derived_field SELECT * FROM new_derived_field
     ON CONFLICT (kind, id, field) DO UPDATE SET value = EXCLUDED.value, rule = EXCLUDED.rule, evidence = EXCLUDED.evidence
     WHERE (derived_field.value, derived_field.rule, derived_field.evidence)
           IS DISTINCT FROM (EXCLUDED.value, EXCLUDED.rule, EXCLUDED.evidence)`,
  );
  return [changed.rowCount ?? 0, removed.rowCount ?? 0];
}

/** Rewrites the `derived` contributions from `derived_field`; @returns the (kind, id) pairs whose contribution changed. */
async function replaceContributions(client: PoolClient): Promise<{ kind: EntityKind; id: string }[]> {
  const removed = await client.query<{ kind: EntityKind; id: string }>(
    `DELETE FROM contribution c WHERE c.source = $1
       AND NOT EXISTS (SELECT 1 FROM derived_field d WHERE d.kind = c.kind AND d.id = c.id)
     RETURNING kind, id`,
    [DERIVED_SOURCE],
  );
  const changed = await client.query<{ kind: EntityKind; id: string }>(
    `WITH docs AS (
       SELECT kind, id, jsonb_build_object('doc', jsonb_object_agg(field, value) || jsonb_build_object('id', id),
                                           'parent', NULL) AS doc
         FROM derived_field GROUP BY kind, id)
     INSERT INTO contribution (kind, id, source, doc, doc_hash)
     SELECT kind, id, $1, doc, md5(doc::text) FROM docs
     ON CONFLICT (kind, id, source) DO UPDATE SET doc = EXCLUDED.doc, doc_hash = EXCLUDED.doc_hash
     WHERE contribution.doc_hash <> EXCLUDED.doc_hash
     RETURNING kind, id`,
    [DERIVED_SOURCE],
  );
  return [...removed.rows, ...changed.rows];
}

async function replaceListItems(client: PoolClient, items: DerivedListItemInput[]): Promise<[number, number]> {
  await client.query(
    `CREATE TEMP TABLE new_derived_item ON COMMIT DROP AS
     SELECT * FROM unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::bigint[], $6::jsonb[])
       AS t(list, owner_id, item_key, sort_key, item_id, item)`,
    [
      items.map((i) => i.list),
      items.map((i) => i.ownerId),
      items.map((i) => i.itemKey),
      items.map((i) => i.sortKey),
      items.map((i) => i.itemId),
      items.map((i) => (i.item === null ? null : JSON.stringify(i.item))),
    ],
  );
  const removed = await client.query<{ list: string; owner_id: string }>(
    `DELETE FROM list_item l WHERE l.source = $1 AND NOT EXISTS
       (SELECT 1 FROM new_derived_item n WHERE (n.list, n.owner_id, n.item_key) = (l.list, l.owner_id, l.item_key))
     RETURNING l.list, l.owner_id`,
    [DERIVED_SOURCE],
  );
  const changed = await client.query<{ list: string; owner_id: string }>(
    `INSERT INTO list_item (list, owner_id, item_key, sort_key, item_id, item, source)
     SELECT list, owner_id, item_key, sort_key, item_id, item, $1 FROM new_derived_item
     ON CONFLICT (list, owner_id, item_key) DO UPDATE
       SET sort_key = EXCLUDED.sort_key, item_id = EXCLUDED.item_id, item = EXCLUDED.item, source = EXCLUDED.source
     WHERE (list_item.sort_key, list_item.item_id, list_item.item, list_item.source)
           IS DISTINCT FROM (EXCLUDED.sort_key, EXCLUDED.item_id, EXCLUDED.item, EXCLUDED.source)
     RETURNING list, owner_id`,
    [DERIVED_SOURCE],
  );
  await markListOwnersPending(client, [...removed.rows, ...changed.rows]);
  return [changed.rowCount ?? 0, removed.rowCount ?? 0];
}

/**
 * Replaces `derive_genre_count` and `derive_name_key` whole (a whole derive's inputs), in the
 * transaction of `client`: rows not given are deleted, rows already stored are left as they are.
 * @throws on database errors.
 */
export async function replaceAllDeriveInputs(
  client: PoolClient,
  genreCounts: readonly { artistId: number; recordingId: number }[],
  nameKeys: readonly { kind: EntityKind; id: number; key: string }[],
): Promise<void> {
  await client.query(
    `CREATE TEMP TABLE new_genre_count ON COMMIT DROP AS
     SELECT * FROM unnest($1::bigint[], $2::bigint[]) AS t(artist_id, recording_id)`,
    [genreCounts.map((p) => p.artistId), genreCounts.map((p) => p.recordingId)],
  );
  await client.query(
    `DELETE FROM derive_genre_count d WHERE NOT EXISTS
       (SELECT 1 FROM new_genre_count n WHERE n.artist_id = d.artist_id AND n.recording_id = d.recording_id)`,
  );
  await client.query('INSERT INTO derive_genre_count SELECT DISTINCT * FROM new_genre_count ON CONFLICT DO NOTHING');
  await client.query(
    `CREATE TEMP TABLE new_name_key ON COMMIT DROP AS
     SELECT * FROM unnest($1::text[], $2::bigint[], $3::text[]) AS t(kind, id, name_key)`,
    [nameKeys.map((k) => k.kind), nameKeys.map((k) => k.id), nameKeys.map((k) => k.key)],
  );
  await client.query(
    `DELETE FROM derive_name_key d WHERE NOT EXISTS
       (SELECT 1 FROM new_name_key n WHERE (n.kind, n.id, n.name_key) = (d.kind, d.id, d.name_key))`,
  );
  await client.query(
    `INSERT INTO derive_name_key SELECT DISTINCT ON (kind, id) * FROM new_name_key ORDER BY kind, id
     ON CONFLICT (kind, id) DO UPDATE SET name_key = EXCLUDED.name_key`,
  );
}

/**
 * Replaces the whole derived layer with `fields` and `items` in one transaction (values and list
 * items not given are deleted), then re-merges the served documents whose derived contribution
 * changed, and those a run killed between its commit and its re-merge left marked (`entity_pending`).
 * A list item of another source with the same (list, owner, key) is left alone. With `inputs`,
 * what the run read is replaced in the same transaction (`replaceAllDeriveInputs`).
 * @throws on database errors (nothing of the run is written).
 */
export async function replaceDerived(
  pool: Pool,
  fields: DerivedFieldInput[],
  items: DerivedListItemInput[],
  inputs?: WholeDeriveInputs,
): Promise<DerivedWriteCounts> {
  const { counts, dirty } = await withTransaction(pool, async (client) => {
    if (inputs) await replaceAllDeriveInputs(client, inputs.genreCounts, inputs.nameKeys);
    const [fieldsChanged, fieldsRemoved] = await replaceFields(client, fields);
    const dirtyRows = await replaceContributions(client);
    await markPending(
      client,
      dirtyRows.map((r) => ({ kind: r.kind, id: Number(r.id) })),
    );
    const [listItemsChanged, listItemsRemoved] = await replaceListItems(client, items);
    return {
      counts: { fieldsChanged, fieldsRemoved, contributionsChanged: dirtyRows.length, listItemsChanged, listItemsRemoved },
      dirty: dirtyRows,
    };
  });
  // Also what a run killed after its commit left marked: its re-run finds no change of its own.
  const entitiesMaterialized = await materializePending(pool, { analyze: dirty.length > 0 });
  return { ...counts, entitiesMaterialized };
}

/** Derived values per (kind, field, rule), for the audit. @throws on database errors. */
export async function derivedFieldCounts(pool: Pool): Promise<{ kind: string; field: string; rule: string; count: number }[]> {
  const { rows } = await pool.query<{ kind: string; field: string; rule: string; n: string }>(
    'SELECT kind, field, rule, count(*) AS n FROM derived_field GROUP BY 1, 2, 3 ORDER BY 1, 2, 3',
  );
  return rows.map((r) => ({ kind: r.kind, field: r.field, rule: r.rule, count: Number(r.n) }));
}
