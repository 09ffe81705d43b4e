/**
 * `GET /api/suggest?query=&limit=` (beyond the spec): search as you type across artists,
 * recordings, albums, releases and shows in one request — query builder (`packages/search`)
 * → one `msearch` → hits merged by score. When the prefix tiers find nothing, a second
 * `msearch` adds the typo-tolerant tiers. Always 200 (an empty `hits` list when nothing matches).
 * Answers are kept a few seconds per query and limit (`deps.suggestCache`).
 */
import { ValidationError } from '../errors';
import { type SuggestResponse, buildSuggestSearches, mergeSuggestHits } from '@mc/search';
import type { Handler, HandlerTable } from '../handler';

const suggest: Handler = async ({ query: q }, { deps }) => {
  const text = String(q.query ?? '');
  const limit = q.limit as number;
  const run = async (typos: boolean) => {
    const plan = buildSuggestSearches(deps.config.ES_INDEX_PREFIX, text, limit, typos);
    if (!plan.searches.length)
      throw new ValidationError([{ field: 'query.query', message: 'has no letter or digit to search for' }]);
    const res = await deps.es.msearch({ searches: plan.searches });
    return mergeSuggestHits(plan, res.responses as SuggestResponse[], limit);
  };
  // A refused query throws inside the computation, so only valid queries are ever cached.
  const hits = await deps.suggestCache.get(text, limit, async () => {
    const prefixHits = await run(false);
    return prefixHits.length ? prefixHits : await run(true);
  });
  return { hits };
};

/** Suggest route. */
export const suggestHandlers: HandlerTable = { 'GET /api/suggest': suggest };
