/**
 * The contract's `Albums` routes (see `../../contract.ts` for the decisions they follow).
 */
import { z } from 'zod';
import * as S from '@mc/catalog';
import { dateParam, filter, idPath, listQuery, page, requiredTextParam } from '../params';
import { api } from '../route-types';

/** Routes tagged `Albums`. */
export const ALBUM_ROUTES = [
  // Albums
  api({
    operationId: 'searchAlbums',
    path: '/api/album',
    summary: 'Search albums by name or id',
    tags: ['Albums'],
    request: {
      query: z.object({
        query: requiredTextParam('Name or id'),
        page: page(),
        release_date: dateParam({ description: 'Release date filter; 00 for unknown month/day' }),
        artist: filter('Artist name filter'),
      }),
    },
    response: S.AlbumSearchResult,
    responseDescription: 'Search wrapper of Album',
  }),
  api({
    operationId: 'getAlbum',
    path: '/api/album/:id',
    summary: 'Album by id',
    tags: ['Albums'],
    request: { params: idPath() },
    response: S.Album,
    responseDescription: 'Album',
  }),
  api({
    operationId: 'getAlbumCoverArt',
    path: '/api/album/:id/coverart',
    summary: "Album's cover art",
    tags: ['Albums'],
    request: { params: idPath() },
    response: S.CoverArt,
    responseDescription: 'Cover art',
  }),
  api({
    operationId: 'getAlbumAudioDescriptors',
    path: '/api/album/:id/audiodescriptions',
    summary: "Album's audio descriptors",
    tags: ['Albums'],
    request: { params: idPath() },
    response: S.AlbumAudioDescriptors,
    responseDescription: 'Album audio descriptors',
  }),
  api({
    operationId: 'listAlbumReleases',
    path: '/api/album/:id/releases',
    summary: "Album's releases (editions)",
    tags: ['Albums'],
    request: { params: idPath(), query: listQuery() },
    response: S.ReleaseList,
    responseDescription: 'List wrapper of Release',
  }),
  api({
    operationId: 'getAlbumCredits',
    path: '/api/album/:id/credits',
    summary: "Album's credits",
    tags: ['Albums'],
    request: { params: idPath() },
    response: S.AlbumCredits,
    responseDescription: 'Credits',
  }),
  api({
    operationId: 'listAlbumReviews',
    path: '/api/album/:id/reviews',
    summary: "Album's reviews",
    tags: ['Albums'],
    request: { params: idPath(), query: listQuery() },
    response: S.ReviewList,
    responseDescription: 'List wrapper of Review',
  }),
] as const;
