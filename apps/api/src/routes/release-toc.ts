/**
 * `GET /api/release/toc` (SPEC 4.3): parse the full TOC (400 naming the problem when malformed),
 * compute its MusicBrainz disc id, rank stored media TOCs (exact disc id, then fuzzy durations),
 * hydrate the releases and answer the search wrapper; nothing → 404.
 */
import { type CdToc, TocError, discIdFromToc, parseToc } from '@mc/catalog';
import { NotFoundError, ValidationError } from '../errors';
import { SEARCH_PAGE_SIZE, rankTocMatches } from '@mc/search';
import { tocCandidates } from '@mc/store';
import type { HandlerTable } from '../handler';

/** TOC route. */
export const releaseTocHandlers: HandlerTable = {
  'GET /api/release/toc': async ({ query }, { deps }) => {
    let toc: CdToc;
    try {
      // The contract already parses `toc`; a raw string is parsed here.
      toc = typeof query.toc === 'string' ? parseToc(query.toc) : (query.toc as CdToc);
    } catch (err) {
      if (err instanceof TocError) throw new ValidationError([{ field: 'query.toc', message: err.message }]);
      throw err;
    }
    const discId = discIdFromToc(toc);
    const stored = await tocCandidates(deps.pool, discId, toc.lastTrack - toc.firstTrack + 1);
    const matches = rankTocMatches(toc, discId, stored);
    if (!matches.length) throw new NotFoundError(`no release matches disc id ${discId} or its track durations`);
    const page = query.page as number;
    const slice = matches.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE);
    const docs = await deps.catalog.getMany(
      'release',
      slice.map((m) => m.releaseId),
    );
    const byId = new Map(docs.map((d) => [d.id as number, d]));
    return {
      hits: slice.filter((m) => byId.has(m.releaseId)).map((m) => ({ ...byId.get(m.releaseId)!, score: m.score })),
      page,
      totalPages: Math.ceil(matches.length / SEARCH_PAGE_SIZE),
      totalHits: matches.length,
    };
  },
};
