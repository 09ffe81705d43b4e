/**
 * Runs a suggestion request (`GET /api/suggest`) against Elasticsearch: the stages of
 * `SuggestStage` in order, one `msearch` each, until one answers. A multi-word prefix costs two
 * round trips when fewer than `limit` hits are anchored; every other request one, or two when
 * nothing is spelled as typed (the typo tiers then). A query that reads as a credit of several
 * artists and names no entity whole ("Mustard & Roddy Ricch", served as Mustard and Roddy Ricch)
 * gets its first credited artist first (`firstCreditedArtist`; one more request).
 */
import { foldForMatch } from '@mc/text-analysis';
import { firstCreditedArtist } from './entity-search';
import { type SearchTarget, engineSignal } from './client';
import {
  type SuggestHit,
  type SuggestPlan,
  type SuggestResponse,
  type SuggestStage,
  buildSuggestSearches,
  isConclusive,
  mergeSuggestHits,
} from './suggest-query';

/** Options of {@link searchSuggestions}. */
export interface SuggestSearchOptions {
  /** Aborts the pending `msearch` (the request's deadline, its client gone). */
  signal?: AbortSignal;
}

/**
 * The top `limit` suggestions for `query` over the indices of `prefix` (aliases), best first.
 * `query` must have something to search for (`hasSearchableText` of `@mc/catalog`, decided by the
 * caller before any cache); a query without leaves nothing to send and gets [].
 * @throws the client's errors (an aborted `options.signal` included); an index whose search failed
 * is left out of the hits.
 */
export async function searchSuggestions(
  target: SearchTarget,
  query: string,
  limit: number,
  options: SuggestSearchOptions = {},
): Promise<SuggestHit[]> {
  const { es, prefix } = target;
  const signal = engineSignal(options.signal);
  const run = async (stage: SuggestStage): Promise<{ plan: SuggestPlan; hits: SuggestHit[] }> => {
    const plan = buildSuggestSearches(prefix, query, limit, stage);
    if (!plan.searches.length) return { plan, hits: [] };
    const res = await es.msearch({ searches: plan.searches }, { signal });
    return { plan, hits: mergeSuggestHits(plan, res.responses as SuggestResponse[], limit) };
  };
  const exact = await run('exact');
  let hits = exact.hits;
  if (!isConclusive(exact.plan, hits, limit)) hits = (await run('scored')).hits;
  if (!hits.length) hits = (await run('typos')).hits;
  const first = firstCreditedArtist(query);
  if (!first || (hits[0] && foldForMatch(hits[0].name) === foldForMatch(query))) return hits;
  // A credit typed whole ("Mustard & Roddy Ricch"): its first artist first, then what matches the whole.
  const [artist] = await searchSuggestions(target, first, 1, options);
  if (!artist || artist.type !== 'artist' || foldForMatch(artist.name) !== foldForMatch(first)) return hits;
  return [artist, ...hits.filter((h) => h.type !== 'artist' || h.id !== artist.id)].slice(0, limit);
}
