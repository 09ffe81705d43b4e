/**
 * Runs the artist-title matcher's candidate searches on Elasticsearch and reads their answers:
 * the bodies come from the pure builders of `artist-title-query.ts`, one `msearch` per call (one
 * search per line), and the answers are read here, so the matcher (packages/matcher) deals in
 * lines and recording ids only: it orchestrates the stages and re-ranks.
 */
import {
  type ArtistTitleQuery,
  type CandidateLimits,
  type CandidateStage,
  buildArtistProbeQuery,
  buildArtistTitleCandidateQuery,
  candidateRecordingId,
} from './artist-title-query';
import { type SearchTarget, engineSignal } from './client';
import { aliasName } from './index-admin';
import type { EngineHit } from './engine-hits';

/** Per-call options of the candidate searches. */
export interface CandidateSearchOptions {
  /** Aborts the pending `msearch` (a request deadline, a client gone). */
  signal?: AbortSignal;
  /**
   * Searches the `msearch` runs at once (`max_concurrent_searches`); unset = the engine's default.
   * Batches use 1 so they hold few search threads and other traffic keeps the rest.
   */
  maxConcurrentSearches?: number;
}

/** An `msearch` response item as far as the readers here look (`error` = that search failed). */
type MsearchItem = { error: { type?: unknown; reason?: unknown } } | { hits: { hits: unknown[]; total?: unknown } };

async function msearch(
  target: SearchTarget,
  bodies: Record<string, unknown>[],
  options: CandidateSearchOptions,
): Promise<MsearchItem[]> {
  const index = aliasName(target.prefix, 'recording');
  const res = await target.es.msearch(
    {
      searches: bodies.flatMap((body) => [{ index }, body]),
      ...(options.maxConcurrentSearches ? { max_concurrent_searches: options.maxConcurrentSearches } : {}),
    },
    { signal: engineSignal(options.signal) },
  );
  return res.responses as MsearchItem[];
}

function failure(what: string, item: { error: { type?: unknown; reason?: unknown } }): Error {
  return new Error(`${what} failed: ${String(item.error.type)}: ${String(item.error.reason).slice(0, 200)}`);
}

/**
 * Candidate recording ids of each line at `stage` (`buildArtistTitleCandidateQuery` within the
 * caller's `limits`), in Elasticsearch order (at most `limits.size` per line), from one `msearch`.
 * @returns one id list per line, in input order; [] for no lines (nothing sent).
 * @throws the client's errors (an aborted `options.signal` included); Error when one line's
 * search failed in the engine.
 */
export async function candidateIds(
  target: SearchTarget,
  lines: readonly ArtistTitleQuery[],
  stage: CandidateStage,
  limits: CandidateLimits,
  options: CandidateSearchOptions = {},
): Promise<number[][]> {
  if (!lines.length) return [];
  const items = await msearch(
    target,
    lines.map((q) => buildArtistTitleCandidateQuery(q, { ...limits, stage })),
    options,
  );
  return items.map((r) => {
    if ('error' in r) throw failure('candidate search', r);
    return r.hits.hits.map((h) => candidateRecordingId(h as EngineHit));
  });
}

/**
 * Whether the catalog credits each artist as written (`buildArtistProbeQuery`: one `size: 0`
 * probe per name that stops at the first hit), from one `msearch`.
 * @returns one flag per name, in input order; [] for no names (nothing sent).
 * @throws as {@link candidateIds}.
 */
export async function artistsKnown(
  target: SearchTarget,
  names: readonly string[],
  options: CandidateSearchOptions = {},
): Promise<boolean[]> {
  if (!names.length) return [];
  const items = await msearch(target, names.map(buildArtistProbeQuery), options);
  return items.map((r) => {
    if ('error' in r) throw failure('artist probe', r);
    const total = r.hits.total as number | { value?: number } | undefined;
    return (typeof total === 'number' ? total : (total?.value ?? 0)) > 0;
  });
}
