/**
 * `GET /api/suggest?query=&limit=` (beyond the spec): search as you type across artists,
 * recordings, albums, releases and shows in one request — `searchSuggestions` (`packages/search`:
 * an `msearch` per stage, hits merged by score) → serialise. Always 200 (an empty `hits` list
 * when nothing matches).
 * Answers are kept a few seconds per query and limit (`deps.suggestCache`).
 */
import { ValidationError } from '../errors';
import { searchSuggestions } from '@mc/search';
import type { Handler, HandlerTable } from '../handler';

const suggest: Handler = async ({ query: q }, { deps }) => {
  const text = String(q.query ?? '');
  const limit = q.limit as number;
  // A refused query throws inside the computation, so only valid queries are ever cached.
  const hits = await deps.suggestCache.get(text, limit, async () => {
    const found = await searchSuggestions(deps.es, deps.config.ES_INDEX_PREFIX, text, limit);
    if (!found) throw new ValidationError([{ field: 'query.query', message: 'has no letter or digit to search for' }]);
    return found;
  });
  return { hits };
};

/** Suggest route. */
export const suggestHandlers: HandlerTable = { 'GET /api/suggest': suggest };
