/**
 * One-word text queries answered in index order instead of by scoring every match. A word typed
 * into a search box ("the", "a", "love") matches a fifth of a million-recording index; scoring
 * and counting all of them was most of the engine time of a search there and set its p99.
 *
 * Without the typo tiers, a one-word query's hits fall into two tiers ({@link TIER}):
 * - own name: every searchable value matches and the word is a prefix of a word of the entity's
 *   own name. Score `words + ownName + ln(1 + prior)`;
 * - words only: score `words + ln(1 + prior)`.
 * (The anchored tier needs two words, and the id tier a numeric query, which stays scored.)
 *
 * Every index is sorted by (popularity prior desc, id asc) (`mappings/index.ts`), so a search
 * sorted the same way stops after the first `k` matches of each segment (Lucene's early
 * termination on a sorted index, the technique Elasticsearch documents as "index sorting"). Two
 * such searches, `own` (words and own name) and `all` (words), give the exact top `k`:
 * - a hit of the top `k` in the own-name tier is among the first `k` of `own`, since every own-name
 *   match before it in index order scores at least as much and wins the id tie-break;
 * - a hit of the top `k` in the words-only tier is among the first `k` of `all`, for the same reason.
 *   An `all` hit missing from `own` is words-only when `own` has fewer than `k` hits or when the hit
 *   comes before the last of them in index order (it would be in `own` otherwise). Else it comes
 *   after `k` own-name hits that each score 3 more, so it is not in the top `k` and is dropped.
 *
 * The total is the `all` search's count: for one word without filters that is one term's
 * document frequency, which Lucene answers without visiting the matches.
 *
 * The `exact` tier ({@link TIER}: the query is an entity's whole name or title) comes from a third
 * search, {@link exactSearch}: a term on `suggest_exact` matches only the few entities of that
 * name, so it is scored (`exact + popularity + ln(1 + prior)`, the score of the scored search) and
 * sorted by score. Exact hits outscore every other, so they lead the page; the rest of it is the
 * merge of `own` and `all` without them, which is still exact (dropping hits from the top `k` of
 * the other tiers leaves the top of the others).
 *
 * The same pair restricted to the anchored tier (`anchored: true`; the name/title starts with a
 * multi-word query) gives the exact top `k` of the anchored hits, scored `words + anchored
 * (+ ownName) + ln(1 + prior)`, by the same argument. Suggest asks for them first
 * (`suggest-query.ts`): when at least `k` hits are anchored, they are the top `k`, since an
 * anchored hit outscores every other ({@link TIER}). A prefix such as "the s" matches a large part
 * of the catalog ("the" and any word starting with "s"), and scoring all of it took 13–35 ms.
 */
import { SUGGEST, type SearchEntity } from '@mc/mappings';
import { type EngineHit, NO_STORED_FIELDS, sortedHitId } from './engine-hits';
import {
  type SearchFilter,
  TIER,
  anchoredClause,
  exactClause,
  filterClause,
  foldQuery,
  isIdQuery,
  ownNameClause,
  withPopularity,
  wordsClause,
} from './entity-search-query';

/** Sort of every prior-ordered search: the index sort. */
export const PRIOR_ORDER = [{ [SUGGEST.prior]: 'desc' }, { id: 'asc' }] as const;

/**
 * The folded word `query` is searched as, when it is answered in index order: one word after
 * `foldQuery`, not an id (`isIdQuery`: such a query also matches the id, a tier of its own), and
 * the typo tiers not asked for. @returns null otherwise.
 */
export function priorOrderedWord(query: string | undefined, typos: boolean): string | null {
  if (typos || !query) return null;
  const folded = foldQuery(query);
  if (!folded || folded.includes(' ') || isIdQuery(query)) return null;
  return folded;
}

/** Options of {@link priorOrderedSearches}. */
export interface PriorOrderedOptions {
  filters?: SearchFilter[];
  /** Hits wanted: the page's end (`page × pageSize`). */
  k: number;
  /** Count every match in the `all` search (`track_total_hits`); default false. */
  total?: boolean;
  /** Doc-value fields each hit carries (`docvalue_fields`; default none). */
  fields?: string[];
  /** Only hits of the anchored tier: `folded` is a multi-word query the name/title starts with. */
  anchored?: boolean;
}

/**
 * The two search bodies of the module doc for `folded` (a `foldForMatch` result: one word, or
 * more with `anchored`) on `entity`: `own` (words and own name), then `all` (words), both within
 * the anchored tier with `opts.anchored`. Both sorted by {@link PRIOR_ORDER}, `k` hits each,
 * without stored fields (ids from the sort values, `engine-hits.ts`).
 */
