/**
 * Response schemas: `Cluster` and `ClusterCandidate`, and the reference resources (`Genre`, `Role`, `Country`, `ShowType`, `Chart`, `Show`…). Rules: `../schemas.ts`.
 */
import { z } from './zod';
import {
  ChartId,
  ClusterType,
  CountryCode,
  Duration,
  Id,
  opt,
  optId,
  optNum,
  optStr,
  RefTranslation,
  SpecDate,
} from './primitives';

// Cluster and candidate

export const Cluster = z
  .looseObject({
    id: optId(),
    type: ClusterType,
    recordings: z.array(
      z.looseObject({
        id: Id,
        isrc: optStr(),
        title: z.string(),
        subtitle: optStr(),
        duration: opt(Duration),
        artists: z.array(z.looseObject({ id: optId(), name: z.string(), type: optStr() })),
      }),
    ),
  })
  .openapi('Cluster');

export const ClusterCandidate = z
  .looseObject({
    isrc: z.string().nullable().openapi({
      description:
        'Always present; null when unknown, which is every candidate of the sample catalog (SecondHandSongs covers carry no ISRC): docs/api.md "Contract deviations"',
    }),
    title: z.string(),
    subtitle: optStr(),
    duration: opt(Duration),
    artists: z.array(z.looseObject({ name: z.string() })),
  })
  .openapi('ClusterCandidate');

// Reference resources

export const Genre = z
  .looseObject({
    id: Id,
    name: z.string(),
    translated: opt(z.array(RefTranslation)),
    parent_genre: opt(z.looseObject({ id_genre: optId(), name: optStr() })),
  })
  .openapi('Genre');

export const GenreTopArtist = z
  .looseObject({
    id: optId(),
    name: optStr(),
    complementary: optStr(),
    type: optStr(),
    country_code: opt(CountryCode),
    country_name: optStr(),
    role: optStr(),
  })
  .openapi('GenreTopArtist');

export const Role = z.looseObject({ id: Id, name: z.string(), translated: opt(z.array(RefTranslation)) }).openapi('Role');

export const Country = z
  .looseObject({
    id: Id,
    name: z.string().openapi({ description: 'English name' }),
    code: opt(CountryCode),
    translated: opt(z.array(RefTranslation)),
  })
  .openapi('Country');

export const ShowType = z
  .looseObject({
    id: Id,
    name: z.string().openapi({ description: 'English name' }),
    translated: opt(z.array(RefTranslation)),
  })
  .openapi('ShowType');

/**
 * Chart (all fields required). `country_code` is present but `null` for charts that
 * are not tied to one country (international charts).
 */
export const Chart = z
  .looseObject({
    id: ChartId,
    name: z.string(),
    area: z.string(),
    source: z.string(),
    official: z.boolean(),
    country_code: CountryCode.nullable(),
  })
  .openapi('Chart');

export const ChartDate = z
  .looseObject({
    id: ChartId,
    start_date: opt(SpecDate),
    end_date: opt(SpecDate),
    matched: optNum(),
    total: optNum(),
  })
  .openapi('ChartDate');

export const ChartRow = z
  .looseObject({
    id: ChartId,
    artist_name: optStr(),
    album_title: optStr(),
    recording_title: optStr(),
    rank: optNum(),
    previous_rank: optNum(),
    best_rank: optNum(),
    appearances: optNum(),
    date_in: opt(SpecDate),
    rank_in: optNum(),
    date_out: opt(SpecDate),
    rank_out: optNum(),
    ms_artist: opt(z.looseObject({ id: optId(), name: optStr() })),
    ms_album: opt(z.looseObject({ id: optId(), title: optStr() })),
    ms_recordings: opt(z.array(z.looseObject({ id: optId(), title: optStr(), subtitle: optStr() }))),
  })
  .openapi('ChartRow');

export const Show = z
  .looseObject({
    id: optId(),
    name: optStr(),
    subtitle: optStr(),
    type: opt(z.looseObject({ id: optId(), name: optStr() })),
    album: opt(z.looseObject({ id: optId(), title: optStr() })),
    artists: opt(z.array(z.looseObject({ id: optId(), name: optStr() }))),
    year: optNum(),
    country: optStr(),
    area: optStr(),
    description: optStr(),
    score: optNum().openapi({ description: 'Search hits only' }),
  })
  .openapi('Show');
