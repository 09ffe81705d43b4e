/**
 * What the search indexer reads from the store: served documents of one kind in id order (keyset
 * pages, so memory stays bounded whatever the catalog size), documents by id, entity counts and
 * the popularity scores of the search prior. Typed results; ids are numbers.
 */
import type { Pool } from 'pg';
import type { EntityKind, JsonObject } from '@mc/catalog';
import { creditsPathChunks } from './credits-path';

/** A served document as stored (`entity.doc`), with its numeric `id`. */
export type StoredDoc = JsonObject & { id: number };

/** Number of served documents of `kind`. */
export async function countEntities(pool: Pool, kind: EntityKind): Promise<number> {
  const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM entity WHERE kind = $1', [kind]);
  return Number(rows[0]!.n);
}

/** Up to `limit` documents of `kind` with id > `afterId`, in id order (one keyset page). */
export async function entityPage(pool: Pool, kind: EntityKind, afterId: number, limit: number): Promise<StoredDoc[]> {
  const { rows } = await pool.query<{ doc: StoredDoc }>(
    'SELECT doc FROM entity WHERE kind = $1 AND id > $2 ORDER BY id LIMIT $3',
    [kind, afterId, limit],
  );
  return rows.map((r) => r.doc);
}

/** Documents of `kind` for `ids` (all of the kind when `ids` is undefined; missing ids are absent). */
export async function entityDocs(pool: Pool, kind: EntityKind, ids?: number[]): Promise<StoredDoc[]> {
  const { rows } = ids
    ? await pool.query<{ doc: StoredDoc }>('SELECT doc FROM entity WHERE kind = $1 AND id = ANY($2::bigint[])', [kind, ids])
    : await pool.query<{ doc: StoredDoc }>('SELECT doc FROM entity WHERE kind = $1', [kind]);
  return rows.map((r) => r.doc);
}

/**
 * `global.score` (0..100) of the popularity documents of `kind` (`artist_popularity`,
 * `recording_popularity`), of `ids` or all. @returns id → score (documents without one are absent).
 */
export async function popularityScores(pool: Pool, kind: EntityKind, ids?: number[]): Promise<Map<number, number>> {
  const { rows } = await pool.query<{ id: string; score: number | null }>(
    `SELECT id, (doc->'global'->>'score')::float8 AS score FROM entity WHERE kind = $1 ${ids ? 'AND id = ANY($2::bigint[])' : ''}`,
    ids ? [kind, ids] : [kind],
  );
  return new Map(rows.filter((r) => r.score !== null).map((r) => [Number(r.id), r.score!]));
}

/** Kinds whose documents credit artists (`artists[].id`, albums `artists[].id_artist`). */
export const CREDITING_KINDS = ['recording', 'album', 'release', 'show'] as const;

/**
 * Documents of {@link CREDITING_KINDS} that credit one of `artistIds` (what an artist's rename
 * re-indexes: their credit fields carry its names), through the GIN index on `doc->'artists'`
 * (migration 007, {@link creditsPathChunks}): one index scan per chunk of artists, not a scan of the catalog.
 * @returns kind → ids (each id once). @throws on database errors.
 */
export async function creditingDocuments(pool: Pool, artistIds: readonly number[]): Promise<Map<EntityKind, number[]>> {
  const out = new Map<EntityKind, number[]>();
  if (!artistIds.length) return out;
  const seen = new Set<string>();
  for (const { path } of creditsPathChunks(artistIds, ['id', 'id_artist'])) {
    const { rows } = await pool.query<{ kind: EntityKind; id: string }>(
      `SELECT e.kind, e.id FROM entity e WHERE e.doc -> 'artists' @@ $1::jsonpath AND e.kind = ANY($2::text[])`,
      [path, CREDITING_KINDS],
    );
    for (const r of rows) {
      if (seen.has(`${r.kind}:${r.id}`)) continue;
      seen.add(`${r.kind}:${r.id}`);
      (out.get(r.kind) ?? out.set(r.kind, []).get(r.kind)!).push(Number(r.id));
    }
  }
  return out;
}
