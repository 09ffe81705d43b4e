/**
 * Store side of cross-source entity resolution (the stage in `packages/resolution/src`): reading
 * the served documents that resolution compares, recording merges (table `entity_merge`, migration
 * 004) by re-pointing `id_map` rows, undoing them, and the vetoes an undo leaves behind.
 *
 * A merge of `mergedId` into `survivingId` moves every `id_map` row of `mergedId` to `survivingId`:
 * the next (forced) import of the sources those rows belong to (and of the sources that link to
 * them) writes those records' contributions under the surviving id and sweeps what was left under
 * the merged one. Merges are recorded once and never re-decided,
 * so a re-import keeps ids where they are.
 */
import type { Pool, PoolClient } from 'pg';
import type { EntityKind, JsonObject } from '@mc/catalog';
import { withTransaction } from '../db';
import { materializePending } from '../entity-materializer';
import { type ChangeInput, recordChanges } from '../change-feed-write';
import { entityKeyOf } from '../catalog-writer';
import { type EntityEvidenceRow, collectPages, entityEvidencePages } from '../catalog-pages';

/** A merge decided by resolution. */
export interface EntityMergeInput {
  kind: EntityKind;
  mergedId: number;
  survivingId: number;
  /** The rule that decided, e.g. `artist:shared-external-id`. */
  rule: string;
  /** Human-readable evidence (JSON). */
  evidence: JsonObject;
}

/** A recorded merge. */
export interface EntityMergeRecord extends EntityMergeInput {
  /** `[source, source_key]` of every `id_map` row the merge re-pointed. */
  movedKeys: [string, string][];
  createdAt: Date;
}

/**
 * Served documents of every entity of `kind` with their contribution sources, by id.
 * @throws on database errors.
 */
export async function loadEntityEvidence(pool: Pool, kind: EntityKind): Promise<EntityEvidenceRow[]> {
  return collectPages(entityEvidencePages(pool, kind));
}

/**
 * Records merges not recorded yet and re-points their `id_map` rows, in one transaction. A merge
 * whose surviving id was itself merged earlier follows the chain; merges already pointing at a
 * merged id are re-pointed to the new survivor (so every record names a live id). Writes a `merge`
 * change-feed row per merged id, re-pointed ones included (`change-feed-write.ts`).
 * @returns the merges newly recorded.
 * @throws on database errors (nothing is written).
 */
export async function applyEntityMerges(pool: Pool, merges: EntityMergeInput[]): Promise<EntityMergeInput[]> {
  if (!merges.length) return [];
  return withTransaction(pool, (client) => applyEntityMergesIn(client, merges));
}

/**
 * {@link applyEntityMerges} inside the caller's transaction (a curated merge records its decision
 * in the same one). @returns the merges newly recorded. @throws on database errors.
 */
