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

/** Runs engine work in a bounded number of slots shared by every batch of the process. */
export interface EngineSlots {
  run<T>(work: () => Promise<T>): Promise<T>;
}

/** Options of {@link matchArtistTitleBatch}. */
export interface BatchOptions extends MatchOptions {
  /** Slots every chunk's matching runs in (default: unbounded). */
  slots?: EngineSlots;
}

/**
 * Best match of every line, in input order. Each chunk checks `options.signal` before it starts.
 * @throws as `matchArtistTitles` (an aborted signal included).
 */
export async function matchArtistTitleBatch(
  deps: MatcherDeps,
  items: readonly ArtistTitleItem[],
  options: BatchOptions = {},
): Promise<BatchResult[]> {
  const { slots, ...matchOptions } = options;
  const run = <T>(work: () => Promise<T>): Promise<T> => (slots ? slots.run(work) : work());
  const results: BatchResult[] = new Array<BatchResult>(items.length);
  const matchChunk = async (start: number): Promise<void> => {
    options.signal?.throwIfAborted();
    const chunk = items.slice(start, start + BATCH_CHUNK);
    const best = (
      await run(() => {
        options.signal?.throwIfAborted();
        return matchArtistTitles(deps, chunk, matchOptions);
      })
    ).map((m) => m[0]);
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
