/**
 * Runs a suggestion request (`GET /api/suggest`) against Elasticsearch: the stages of
 * `SuggestStage` in order, one `msearch` each, until one answers. A multi-word prefix costs two
 * round trips when fewer than `limit` hits are anchored; every other request one, or two when
 * nothing is spelled as typed (the typo tiers then).
 */
import type { Client } from '@elastic/elasticsearch';
import {
  type SuggestHit,
  type SuggestPlan,
  type SuggestResponse,
  type SuggestStage,
  buildSuggestSearches,
  isConclusive,
  mergeSuggestHits,
} from './suggest-query';

/**
 * The top `limit` suggestions for `query` over the indices of `prefix` (aliases), best first.
 * @returns null when the query has no letter or digit to search for (nothing was sent).
 * @throws the client's errors; an index whose search failed is left out of the hits.
 */
export async function searchSuggestions(es: Client, prefix: string, query: string, limit: number): Promise<SuggestHit[] | null> {
  const run = async (stage: SuggestStage): Promise<{ plan: SuggestPlan; hits: SuggestHit[] } | null> => {
    const plan = buildSuggestSearches(prefix, query, limit, stage);
    if (!plan.searches.length) return null;
    const res = await es.msearch({ searches: plan.searches });
    return { plan, hits: mergeSuggestHits(plan, res.responses as SuggestResponse[], limit) };
  };
  const exact = await run('exact');
  if (!exact) return null;
  let hits = exact.hits;
  if (!isConclusive(exact.plan, hits, limit)) hits = (await run('scored'))?.hits ?? [];
  if (!hits.length) hits = (await run('typos'))?.hits ?? [];
  return hits;
}
