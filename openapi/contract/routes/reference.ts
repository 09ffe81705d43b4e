/**
 * The contract's `Reference data` routes (see `../../contract.ts` for the decisions they follow).
 */
import { z } from 'zod';
import * as S from '@mc/catalog';
import { idPath, intParam, limit, listQuery, offset } from '../params';
import { api } from '../route-types';

/** Routes tagged `Reference data`. */
export const REFERENCE_ROUTES = [
  // Reference data
  api({
    operationId: 'listGenres',
    path: '/api/genre',
    summary: 'Genres, optionally the children of one parent genre',
    tags: ['Reference data'],
    request: {
      query: z.object({
        id_parent: intParam({ min: 1, max: S.MAX_ID, description: 'Parent genre id' }),
        offset: offset(),
        limit: limit(),
      }),
    },
    response: S.GenreList,
    responseDescription: 'List wrapper of Genre',
  }),
  api({
    operationId: 'getGenre',
    path: '/api/genre/:id',
    summary: 'Genre by id',
    tags: ['Reference data'],
    request: { params: idPath() },
    response: S.Genre,
    responseDescription: 'Genre',
  }),
  api({
    operationId: 'listGenreArtists',
    path: '/api/genre/:id/artists',
    summary: "Genre's top artists, by popularity",
    tags: ['Reference data'],
    request: { params: idPath(), query: listQuery() },
    response: S.GenreTopArtistList,
    responseDescription: 'List wrapper of genre top artists',
  }),
  api({
    operationId: 'listRoles',
    path: '/api/role',
    summary: 'Roles',
    tags: ['Reference data'],
    request: { query: listQuery() },
    response: S.RoleList,
    responseDescription: 'List wrapper of Role',
  }),
  api({
    operationId: 'getRole',
    path: '/api/role/:id',
    summary: 'Role by id',
    tags: ['Reference data'],
    request: { params: idPath() },
    response: S.Role,
    responseDescription: 'Role',
  }),
  api({
    operationId: 'listCountries',
    path: '/api/country',
    summary: 'Countries',
    tags: ['Reference data'],
    request: { query: listQuery() },
    response: S.CountryList,
    responseDescription: 'List wrapper of Country',
  }),
  api({
    operationId: 'getCountry',
    path: '/api/country/:id',
    summary: 'Country by id',
    tags: ['Reference data'],
    request: { params: idPath() },
    response: S.Country,
    responseDescription: 'Country',
  }),
  api({
    operationId: 'listShowTypes',
    path: '/api/show-type',
    summary: 'Show types',
    tags: ['Reference data'],
    request: { query: listQuery() },
    response: S.ShowTypeList,
    responseDescription: 'List wrapper of Show type',
  }),
  api({
    operationId: 'getShowType',
    path: '/api/show-type/:id',
    summary: 'Show type by id',
    tags: ['Reference data'],
    request: { params: idPath() },
    response: S.ShowType,
    responseDescription: 'Show type',
  }),
] as const;
