/**
 * Re-merging served documents (`entity.doc`) from contributions, crash-safely.
 *
 * A write path that changes contributions marks the touched entities with {@link markPending} in
 * its own transaction (table `entity_pending`, migration 006); {@link materializePending} then
 * re-merges them, deleting each mark in the transaction that writes its document. A crash between
 * the two leaves the marks, and the next drain (any import, retraction, change set, derive or
 * resolution run) re-merges those documents: a forced re-import, which finds its contributions
 * unchanged, no longer has to re-merge a whole kind to repair what an interrupted run left.
 *
 * That drain is the one way a served document is re-merged: every write path — imports, change
 * sets, retractions, the derived layer, resolution and curated decisions — marks, commits, and
 * calls {@link materializePending}.
 *
 * A write path that changes list items marks their owners the same way
 * ({@link markListOwnersPending}): a list is served as part of its owner (`/api/release/{id}/tracks`).
 *
 * This is where a served document actually changes, so the transaction that re-merges a batch
 * also writes its change-feed rows (`change-feed-write.ts`): `upsert` per document re-merged, even one
 * that came out the same (its lists or its sources changed: the feed lists every change of what the
 * catalog serves, and the stages that read the catalog whole learn from it that they must read it
 * again; an artist whose name, aliases or translated names changed flags its dependents), `delete`
 * or `merge` per document removed. Entities nothing changed are never marked, so a forced
 * re-import that changes nothing writes nothing.
 */
import type { Pool, PoolClient } from 'pg';
import { type EntityKind, type JsonObject, LIST_OWNER_KINDS, finalizeDocument, mergeContributions } from '@mc/catalog';
import { withTransaction } from './db';
import { type ChangeInput, recordChanges, removalChanges } from './change-feed-write';

/** Entities re-merged per transaction. */
const BATCH = 2000;

/** An entity whose contributions changed: (kind, id). */
export interface PendingEntity {
  kind: EntityKind;
  id: number;
}

/**
 * Marks entities for re-merge inside the caller's transaction (idempotent).
 * @throws on database errors (the caller's transaction is then rolled back with its writes).
 */
export async function markPending(client: PoolClient, entities: readonly PendingEntity[]): Promise<void> {
  if (!entities.length) return;
  await client.query(
    // In key order: two writers marking the same entities wait for each other in one direction only.
    `INSERT INTO entity_pending (kind, id) SELECT * FROM unnest($1::text[], $2::bigint[]) AS t(k, i) ORDER BY k, i
     ON CONFLICT DO NOTHING`,
    [entities.map((e) => e.kind), entities.map((e) => e.id)],
  );
}

/**
 * Marks the owners of list items the caller's statement changed (`list`, `owner_id` of each row,
 * from its `RETURNING`) for re-merge, in the caller's transaction (idempotent).
 * @throws on database errors (the caller's transaction is then rolled back with its writes).
 */
export async function markListOwnersPending(
  client: PoolClient,
  rows: readonly { list: string; owner_id: string | number }[],
): Promise<void> {
  const owners = new Map<string, PendingEntity>();
  for (const r of rows) {
    const kind = (LIST_OWNER_KINDS as Record<string, EntityKind | undefined>)[r.list];
    if (kind) owners.set(`${kind}:${r.owner_id}`, { kind, id: Number(r.owner_id) });
  }
  await markPending(client, [...owners.values()]);
}

/** The credited-name fields of an artist: a change to one of them changes its credits' search documents. */
const CREDITED_NAME_FIELDS = ['name', 'aliases', 'translated'];

/** Upserts documents `$3` of kind `$1`, ids `$2`, parents `$4`, where they changed, returning `returning` of each row written. */
const upsertDocuments = (returning: string) => `INSERT INTO entity (kind, id, doc, parent_id, updated_at)
   SELECT $1, i, d, p, now() FROM unnest($2::bigint[], $3::jsonb[], $4::bigint[]) AS t(i, d, p)
   ON CONFLICT (kind, id) DO UPDATE SET doc = EXCLUDED.doc, parent_id = EXCLUDED.parent_id, updated_at = now()
   WHERE entity.doc <> EXCLUDED.doc OR entity.parent_id IS DISTINCT FROM EXCLUDED.parent_id
   RETURNING ${returning}`;

/** {@link upsertDocuments}: the ids written, none `renamed`. */
const UPSERT_DOCUMENTS = upsertDocuments('id, false AS renamed');

