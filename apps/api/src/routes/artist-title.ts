/**
 * Artist-title routes (SPEC 4.8 and its batch form, beyond the spec): parse → `@mc/matcher` →
 * serialise. No passing hit → 404 (single) or `hit: null` (batch).
 */
import { NotFoundError } from '@mc/catalog';
import { type MatcherDeps, artistTitleHits, matchArtistTitleBatch, matchArtistTitles } from '@mc/matcher';
import { SEARCH_PAGE_SIZE, aliasName } from '@mc/search';
import type { Deps } from '../deps';
import type { HandlerTable } from '../handler';

/** The matcher's view of the API's resources. */
export function matcherDeps(deps: Deps): MatcherDeps {
  return { search: { es: deps.es, recordingIndex: aliasName(deps.config.ES_INDEX_PREFIX, 'recording') }, store: deps.catalog };
}

/** Artist-title routes. */
export const artistTitleHandlers: HandlerTable = {
  'GET /api/artist-title': async ({ query }, { deps }) => {
    const [matches = []] = await matchArtistTitles(matcherDeps(deps), [{ name: query.name, title: query.title }]);
    if (!matches.length) throw new NotFoundError('no recording matches this artist and title with enough confidence');
    const page = query.page as number;
    const totalPages = Math.ceil(matches.length / SEARCH_PAGE_SIZE);
    const slice = matches.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE);
    if (!slice.length) throw new NotFoundError(`page ${page} is past the last page (${totalPages})`);
    const hits = await artistTitleHits(deps.catalog, slice, query.explain === true);
    return { hits, page, totalPages, totalHits: matches.length };
  },
  'POST /api/artist-title/batch': async ({ body }, { deps }) => {
    const items = (body as { items: { name: string; title: string }[] }).items;
    return { results: await matchArtistTitleBatch(matcherDeps(deps), items) };
  },
};
