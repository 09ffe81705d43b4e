/**
 * A curated merge of recordings, albums or releases (`docs/curation.md`), in the caller's
 * transaction, and its exact undo. The merge itself is an `entity_merge` row of rule
 * `curated:merge` (recorded by the caller): a lookup of the merged id answers with the survivor, and
 * every later import writes the merged records under the survivor. What the catalog already holds
 * moves at once, as that re-import would write it:
 *
 * - the merged id's contributions of its kind and of the kinds sharing its id (`kindsSharingIds`:
 *   a recording's lyric, audio features, credits, popularity) go to the survivor; a source the
 *   survivor already has is kept aside in the decision;
 * - the lists it owns (a recording's charts and clusters, an album's releases, a release's tracks)
 *   follow, item by item, where the survivor has no item of that key;
 * - every reference to it (`ID_REFERENCES`: a release's tracks, a chart row's recordings, a
 *   cluster's members, a release's album, an artist's albums, an album's releases) names the
 *   survivor, at the positions kept in the decision so that its undo puts back exactly those.
 */
import { createHash } from 'node:crypto';
import type { PoolClient } from 'pg';
import { type EntityKind, type Json, type JsonObject, LIST_OWNER_KINDS, kindsSharingIds } from '@mc/catalog';
import { markPending } from '../entity-materializer';
import {
  ID_REFERENCES,
  type JsonPosition,
  type ReferencedKind,
  jsonPathHolding,
  repointAt,
  repointPositions,
} from './id-references';

/** One row whose document named the merged id: where, and at which positions. */
export type RewrittenReference =
  | { in: 'contribution'; kind: string; id: number; source: string; positions: JsonPosition[] }
  | { in: 'list_item'; list: string; ownerId: number; itemKey: string; positions: JsonPosition[] };

/** What a curated merge of one recording, album or release moved (undone by {@link undoEntityMerge}). */
export interface CuratedEntityMergeChange extends MovedContributions {
  kind: ReferencedKind;
  mergedId: number;
  survivingId: number;
  /** `[list, item key, source]` of the owned list items moved. */
  movedItems: [string, string, string][];
  /** Rows whose documents now name the survivor. */
  references: RewrittenReference[];
  /** Ids merged into the merged id before (its own merges), re-pointed onto the survivor with it. */
  absorbed?: number[];
}

const ownedLists = (kind: EntityKind) => Object.entries(LIST_OWNER_KINDS).flatMap(([list, k]) => (k === kind ? [list] : []));
const curatedHash = (text: string) => `curated:${createHash('sha1').update(text).digest('hex')}`;

/** The entities whose documents a change touches (re-merged after it). */
function touched(c: CuratedEntityMergeChange): { kind: EntityKind; id: number }[] {
  const listOwner = (list: string) => LIST_OWNER_KINDS[list as keyof typeof LIST_OWNER_KINDS];
  return [
    ...kindsSharingIds(c.kind).flatMap((kind) => [
      { kind, id: c.mergedId },
      { kind, id: c.survivingId },
    ]),
    ...c.references.map((r) =>
      r.in === 'contribution' ? { kind: r.kind as EntityKind, id: r.id } : { kind: listOwner(r.list), id: r.ownerId },
    ),
  ];
}

