/**
 * The one way the store asks "which documents credit one of these artists": a SQL/JSON path
 * predicate over `doc->'artists'` (`$[*].id == 7 || $[*].id == 9`), matched with `@@`, which the
 * GIN index `entity_credited_artists` (`jsonb_path_ops`, migration 007) answers in one bitmap scan
 * for the whole set. A join of `@>` probes per artist is planned as a sequential scan of the catalog
 * once the set has a few members (PostgreSQL cannot estimate the probes); the path stays an index
 * scan whatever its length. See PostgreSQL 16 §8.14.4 (jsonb indexing: `jsonb_path_ops` supports
 * `@>`, `@?` and `@@`).
 */

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
