/**
 * Batch matching (`POST /api/artist-title/batch`, beyond the spec): lines in chunks of
 * {@link BATCH_CHUNK}, one msearch per chunk and stage, two chunks in flight so Elasticsearch works
 * on one while this process re-ranks the other.
 */
import { type ArtistTitleHit, artistTitleHits } from './hits';
import { matchArtistTitles } from './match-artist-titles';
import type { ArtistTitleItem, MatchOptions, MatcherDeps } from './types';

/** Lines per Elasticsearch msearch. */
export const BATCH_CHUNK = 100;

/** The answer for one line: its best hit and confidence (0..100), or nulls for "no match". */
export interface BatchResult {
  hit: ArtistTitleHit | null;
  score: number | null;
}

/**
 * Best match of every line, in input order.
 * @throws as `matchArtistTitles`.
 */
export async function matchArtistTitleBatch(
  deps: MatcherDeps,
  items: readonly ArtistTitleItem[],
  options: MatchOptions = {},
): Promise<BatchResult[]> {
  const results: BatchResult[] = new Array<BatchResult>(items.length);
  const matchChunk = async (start: number): Promise<void> => {
    const best = (await matchArtistTitles(deps, items.slice(start, start + BATCH_CHUNK), options)).map((m) => m[0]);
    const found = best.filter((b) => b !== undefined);
    const hits = await artistTitleHits(deps.store, found, false);
    let k = 0;
    best.forEach((b, i) => (results[start + i] = b ? { hit: hits[k++]!, score: b.confidence } : { hit: null, score: null }));
  };
  const starts = Array.from({ length: Math.ceil(items.length / BATCH_CHUNK) }, (_, i) => i * BATCH_CHUNK);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < starts.length) await matchChunk(starts[next++]!);
  };
  await Promise.all([lane(), lane()]);
  return results;
}