export function priorOrderedSearches(
  entity: SearchEntity,
  folded: string,
  opts: PriorOrderedOptions,
): [own: Record<string, unknown>, all: Record<string, unknown>] {
  const filters = [...(opts.anchored ? [anchoredClause(folded)] : []), ...(opts.filters ?? []).map(filterClause)];
  const body = (filter: Record<string, unknown>[], total: boolean) => ({
    query: { bool: { filter: [...filter, ...filters] } },
    sort: PRIOR_ORDER,
    size: opts.k,
    track_total_hits: total,
    ...NO_STORED_FIELDS,
    ...(opts.fields ? { docvalue_fields: opts.fields } : {}),
  });
  return [body([wordsClause(folded), ownNameClause(entity, folded)], false), body([wordsClause(folded)], opts.total ?? false)];
}

/**
 * The search of the `exact` tier's hits of `query` (as typed) on one index, or several (suggest):
 * filter `suggest_exact` = its `exactKey` (and `opts.filters`), scored `popularity + ln(1 +
 * prior)` (the tier's constant is added by {@link mergePriorOrdered}), best first, ties by lower
 * id, `opts.k` hits without stored fields. @returns null when the query has no letter or digit.
 */
export function exactSearch(query: string, opts: PriorOrderedOptions): Record<string, unknown> | null {
  const exact = exactClause(query);
  if (!exact) return null;
  return {
    query: withPopularity({ bool: { filter: [exact, ...(opts.filters ?? []).map(filterClause)] } }, exact),
    sort: ['_score', { id: 'asc' }],
    size: opts.k,
    track_total_hits: opts.total ?? false,
    ...NO_STORED_FIELDS,
    ...(opts.fields ? { docvalue_fields: opts.fields } : {}),
  };
}

/** A hit of a prior-ordered search as far as the merge reads it (`sort` = [prior, id]). */
export type PriorOrderedHit = EngineHit;

/** A merged hit: its id, its score on the scale of the scored searches, the engine's hit. */
export interface ScoredHit<H extends PriorOrderedHit = PriorOrderedHit> {
  id: number;
  score: number;
  hit: H;
}

const priorOf = (h: PriorOrderedHit): number => Number(h.sort?.[0] ?? 0);
const idOf = sortedHitId;

/** Whether `a` comes before `b` in index order (prior desc, id asc). */
function before(a: PriorOrderedHit, b: PriorOrderedHit): boolean {
  return priorOf(a) > priorOf(b) || (priorOf(a) === priorOf(b) && idOf(a) < idOf(b));
}

/**
 * The exact top `k` of the searches' hits (`own`, `all`: the first `k` of each, in index order;
 * `exact`: the first `k` of {@link exactSearch}, best first), scored `exact + _score` for an exact
 * hit and `base (+ ownName) + ln(1 + prior)` for any other, best first, ties by lower id — the
 * order the scored search gives. `base` is the tiers every hit has: `words` (default), or `words +
 * anchored` for anchored searches. See the module doc for why it is exact; it assumes that two hits
 * of one tier score the same only when their priors are equal, which holds for stored priors
 * (multiples of 0.001, see `popularityPrior`).
 */
export function mergePriorOrdered<H extends PriorOrderedHit>(
  own: readonly H[],
  all: readonly H[],
  k: number,
  base: number = TIER.words,
  exact: readonly H[] = [],
): ScoredHit<H>[] {
  const exactIds = new Set(exact.map(idOf));
  const ownIds = new Set(own.map(idOf));
  const last = own.length >= k ? own[own.length - 1] : undefined;
  const scored: ScoredHit<H>[] = exact.map((hit) => ({ id: idOf(hit), score: TIER.exact + (hit._score ?? 0), hit }));
  for (const hit of own) {
    if (!exactIds.has(idOf(hit))) scored.push({ id: idOf(hit), score: base + TIER.ownName + Math.log1p(priorOf(hit)), hit });
  }
  for (const hit of all) {
    if (exactIds.has(idOf(hit)) || ownIds.has(idOf(hit)) || (last && !before(hit, last))) continue;
    scored.push({ id: idOf(hit), score: base + Math.log1p(priorOf(hit)), hit });
  }
  scored.sort((a, b) => b.score - a.score || a.id - b.id);
  return scored.slice(0, k);
}