/** Re-points every reference of `kind` id `from` to `to` (module doc). @returns the rows rewritten. */
async function repointReferences(
  client: PoolClient,
  kind: ReferencedKind,
  from: number,
  to: number,
): Promise<RewrittenReference[]> {
  const done: RewrittenReference[] = [];
  for (const ref of ID_REFERENCES[kind]) {
    if (ref.in === 'list_item' && !ref.path.length) {
      const { rows } = await client.query<{ owner_id: string; item_key: string }>(
        `UPDATE list_item SET item_id = $3 WHERE list = $1 AND item_id = $2 RETURNING owner_id, item_key`,
        [ref.list, from, to],
      );
      for (const r of rows)
        done.push({ in: 'list_item', list: ref.list, ownerId: Number(r.owner_id), itemKey: r.item_key, positions: [[]] });
      continue;
    }
    const path = jsonPathHolding(ref.path, from);
    if (ref.in === 'contribution') {
      const { rows } = await client.query<{ id: string; source: string; doc: Json }>(
        `SELECT id, source, doc FROM contribution WHERE kind = $1 AND doc @@ $2::jsonpath FOR UPDATE`,
        [ref.kind, path],
      );
      for (const r of rows) {
        const positions = repointAt(r.doc, ref.path, from, to);
        if (!positions.length) continue;
        const text = JSON.stringify(r.doc);
        await client.query('UPDATE contribution SET doc = $4::jsonb, doc_hash = $5 WHERE kind = $1 AND id = $2 AND source = $3', [
          ref.kind,
          r.id,
          r.source,
          text,
          curatedHash(text),
        ]);
        done.push({ in: 'contribution', kind: ref.kind, id: Number(r.id), source: r.source, positions });
      }
    } else {
      const { rows } = await client.query<{ owner_id: string; item_key: string; item: Json }>(
        `SELECT owner_id, item_key, item FROM list_item WHERE list = $1 AND item @@ $2::jsonpath FOR UPDATE`,
        [ref.list, path],
      );
      for (const r of rows) {
        const positions = repointAt(r.item, ref.path, from, to);
        if (!positions.length) continue;
        await client.query('UPDATE list_item SET item = $4::jsonb WHERE list = $1 AND owner_id = $2 AND item_key = $3', [
          ref.list,
          r.owner_id,
          r.item_key,
          JSON.stringify(r.item),
        ]);
        done.push({ in: 'list_item', list: ref.list, ownerId: Number(r.owner_id), itemKey: r.item_key, positions });
      }
    }
  }
  return done;
}

/** Contributions moved onto a survivor, and those kept aside (it had one of that kind and source). */
export interface MovedContributions {
  /** `[kind, source]` of the contributions moved onto the survivor. */
  moved: [string, string][];
  parked: { kind: string; source: string; doc: JsonObject; docHash: string }[];
}

/**
 * Moves the contributions of `kinds` under `mergedId` onto `survivingId`; one of a kind and source
 * the survivor already has is removed and returned as parked.
 * @returns what moved and what was parked. @throws on database errors.
 */
export async function moveContributions(
  client: PoolClient,
  kinds: readonly string[],
  mergedId: number,
  survivingId: number,
): Promise<MovedContributions> {
  const out: MovedContributions = { moved: [], parked: [] };
  const own = await client.query<{ kind: string; source: string; doc: JsonObject; doc_hash: string; taken: boolean }>(
    `SELECT c.kind, c.source, c.doc, c.doc_hash,
            EXISTS (SELECT 1 FROM contribution s WHERE s.kind = c.kind AND s.id = $2 AND s.source = c.source) AS taken
       FROM contribution c WHERE c.kind = ANY($3::text[]) AND c.id = $1 ORDER BY c.kind, c.source FOR UPDATE`,
    [mergedId, survivingId, kinds],
  );
  for (const c of own.rows) {
    if (c.taken) out.parked.push({ kind: c.kind, source: c.source, doc: c.doc, docHash: c.doc_hash });
    else out.moved.push([c.kind, c.source]);
  }
  await client.query(
    `UPDATE contribution c SET id = $2 FROM unnest($3::text[], $4::text[]) AS m(kind, source)
      WHERE c.kind = m.kind AND c.source = m.source AND c.id = $1`,
    [mergedId, survivingId, out.moved.map(([k]) => k), out.moved.map(([, s]) => s)],
  );
  await client.query(`DELETE FROM contribution WHERE kind = ANY($2::text[]) AND id = $1`, [mergedId, kinds]);
  return out;
}

