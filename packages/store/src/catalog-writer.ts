/**
 * The one write path of the catalog: importers hand it batches of per-source documents, list
 * items and CD TOCs that reference entities by {@link EntityRef}; it resolves refs to stable
 * numeric ids, upserts only what changed (so a second import reports zero changes) and finally
 * re-merges the served documents of every entity it touched.
 *
 * Idempotent and crash-safe: each batch is one transaction; contributions are keyed by
 * (kind, id, source) and list items by (list, owner, item key), so replaying a batch after a crash
 * writes the same rows again.
 */
import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { type EntityKind, type EntityRef, type JsonObject, asRef, mergeContributions } from '@mc/catalog';
import { withRetriedTransaction, withTransaction } from './db';
import { markListOwnersPending, markPending } from './entity-materializer';
import { type MergedIds, sweepMergedRows, sweepUnseenRows } from './catalog-sweep';
import { EntityRecordFilter, collectRefs, refKey, replaceRefs } from './writer-filter';
import { resolveRefIds } from './id-allocation';

/** What one source says about one entity. `doc` may contain refs anywhere (built with `ref()`). */
export interface ContributionInput {
  entity: number; // a ref built with ref()
  doc: JsonObject;
  /** Parent entity (genre parent), used by list filters such as `/api/genre?id_parent=`. */
  parent?: number;
}

/** One item of a list endpoint; `itemRef` points at an entity, `item` carries inline JSON. */
export interface ListItemInput {
  list: string;
  owner: number; // ref
  itemKey: string;
  /** Sort order within the owner's list (compared as text: zero-pad numbers). */
  sortKey: string;
  itemRef?: number; // ref
  item?: JsonObject;
}

/** A CD table of contents of one medium of a release (offsets in CD sectors, 75 per second). */
export interface DiscTocInput {
  discId: string;
  release: number; // ref
  mediumPosition: number;
  firstTrack: number;
  lastTrack: number;
  leadout: number;
  trackOffsets: number[];
}

/**
 * Declares that `ref` is the same entity as `target` (both get the target's id). When `ref` had
 * an id of its own from an earlier import (a link found only now), it moves to the target's id:
 * its contributions are then written under the target, and the old entity, no longer contributed
 * to, is swept at the end of the complete run (a merge; the old id answers 404 afterwards).
 */
export interface SameAsInput {
  entity: number;
  target: number;
}

/** A unit of import work, written in one transaction. */
export interface ImportBatch {
  sameAs?: SameAsInput[];
  contributions?: ContributionInput[];
  listItems?: ListItemInput[];
  discTocs?: DiscTocInput[];
}

/**
 * A batch's contribution: its entity, and `created` (the source's first), `updated` or `unchanged`.
 * A contribution skipped by `onlyIds` is `unchanged` with `id` 0 (its ref was not resolved).
 */
export type ContributionOutcome = { kind: EntityKind; id: number; outcome: 'created' | 'updated' | 'unchanged' };

/** Counts of rows a writer created or changed (unchanged rows are not counted). */
export interface WriteCounts {
  contributionsChanged: number;
  listItemsChanged: number;
  discTocsChanged: number;
  idsAllocated: number;
  /** Rows of this source that a complete run no longer produced, deleted by `sweep()`. */
  rowsSwept: number;
}

const emptyCounts = (): WriteCounts => ({
  contributionsChanged: 0,
  listItemsChanged: 0,
  discTocsChanged: 0,
  idsAllocated: 0,
  rowsSwept: 0,
});

/** Adds the counts of `add` to `into`. */
function addCounts(into: WriteCounts, add: WriteCounts): void {
  for (const k of Object.keys(add) as (keyof WriteCounts)[]) into[k] += add[k];
}

/** Hex SHA-1 of a contribution's JSON text (`doc_hash`: a rewrite is skipped when it is unchanged). */
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/** The key {@link CatalogWriterOptions.onlyIds} holds for entity (kind, id). */
export const entityKeyOf = (kind: string, id: number): string => `${kind}:${id}`;

/** Options of a {@link CatalogWriter}. */
export interface CatalogWriterOptions {
  /**
   * Write only the contributions, list items, TOCs and `sameAs` that hold a ref to one of these
   * entities (keys built with {@link entityKeyOf}): a ref whose `(kind, source, key)` `id_map` maps
   * to one of them or to an id of a kind sharing its ids (`writer-filter.ts`, decided in memory,
   * so a batch touching none costs no database round trip); the others are skipped. For the forced
   * re-import after merges (`resolution-stage.ts`), given the surviving and merged ids of the merges
   * recorded since the source's last run: every record of the source that now resolves to (or
   * references) a survivor is rewritten, including the survivor's own, so that two records merged
   * into one entity combine as in a full re-import; the rest would be written unchanged. A complete
   * source then sweeps only what it left under the merged ids ({@link CatalogWriter.sweepMerged}).
   */
  onlyIds?: ReadonlySet<string>;
  /**
   * Commit each batch without waiting for its WAL flush (`synchronous_commit = off`), for a caller
   * that commits a synchronous transaction after it before it tells anyone the batch is written (a
   * change set's drain, `materializePending`): that later commit's flush makes this one durable too
   * (the WAL is flushed in order). A server crash in between loses the batch whole, and the caller,
   * which has not answered, is retried. Default false.
   */
  asyncCommit?: boolean;
}