/**
 * {@link upsertDocuments} for artists, each written id with `renamed`: one of fields `$5` changed
 * (`old` reads the documents as they were before the upsert: one snapshot for the statement). Only
 * an artist's credited names flag dependents, so other kinds skip reading their old documents.
 */
const UPSERT_ARTISTS = `WITH old AS (SELECT id, doc FROM entity WHERE kind = $1 AND id = ANY($2::bigint[])),
   up AS (${upsertDocuments('id, doc')})
   SELECT up.id, EXISTS (SELECT 1 FROM unnest($5::text[]) f WHERE old.doc -> f IS DISTINCT FROM up.doc -> f) AS renamed
     FROM up LEFT JOIN old USING (id)`;

/**
 * Rebuilds `entity.doc` of `ids` (one kind) from their contributions with `client`, in the
 * caller's transaction: merged by source priority (`mergeContributions`), then
 * `finalizeDocument`; an id with no contribution left is deleted; an unchanged document is not
 * rewritten. @returns how many documents were merged (deleted ones not counted) and the change-feed
 * rows of every one of them (`change-feed-write.ts`: an `upsert` even for a document that came out the
 * same, whose lists or sources changed; `renamed` artists flag dependents).
 */
async function materializeWith(
  client: PoolClient,
  kind: EntityKind,
  ids: number[],
): Promise<{ merged: number; changes: ChangeInput[] }> {
  if (!ids.length) return { merged: 0, changes: [] };
  const { rows } = await client.query<{ id: string; source: string; doc: { doc: JsonObject; parent: number | null } }>(
    'SELECT id, source, doc FROM contribution WHERE kind = $1 AND id = ANY($2::bigint[])',
    [kind, ids],
  );
  const byId = new Map<number, { source: string; doc: JsonObject; parent: number | null }[]>();
  for (const r of rows) {
    const id = Number(r.id);
    const list = byId.get(id);
    const c = { source: r.source, doc: r.doc.doc, parent: r.doc.parent };
    if (list) list.push(c);
    else byId.set(id, [c]);
  }
  const orphaned = ids.filter((id) => !byId.has(id));
  const deleted = orphaned.length
    ? (
        await client.query<{ id: string }>('DELETE FROM entity WHERE kind = $1 AND id = ANY($2::bigint[]) RETURNING id', [
          kind,
          orphaned,
        ])
      ).rows.map((r) => Number(r.id))
    : [];
  const merged = [...byId].map(([id, cs]) => ({
    id,
    doc: finalizeDocument(kind, { ...mergeContributions(cs), id }),
    parent: cs.find((c) => c.parent !== null)?.parent ?? null,
  }));
  const written = await client.query<{ id: string; renamed: boolean }>(kind === 'artist' ? UPSERT_ARTISTS : UPSERT_DOCUMENTS, [
    kind,
    merged.map((m) => m.id),
    merged.map((m) => JSON.stringify(m.doc)),
    merged.map((m) => m.parent),
    ...(kind === 'artist' ? [CREDITED_NAME_FIELDS] : []),
  ]);
  const renamed = new Set(written.rows.filter((r) => r.renamed).map((r) => Number(r.id)));
  const changes: ChangeInput[] = [
    ...merged.map((m) => ({ kind, id: m.id, op: 'upsert' as const, dependents: renamed.has(m.id) })),
    ...(await removalChanges(client, kind, deleted)),
  ];
  return { merged: merged.length, changes };
}

/** Drains the marks of one kind (one drainer of {@link materializePending}). */
async function drainKind(pool: Pool, kind: EntityKind): Promise<number> {
  let n = 0;
  for (let after = 0; ;) {
    const drained = await withTransaction(pool, async (client) => {
      const { rows } = await client.query<{ id: string }>(
        // `= ANY(ARRAY(…))`: always the primary-key index, whatever the statistics say of a table
        // that fills and empties within one import (an `IN (…)` semi-join was planned as a nested
        // loop over every mark once: 20 s a batch).
        `DELETE FROM entity_pending WHERE kind = $1 AND id = ANY(ARRAY(
           SELECT id FROM entity_pending WHERE kind = $1 AND id > $2 ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED))
         RETURNING id`,
        [kind, after, BATCH],
      );
      const ids = rows.map((r) => Number(r.id));
      if (!ids.length) return null;
      const { merged, changes } = await materializeWith(client, kind, ids);
      // The transaction's last statement: the feed rows of the documents that changed.
      await recordChanges(client, changes);
      return { merged, last: Math.max(...ids) };
    });
    if (!drained) return n;
    n += drained.merged;
    after = drained.last;
  }
}

