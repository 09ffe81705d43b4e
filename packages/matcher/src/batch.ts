/**
 * Batch matching (`POST /api/artist-title/batch`, an extension of this service): pinned lines
 * answered by their pins (`pins.ts`), the others in chunks of
 * {@link BATCH_CHUNK}, one msearch per chunk and stage, two chunks in flight so Elasticsearch works
 * on one while this process re-ranks the other. The deadline is checked before every chunk and
 * after the last; when one chunk fails the others stop at their next checkpoint, and the batch
 * settles only once no chunk works any more (so the work reported by `onLines` is complete when the
 * answer goes out).
 */
import { type ArtistTitleHit, artistTitleHits } from './hits';
import { type MatchType, matchTypeOfMatch } from './match-type';
import { Pacer } from './pacing';
import { type PinLookup, matchLines } from './pins';
import type { MatchCandidateOut } from './candidates';
import type { ArtistTitleItem, MatchOptions, MatcherDeps } from './types';

/** Lines per Elasticsearch msearch. */
export const BATCH_CHUNK = 100;

/** The answer for one line: its best hit, confidence (0..100) and band, or nulls for "no match". */
export interface BatchResult {
  hit: ArtistTitleHit | null;
  score: number | null;
  /** The hit's band (`match-type.ts`); null for "no match"; `curated` for a pinned line (a pin to "no match" too). */
  match_type: MatchType | null;
  /** The id of the pin that answered the line (`pins.ts`), when one did. */
  pin?: number;
  /** With `candidates`: what a reviewer is shown for an unsure answer (`candidates.ts`). */
  candidates?: MatchCandidateOut[];
}

/** Runs engine work in a bounded number of slots shared by every batch of the process. */
export interface EngineSlots {
  /** Runs `work` in a slot; a caller still waiting for one when `signal` aborts gets its reason. */
  run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T>;
}

/** Options of {@link matchArtistTitleBatch}. */
export interface BatchOptions extends MatchOptions {
  /** Slots every chunk's matching runs in (default: unbounded). */
  slots?: EngineSlots;
  /** The caller's curated pins (`pins.ts`; default: none). */
  pins?: PinLookup;
  /** Read each unsure answer's candidates (`candidates.ts`; default false). */
  candidates?: boolean;
}

/**
 * Best match of every line, in input order.
 * @throws as `matchArtistTitles` (an aborted signal and a passed `deadlineAt` included): the first
 * chunk's error, once every chunk has stopped.
 */
export async function matchArtistTitleBatch(
  deps: MatcherDeps,
  items: readonly ArtistTitleItem[],
  options: BatchOptions = {},
): Promise<BatchResult[]> {
  const { slots, pins, candidates, ...rest } = options;
  // A failed chunk stops the others (they check this signal at their checkpoints).
  const failed = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, failed.signal]) : failed.signal;
  const matchOptions = { ...rest, signal };
  const pacer = new Pacer(signal, options.deadlineAt);
  const run = <T>(work: () => Promise<T>): Promise<T> => (slots ? slots.run(work, signal) : work());
  const results: BatchResult[] = new Array<BatchResult>(items.length);
  const matchChunk = async (start: number): Promise<void> => {
    pacer.check();
    const chunk = items.slice(start, start + BATCH_CHUNK);
    const answers = await run(() => {
      pacer.check();
      return matchLines(deps, chunk, pins, { ...matchOptions, candidates });
    });
    const found = answers.flatMap((a) => a.matches.slice(0, 1));
    const hits = await artistTitleHits(deps.store, found, false);
    let k = 0;
    answers.forEach(({ matches: [b], pin, candidates: c }, i) => {
      const pinned = { ...(pin ? { pin: pin.id } : {}), ...(c ? { candidates: c } : {}) };
      results[start + i] = b
        ? { hit: hits[k++]!, score: b.confidence, match_type: matchTypeOfMatch(b), ...pinned }
        : { hit: null, score: null, match_type: pin ? 'curated' : null, ...pinned };
    });
  };
  const starts = Array.from({ length: Math.ceil(items.length / BATCH_CHUNK) }, (_, i) => i * BATCH_CHUNK);
  let next = 0;
  let firstError: { reason: unknown } | undefined;
  const lane = async (): Promise<void> => {
    try {
      while (next < starts.length) await matchChunk(starts[next++]!);
    } catch (err) {
      firstError ??= { reason: err };
      failed.abort(err);
    }
  };
  await Promise.all([lane(), lane()]);
  if (firstError) throw firstError.reason;
  pacer.check();
  return results;
}