/** Writes import batches for one source. Create one per source per import run. */
export class CatalogWriter {
  readonly counts: WriteCounts = emptyCounts();
  /** Rows this run wrote or confirmed, for {@link sweep}. */
  private readonly seenContributions = new Set<string>();
  private readonly seenListItems = new Set<string>();
  private readonly seenDiscTocs = new Set<string>();
  /** Set by {@link forgetSeen}: the seen sets no longer hold the whole run, so {@link sweep} refuses. */
  private seenForgotten = false;

  /** The record filter of `opts.onlyIds`. */
  private readonly filter: EntityRecordFilter | undefined;
  /** `opts.asyncCommit`. */
  private readonly asyncCommit: boolean;

  constructor(
    private readonly pool: Pool,
    readonly source: string,
    opts: CatalogWriterOptions = {},
  ) {
    this.filter = opts.onlyIds && new EntityRecordFilter(pool, opts.onlyIds);
    this.asyncCommit = opts.asyncCommit ?? false;
  }

  /**
   * Writes one batch in one transaction (new ids: `id-allocation.ts`). Rows are written in key
   * order, so concurrent batches lock shared rows in one order; a batch PostgreSQL aborts to break
   * a deadlock with another is written again, its counts taken once.
   * @returns each `batch.contributions`' outcome. @throws on database errors (rolled back).
   */
  async write(input: ImportBatch): Promise<ContributionOutcome[]> {
    const filtered = this.filter && (await this.filter.filter(input));
    if (filtered?.empty)
      return (input.contributions ?? []).map((c) => ({ kind: asRef(c.entity).$ref, id: 0, outcome: 'unchanged' }));
    const batch = filtered?.batch ?? input;
    const refs = new Map<string, EntityRef>();
    collectRefs([batch.contributions ?? [], batch.listItems ?? [], batch.discTocs ?? []], refs);
    const { outcomes, tally } = await withRetriedTransaction(this.pool, async (client) => {
      const tally = emptyCounts(); // this try's counts, added once it commits
      if (this.asyncCommit) await client.query('SET LOCAL synchronous_commit = off');
      const ids = new Map<string, number>();
      if (batch.sameAs?.length) await this.writeSameAs(client, batch.sameAs, ids, tally);
      await this.resolve(client, [...refs.values()], ids, tally);
      const written = batch.contributions?.length
        ? await this.writeContributions(client, batch.contributions, ids, tally)
        : new Map();
      if (batch.listItems?.length) await this.writeListItems(client, batch.listItems, ids, tally);
      if (batch.discTocs?.length) await this.writeDiscTocs(client, batch.discTocs, ids, tally);
      const outcomes = (batch.contributions ?? []).map((c): ContributionOutcome => {
        const r = asRef(c.entity);
        const id = ids.get(refKey(r))!;
        return { kind: r.$ref, id, outcome: written.get(`${r.$ref}:${id}`) ?? 'unchanged' };
      });
      return { outcomes, tally };
    });
    addCounts(this.counts, tally);
    if (!filtered?.skipped.size) return outcomes;
    let next = 0;
    return (input.contributions ?? []).map((c, i) =>
      filtered.skipped.has(i) ? { kind: asRef(c.entity).$ref, id: 0, outcome: 'unchanged' } : outcomes[next++]!,
    );
  }

  /** Points the refs of `sameAs` at their targets' ids (resolved into `ids`). */
  private async writeSameAs(
    client: PoolClient,
    sameAs: SameAsInput[],
    ids: Map<string, number>,
    tally: WriteCounts,
  ): Promise<void> {
    const targets = new Map<string, EntityRef>();
    for (const s of sameAs) collectRefs(s.target, targets);
    await this.resolve(client, [...targets.values()], ids, tally);
    const rows = sameAs.map((s) => ({ r: asRef(s.entity), id: ids.get(refKey(asRef(s.target))) }));
    await client.query(
      `INSERT INTO id_map (kind, source, source_key, id)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[]) AS t(k, s, sk, i) ORDER BY k, s, sk
       ON CONFLICT (kind, source, source_key) DO UPDATE SET id = EXCLUDED.id
       WHERE id_map.id IS DISTINCT FROM EXCLUDED.id`,
      [rows.map((x) => x.r.$ref), rows.map((x) => x.r.source), rows.map((x) => x.r.key), rows.map((x) => x.id)],
    );
    for (const x of rows) if (x.id !== undefined) ids.set(refKey(x.r), x.id);
  }

