/**
 * Response schemas: `ArtistPopularity`, `RecordingPopularity`, `Credits`, `AlbumCredits`. Rules: `../schemas.ts`.
 */
import { z } from './zod';
import { ArtistPopularityType, CountryCode, Id, opt, optId, optNum, optStr, Score100, SpecDate, SpecMonth } from './primitives';

// Popularity

const ArtistBestRecordingByPeriod = z.looseObject({
  id: Id,
  title: z.string(),
  best_rank: z.number(),
  best_country_code: CountryCode.nullable().openapi({
    description: 'null when the best rank was reached in several countries',
  }),
  best_country_name: z.string().openapi({ description: '`International` when reached in several countries' }),
});
const artistPeriodEntry = {
  charts_used: z.number(),
  rank: z.number(),
  score: Score100,
  best_recording: ArtistBestRecordingByPeriod,
};
const ArtistPopularityByYear = z.looseObject({ year: z.number().int(), ...artistPeriodEntry });
const ArtistPopularityByMonth = z.looseObject({ month: SpecMonth, ...artistPeriodEntry });
/** By-country entry; its `best_recording` fields are optional. */
const ArtistPopularityByCountry = z.looseObject({
  code: CountryCode,
  name: z.string(),
  charts_used: z.number(),
  rank: z.number(),
  score: Score100,
  best_recording: opt(
    z.looseObject({
      id: optId(),
      title: optStr(),
      best_rank: optNum(),
      best_month: opt(SpecDate),
      weeks_in_charts: optNum(),
    }),
  ),
});

/**
 * A popularity window (`catalog` or `current` of `ArtistPopularity` / `RecordingPopularity`): `score` 0..100 and `rank`, then the
 * entity's own `fields` (totals, `details_by_year` or `details_by_month`), then `details_by_country`.
 */
function popularityWindow(fields: z.ZodRawShape, byCountry: z.ZodType) {
  return opt(z.looseObject({ score: Score100, rank: optNum(), ...fields, details_by_country: opt(z.array(byCountry)) }));
}

export const ArtistPopularity = z
  .looseObject({
    type: ArtistPopularityType,
    peak: z.number().openapi({ description: 'Representative year' }),
    global: opt(z.looseObject({ score: Score100, rank: optNum(), recordings_in_charts: optNum() })),
    catalog: popularityWindow(
      { recordings_in_charts: optNum(), details_by_year: opt(z.array(ArtistPopularityByYear)) },
      ArtistPopularityByCountry,
    ),
    current: popularityWindow(
      { recordings_in_charts: optNum(), details_by_month: opt(z.array(ArtistPopularityByMonth)) },
      ArtistPopularityByCountry,
    ),
  })
  .openapi('ArtistPopularity');

const RecordingPopularityByCountry = z.looseObject({
  code: opt(CountryCode),
  name: optStr(),
  charts_used: optNum(),
  rank: optNum(),
  score: opt(Score100),
  best_rank: optNum(),
  best_month: opt(SpecDate),
  weeks_in_charts: optNum(),
});
const recordingPeriodEntry = {
  charts_used: optNum(),
  rank: optNum(),
  score: opt(Score100),
  best_rank: optNum(),
  best_country_code: opt(CountryCode),
  best_country_name: optStr(),
};

/** Recording popularity; its allowed `type` values are not fixed. */
export const RecordingPopularity = z
  .looseObject({
    type: z.string(),
    peak: z.number(),
    global: opt(z.looseObject({ score: Score100, rank: optNum() })),
    catalog: popularityWindow(
      { details_by_year: opt(z.array(z.looseObject({ year: opt(z.number().int()), ...recordingPeriodEntry }))) },
      RecordingPopularityByCountry,
    ),
    current: popularityWindow(
      { details_by_month: opt(z.array(z.looseObject({ month: opt(SpecMonth), ...recordingPeriodEntry }))) },
      RecordingPopularityByCountry,
    ),
  })
  .openapi('RecordingPopularity');

// Credits

const creditsData = z.array(
  z.looseObject({
    parent_credit_name: optStr(),
    parent_credit: opt(
      z.array(
        z.looseObject({
          credit_child_name: optStr(),
          credit_child: opt(z.array(z.looseObject({ name: optStr(), id_artist: optId() }))),
        }),
      ),
    ),
  }),
);
/** Recording credits (`Credits` in the contract). */
export const Credits = z.looseObject({ id: optId(), data: opt(creditsData) }).openapi('Credits');
/** Album credits: as {@link Credits} with `id` required. */
export const AlbumCredits = z.looseObject({ id: Id, data: opt(creditsData) }).openapi('AlbumCredits');
