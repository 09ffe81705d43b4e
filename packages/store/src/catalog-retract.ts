/**
 * Withdrawing what one source said about given entities, for incremental sources (a catalog file
 * line with `deleted: true`; an entity a newer MusicBrainz dump no longer holds, `import-seen.ts`):
 * the source's contributions to them, the source's list items that they own or point at and the
 * source's CD TOCs of a release, then a re-merge of their served documents (an entity no other
 * source contributes to is deleted, so it answers 404 and leaves the search index at the next
 * reindex).
 */
import type { Pool, PoolClient } from 'pg';
import { type EntityKind, LISTS, asRef } from '@mc/catalog';
import { withTransaction } from './db';
import { type PendingEntity, markListOwnersPending, markPending, materializePending } from './entity-materializer';

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
  /** Contribution, list-item and CD TOC rows deleted. */
  rowsDeleted: number;
  /** Entities whose served document was re-merged or deleted. */
  entitiesMaterialized: number;
  /** Per ref of the call, in order: true when the source had something to retract for it. */
  retracted: boolean[];
}

/** Key of an entity in {@link SourceRowsDeleted.hit}. */
const entityKey = (kind: string, id: number | string) => `${kind}:${id}`;

/** What {@link deleteSourceRowsOf} deleted. */
export interface SourceRowsDeleted {
  /** Contribution, list-item and CD TOC rows deleted. */
  rows: number;
  /** `kind:id` of the entities that had at least one row deleted. */
  hit: Set<string>;
}

/**
 * Deletes, inside the caller's transaction, `source`'s contributions to `entities`, its list
 * items they own or point at, and its CD TOCs of those that are releases, and marks for re-merge
 * the entities that lost a row and the owners of the lists that did (`markPending`;
 * `materializePending` re-merges them).
 * @throws on database errors (the caller's transaction is then rolled back).
 */
export async function deleteSourceRowsOf(
  client: PoolClient,
  source: string,
  entities: readonly PendingEntity[],
): Promise<SourceRowsDeleted> {
  const out: SourceRowsDeleted = { rows: 0, hit: new Set() };
  const byKind = new Map<EntityKind, number[]>();
  for (const e of entities) byKind.set(e.kind, [...(byKind.get(e.kind) ?? []), e.id]);
  const count = (kind: EntityKind, ids: { id: string }[]) => {
    out.rows += ids.length;
    for (const r of ids) out.hit.add(entityKey(kind, r.id));
  };
  for (const [kind, ids] of byKind) {
    const c = await client.query<{ id: string }>(
      'DELETE FROM contribution WHERE source = $1 AND kind = $2 AND id = ANY($3::bigint[]) RETURNING id',
      [source, kind, ids],
    );
    count(kind, c.rows);
    const li = await client.query<{ id: string; list: string; owner_id: string }>(
      `DELETE FROM list_item WHERE source = $1
         AND ((list = ANY($2::text[]) AND owner_id = ANY($4::bigint[])) OR (list = ANY($3::text[]) AND item_id = ANY($4::bigint[])))
       RETURNING CASE WHEN list = ANY($2::text[]) AND owner_id = ANY($4::bigint[]) THEN owner_id ELSE item_id END AS id, list, owner_id`,
      [source, OWNED_LISTS[kind] ?? [], POINTED_LISTS[kind] ?? [], ids],
    );
    count(kind, li.rows);
    // A list pointing at the retracted entity changed for its owner, another entity.
    await markListOwnersPending(client, li.rows);
    if (kind === 'release') {
      const dt = await client.query<{ id: string }>(
        'DELETE FROM disc_toc WHERE source = $1 AND release_id = ANY($2::bigint[]) RETURNING release_id AS id',
        [source, ids],
      );
      count(kind, dt.rows);
    }
  }
  // Only what lost a row changed (an entity the source never contributed to stays as it is).
  await markPending(
    client,
    entities.filter((e) => out.hit.has(entityKey(e.kind, e.id))),
  );
  return out;
}

/**
 * Retracts `source`'s contributions, list items and CD TOCs for `entityRefs` (built with `ref()`;
 * refs never imported are ignored) in one transaction, then re-merges the entities (`analyze`:
 * see `materializePending`; `materialize: false` leaves them marked for the caller's drain, as a
 * change set's batch does: `materializePending`; `asyncCommit`: see `CatalogWriterOptions`).
 */
export async function retractEntities(
  pool: Pool,
  source: string,
  entityRefs: number[],
  opts: { analyze?: boolean; materialize?: boolean; asyncCommit?: boolean } = {},
): Promise<RetractResult> {
  const refs = entityRefs.map(asRef);
  if (!refs.length) return { rowsDeleted: 0, entitiesMaterialized: 0, retracted: [] };
  const { found, deleted } = await withTransaction(pool, async (client) => {
    if (opts.asyncCommit) await client.query('SET LOCAL synchronous_commit = off');
    const found = await client.query<{ kind: EntityKind; id: string; source_key: string }>(
      `SELECT m.kind, m.id, m.source_key FROM id_map m
       JOIN unnest($1::text[], $2::text[], $3::text[]) AS w(kind, source, source_key) USING (kind, source, source_key)`,
      [refs.map((r) => r.$ref), refs.map((r) => r.source), refs.map((r) => r.key)],
    );
    const deleted = await deleteSourceRowsOf(
      client,
      source,
      found.rows.map((r) => ({ kind: r.kind, id: Number(r.id) })),
    );
    return { found: found.rows, deleted };
  });
  const hitKeys = new Set(
    found.filter((r) => deleted.hit.has(entityKey(r.kind, r.id))).map((r) => `${r.kind}\u0000${r.source_key}`),
  );
  const materialized =
    found.length && opts.materialize !== false ? await materializePending(pool, { analyze: opts.analyze ?? true }) : 0;
  const retracted = refs.map((r) => hitKeys.has(`${r.$ref}\u0000${r.key}`));
  return { rowsDeleted: deleted.rows, entitiesMaterialized: materialized, retracted };
}
