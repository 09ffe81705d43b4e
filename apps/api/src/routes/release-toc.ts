/**
 * `GET /api/release/toc` (`Releases` in the contract): the contract parses the full TOC (400 naming the problem when
 * malformed or inconsistent); here its MusicBrainz disc id is computed, stored media TOCs ranked
 * (exact disc id, then fuzzy durations), the releases hydrated and the search wrapper answered;
 * nothing → 404.
 */
import { discIdFromToc } from '@mc/catalog';
import { NotFoundError } from '../errors';
import { SEARCH_PAGE_SIZE, rankTocMatches } from '@mc/search';
import { tocCandidates } from '@mc/store';
import type { HandlerTable } from '../handler';

/** TOC route. */
export const releaseTocHandlers = {
  searchReleasesByToc: async ({ query: { toc, page } }, { deps }) => {
    const discId = discIdFromToc(toc);
    const stored = await tocCandidates(deps.pool, discId, toc.lastTrack - toc.firstTrack + 1);
    const matches = rankTocMatches(toc, discId, stored);
    if (!matches.length) throw new NotFoundError(`no release matches disc id ${discId} or its track durations`);
    const slice = matches.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE);
    const docs = await deps.catalog.getMany(
      'release',
      slice.map((m) => m.releaseId),
    );
    const byId = new Map(docs.map((d) => [d.id, d]));
    return {
      hits: slice.flatMap((m) => {
        const doc = byId.get(m.releaseId);
        return doc ? [{ ...doc, score: m.score }] : [];
      }),
      page,
      totalPages: Math.ceil(matches.length / SEARCH_PAGE_SIZE),
      totalHits: matches.length,
    };
  },
} satisfies HandlerTable;
