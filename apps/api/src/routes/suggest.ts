/**
 * `GET /api/suggest?query=&limit=` (an extension of this service): search as you type across artists,
 * recordings, albums, releases and shows in one request — `searchSuggestions` (`packages/search`:
 * an `msearch` per stage, hits merged by score) → serialise. Always 200 (an empty `hits` list
 * when nothing matches).
 * A query without a letter or digit → 400, decided here before the cache. Answers are kept a few
 * seconds per query and limit (`deps.suggestCache`); the request's abort signal (when the app gives
 * the route one) stops its wait and, once no other request waits for the same answer, the search.
 */
import { hasSearchableText } from '@mc/catalog';
import { searchSuggestions } from '@mc/search';
import { ValidationError } from '../errors';
import type { HandlerOf, HandlerTable } from '../handler';

const suggest: HandlerOf<'suggest'> = async ({ query: { query: text, limit } }, { deps, signal }) => {
  // Decided once, before any cache: a query without a letter or digit has nothing to search for.
  if (!hasSearchableText(text))
    throw new ValidationError([{ field: 'query.query', message: 'has no letter or digit to search for' }]);
  const hits = await deps.suggestCache.get(
    text,
    limit,
    (computeSignal) =>
      searchSuggestions({ es: deps.es, prefix: deps.config.ES_INDEX_PREFIX }, text, limit, { signal: computeSignal }),
    signal,
  );
  return { hits };
};

/** Suggest route. */
export const suggestHandlers = { suggest } satisfies HandlerTable;
