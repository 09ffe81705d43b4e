/**
 * The contract's `Charts` and `Shows` routes (see `../../contract.ts` for the decisions they follow).
 */
import { z } from 'zod';
import * as S from '@mc/catalog';
import { filter, idParam, idPath, intParam, limit, listQuery, offset, page, pictureFormat, requiredTextParam } from '../params';
import { api } from '../route-types';

/** Routes tagged `Charts` and `Shows`. */
export const CHART_AND_SHOW_ROUTES = [
  // Charts
  api({
    operationId: 'listCharts',
    path: '/api/charts',
    summary: 'Charts',
    tags: ['Charts'],
    request: { query: listQuery() },
    response: S.ChartList,
    responseDescription: 'List wrapper of Chart',
  }),
  api({
    operationId: 'listChartDates',
    path: '/api/charts/:id_charts/dates',
    summary: "Chart's dates (issues)",
    tags: ['Charts'],
    request: { params: z.object({ id_charts: idParam({ allowZero: true, description: 'Chart id' }) }), query: listQuery() },
    response: S.ChartDateList,
    responseDescription: 'List wrapper of Chart date',
  }),
  api({
    operationId: 'listChartRows',
    path: '/api/charts/:id_charts/dates/:id_date/rows',
    summary: 'Rows of one chart date',
    tags: ['Charts'],
    request: {
      params: z.object({
        id_charts: idParam({ allowZero: true, description: 'Chart id' }),
        id_date: idParam({ allowZero: true, description: 'Chart date id' }),
      }),
      query: listQuery(),
    },
    response: S.ChartRowList,
    responseDescription: 'List wrapper of Chart row',
  }),

  // Shows
  api({
    operationId: 'searchShows',
    path: '/api/show',
    summary: 'Search shows by name or id',
    tags: ['Shows'],
    request: {
      query: z.object({
        query: requiredTextParam('Name or id'),
        type: intParam({ min: 1, max: S.MAX_ID, description: 'Show type id filter' }),
        artist: filter('Artist name filter'),
        page: page(),
      }),
    },
    response: S.ShowSearchResult,
    responseDescription: 'Search wrapper of Show',
  }),
  api({
    operationId: 'getShow',
    path: '/api/show/:id',
    summary: 'Show by id',
    tags: ['Shows'],
    request: { params: idPath() },
    response: S.Show,
    responseDescription: 'Show',
  }),
  api({
    operationId: 'listShowPictures',
    path: '/api/show/:id/pictures',
    summary: "Show's pictures",
    tags: ['Shows'],
    request: { params: idPath(), query: z.object({ offset: offset(), limit: limit(), format: pictureFormat() }) },
    response: S.PictureList,
    responseDescription: 'List wrapper of Picture',
  }),
] as const;
