/**
 * Re-pointing credits from one artist id to another, and the undoing of a merge that resolution
 * (the model) decided, at once, for a curated keep-apart (`curated-decisions.ts`, docs/curation.md).
 *
 * A model merge of M into S re-pointed M's `id_map` rows (its `moved_keys`) to S, and the imports
 * since wrote those records' contributions under S. For every source of those keys that holds **no
 * other record of S**, what that source contributes under S is M's and nothing else, so it can go
 * back without re-reading the source: its `id_map` rows, its contributions of S and of the kinds
 * sharing artist ids (`artist_popularity`), its list items owned by S, and every credit of S in a
 * contribution of that source (recordings, releases, shows, albums). A source that also holds S's
 * own record cannot tell which of its credits were M's from the store alone: such an undo needs
 * that source read again (`catalog resolve --undo`, effective at its next import), and is refused.
 */
import { createHash } from 'node:crypto';
import type { PoolClient } from 'pg';
import { type JsonObject, LIST_OWNER_KINDS, kindsSharingIds } from '@mc/catalog';
import { creditsPath } from '../credits-path';
import { markPending } from '../entity-materializer';
import { CREDIT_FIELDS, type ModelUnmergeChange, type RewrittenCredit } from './curated-decision-reads';

/** The `entity_merge.rule` of a curated merge. */
export const CURATED_MERGE_RULE = 'curated:merge';

/** Lists an artist owns (`artist_albums`, biographies, pictures). */
const ARTIST_LISTS = Object.entries(LIST_OWNER_KINDS).flatMap(([list, kind]) => (kind === 'artist' ? [list] : []));

/** A model merge that the store alone cannot undo (a source holds records of both artists): HTTP 409. */
export class UnmergeNeedsReimportError extends Error {
  constructor(
    readonly mergedId: number,
    readonly survivingId: number,
    readonly sources: string[],
  ) {
    super(
      `artist ${mergedId} was merged into ${survivingId} by resolution, and ${sources.join(', ')} holds records of both: ` +
        `undo that merge with a re-import (catalog resolve --undo artist:${mergedId})`,
    );
  }
}

/**
 * Re-points the credits of `from` to `to` in every contribution crediting `from` (found through
 * the served documents' credits index), or, with `only`, at exactly those slots, or, with
 * `sources`, in the contributions of those sources only. The rewritten contribution's hash is
 * marked `curated:` so the next import writes its own version again.
 * @returns the contributions rewritten and their slots. @throws on database errors.
 */
export async function repointCredits(
  client: PoolClient,
  from: number,
  to: number,
  only?: RewrittenCredit[],
  sources?: readonly string[],
): Promise<RewrittenCredit[]> {
  const done: RewrittenCredit[] = [];
  for (const { kind, key } of CREDIT_FIELDS) {
    const targets = only ? only.filter((c) => c.kind === kind) : undefined;
    if (targets && !targets.length) continue;
    const path = creditsPath([from], [key]);
    const { rows } = targets
      ? await client.query<{ id: string; source: string; doc: { doc: { artists?: JsonObject[] } } }>(
          `SELECT id, source, doc FROM contribution WHERE kind = $1 AND (id, source) IN
             (SELECT * FROM unnest($2::bigint[], $3::text[])) FOR UPDATE`,
          [kind, targets.map((t) => t.id), targets.map((t) => t.source)],
        )
      : await client.query<{ id: string; source: string; doc: { doc: { artists?: JsonObject[] } } }>(
          `SELECT c.id, c.source, c.doc FROM contribution c
            WHERE c.kind = $1 AND c.id IN (SELECT e.id FROM entity e WHERE e.kind = $1 AND e.doc -> 'artists' @@ $2::jsonpath)
              AND c.doc -> 'doc' -> 'artists' @@ $2::jsonpath AND ($3::text[] IS NULL OR c.source = ANY($3::text[])) FOR UPDATE`,
          [kind, path, sources ?? null],
        );
    for (const r of rows) {
      const artists = r.doc.doc.artists ?? [];
      const wanted = targets?.find((t) => t.id === Number(r.id) && t.source === r.source)?.slots;
      const slots = artists.flatMap((a, i) => (a[key] === from && (!wanted || wanted.includes(i)) ? [i] : []));
      if (!slots.length) continue;
      for (const i of slots) artists[i] = { ...artists[i], [key]: to };
      const text = JSON.stringify(r.doc);
      await client.query('UPDATE contribution SET doc = $4::jsonb, doc_hash = $5 WHERE kind = $1 AND id = $2 AND source = $3', [
        kind,
        r.id,
        r.source,
        text,
        `curated:${createHash('sha1').update(text).digest('hex')}`,
      ]);
      done.push({ kind, id: Number(r.id), source: r.source, slots });
    }
  }
  return done;
}

