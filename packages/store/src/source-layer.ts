/**
 * A source as a layer of the catalog: the real strings a catalog generator samples from (every
 * source but the generator's own), and the removal of everything one source brought in one call
 * (`catalog generate --remove`).
 */
import type { Pool } from 'pg';
import type { EntityKind } from '@mc/catalog';
import { withTransaction } from './db';
import { markListOwnersPending, materializePending } from './entity-materializer';
import { recordChanges, removalChanges } from './change-feed-write';

/** A real recording as the generator sees it: title, credits in order, duration, year. */
export interface RecordingSample {
  title: string;
  credits: { name: string; type: 'MAIN' | 'FEAT' }[];
  /** `HH:MM:SS`, or null when unknown. */
  duration: string | null;
  year: number | null;
}

/** A real artist as the generator sees it: name, type (`Person`, `Group`…, or null) and alias texts. */
export interface ArtistSample {
  name: string;
  type: string | null;
  aliases: string[];
}

/** Entities `excludeSource` contributed to (a generator never samples its own output). */
const NOT_FROM = `NOT EXISTS (SELECT 1 FROM contribution c WHERE c.kind = e.kind AND c.id = e.id AND c.source = $1)`;

/**
 * Served recordings that `excludeSource` did not contribute to, in id order (deterministic for a
 * given store). Memory: one small object per real recording (about 200 bytes each).
 */
export async function realRecordingSamples(pool: Pool, excludeSource: string): Promise<RecordingSample[]> {
  const { rows } = await pool.query<{
    title: string;
    credits: RecordingSample['credits'] | null;
    duration: string | null;
    year: number | null;
  }>(
    `SELECT e.doc->>'title' AS title,
            (SELECT jsonb_agg(jsonb_build_object('name', a->>'name', 'type', coalesce(a->>'type', 'MAIN')))
               FROM jsonb_array_elements(coalesce(e.doc->'artists', '[]'::jsonb)) a WHERE a->>'name' IS NOT NULL) AS credits,
            e.doc->>'duration' AS duration,
            CASE WHEN jsonb_typeof(e.doc->'year') = 'number' THEN (e.doc->>'year')::int END AS year
       FROM entity e WHERE e.kind = 'recording' AND e.doc->>'title' IS NOT NULL AND ${NOT_FROM} ORDER BY e.id`,
    [excludeSource],
  );
  return rows.map((r) => ({ title: r.title, credits: r.credits ?? [], duration: r.duration, year: r.year }));
}

/** Served artists that `excludeSource` did not contribute to, in id order. */
export async function realArtistSamples(pool: Pool, excludeSource: string): Promise<ArtistSample[]> {
  const { rows } = await pool.query<{ name: string; type: string | null; aliases: string[] | null }>(
    `SELECT e.doc->>'name' AS name, e.doc->>'type' AS type,
            ARRAY(SELECT a->>'alias' FROM jsonb_array_elements(coalesce(e.doc->'aliases', '[]'::jsonb)) a
                   WHERE a->>'alias' IS NOT NULL) AS aliases
       FROM entity e WHERE e.kind = 'artist' AND e.doc->>'name' IS NOT NULL AND ${NOT_FROM} ORDER BY e.id`,
    [excludeSource],
  );
  return rows.map((r) => ({ name: r.name, type: r.type, aliases: r.aliases ?? [] }));
}

/** Outcome of {@link removeSource}. */
export interface RemoveSourceResult {
  /** Contribution rows deleted. */
  contributions: number;
  /** Served entities deleted (no other source contributed to them). */
  entitiesDeleted: number;
  /** Entities another source also contributed to, re-merged without this source. */
  entitiesRemerged: number;
  /** List items, CD TOCs, id map rows and import runs of the source deleted. */
  otherRows: number;
}

/**
 * Removes everything `source` brought: its contributions, list items, TOCs, id map rows and import
 * runs; entities only it contributed to are deleted, the others re-merged. Set-based SQL (one pass
 * per table), so it stays fast for millions of rows. Search indices are rebuilt separately
 * (`catalog index --if-stale`). Idempotent: a second call removes nothing.
 */
export async function removeSource(pool: Pool, source: string): Promise<RemoveSourceResult> {
  const result = await withTransaction(pool, async (client) => {
    await client.query(`CREATE TEMP TABLE touched ON COMMIT DROP AS SELECT kind, id FROM contribution WHERE source = $1`, [
      source,
    ]);
    const contributions = (await client.query('DELETE FROM contribution WHERE source = $1', [source])).rowCount ?? 0;
    const removed = await client.query<{ kind: EntityKind; id: string }>(
      `DELETE FROM entity e USING touched t WHERE e.kind = t.kind AND e.id = t.id
         AND NOT EXISTS (SELECT 1 FROM contribution c WHERE c.kind = e.kind AND c.id = e.id)
       RETURNING e.kind, e.id`,
    );
    const entitiesDeleted = removed.rows.length;
    // The entities another source still contributes to are marked for re-merge (entity-materializer).
    const shared = await client.query<{ n: string }>(
      `WITH shared AS (
         SELECT t.kind, t.id FROM touched t WHERE EXISTS (SELECT 1 FROM contribution c WHERE c.kind = t.kind AND c.id = t.id)),
       marked AS (INSERT INTO entity_pending (kind, id) SELECT kind, id FROM shared ON CONFLICT DO NOTHING)
       SELECT count(*) AS n FROM shared`,
    );
    const lists = await client.query<{ list: string; owner_id: string }>(
      'DELETE FROM list_item WHERE source = $1 RETURNING list, owner_id',
      [source],
    );
    // The owners of its list items that are left (another source's entities) are re-merged too.
    await markListOwnersPending(client, lists.rows);
    let otherRows = lists.rowCount ?? 0;
    for (const table of ['disc_toc', 'id_map', 'import_run'])
      otherRows += (await client.query(`DELETE FROM ${table} WHERE source = $1`, [source])).rowCount ?? 0;
    const byKind = new Map<EntityKind, number[]>();
    for (const r of removed.rows) byKind.set(r.kind, [...(byKind.get(r.kind) ?? []), Number(r.id)]);
    const changes = [];
    for (const [kind, ids] of byKind) changes.push(...(await removalChanges(client, kind, ids)));
    // The transaction's last statement: the change-feed rows of the deleted documents.
    await recordChanges(client, changes);
    return { contributions, entitiesDeleted, entitiesRemerged: Number(shared.rows[0]!.n), otherRows };
  });
  await materializePending(pool);
  return result;
}
