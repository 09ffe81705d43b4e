/**
 * The contract's `Recordings` routes (see `../../contract.ts` for the decisions they follow).
 */
import { z } from 'zod';
import * as S from '@mc/catalog';
import { filter, idParam, idPath, largeListQuery, searchQuery, streamingPlatformFilters } from '../params';
import { api } from '../route-types';

/** Routes tagged `Recordings`. */
export const RECORDING_ROUTES = [
  // Recordings
  api({
    operationId: 'searchRecordings',
    path: '/api/recording',
    summary: 'Search recordings by name or id, or by filters',
    tags: ['Recordings'],
    request: {
      query: searchQuery({
        isrc: filter('ISRC'),
        ext_mb_id: filter('MusicBrainz recording MBID'),
        ...streamingPlatformFilters(),
        ext_lf_id: filter('Lyrics provider id'),
      }),
    },
    response: S.RecordingSearchResult,
    responseDescription: 'Search wrapper of Recording',
  }),
  api({
    operationId: 'getRecording',
    path: '/api/recording/:id',
    summary: 'Recording by id',
    tags: ['Recordings'],
    request: { params: idPath() },
    response: S.Recording,
    responseDescription: 'Recording',
  }),
  api({
    operationId: 'getRecordingAudioDescriptors',
    path: '/api/recording/:id/audiodescriptions',
    summary: "Recording's audio descriptors",
    tags: ['Recordings'],
    request: { params: idPath() },
    response: S.RecordingAudioDescriptors,
    responseDescription: 'Recording audio descriptors',
  }),
  api({
    operationId: 'getRecordingLyric',
    path: '/api/recording/:id/lyric',
    summary: "Recording's lyric (timed lines, translations)",
    tags: ['Recordings'],
    request: { params: idPath() },
    response: S.Lyric,
    responseDescription: 'Lyric',
  }),
  api({
    operationId: 'getRecordingPopularity',
    path: '/api/recording/:id/popularity',
    summary: "Recording's popularity",
    tags: ['Recordings'],
    request: { params: idPath() },
    response: S.RecordingPopularity,
    responseDescription: 'Recording popularity',
  }),
  api({
    operationId: 'listRecordingCharts',
    path: '/api/recording/:id/charts',
    summary: 'Charts the recording appeared in',
    tags: ['Recordings', 'Charts'],
    request: { params: idPath(), query: largeListQuery() },
    response: S.RecordingChartsResult,
    responseDescription: 'List wrapper whose results is an array of arrays of chart entries',
  }),
  api({
    operationId: 'listRecordingChartPositions',
    path: '/api/recording/:idRecording/charts/:idCharts',
    summary: "Recording's positions in one chart",
    tags: ['Recordings', 'Charts'],
    request: {
      params: z.object({
        idRecording: idParam({ allowZero: true, description: 'Recording id' }),
        idCharts: idParam({ allowZero: true, description: 'Chart id' }),
      }),
      query: largeListQuery(),
    },
    response: S.RecordingChartPositionsResult,
    responseDescription: 'List wrapper whose results is an array of arrays of {date, rank}',
  }),
  api({
    operationId: 'getRecordingCredits',
    path: '/api/recording/:id/credits',
    summary: "Recording's credits",
    tags: ['Recordings'],
    request: { params: idPath() },
    response: S.Credits,
    responseDescription: 'Credits',
  }),
  api({
    operationId: 'listRecordingClusters',
    path: '/api/recording/:id/clusters',
    summary: 'Clusters of similar recordings',
    tags: ['Recordings'],
    request: { params: idPath(), query: largeListQuery() },
    response: S.ClusterList,
    responseDescription: 'List wrapper of Cluster',
  }),
  api({
    operationId: 'listRecordingClusterCandidates',
    path: '/api/recording/:id/cluster-candidates',
    summary: 'Cluster candidates of a recording',
    tags: ['Recordings'],
    request: { params: idPath(), query: largeListQuery() },
    response: S.ClusterCandidateList,
    responseDescription: 'List wrapper of Candidate',
  }),
] as const;
