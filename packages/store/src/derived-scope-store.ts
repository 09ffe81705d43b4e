/**
 * Writing part of the derived layer (`derived-store.ts` writes it whole): the derive reader's
 * incremental turn replaces the derived values of the entities its changes touch, the derived
 * lists of the genres they touch, and what those were derived from (`derive_genre_count`,
 * `derive_name_key`, migration 017), and marks the documents whose derived contribution or lists
 * changed for re-merge, all in the turn's transaction (the caller's `client`), so they commit with
 * the derive reader's position or not at all; the caller drains the marks after that commit
 * (`materializePending`, the one way a document is re-merged; a crash in between leaves the marks
 * to the next drain). Set-based: a few statements per turn whatever the number
 * of entities. Idempotent: a turn given the values already stored changes no row.
 */
import type { PoolClient } from 'pg';
import { type EntityKind, LIST_OWNER_KINDS } from '@mc/catalog';
import {
  DERIVED_SOURCE,
  type DerivedFieldInput,
  derivedFieldColumns,
  type DerivedListItemInput,
  type DerivedWriteCounts,
} from './derived-store';
import { type PendingEntity, markPending } from './entity-materializer';

/** The part of the derived layer one incremental turn replaces. */
export interface DerivedScope {
  /** Entities whose derived `fields` are replaced: a value of these fields not given is deleted. */
  entities: { kind: EntityKind; ids: readonly number[]; fields: readonly string[] }[];
  /** Owners whose derived items of `list` are replaced: an item not given is deleted. */
  lists: { list: string; ownerIds: readonly number[] }[];
}

/** What a derivation read, replaced per entity with the values it explains (migration 017). */
export interface DeriveInputRows {
  /** The recordings counted in the genres of artists `artistIds` (rows of other artists are kept). */
  genreCounts?: { artistIds: readonly number[]; pairs: readonly { artistId: number; recordingId: number }[] };
  /** The name keys of entities `ids` of `kind` (an id without a row in `rows` has none). */
  nameKeys?: { kind: EntityKind; ids: readonly number[]; rows: readonly { id: number; key: string }[] }[];
}

/** Deletes the scope's values not in `fields`, writes those that changed; @returns (kind, id) touched and the counts. */
async function writeScopedFields(
  client: PoolClient,
  scope: DerivedScope,
  fields: readonly DerivedFieldInput[],
): Promise<{ touched: PendingEntity[]; changed: number; removed: number }> {
  const touched: PendingEntity[] = [];
  let removed = 0;
  for (const s of scope.entities) {
    if (!s.ids.length) continue;
    const keep = fields.filter((f) => f.kind === s.kind);
    const { rows } = await client.query<{ id: string }>(
      `DELETE FROM derived_field d WHERE d.kind = $1 AND d.id = ANY($2::bigint[]) AND d.field = ANY($3::text[])
          AND NOT EXISTS (SELECT 1 FROM unnest($4::bigint[], $5::text[]) AS n(id, field) WHERE n.id = d.id AND n.field = d.field)
        RETURNING d.id`,
      [s.kind, s.ids, s.fields, keep.map((f) => f.id), keep.map((f) => f.field)],
    );
    removed += rows.length;
    touched.push(...rows.map((r) => ({ kind: s.kind, id: Number(r.id) })));
  }
  if (!fields.length) return { touched, changed: 0, removed };
  const { rows } = await client.query<{ kind: EntityKind; id: string }>(
    `INSERT INTO derived_field (kind, id, field, value, rule, evidence)
     SELECT * FROM unnest($1::text[], $2::bigint[], $3::text[], $4::jsonb[], $5::text[], $6::jsonb[]) ORDER BY 1, 2, 3
     ON CONFLICT (kind, id, field) DO UPDATE SET value = EXCLUDED.value, rule = EXCLUDED.rule, evidence = EXCLUDED.evidence
     WHERE (derived_field.value, derived_field.rule, derived_field.evidence)
           IS DISTINCT FROM (EXCLUDED.value, EXCLUDED.rule, EXCLUDED.evidence)
     RETURNING kind, id`,
    derivedFieldColumns(fields),
  );
  touched.push(...rows.map((r) => ({ kind: r.kind, id: Number(r.id) })));
  return { touched, changed: rows.length, removed };
}