  /** Resolves refs to stable ids (allocating new ones), writing nothing else. @returns ref (`ref()`) → id. */
  async resolveIds(entityRefs: number[]): Promise<Map<number, number>> {
    const tally = emptyCounts();
    const ids = await withTransaction(this.pool, async (client) => {
      const ids = new Map<string, number>();
      await this.resolve(client, entityRefs.map(asRef), ids, tally);
      return ids;
    });
    addCounts(this.counts, tally);
    return new Map(entityRefs.map((r) => [r, ids.get(refKey(asRef(r))) as number]));
  }

  /** Resolves refs to ids in `client`'s transaction, allocating new ones (`id-allocation.ts`). */
  private async resolve(client: PoolClient, refs: EntityRef[], ids: Map<string, number>, tally: WriteCounts): Promise<void> {
    tally.idsAllocated += await resolveRefIds(client, refs, ids);
  }

  /** @returns `kind:id` → `created`/`updated` of the contributions whose content changed. */
  private async writeContributions(
    client: PoolClient,
    items: ContributionInput[],
    ids: Map<string, number>,
    tally: WriteCounts,
  ): Promise<Map<string, ContributionOutcome['outcome']>> {
    // Several contributions of one batch to the same entity merge in order (later wins scalars).
    const byEntity = new Map<string, { kind: EntityKind; id: number; doc: JsonObject; parent: number | null }>();
    for (const c of items) {
      const r = asRef(c.entity);
      const id = ids.get(refKey(r))!;
      const doc = replaceRefs({ ...c.doc, id: c.entity }, ids) as JsonObject;
      const parent = c.parent === undefined ? null : ids.get(refKey(asRef(c.parent)))!;
      const k = `${r.$ref}:${id}`;
      const prev = byEntity.get(k);
      byEntity.set(k, {
        kind: r.$ref,
        id,
        doc: prev
          ? mergeContributions([
              { source: 'b', doc },
              { source: 'a', doc: prev.doc },
            ])
          : doc,
        parent: parent ?? prev?.parent ?? null,
      });
    }
    // In key order: concurrent batches touching the same rows lock them in one order (no deadlock).
    const rows = [...byEntity.values()].sort((a, b) => (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : a.id - b.id));
    for (const r of rows) this.seenContributions.add(`${r.kind}:${r.id}`);
    const texts = rows.map((r) => JSON.stringify({ doc: r.doc, parent: r.parent }));
    // `xmax = 0`: inserted, not updated.
    const res = await client.query<{ kind: EntityKind; id: string; inserted: boolean }>(
      `INSERT INTO contribution (kind, id, source, doc, doc_hash)
       SELECT k, i, $3, d, h FROM unnest($1::text[], $2::bigint[], $4::jsonb[], $5::text[]) AS t(k, i, d, h)
       ON CONFLICT (kind, id, source) DO UPDATE SET doc = EXCLUDED.doc, doc_hash = EXCLUDED.doc_hash
       WHERE contribution.doc_hash <> EXCLUDED.doc_hash
       RETURNING kind, id, (xmax = 0) AS inserted`,
      [rows.map((r) => r.kind), rows.map((r) => r.id), this.source, texts, texts.map(sha1)],
    );
    tally.contributionsChanged += res.rowCount ?? 0;
    await markPending(
      client,
      res.rows.map((r) => ({ kind: r.kind, id: Number(r.id) })),
    );
    return new Map(res.rows.map((r) => [`${r.kind}:${r.id}`, r.inserted ? 'created' : 'updated']));
  }

