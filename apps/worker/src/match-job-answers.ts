/**
 * Answers for the keys of a matching-job chunk: a pinned line's from the pin of the job's owner
 * (its account's own, else a global one: `pins.ts` of `@mc/matcher`; never shared), the others
 * from the answers shared across jobs when the
 * catalog version is the same (`@mc/store` cachedAnswers), otherwise from the artist-title matcher
 * (`matchLines` of `@mc/matcher` with candidates, slices of {@link SLICE_LINES} lines, two slices
 * in flight: an answer that needs a person keeps its candidates for the job's review queue), each
 * new answer then shared; each slice's answers are handed to `onAnswers` as they come (the lane
 * saves them: progress within a chunk). A slice the matcher fails on is tried once more; when it
 * fails again the chunk fails (and is retried by its lane), except on the lane's last attempt,
 * where its lines are answered `failed` so the job can finish.
 */
import type { Pool } from 'pg';
import {
  type ArtistTitleItem,
  type ArtistTitleMatch,
  type LineAnswer,
  type MatcherDeps,
  curatedMatches,
  matchLines,
  needsReview,
  pinsOf,
} from '@mc/matcher';
import {
  type MatchAnswer,
  type PendingKey,
  type PinOwner,
  cacheAnswers,
  cachedAnswers,
  catalogMatchVersion,
  pinsForLines,
} from '@mc/store';

/** Lines per matcher call (one msearch per stage). */
export const SLICE_LINES = 100;

/**
 * The stored answer of a line from the matcher's answer: its best match (none = no match), and
 * when it needs a person (`needsReview`) the `review` mark and its candidates.
 */
export function answerOfLine({ matches: [best], candidates = [] }: Pick<LineAnswer, 'matches' | 'candidates'>): MatchAnswer {
  const answer = answerOf(best);
  return needsReview(best, candidates) ? { ...answer, review: true, candidates } : answer;
}

/** The answer of a line from its best match (undefined = no match). */
export function answerOf(best: ArtistTitleMatch | undefined): MatchAnswer {
  if (!best) return { status: 'no_match' };
  const r = best.recording;
  return {
    ...(best.pin ? { pin: best.pin } : {}),
    status: 'matched',
    recording: {
      id: r.id,
      title: String(r.title ?? ''),
      artists: (r.artists ?? []).map((a) => ({ id: a.id, name: a.name })),
    },
    confidence: best.confidence,
    version: best.version,
    method: `artist ${best.explain.artist.method}, title ${best.explain.title.method}`,
  };
}

/** The line a key was matched for. */
const lineOf = (k: PendingKey): ArtistTitleItem => ({
  name: k.artist,
  title: k.title,
  ...(k.duration ? { duration: k.duration } : {}),
});

/** Matches one slice, trying once more on an error. */
async function matchSlice(deps: MatcherDeps, items: ArtistTitleItem[], failLines: boolean): Promise<MatchAnswer[]> {
  for (let attempt = 0; ; attempt++) {
    try {
      return (await matchLines(deps, items, undefined, { candidates: true })).map(answerOfLine);
    } catch (err) {
      if (attempt === 0) {
        await new Promise((r) => setTimeout(r, 1000));
        continue;
      }
      if (failLines) return items.map(() => ({ status: 'failed' }));
      throw err;
    }
  }
}

/** What {@link chunkAnswers} counts, for metrics and logs. */
export interface AnswerCounts {
  cached: number;
  matched: number;
}

/** The answers of the lines of `items` that a pin of `owner` answers, by index (the others left out). */
async function pinnedAnswers(
  pool: Pool,
  deps: MatcherDeps,
  owner: PinOwner,
  items: readonly ArtistTitleItem[],
): Promise<Map<number, MatchAnswer>> {
  const pins = await pinsOf((keys) => pinsForLines(pool, owner, keys), items);
  const curated = await curatedMatches(deps, items, pins);
  const out = new Map<number, MatchAnswer>();
  for (const [i, pin] of pins)
    out.set(i, curated.has(i) ? answerOf(curated.get(i)) : { status: 'no_match', pin: { id: pin.id, scope: pin.scope } });
  return out;
}

/**
 * Answers of `keys` (module doc).
 * @param failLines answer `failed` instead of throwing when a slice fails twice (the lane's last attempt).
 * @throws the matcher's error (without `failLines`); database errors.
 */
export async function chunkAnswers(
  pool: Pool,
  deps: MatcherDeps,
  keys: readonly PendingKey[],
  opts: {
    failLines: boolean;
    counts?: AnswerCounts;
    owner?: PinOwner;
    /** Called with the answers known at once (pinned, shared), then with each slice's as it is matched. */
    onAnswers?: (answers: ReadonlyMap<string, MatchAnswer>) => Promise<unknown>;
  },
): Promise<Map<string, MatchAnswer>> {
  const pinned = opts.owner ? await pinnedAnswers(pool, deps, opts.owner, keys.map(lineOf)) : new Map<number, MatchAnswer>();
  const open = keys.filter((_, i) => !pinned.has(i));
  const version = await catalogMatchVersion(pool);
  const answers = await cachedAnswers(
    pool,
    version,
    open.map((k) => k.key),
  );
  const todo = open.filter((k) => !answers.has(k.key));
  const known = new Map(answers);
  pinned.forEach((a, i) => known.set(keys[i]!.key, a));
  if (known.size) await opts.onAnswers?.(known);
  const fresh = new Map<string, MatchAnswer>();
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < todo.length) {
      const slice = todo.slice(next, next + SLICE_LINES);
      next += SLICE_LINES;
      const items = slice.map(lineOf);
      const got = await matchSlice(deps, items, opts.failLines);
      slice.forEach((k, i) => fresh.set(k.key, got[i]!));
      await opts.onAnswers?.(new Map(slice.map((k, i) => [k.key, got[i]!])));
    }
  };
  await Promise.all([lane(), lane()]);
  await cacheAnswers(pool, version, fresh);
  if (opts.counts) {
    opts.counts.cached += answers.size;
    opts.counts.matched += fresh.size;
  }
  for (const [k, a] of fresh) answers.set(k, a);
  pinned.forEach((a, i) => answers.set(keys[i]!.key, a));
  return answers;
}
