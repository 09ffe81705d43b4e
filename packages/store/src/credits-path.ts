/**
 * The one way the store asks "which documents credit one of these artists": a SQL/JSON path
 * predicate over `doc->'artists'` (`$[*].id == 7 || $[*].id == 9`), matched with `@@`, which the
 * GIN index `entity_credited_artists` (`jsonb_path_ops`, migration 007) answers in one bitmap scan
 * for the whole set. A join of `@>` probes per artist is planned as a sequential scan of the catalog
 * once the set has a few members (PostgreSQL cannot estimate the probes); the path stays an index
 * scan whatever its length. See PostgreSQL 16 §8.14.4 (jsonb indexing: `jsonb_path_ops` supports
 * `@>`, `@?` and `@@`).
 */

/**
 * Artist ids per path at most. The GIN index finds the candidate rows of every term at once, but
 * each row found is rechecked against the whole path, so one query costs rows × terms: 2,500 artists
 * took 50 s as paths of 1,000 terms and 0.8 s as paths of 50 (and a few tens of thousands of terms
 * exceed PostgreSQL's default `max_stack_depth`). Callers run one query per
 * {@link creditsPathChunks} chunk.
 */
export const CREDITS_PATH_MAX_IDS = 50;

/** Credit fields of the crediting kinds: `artists[].id` (recordings, releases, shows), `artists[].id_artist` (albums). */
export type CreditKey = 'id' | 'id_artist';

/**
 * The jsonpath predicate "some `artists[]` element has `key` equal to one of `artistIds`", for a
 * query parameter cast `::jsonpath` and compared with `doc->'artists' @@ $n`.
 * @param artistIds artist ids (safe integers; at least one).
 * @throws RangeError when `artistIds` is empty or holds a value that is not a safe integer (ids
 *   are interpolated into the path, so nothing else may reach it).
 */
export function creditsPath(artistIds: readonly number[], keys: readonly CreditKey[] = ['id']): string {
  if (!artistIds.length) throw new RangeError('creditsPath: no artist ids');
  const terms: string[] = [];
  for (const id of artistIds) {
    if (!Number.isSafeInteger(id)) throw new RangeError(`creditsPath: artist id ${String(id)} is not an integer`);
    for (const key of keys) terms.push(`$[*].${key} == ${id}`);
  }
  return terms.join(' || ');
}

/**
 * `artistIds` in chunks of at most {@link CREDITS_PATH_MAX_IDS}, each with its {@link creditsPath}:
 * one query per chunk, whatever the number of ids. @throws RangeError as {@link creditsPath}.
 */
export function creditsPathChunks(
  artistIds: readonly number[],
  keys: readonly CreditKey[] = ['id'],
): { ids: number[]; path: string }[] {
  const chunks: { ids: number[]; path: string }[] = [];
  for (let i = 0; i < artistIds.length; i += CREDITS_PATH_MAX_IDS) {
    const ids = artistIds.slice(i, i + CREDITS_PATH_MAX_IDS);
    chunks.push({ ids, path: creditsPath(ids, keys) });
  }
  return chunks;
}