/**
 * Undoes the model's merge of artist `mergedId` in the caller's transaction (module doc): the merge
 * record is deleted, what its sources contribute under the survivor moves back, and the touched
 * documents are marked for re-merge (the caller drains them after COMMIT; the re-merge writes the
 * change feed: an `upsert` of the merged id, served again, and of every re-credited document).
 * The caller records the veto that keeps resolution from merging the pair again.
 * @returns what moved, or null when `mergedId` is not merged or was merged by a curated decision.
 * @throws UnmergeNeedsReimportError when a source of the merge also holds the survivor's own
 *   records (nothing is changed); database errors.
 */
export async function unmergeModelMerge(client: PoolClient, mergedId: number): Promise<ModelUnmergeChange | null> {
  const rec = await client.query<{ surviving_id: string; rule: string; moved_keys: [string, string][] }>(
    `SELECT surviving_id, rule, moved_keys FROM entity_merge WHERE kind = 'artist' AND merged_id = $1 FOR UPDATE`,
    [mergedId],
  );
  const row = rec.rows[0];
  if (!row || row.rule === CURATED_MERGE_RULE) return null;
  const survivingId = Number(row.surviving_id);
  const keys = JSON.stringify(row.moved_keys);
  const sources = [...new Set(row.moved_keys.map(([source]) => source))].sort();
  const shared = await client.query<{ source: string }>(
    `SELECT DISTINCT m.source FROM id_map m WHERE m.kind = 'artist' AND m.id = $1 AND m.source = ANY($2::text[])
        AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements($3::jsonb) k(pair) WHERE k.pair->>0 = m.source AND k.pair->>1 = m.source_key)
      ORDER BY m.source`,
    [survivingId, sources, keys],
  );
  if (shared.rows.length)
    throw new UnmergeNeedsReimportError(
      mergedId,
      survivingId,
      shared.rows.map((r) => r.source),
    );
  await client.query(`DELETE FROM entity_merge WHERE kind = 'artist' AND merged_id = $1`, [mergedId]);
  await client.query(
    `UPDATE id_map m SET id = $1 FROM jsonb_array_elements($2::jsonb) AS k(pair)
      WHERE m.kind = 'artist' AND m.source = k.pair->>0 AND m.source_key = k.pair->>1 AND m.id = $3`,
    [mergedId, keys, survivingId],
  );
  // What these sources hold under the survivor is the merged artist's, and newer than anything
  // an unfinished re-import left under the merged id: that goes first.
  await client.query(
    `DELETE FROM contribution c WHERE c.kind = ANY($4::text[]) AND c.id = $1 AND c.source = ANY($3::text[])
       AND EXISTS (SELECT 1 FROM contribution x WHERE x.kind = c.kind AND x.id = $2 AND x.source = c.source)`,
    [mergedId, survivingId, sources, kindsSharingIds('artist')],
  );
  await client.query(`UPDATE contribution SET id = $1 WHERE kind = ANY($4::text[]) AND id = $2 AND source = ANY($3::text[])`, [
    mergedId,
    survivingId,
    sources,
    kindsSharingIds('artist'),
  ]);
  await client.query(
    `DELETE FROM list_item l WHERE l.list = ANY($4::text[]) AND l.owner_id = $1 AND l.source = ANY($3::text[])
       AND EXISTS (SELECT 1 FROM list_item t WHERE t.list = l.list AND t.owner_id = $2 AND t.item_key = l.item_key)`,
    [mergedId, survivingId, sources, ARTIST_LISTS],
  );
  await client.query(
    `UPDATE list_item l SET owner_id = $1 WHERE l.list = ANY($4::text[]) AND l.owner_id = $2 AND l.source = ANY($3::text[])
       AND NOT EXISTS (SELECT 1 FROM list_item t WHERE t.list = l.list AND t.owner_id = $1 AND t.item_key = l.item_key)`,
    [mergedId, survivingId, sources, ARTIST_LISTS],
  );
  const credits = await repointCredits(client, survivingId, mergedId, undefined, sources);
  await markPending(client, [
    ...kindsSharingIds('artist').flatMap((kind) => [
      { kind, id: mergedId },
      { kind, id: survivingId },
    ]),
    ...credits.map((c) => ({ kind: c.kind as 'recording', id: c.id })),
  ]);
  return { mergedId, survivingId, rule: row.rule, sources, credits };
}