  private async writeListItems(client: PoolClient, items: ListItemInput[], ids: Map<string, number>, tally: WriteCounts) {
    // Keyed by the resolved owner id: two source records merged into one entity own one list.
    const dedup = new Map<string, ListItemInput>();
    for (const it of items) dedup.set(`${it.list}\u0000${ids.get(refKey(asRef(it.owner)))}\u0000${it.itemKey}`, it);
    const rows = [...dedup].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([, r]) => r);
    const ownerIds = rows.map((r) => ids.get(refKey(asRef(r.owner)))!);
    rows.forEach((r, i) => this.seenListItems.add(`${r.list}\u0001${ownerIds[i]}\u0001${r.itemKey}`));
    // One row per list whose items changed, with their count (not one per item: a chart's batch
    // changes thousands of items of a few dozen lists).
    const res = await client.query<{ list: string; owner_id: string; changed: string }>(
      `WITH written AS (
         INSERT INTO list_item (list, owner_id, item_key, sort_key, item_id, item, source)
         SELECT l, o, k, s, i, j, $7 FROM unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::bigint[], $6::jsonb[])
           AS t(l, o, k, s, i, j)
         ON CONFLICT (list, owner_id, item_key) DO UPDATE
           SET sort_key = EXCLUDED.sort_key, item_id = EXCLUDED.item_id, item = EXCLUDED.item, source = EXCLUDED.source
         WHERE (list_item.sort_key, list_item.item_id, list_item.item, list_item.source)
               IS DISTINCT FROM (EXCLUDED.sort_key, EXCLUDED.item_id, EXCLUDED.item, EXCLUDED.source)
         RETURNING list, owner_id)
       SELECT list, owner_id, count(*) AS changed FROM written GROUP BY list, owner_id`,
      [
        rows.map((r) => r.list),
        ownerIds,
        rows.map((r) => r.itemKey),
        rows.map((r) => r.sortKey),
        rows.map((r) => (r.itemRef === undefined ? null : ids.get(refKey(asRef(r.itemRef))))),
        rows.map((r) => (r.item === undefined ? null : JSON.stringify(replaceRefs(r.item, ids)))),
        this.source,
      ],
    );
    for (const r of res.rows) tally.listItemsChanged += Number(r.changed);
    await markListOwnersPending(client, res.rows);
  }

  private async writeDiscTocs(client: PoolClient, tocs: DiscTocInput[], ids: Map<string, number>, tally: WriteCounts) {
    let changed = 0;
    for (const t of tocs) {
      this.seenDiscTocs.add(`${ids.get(refKey(asRef(t.release)))}\u0001${t.mediumPosition}\u0001${t.discId}`);
      const res = await client.query(
        `INSERT INTO disc_toc (disc_id, release_id, medium_position, first_track, last_track, leadout, track_offsets, source)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (release_id, medium_position, disc_id) DO UPDATE
           SET first_track = EXCLUDED.first_track, last_track = EXCLUDED.last_track,
               leadout = EXCLUDED.leadout, track_offsets = EXCLUDED.track_offsets
         WHERE (disc_toc.first_track, disc_toc.last_track, disc_toc.leadout, disc_toc.track_offsets)
               IS DISTINCT FROM (EXCLUDED.first_track, EXCLUDED.last_track, EXCLUDED.leadout, EXCLUDED.track_offsets)`,
        [
          t.discId,
          ids.get(refKey(asRef(t.release))),
          t.mediumPosition,
          t.firstTrack,
          t.lastTrack,
          t.leadout,
          t.trackOffsets,
          this.source,
        ],
      );
      changed += res.rowCount ?? 0;
    }
    tally.discTocsChanged += changed;
  }

  /**
   * Drops the record of the rows written so far (kept only for {@link sweep}), so that a long run
   * of an incremental source, which never sweeps, holds bounded memory (the MusicBrainz dump
   * importer calls it after each batch). {@link sweep} throws once this was called.
   */
  forgetSeen(): void {
    this.seenContributions.clear();
    this.seenListItems.clear();
    this.seenDiscTocs.clear();
    this.seenForgotten = true;
  }

  /**
   * After a COMPLETE run of the source: deletes this source's contributions, list items and TOCs
   * that the run did not produce (a record removed upstream, a cross-source link that changed), and
   * marks the affected entities for re-merge. Never call it after a partial or failed run.
   * @returns the number of rows deleted.
   */
  async sweep(): Promise<number> {
    if (this.seenForgotten) throw new Error('sweep() after forgetSeen(): this run no longer knows every row it wrote');
    const deleted = await sweepUnseenRows(this.pool, this.source, {
      contributions: this.seenContributions,
      listItems: this.seenListItems,
      discTocs: this.seenDiscTocs,
    });
    this.counts.rowsSwept += deleted;
    return deleted;
  }

  /**
   * After a COMPLETE run limited by `onlyIds` to the entities of merges: deletes this source's
   * contributions, list items and TOCs under the `merged` ids (and ids of the kinds sharing them)
   * that the run did not write, what a full run's {@link sweep} would delete (every other record
   * resolves to the id it resolved to before), and marks the affected entities for re-merge.
   * @returns the number of rows deleted. @throws on database errors (nothing is deleted then).
   */
  async sweepMerged(merged: MergedIds): Promise<number> {
    const deleted = await sweepMergedRows(this.pool, this.source, merged, {
      contributions: this.seenContributions,
      listItems: this.seenListItems,
      discTocs: this.seenDiscTocs,
    });
    this.counts.rowsSwept += deleted;
    return deleted;
  }
}

export type { MergedIds } from './catalog-sweep';
