/**
 * The contract's `Releases` routes (see `../../contract.ts` for the decisions they follow).
 */
import { z } from 'zod';
import * as S from '@mc/catalog';
import { dateParam, filter, idPath, listQuery, page, searchQuery, tocParam, streamingPlatformFilters } from '../params';
import { api } from '../route-types';

/** Routes tagged `Releases`. */
export const RELEASE_ROUTES = [
  // Releases
  api({
    operationId: 'searchReleases',
    path: '/api/release',
    summary: 'Search releases by album name or release id, or by filters',
    tags: ['Releases'],
    request: {
      query: searchQuery({
        barcode: filter('EAN or UPC barcode'),
        release_date: dateParam({ description: 'Release date filter; 00 for unknown month/day' }),
        ext_mb_id: filter('MusicBrainz release MBID'),
        ...streamingPlatformFilters(),
        ext_dg_id: filter('Discogs release id'),
      }),
    },
    response: S.ReleaseSearchResult,
    responseDescription: 'Search wrapper of Release',
  }),
  api({
    operationId: 'searchReleasesByToc',
    path: '/api/release/toc',
    summary: 'Releases matching a CD table of contents',
    tags: ['Releases'],
    request: { query: z.object({ toc: tocParam(), page: page() }) },
    response: S.ReleaseSearchResult,
    responseDescription: 'Search wrapper of Release',
  }),
  api({
    operationId: 'getRelease',
    path: '/api/release/:id',
    summary: 'Release by id',
    tags: ['Releases'],
    request: { params: idPath() },
    response: S.Release,
    responseDescription: 'Release',
  }),
  api({
    operationId: 'listReleaseTracks',
    path: '/api/release/:id/tracks',
    summary: "Release's tracks",
    tags: ['Releases'],
    request: { params: idPath(), query: listQuery() },
    response: S.TrackList,
    responseDescription: 'List wrapper of Track',
  }),
] as const;