/** Puts back what {@link moveContributions} moved and parked. @throws on database errors. */
export async function restoreContributions(
  client: PoolClient,
  c: MovedContributions,
  mergedId: number,
  survivingId: number,
): Promise<void> {
  await client.query(
    `UPDATE contribution c SET id = $1 FROM unnest($3::text[], $4::text[]) AS m(kind, source)
      WHERE c.kind = m.kind AND c.source = m.source AND c.id = $2
        AND NOT EXISTS (SELECT 1 FROM contribution s WHERE s.kind = c.kind AND s.id = $1 AND s.source = c.source)`,
    [mergedId, survivingId, c.moved.map(([k]) => k), c.moved.map(([, s]) => s)],
  );
  for (const p of c.parked)
    await client.query(
      `INSERT INTO contribution (kind, id, source, doc, doc_hash) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [p.kind, mergedId, p.source, JSON.stringify(p.doc), p.docHash],
    );
}

/**
 * Moves what `kind` id `mergedId` holds onto `survivingId` (module doc) and marks the touched
 * documents for re-merge (the caller drains them after COMMIT). The caller has recorded the merge.
 * @returns what moved. @throws on database errors.
 */
export async function moveEntityOnto(
  client: PoolClient,
  kind: ReferencedKind,
  mergedId: number,
  survivingId: number,
): Promise<CuratedEntityMergeChange> {
  const change: CuratedEntityMergeChange = { kind, mergedId, survivingId, moved: [], parked: [], movedItems: [], references: [] };
  Object.assign(change, await moveContributions(client, kindsSharingIds(kind), mergedId, survivingId));
  const items = await client.query<{ list: string; item_key: string; source: string }>(
    `UPDATE list_item l SET owner_id = $2 WHERE l.owner_id = $1 AND l.list = ANY($3::text[])
       AND NOT EXISTS (SELECT 1 FROM list_item t WHERE t.list = l.list AND t.owner_id = $2 AND t.item_key = l.item_key)
     RETURNING l.list, l.item_key, l.source`,
    [mergedId, survivingId, ownedLists(kind)],
  );
  change.movedItems = items.rows.map((r) => [r.list, r.item_key, r.source]);
  change.references = await repointReferences(client, kind, mergedId, survivingId);
  await markPending(client, touched(change));
  return change;
}

/** Sets the references `c` rewrote back to the merged id, where they still name the survivor. */
async function restoreReferences(client: PoolClient, c: CuratedEntityMergeChange): Promise<void> {
  for (const r of c.references) {
    if (r.in === 'list_item' && r.positions.length === 1 && !r.positions[0]!.length) {
      await client.query(
        `UPDATE list_item SET item_id = $4 WHERE list = $1 AND owner_id = $2 AND item_key = $3 AND item_id = $5`,
        [r.list, r.ownerId, r.itemKey, c.mergedId, c.survivingId],
      );
    } else if (r.in === 'list_item') {
      const { rows } = await client.query<{ item: Json }>(
        'SELECT item FROM list_item WHERE list = $1 AND owner_id = $2 AND item_key = $3 FOR UPDATE',
        [r.list, r.ownerId, r.itemKey],
      );
      if (rows[0] && repointPositions(rows[0].item, r.positions, c.survivingId, c.mergedId))
        await client.query('UPDATE list_item SET item = $4::jsonb WHERE list = $1 AND owner_id = $2 AND item_key = $3', [
          r.list,
          r.ownerId,
          r.itemKey,
          JSON.stringify(rows[0].item),
        ]);
    } else {
      const { rows } = await client.query<{ doc: Json }>(
        'SELECT doc FROM contribution WHERE kind = $1 AND id = $2 AND source = $3 FOR UPDATE',
        [r.kind, r.id, r.source],
      );
      if (!rows[0] || !repointPositions(rows[0].doc, r.positions, c.survivingId, c.mergedId)) continue;
      const text = JSON.stringify(rows[0].doc);
      await client.query('UPDATE contribution SET doc = $4::jsonb, doc_hash = $5 WHERE kind = $1 AND id = $2 AND source = $3', [
        r.kind,
        r.id,
        r.source,
        text,
        curatedHash(text),
      ]);
    }
  }
}

/**
 * Puts back what {@link moveEntityOnto} moved: contributions, parked ones, list items and
 * references go back under the merged id, and the touched documents are marked for re-merge. The
 * caller deletes the merge record and restores its `id_map` rows.
 * @throws on database errors.
 */
export async function undoEntityMerge(client: PoolClient, c: CuratedEntityMergeChange): Promise<void> {
  await restoreContributions(client, c, c.mergedId, c.survivingId);
  for (const [list, itemKey, source] of c.movedItems)
    await client.query(
      `UPDATE list_item SET owner_id = $1 WHERE list = $3 AND owner_id = $2 AND item_key = $4 AND source = $5
         AND NOT EXISTS (SELECT 1 FROM list_item t WHERE t.list = $3 AND t.owner_id = $1 AND t.item_key = $4)`,
      [c.mergedId, c.survivingId, list, itemKey, source],
    );
  await restoreReferences(client, c);
  await markPending(client, touched(c));
}