/** Told where a write's time goes: `lap(stage)` closes the stage that ran since the last lap. */
export interface StageLaps {
  lap(stage: string): void;
}

/**
 * The drain of a few marks ({@link materializePending}): ONE transaction per {@link BATCH} marks,
 * every kind at once (what a change set's batch or a curated decision marked: a few dozen
 * entities of two or three kinds), where the drain by kind takes two transactions per kind at
 * least. `laps` is told of `materialize` (marks taken, documents merged and written), `feed`
 * (feed rows) and `commit`.
 */
async function drainTogether(pool: Pool, laps?: StageLaps): Promise<number> {
  let n = 0;
  for (;;) {
    const drained = await withTransaction(pool, async (client) => {
      const { rows } = await client.query<{ kind: EntityKind; id: string }>(
        `DELETE FROM entity_pending p USING (
           SELECT kind, id FROM entity_pending ORDER BY kind, id LIMIT $1 FOR UPDATE SKIP LOCKED) t
         WHERE p.kind = t.kind AND p.id = t.id RETURNING p.kind, p.id`,
        [BATCH],
      );
      // Nothing to drain (another drain holds this caller's marks, or none were left): an id makes
      // this commit write a record, so its synchronous flush covers the caller's earlier writes
      // committed without one (`CatalogWriterOptions.asyncCommit`).
      if (!rows.length) await client.query('SELECT txid_current()');
      const byKind = new Map<EntityKind, number[]>();
      for (const r of rows) (byKind.get(r.kind) ?? byKind.set(r.kind, []).get(r.kind)!).push(Number(r.id));
      let merged = 0;
      const changes: ChangeInput[] = [];
      for (const [kind, ids] of [...byKind].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
        const m = await materializeWith(
          client,
          kind,
          ids.sort((a, b) => a - b),
        );
        merged += m.merged;
        changes.push(...m.changes);
      }
      laps?.lap('materialize');
      await recordChanges(client, changes);
      laps?.lap('feed');
      return { merged, full: rows.length === BATCH };
    });
    laps?.lap('commit');
    n += drained.merged;
    if (!drained.full) return n;
  }
}

/** How {@link materializePending} drains. */
export interface MaterializeOptions {
  /** Drainers at once of a large drain (default 2: one merges in Node while another's statements run in PostgreSQL). */
  concurrency?: number;
  /**
   * Refresh the planner statistics of `entity_pending` before a large drain (default true: it fills
   * and empties within one import); a small write (a change set over HTTP, a settled merge) passes false.
   */
  analyze?: boolean;
  /** Told where a small drain's time goes, batch by batch (a change set's stage clock). */
  laps?: StageLaps;
}

/**
 * Drains `entity_pending`: re-merges every marked entity and writes the change feed of the
 * documents re-merged, in the transactions that delete their marks. A mark another drain holds is
 * skipped (`FOR UPDATE SKIP LOCKED`: it is that drain's). Up to {@link BATCH} marks (a change set,
 * a curated decision, a derive turn) drain in ONE transaction for every kind at once; more (an
 * import) kind by kind, {@link BATCH} per transaction in id order with a keyset cursor (so deleted
 * marks are never scanned again), {@link MaterializeOptions.concurrency} drainers taking disjoint
 * batches; a mark added behind a cursor meanwhile is left for the next drain (the writer that
 * added it drains after its own batches). Its commits wait for the WAL flush, also when there was
 * nothing to drain: a caller's writes committed before it without waiting
 * (`CatalogWriterOptions.asyncCommit`) are durable on return.
 * @returns how many documents were merged. @throws on database errors (the batch's marks stay).
 */
export async function materializePending(pool: Pool, opts: MaterializeOptions = {}): Promise<number> {
  const marks = await pool.query<{ n: string }>('SELECT count(*) AS n FROM (SELECT 1 FROM entity_pending LIMIT $1) t', [
    BATCH + 1,
  ]);
  if (Number(marks.rows[0]!.n) <= BATCH) return drainTogether(pool, opts.laps);
  const concurrency = opts.concurrency ?? 2;
  // The table fills and empties within one import: plan the drain on its size now (a few ms).
  if (opts.analyze ?? true) await pool.query('ANALYZE entity_pending');
  const kinds = await pool.query<{ kind: EntityKind }>('SELECT DISTINCT kind FROM entity_pending ORDER BY kind');
  let n = 0;
  for (const { kind } of kinds.rows) {
    const counts = await Promise.all(Array.from({ length: concurrency }, () => drainKind(pool, kind)));
    n += counts.reduce((a, b) => a + b, 0);
  }
  return n;
}
