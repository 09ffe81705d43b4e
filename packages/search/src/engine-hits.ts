/**
 * How the searches read their hits without Elasticsearch reading stored fields. A hit's `_id`
 * and `_source` are stored fields, kept in compressed blocks of many documents: returning them
 * makes the fetch phase decompress a block per hit. At a million recordings that was about 40 %
 * of a recording search's engine CPU (median 1.76 → 1.02 ms per search over 2,000 bench queries,
 * `/proc` CPU time of the Elasticsearch process). So every search asks for no stored fields
 * ({@link NO_STORED_FIELDS}, Elasticsearch's `stored_fields: "_none_"`) and reads:
 * - the id from the sort values: every sorted search here ends its sort with `{id: "asc"}` (the
 *   tie-break), so the hit's last sort value is the id ({@link sortedHitId});
 * - anything else from doc values (`docvalue_fields`, {@link docValue}): columnar, read per hit
 *   (numeric fields directly; display strings are binary doc values, `displayValue` in
 *   `@mc/mappings`, read without the keyword terms dictionary's compressed blocks).
 */

/** Request option: no stored fields (neither `_id` nor `_source`) in the hits. */
export const NO_STORED_FIELDS = { stored_fields: '_none_' } as const;

/** A hit of a search made with {@link NO_STORED_FIELDS}, as far as the readers here look. */
export interface EngineHit {
  _score?: number | null;
  /** Sort values, in the order of the request's `sort`. */
  sort?: (number | string | null)[];
  /** Values of the requested `docvalue_fields`, a list per field. */
  fields?: Record<string, unknown[]>;
}

/**
 * The id of a hit of a search sorted with `{id: "asc"}` last: its last sort value.
 * @throws Error when the hit has no numeric last sort value (the search was not sorted so).
 */
export function sortedHitId(hit: EngineHit): number {
  const id = hit.sort?.[hit.sort.length - 1];
  if (typeof id !== 'number' || !Number.isSafeInteger(id))
    throw new Error(`hit without an id sort value: ${JSON.stringify(hit.sort)}`);
  return id;
}

/** The first value of doc-value field `field` of a hit (`docvalue_fields`), or undefined. */
export function docValue(hit: EngineHit, field: string): unknown {
  return hit.fields?.[field]?.[0];
}
