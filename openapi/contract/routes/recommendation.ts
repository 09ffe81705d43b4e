/**
 * The contract's `Recommendation` routes (see `../../contract.ts` for the decisions they follow).
 */
import { z } from 'zod';
import * as S from '@mc/catalog';
import { enumListParam, enumParam, idListParam, intParam, RECOMMENDATION_MOODS } from '../params';
import { api } from '../route-types';

/**
 * A recommendation needs at least one seed id: neither `ms_track_ids` nor `ms_artist_ids` → one
 * 400 entry naming both (`query.ms_track_ids: at least one of ms_track_ids and ms_artist_ids is
 * required`), like any missing parameter. Ids that exist nowhere are the handler's 404.
 */
function requireSeed(q: { ms_track_ids?: number[]; ms_artist_ids?: number[] }, ctx: z.RefinementCtx): void {
  if (q.ms_track_ids?.length || q.ms_artist_ids?.length) return;
  ctx.addIssue({ code: 'custom', path: ['ms_track_ids'], message: 'at least one of ms_track_ids and ms_artist_ids is required' });
}

/** Routes tagged `Recommendation`. */
export const RECOMMENDATION_ROUTES = [
  // Recommendation
  api({
    operationId: 'getRecommendations',
    path: '/api/recommendation',
    summary: 'Playlist recommendation from artist and/or track ids',
    description:
      'Seeds: `ms_track_ids` and/or `ms_artist_ids`, at least one of the two (400 naming both when neither is given); ' +
      'unknown ids are ignored, and 404 is returned when none of the given ids exists. Audio levels are the catalog ' +
      'terciles of each descriptor; `audio_moods` must be moods the catalog uses (400 lists them). Filters are never ' +
      'relaxed: fewer results are returned rather than padding. At most max(2, ceil(results_nb/20)) recordings per ' +
      'artist; seed tracks are never returned. Algorithm: README "Recommendations".',
    tags: ['Recommendation'],
    request: {
      query: z
        .object({
          ms_track_ids: idListParam({
            description: 'Track (recording) ids: one or comma-separated; this and/or `ms_artist_ids` is required',
          }),
          ms_artist_ids: idListParam({
            description: 'Artist ids: one or comma-separated; this and/or `ms_track_ids` is required',
          }),
          audio_bpm: intParam({ min: 1, max: 3, description: '1 low, 2 medium, 3 high' }),
          audio_arousal: intParam({ min: 1, max: 3, description: '1 low, 2 medium, 3 high' }),
          audio_valence: intParam({ min: 1, max: 3, description: '1 low, 2 medium, 3 high' }),
          audio_intensity: intParam({ min: 1, max: 3, description: '1 low, 2 medium, 3 high' }),
          audio_moods: enumListParam(RECOMMENDATION_MOODS, { description: 'One mood or comma-separated moods' }),
          year_range: intParam({ min: 1, max: 100, default: 5, description: 'Years before/after the given tracks' }),
          results_nb: intParam({ min: 10, max: 500, default: 500, description: 'Number of results' }),
          min_accuracy: intParam({
            min: 0,
            max: 100,
            default: 32,
            description: 'Minimum accuracy for selecting corresponding artists',
          }),
          order_by: enumParam(['match', 'popularity', 'random'] as const, 'Result order'),
        })
        .superRefine(requireSeed),
    },
    response: S.RecommendationResponse,
    responseDescription: 'Recommended recordings',
  }),
] as const;