export async function applyEntityMergesIn(client: PoolClient, merges: EntityMergeInput[]): Promise<EntityMergeInput[]> {
  const applied: EntityMergeInput[] = [];
  const changes: ChangeInput[] = [];
  for (const m of merges) {
    if (m.mergedId === m.survivingId) continue;
    const known = await client.query('SELECT 1 FROM entity_merge WHERE kind = $1 AND merged_id = $2', [m.kind, m.mergedId]);
    if (known.rowCount) continue;
    const moved = await client.query<{ source: string; source_key: string }>(
      `UPDATE id_map SET id = $3 WHERE kind = $1 AND id = $2 RETURNING source, source_key`,
      [m.kind, m.mergedId, m.survivingId],
    );
    await client.query(
      `INSERT INTO entity_merge (kind, merged_id, surviving_id, rule, evidence, moved_keys)
         VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        m.kind,
        m.mergedId,
        m.survivingId,
        m.rule,
        JSON.stringify(m.evidence),
        JSON.stringify(moved.rows.map((r) => [r.source, r.source_key]).sort()),
      ],
    );
    const repointed = await client.query<{ merged_id: string }>(
      'UPDATE entity_merge SET surviving_id = $3 WHERE kind = $1 AND surviving_id = $2 RETURNING merged_id',
      [m.kind, m.mergedId, m.survivingId],
    );
    applied.push(m);
    // A lookup of the merged id (and of ids merged into it before) now answers with the survivor.
    for (const id of [m.mergedId, ...repointed.rows.map((r) => Number(r.merged_id))])
      changes.push({ kind: m.kind, id, op: 'merge', mergedInto: m.survivingId, dependents: m.kind === 'artist' });
  }
  // The transaction's last statement: the change-feed rows of the merges.
  await recordChanges(client, changes);
  return applied;
}

type MergeRow = {
  kind: EntityKind;
  merged_id: string;
  surviving_id: string;
  rule: string;
  evidence: JsonObject;
  moved_keys: [string, string][];
  created_at: Date;
};

const toRecord = (r: MergeRow): EntityMergeRecord => ({
  kind: r.kind,
  mergedId: Number(r.merged_id),
  survivingId: Number(r.surviving_id),
  rule: r.rule,
  evidence: r.evidence,
  movedKeys: r.moved_keys,
  createdAt: r.created_at,
});

/** Every recorded merge (of one kind when given), by kind and merged id. @throws on database errors. */
export async function listEntityMerges(pool: Pool, kind?: EntityKind): Promise<EntityMergeRecord[]> {
  const { rows } = await pool.query<MergeRow>(
    `SELECT kind, merged_id, surviving_id, rule, evidence, moved_keys, created_at FROM entity_merge
      WHERE $1::text IS NULL OR kind = $1 ORDER BY kind, merged_id`,
    [kind ?? null],
  );
  return rows.map(toRecord);
}

/**
 * Undoes one merge: its moved `id_map` rows point at the merged id again, the record is deleted and
 * the pair is vetoed so resolution never merges it again. Takes effect on the next forced import.
 * Writes a change-feed row of the merged id: `upsert` when it still has its own document, else
 * `delete` (the re-import that writes it back adds an `upsert`).
 * @returns the undone merge, or null when (kind, mergedId) was not merged.
 * @throws on database errors.
 */
export async function undoEntityMerge(pool: Pool, kind: EntityKind, mergedId: number): Promise<EntityMergeRecord | null> {
  return withTransaction(pool, async (client) => {
    const { rows } = await client.query<MergeRow>(
      `DELETE FROM entity_merge WHERE kind = $1 AND merged_id = $2
       RETURNING kind, merged_id, surviving_id, rule, evidence, moved_keys, created_at`,
      [kind, mergedId],
    );
    if (!rows[0]) return null;
    const rec = toRecord(rows[0]);
    await client.query(
      `UPDATE id_map m SET id = $2 FROM jsonb_array_elements($3::jsonb) AS k(pair)
        WHERE m.kind = $1 AND m.source = k.pair->>0 AND m.source_key = k.pair->>1`,
      [kind, mergedId, JSON.stringify(rec.movedKeys)],
    );
    await client.query(
      `INSERT INTO entity_merge_veto (kind, id_a, id_b) VALUES ($1, least($2::bigint, $3::bigint), greatest($2::bigint, $3::bigint))
       ON CONFLICT DO NOTHING`,
      [kind, mergedId, rec.survivingId],
    );
    // The merged id answers with its own document again, or 404 until the re-import writes it.
    const own = await client.query('SELECT 1 FROM entity WHERE kind = $1 AND id = $2', [kind, mergedId]);
    await recordChanges(client, [{ kind, id: mergedId, op: own.rowCount ? 'upsert' : 'delete', dependents: kind === 'artist' }]);
    return rec;
  });
}

/** Vetoed pairs of `kind` as `"<lower id>:<higher id>"` keys. @throws on database errors. */
export async function loadMergeVetoes(pool: Pool, kind: EntityKind): Promise<Set<string>> {
  const { rows } = await pool.query<{ id_a: string; id_b: string }>('SELECT id_a, id_b FROM entity_merge_veto WHERE kind = $1', [
    kind,
  ]);
  return new Set(rows.map((r) => `${r.id_a}:${r.id_b}`));
}

/**
 * Recorded merges whose merged id still has a served document: the re-import that writes its
 * records under the surviving id has not completed yet (e.g. it failed). With `sources`, only
 * those whose merged id still has a contribution of one of them (what re-importing them settles).
 * @throws on database errors.
 */
export async function countUnsettledMerges(pool: Pool, sources?: readonly string[]): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(
    sources
      ? `SELECT count(*) AS n FROM entity_merge m WHERE EXISTS
           (SELECT 1 FROM contribution c WHERE c.kind = m.kind AND c.id = m.merged_id AND c.source = ANY($1::text[]))`
      : `SELECT count(*) AS n FROM entity_merge m WHERE EXISTS (SELECT 1 FROM entity e WHERE e.kind = m.kind AND e.id = m.merged_id)`,
    sources ? [sources] : [],
  );
  return Number(rows[0]!.n);
}

/**
 * After a forced re-import of an incremental source (a catalog file, the Genius layer, the
 * generated layer: their runs never sweep), deletes what the source left under merged ids whose
 * surviving id now has a contribution of that source (the re-import wrote the record there), and
 * re-merges those documents (marked pending in the same transaction: `entity-materializer.ts`). A
 * contribution under a merged id that the re-import did not rewrite (a record of an earlier file)
 * is kept.
 * @returns the contributions deleted. @throws on database errors.
 */
export async function settleMergedContributions(pool: Pool, source: string): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(
    `WITH gone AS (
       DELETE FROM contribution c USING entity_merge m
        WHERE c.source = $1 AND c.kind = m.kind AND c.id = m.merged_id
          AND EXISTS (SELECT 1 FROM contribution s WHERE s.kind = m.kind AND s.id = m.surviving_id AND s.source = $1)
       RETURNING c.kind, c.id, m.surviving_id),
     marked AS (
       INSERT INTO entity_pending (kind, id)
       SELECT kind, id FROM gone UNION SELECT kind, surviving_id FROM gone
       ON CONFLICT DO NOTHING)
     SELECT count(*) AS n FROM gone`,
    [source],
  );
  const deleted = Number(rows[0]!.n);
  if (deleted) await materializePending(pool);
  return deleted;
}

/** The merges one resolution run recorded, as far as re-importing is concerned. */
export interface MergeReimportGroup {
  /** Sources whose `id_map` rows these merges re-pointed or that still contribute under a merged id. */
  sources: string[];
  /** Sources with a finished import run started after these merges were recorded. */
  reimportedSince: string[];
}

/**
 * Recorded merges grouped by the resolution run (transaction) that recorded them, with the
 * sources they concern and those re-imported since: what `sourcesToReimport` (indexer
 * `resolution/reimport-plan.ts`) needs to re-import only what a merge touched, and to finish what
 * an interrupted run left (its state is all here, nothing is kept in memory between runs).
 * @throws on database errors.
 */
export async function mergeReimportGroups(pool: Pool): Promise<MergeReimportGroup[]> {
  const { rows } = await pool.query<{ sources: string[]; reimported: string[] | null }>(
    `WITH concerned AS (
       SELECT m.created_at, k.pair->>0 AS source FROM entity_merge m, jsonb_array_elements(m.moved_keys) AS k(pair)
       UNION
       SELECT m.created_at, c.source FROM entity_merge m JOIN contribution c ON c.kind = m.kind AND c.id = m.merged_id)
     SELECT array_agg(DISTINCT g.source ORDER BY g.source) AS sources,
            (SELECT array_agg(DISTINCT r.source ORDER BY r.source) FROM import_run r
              WHERE r.finished_at IS NOT NULL AND r.started_at > g.created_at) AS reimported
       FROM concerned g GROUP BY g.created_at ORDER BY g.created_at`,
  );
  return rows.map((r) => ({ sources: r.sources, reimportedSince: r.reimported ?? [] }));
}

/** What a forced re-import of one source after merges rewrites ({@link mergesToRewrite}). */
export interface MergeRewrite {
  /** The surviving and merged entities (keys of `entityKeyOf`): `CatalogWriterOptions.onlyIds`. */
  entities: Set<string>;
  /** The merged ids by kind: what `CatalogWriter.sweepMerged` sweeps. */
  merged: Map<EntityKind, number[]>;
}

/**
 * What a forced re-import of `source` after merges must rewrite: the recorded merges that no
 * finished import run of `source` started after (all of them when it has none); with
 * `servedChanges` (a source that reads other sources' documents to link to them: `dependsOn`), also
 * every entity whose served document changed since the first of those merges was recorded (the
 * change feed: the merges' own rows and what the re-imports in their wake rewrote), as a full
 * re-import would read them anew. A source the re-import plan (`sourcesToReimport`) picks for the
 * merges links to their ids itself or through a source it depends on; the others' records are
 * untouched by the limited run.
 * @returns null when the change feed no longer holds every change since then (pruned): then only a
 *   full re-import is safe.
 * @throws on database errors.
 */
export async function mergesToRewrite(pool: Pool, source: string, servedChanges = false): Promise<MergeRewrite | null> {
  const { rows } = await pool.query<{ kind: EntityKind; merged_id: string; surviving_id: string; created_at: Date }>(
    `SELECT m.kind, m.merged_id, m.surviving_id, m.created_at FROM entity_merge m
      WHERE NOT EXISTS (SELECT 1 FROM import_run r
                         WHERE r.source = $1 AND r.finished_at IS NOT NULL AND r.started_at > m.created_at)
      ORDER BY m.kind, m.merged_id`,
    [source],
  );
  const out: MergeRewrite = { entities: new Set(), merged: new Map() };
  for (const r of rows) {
    out.entities.add(entityKeyOf(r.kind, Number(r.merged_id))).add(entityKeyOf(r.kind, Number(r.surviving_id)));
    out.merged.set(r.kind, [...(out.merged.get(r.kind) ?? []), Number(r.merged_id)]);
  }
  if (!servedChanges || !rows.length) return out;
  const since = new Date(Math.min(...rows.map((r) => r.created_at.getTime())));
  const changed = await servedChangesSince(pool, since);
  if (!changed) return null;
  for (const k of changed) out.entities.add(k);
  return out;
}

/**
 * Entities (keys of `entityKeyOf`) with a change-feed row at or after `since`; null when rows of
 * that time may have been pruned from the feed. @throws on database errors.
 */
async function servedChangesSince(pool: Pool, since: Date): Promise<Set<string> | null> {
  const complete = await pool.query<{ ok: boolean }>(
    `SELECT (SELECT pruned_through FROM change_feed_state) = 0
         OR EXISTS (SELECT 1 FROM change_feed WHERE at < $1) AS ok`,
    [since],
  );
  if (!complete.rows[0]?.ok) return null;
  const { rows } = await pool.query<{ kind: EntityKind; id: string }>(
    'SELECT DISTINCT kind, id FROM change_feed WHERE at >= $1',
    [since],
  );
  return new Set(rows.map((r) => entityKeyOf(r.kind, Number(r.id))));
}
