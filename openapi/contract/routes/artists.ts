/**
 * The contract's `Artists` routes (see `../../contract.ts` for the decisions they follow).
 */
import { z } from 'zod';
import * as S from '@mc/catalog';
import { filter, idPath, limit, listQuery, offset, pictureFormat, searchQuery, streamingPlatformFilters } from '../params';
import { api } from '../route-types';

/** Routes tagged `Artists`. */
export const ARTIST_ROUTES = [
  // Artists
  api({
    operationId: 'searchArtists',
    path: '/api/artist',
    summary: 'Search artists by name or id, or by identifier filters',
    tags: ['Artists'],
    request: {
      query: searchQuery({
        isni: filter('ISNI'),
        ext_mb_id: filter('MusicBrainz artist MBID'),
        ...streamingPlatformFilters(),
        ext_kb_id: filter('Knowledge base id'),
      }),
    },
    response: S.ArtistSearchResult,
    responseDescription: 'Search wrapper of Artist',
  }),
  api({
    operationId: 'getArtist',
    path: '/api/artist/:id',
    summary: 'Artist by id',
    tags: ['Artists'],
    request: { params: idPath() },
    response: S.Artist,
    responseDescription: 'Artist',
  }),
  api({
    operationId: 'listArtistBiographies',
    path: '/api/artist/:id/biographies',
    summary: "Artist's biographies",
    tags: ['Artists'],
    request: { params: idPath(), query: listQuery() },
    response: S.BiographyList,
    responseDescription: 'List wrapper of Biography',
  }),
  api({
    operationId: 'listArtistPictures',
    path: '/api/artist/:id/pictures',
    summary: "Artist's pictures",
    tags: ['Artists'],
    request: { params: idPath(), query: z.object({ offset: offset(), limit: limit(), format: pictureFormat() }) },
    response: S.PictureList,
    responseDescription: 'List wrapper of Picture',
  }),
  api({
    operationId: 'listArtistAlbums',
    path: '/api/artist/:id/albums',
    summary: "Artist's albums",
    tags: ['Artists'],
    request: { params: idPath(), query: listQuery() },
    response: S.AlbumList,
    responseDescription: 'List wrapper of Album',
  }),
  api({
    operationId: 'getArtistPopularity',
    path: '/api/artist/:id/popularity',
    summary: "Artist's popularity",
    tags: ['Artists'],
    request: { params: idPath() },
    response: S.ArtistPopularity,
    responseDescription: 'Artist popularity',
  }),
] as const;
