/**
 * Response schemas of recommendations: `RecommendationItem`, `RecommendationResponse`. Rules: `../schemas.ts`.
 */
import { z } from './zod';
import { opt, optId, optNum, optStr, SpecDate } from './primitives';

/** One recommended recording (`RecommendationItem` in the contract). */
export const RecommendationItem = z
  .looseObject({
    id: optId(),
    match: optNum().openapi({ description: 'Relevance' }),
    title: optStr(),
    subtitle: optStr(),
    genre: opt(z.looseObject({ id_genre: optId(), name: optStr() })),
    popularity: optNum(),
    artists: opt(z.array(z.looseObject({ id_artist: optId(), name: optStr() }))),
    audiodescriptions: opt(
      z.array(
        z.looseObject({
          bpm: optStr(),
          moods: opt(z.array(z.looseObject({ value: optNum(), name: optStr() }))),
          arousal: optStr(),
          valence: optStr(),
          intensity: optStr(),
        }),
      ),
    ),
    original_album: opt(z.looseObject({ id: optId(), title: optStr(), original_release_date: opt(SpecDate) })),
  })
  .openapi('RecommendationItem');

/** Response of GET /api/recommendation (`RecommendationResponse` in the contract). */
export const RecommendationResponse = z.looseObject({ recording: z.array(RecommendationItem) }).openapi('RecommendationResponse');
