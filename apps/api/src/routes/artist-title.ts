/**
 * Artist-title routes (SPEC 4.8 and its batch form, beyond the spec): parse → `@mc/matcher` →
 * serialise. No passing hit → 404 (single) or `hit: null` (batch). Both pass the request's
 * deadline signal down to every engine call.
 */
import { NotFoundError } from '../errors';
import { type MatcherDeps, artistTitleHits, matchArtistTitleBatch, matchArtistTitles } from '@mc/matcher';
import { SEARCH_PAGE_SIZE, aliasName } from '@mc/search';
import type { Deps } from '../deps';
import type { HandlerTable } from '../handler';
import { Slots } from '../middleware/limits';

/** The matcher's view of the API's resources. */
export function matcherDeps(deps: Deps): MatcherDeps {
  return { search: { es: deps.es, recordingIndex: aliasName(deps.config.ES_INDEX_PREFIX, 'recording') }, store: deps.catalog };
}

/**
 * Batch chunks matched at once in this process, across all batches, each msearch running one
 * search at a time: batches hold at most this many Elasticsearch search threads, so other traffic
 * keeps the rest (issue 14; `bench:match` prints search latency under abusive batches).
 */
const batchEngineSlots = new Slots(2);

/** Artist-title routes. */
export const artistTitleHandlers: HandlerTable = {
  'GET /api/artist-title': async ({ query }, { deps, signal }) => {
    const line = { name: query.name as string, title: query.title as string };
    const [matches = []] = await matchArtistTitles(matcherDeps(deps), [line], { signal });
    if (!matches.length) throw new NotFoundError('no recording matches this artist and title with enough confidence');
    const page = query.page as number;
    const totalPages = Math.ceil(matches.length / SEARCH_PAGE_SIZE);
    const slice = matches.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE);
    if (!slice.length) throw new NotFoundError(`page ${page} is past the last page (${totalPages})`);
    const hits = await artistTitleHits(deps.catalog, slice, query.explain === true);
    return { hits, page, totalPages, totalHits: matches.length };
  },
  'POST /api/artist-title/batch': async ({ body }, { deps, signal }) => {
    const items = (body as { items: { name: string; title: string }[] }).items;
    const results = await matchArtistTitleBatch(matcherDeps(deps), items, {
      signal,
      maxConcurrentSearches: 1,
      slots: batchEngineSlots,
    });
    return { results };
  },
};