/** Rewrites the `derived` contributions of `touched` from `derived_field`; @returns those whose contribution changed. */
async function writeScopedContributions(client: PoolClient, touched: readonly PendingEntity[]): Promise<PendingEntity[]> {
  if (!touched.length) return [];
  const params = [touched.map((t) => t.kind), touched.map((t) => t.id), DERIVED_SOURCE];
  const removed = await client.query<{ kind: EntityKind; id: string }>(
    `DELETE FROM contribution c USING unnest($1::text[], $2::bigint[]) AS t(kind, id)
      WHERE c.kind = t.kind AND c.id = t.id AND c.source = $3
        AND NOT EXISTS (SELECT 1 FROM derived_field d WHERE d.kind = c.kind AND d.id = c.id)
      RETURNING c.kind, c.id`,
    params,
  );
  const changed = await client.query<{ kind: EntityKind; id: string }>(
    `WITH t AS (SELECT DISTINCT kind, id FROM unnest($1::text[], $2::bigint[]) AS t(kind, id)),
       docs AS (
         SELECT d.kind, d.id, jsonb_build_object('doc', jsonb_object_agg(d.field, d.value) || jsonb_build_object('id', d.id),
                                                 'parent', NULL) AS doc
           FROM derived_field d JOIN t ON d.kind = t.kind AND d.id = t.id GROUP BY d.kind, d.id)
     INSERT INTO contribution (kind, id, source, doc, doc_hash)
     SELECT kind, id, $3, doc, md5(doc::text) FROM docs ORDER BY kind, id
     ON CONFLICT (kind, id, source) DO UPDATE SET doc = EXCLUDED.doc, doc_hash = EXCLUDED.doc_hash
     WHERE contribution.doc_hash <> EXCLUDED.doc_hash
     RETURNING kind, id`,
    params,
  );
  return [...removed.rows, ...changed.rows].map((r) => ({ kind: r.kind, id: Number(r.id) }));
}

/** Replaces the derived items of the scope's lists; @returns the owners whose lists changed and the counts. */
async function writeScopedItems(
  client: PoolClient,
  scope: DerivedScope,
  items: readonly DerivedListItemInput[],
): Promise<{ owners: PendingEntity[]; changed: number; removed: number }> {
  const rows: { list: string; owner_id: string }[] = [];
  let removed = 0;
  for (const s of scope.lists) {
    if (!s.ownerIds.length) continue;
    const keep = items.filter((i) => i.list === s.list);
    const del = await client.query<{ list: string; owner_id: string }>(
      `DELETE FROM list_item l WHERE l.list = $1 AND l.source = $2 AND l.owner_id = ANY($3::bigint[])
          AND NOT EXISTS (SELECT 1 FROM unnest($4::bigint[], $5::text[]) AS n(owner_id, item_key)
                           WHERE n.owner_id = l.owner_id AND n.item_key = l.item_key)
        RETURNING l.list, l.owner_id`,
      [s.list, DERIVED_SOURCE, s.ownerIds, keep.map((i) => i.ownerId), keep.map((i) => i.itemKey)],
    );
    removed += del.rows.length;
    rows.push(...del.rows);
  }
  let changed = 0;
  if (items.length) {
    const up = await client.query<{ list: string; owner_id: string }>(
      `INSERT INTO list_item (list, owner_id, item_key, sort_key, item_id, item, source)
       SELECT *, $7 FROM unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::bigint[], $6::jsonb[]) ORDER BY 1, 2, 3
       ON CONFLICT (list, owner_id, item_key) DO UPDATE
         SET sort_key = EXCLUDED.sort_key, item_id = EXCLUDED.item_id, item = EXCLUDED.item, source = EXCLUDED.source
       WHERE (list_item.sort_key, list_item.item_id, list_item.item, list_item.source)
             IS DISTINCT FROM (EXCLUDED.sort_key, EXCLUDED.item_id, EXCLUDED.item, EXCLUDED.source)
       RETURNING list, owner_id`,
      [
        items.map((i) => i.list),
        items.map((i) => i.ownerId),
        items.map((i) => i.itemKey),
        items.map((i) => i.sortKey),
        items.map((i) => i.itemId),
        items.map((i) => (i.item === null ? null : JSON.stringify(i.item))),
        DERIVED_SOURCE,
      ],
    );
    changed = up.rows.length;
    rows.push(...up.rows);
  }
  const owners = new Map<string, PendingEntity>();
  for (const r of rows) {
    const kind = (LIST_OWNER_KINDS as Record<string, EntityKind | undefined>)[r.list];
    if (kind) owners.set(`${kind}:${r.owner_id}`, { kind, id: Number(r.owner_id) });
  }
  return { owners: [...owners.values()], changed, removed };
}

/** Replaces the rows of `inputs` for the entities they name (module doc). */
async function writeScopedInputs(client: PoolClient, inputs: DeriveInputRows): Promise<void> {
  const g = inputs.genreCounts;
  if (g?.artistIds.length) {
    await client.query('DELETE FROM derive_genre_count WHERE artist_id = ANY($1::bigint[])', [g.artistIds]);
    await client.query(
      `INSERT INTO derive_genre_count (artist_id, recording_id) SELECT * FROM unnest($1::bigint[], $2::bigint[]) ORDER BY 1, 2
       ON CONFLICT DO NOTHING`,
      [g.pairs.map((p) => p.artistId), g.pairs.map((p) => p.recordingId)],
    );
  }
  for (const k of inputs.nameKeys ?? []) {
    if (!k.ids.length) continue;
    await client.query('DELETE FROM derive_name_key WHERE kind = $1 AND id = ANY($2::bigint[])', [k.kind, k.ids]);
    await client.query(
      `INSERT INTO derive_name_key (kind, id, name_key) SELECT $1, * FROM unnest($2::bigint[], $3::text[])
       ON CONFLICT (kind, id) DO UPDATE SET name_key = EXCLUDED.name_key`,
      [k.kind, k.rows.map((r) => r.id), k.rows.map((r) => r.key)],
    );
  }
}

/**
 * Replaces the part `scope` of the derived layer with `fields` and `items` (each must lie inside
 * the scope), the rows of `inputs`, and re-merges the documents whose derived contribution or
 * lists changed, in the transaction of `client` (module doc), and marks the documents to re-merge:
 * the caller drains them after its commit (`materializePending`).
 * @returns what was written (`entitiesMaterialized`: 0, the drain after the commit re-merges).
 * @throws on database errors (the caller's transaction is then rolled back whole).
 */
export async function replaceDerivedScope(
  client: PoolClient,
  scope: DerivedScope,
  fields: readonly DerivedFieldInput[],
  items: readonly DerivedListItemInput[],
  inputs: DeriveInputRows = {},
): Promise<DerivedWriteCounts> {
  const f = await writeScopedFields(client, scope, fields);
  const dirty = await writeScopedContributions(client, f.touched);
  const l = await writeScopedItems(client, scope, items);
  await writeScopedInputs(client, inputs);
  await markPending(client, [...dirty, ...l.owners]);
  return {
    fieldsChanged: f.changed,
    fieldsRemoved: f.removed,
    contributionsChanged: dirty.length,
    listItemsChanged: l.changed,
    listItemsRemoved: l.removed,
    entitiesMaterialized: 0,
  };
}
