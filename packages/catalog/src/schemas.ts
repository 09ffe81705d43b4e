/**
 * Runtime schemas (zod 4) of every response shape of the API: SPEC section 2 documents, the
 * search/list wrappers of SPEC 2.1, the recording-charts wrappers of SPEC 4.4, the quota status of
 * SPEC 4.11, the error body of SPEC 7, plus the few shapes the service adds (health, report
 * receipts, artist-title batch).
 *
 * One source of truth: the API validates nothing against these at run time on the hot path, but
 * the OpenAPI document (`openapi/generate.ts`) is generated from them and response-shape tests
 * parse real responses with them.
 *
 * Rules applied throughout:
 * - Fields marked `req` in the spec are required and not nullable; every other field is
 *   optional and may be `null` (SPEC 2.1 "Optional fields may be null") — `.nullish()`.
 * - Objects are loose (`z.looseObject`): unknown keys are accepted and kept, because documents
 *   carry documented extras beyond the spec (e.g. `performer`, `alt_titles`, `year`, `label`).
 * - Enumerations listed by the spec are `z.enum`; where the spec says the allowed values are
 *   "not shown" the field is a plain string.
 * - Each named shape is registered with `.openapi('<Name>')` so it becomes a component of the
 *   generated document.
 */
import { extendZodWithOpenApi, getRefId } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

extendZodWithOpenApi(z);

// ---------------------------------------------------------------------------------------------
// Primitives (SPEC 2.1)

/** Largest identifier a JSON number carries exactly (2^53 - 1). */
export const MAX_ID = Number.MAX_SAFE_INTEGER;

/** An entity identifier: integer matching `[1-9][0-9]*` (SPEC 2.1). */
export const Id = z.number().int().min(1).max(MAX_ID);
/** A chart-related identifier; SPEC 4.4 allows chart path ids >= 0. */
export const ChartId = z.number().int().min(0).max(MAX_ID);
/** A non-negative integer count or position. */
const Count = z.number().int().min(0);

/** `YYYY-MM-DD`, with `00` for an unknown month and/or day (SPEC 2.1). */
export const SpecDate = z
  .string()
  .regex(/^[0-9]{4}-(0[0-9]|1[0-2])-(0[0-9]|[12][0-9]|3[01])$/, 'must be YYYY-MM-DD (00 for unknown month/day)')
  .openapi({ description: 'YYYY-MM-DD; 00 for an unknown month and/or day', example: '1999-04-00' });
/** `YYYY-MM` (popularity `month`, SPEC 2.1). */
export const SpecMonth = z
  .string()
  .regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/, 'must be YYYY-MM')
  .openapi({ description: 'YYYY-MM', example: '2021-07' });
/** `HH:MM:SS` duration (SPEC 2.1); hours may exceed two digits. */
export const Duration = z
  .string()
  .regex(/^[0-9]{2,}:[0-5][0-9]:[0-5][0-9]$/, 'must be HH:MM:SS')
  .openapi({ description: 'HH:MM:SS', example: '00:03:45' });
/** ISO 3166-1 alpha-2 country code, upper case. */
export const CountryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code')
  .openapi({ description: 'ISO 3166-1 alpha-2', example: 'FR' });
/** A 0..100 score (popularity). */
const Score100 = z.number().min(0).max(100);

/**
 * Shorthand: an optional field that may also be `null`. A registered (named) schema becomes
 * `anyOf: [$ref, null]` in the document; `nullish()` on it would lose the `null`.
 */
const opt = <T extends z.ZodType>(schema: T) => (getRefId(schema) ? z.union([schema, z.null()]).optional() : schema.nullish());
/** Required but may be `null` (see {@link opt} for registered schemas). */
const orNull = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]);
const optStr = () => z.string().nullish();
const optNum = () => z.number().nullish();
const optId = () => Id.nullish();

/** Builds a shape of optional numbers from a list of keys (audio descriptors). */
function optionalNumbers<const K extends readonly string[]>(
  keys: K,
): { [P in K[number]]: z.ZodOptional<z.ZodNullable<z.ZodNumber>> } {
  return Object.fromEntries(keys.map((k) => [k, z.number().nullish()])) as {
    [P in K[number]]: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
  };
}

// ---------------------------------------------------------------------------------------------
// Enumerations (SPEC 2.x)

export const ArtistType = z.enum(['Person', 'Band']).openapi('ArtistType');
export const ArtistNature = z
  .enum(['Human', 'Virtual', 'Avatar', 'Deepfake', 'Vocaloids', 'Generative AI'])
  .openapi('ArtistNature');
export const Gender = z.enum(['Male', 'Female', 'Other']).openapi('Gender');
export const GenreLink = z.enum(['Main', 'Principal', 'Secondary', 'Influence']).openapi('GenreLink');
export const ArtistRoleLink = z.enum(['Main', 'Other']).openapi('ArtistRoleLink');
export const AliasLink = z.enum(['Alias', 'Nickname']).openapi('AliasLink');
export const RelatedArtistLink = z.enum(['Related', 'Successor', 'Influence']).openapi('RelatedArtistLink');
export const CreditLink = z.enum(['Main', 'Feat']).openapi('CreditLink');
/** Deprecated recording artist `type` (SPEC 2.10). */
export const RecordingArtistType = z.enum(['MAIN', 'FEAT']).openapi('RecordingArtistType');
export const AlbumType = z.enum(['ORIGINAL', 'LIVE', 'COMPILATION', 'KARAOKE', 'RING', 'OTHER']).openapi('AlbumType');
export const AlbumFormat = z.enum(['ALBUM', 'EP', 'SINGLE', 'MCD', 'MIXTAPE']).openapi('AlbumFormat');
export const ReleaseSupport = z.enum(['2CD', 'CD', 'DVD', 'EP', 'K7', 'LP', 'NUM']).openapi('ReleaseSupport');
export const BiographyLang = z.enum(['FR', 'EN', 'DE', 'JA', 'PT', 'ES']).openapi('BiographyLang');
export const BiographySource = z.enum(['house', 'partner_publisher']).openapi('BiographySource');
export const PictureSource = z.enum(['stock_agency', 'house', 'Label']).openapi('PictureSource');
export const PictureFormat = z.enum(['1:1', '16:9']).openapi('PictureFormat');
export const ClusterType = z
  .enum(['similar_work', 'similar_artist_title', 'similar_phonogram', 'candidate'])
  .openapi('ClusterType');
export const ArtistPopularityType = z.enum(['catalog', 'current']).openapi('ArtistPopularityType');
export const RecommendationOrder = z.enum(['match', 'popularity', 'random']).openapi('RecommendationOrder');

// ---------------------------------------------------------------------------------------------
// External identifiers (SPEC 2.1)

const strList = () => z.array(z.string()).nullish();
const numList = () => z.array(z.number()).nullish();
const streamingExternals = {
  ext_s1: strList(),
  ext_s2: numList(),
  ext_s3: strList(),
  ext_s4: numList(),
  ext_s5: numList(),
  ext_s6: numList(),
  ext_s7: strList(),
};

export const ArtistExternals = z
  .looseObject({ ext_mb: strList(), ext_dg: numList(), ...streamingExternals, ext_kb: strList() })
  .openapi('ArtistExternals');
export const AlbumExternals = z.looseObject({ ext_mb: strList(), ext_dg: numList() }).openapi('AlbumExternals');
export const ReleaseExternals = z
  .looseObject({ ext_mb: strList(), ext_dg: numList(), ...streamingExternals })
  .openapi('ReleaseExternals');
/**
 * Recording externals. SPEC 2.1 types recording `ext_mb` as numbers, but MusicBrainz recording
 * ids are MBIDs (UUID text) and no numeric form exists, so this service serves them as strings,
 * like every other `ext_mb` (a documented deviation: README "Contract deviations").
 */
export const RecordingExternals = z
  .looseObject({
    ext_mb: strList().openapi({
      description: 'MusicBrainz recording MBIDs (strings; SPEC 2.1 says numbers, which MBIDs cannot be)',
    }),
    ext_lf: numList(),
    ...streamingExternals,
  })
  .openapi('RecordingExternals');

// ---------------------------------------------------------------------------------------------
// Shared sub-shapes

const TranslatedName = z.looseObject({ lang: optStr(), rfc_5646: z.string(), name: z.string() });
const TranslatedTitle = z.looseObject({ lang: optStr(), rfc_5646: z.string(), title: z.string(), subtitle: optStr() });
/** Reference-data translation `{lang, name}` (SPEC 2.16). */
const RefTranslation = z.looseObject({ lang: optStr(), name: optStr() });
const GenreRef = z.looseObject({ id_genre: Id, name: z.string() });
const CreditRole = z.looseObject({ id: optId(), name: optStr() });
const DatedMember = z.looseObject({
  id_artist: Id,
  name_artist: z.string(),
  start_date: opt(SpecDate),
  end_date: opt(SpecDate),
  id_role: Id,
  name_role: z.string(),
});

// ---------------------------------------------------------------------------------------------
// 2.2 Artist

export const Artist = z
  .looseObject({
    id: Id,
    name: z.string(),
    isni: optStr(),
    real_firstname_lastname: optStr(),
    type: ArtistType,
    nature: opt(ArtistNature),
    gender: opt(Gender),
    main_role: optId().openapi({ deprecated: true, description: 'Deprecated; id of the main role' }),
    country_name: optStr(),
    country_code: opt(CountryCode),
    influence_country_name: optStr(),
    influence_country_code: opt(CountryCode),
    birth_date: opt(SpecDate),
    debut_date: opt(SpecDate),
    death_date: opt(SpecDate),
    birth_place: optStr(),
    death_place: optStr(),
    activity_periods: opt(z.array(z.looseObject({ start_date: SpecDate, end_date: opt(SpecDate) }))),
    genres: opt(z.array(z.looseObject({ id_genre: Id, name: z.string(), link: GenreLink }))),
    roles: opt(z.array(z.looseObject({ id_role: Id, name: z.string(), link: ArtistRoleLink }))),
    aliases: opt(z.array(z.looseObject({ alias: z.string(), link: AliasLink }))),
    translated: opt(z.array(TranslatedName)),
    band_members: opt(z.array(DatedMember)),
    related_artists: opt(z.array(z.looseObject({ id_artist: Id, name: z.string(), link: RelatedArtistLink }))),
    collaborators: opt(z.array(DatedMember)),
    socials: opt(
      z.looseObject({
        website: strList(),
        link_short_video: optStr(),
        link_microblog: optStr(),
        link_video_channel: optStr(),
        link_social_network: optStr(),
        link_photo_sharing: optStr(),
        link_audio_platform: optStr(),
      }),
    ),
    externals: opt(ArtistExternals),
    famous_for: optStr(),
    awards: optStr(),
    score: optNum().openapi({ description: 'Search hits only' }),
  })
  .openapi('Artist');

// ---------------------------------------------------------------------------------------------
// 2.3 Biography / Review

export const Biography = z
  .looseObject({
    lang: opt(BiographyLang),
    source: opt(BiographySource),
    content: optStr().openapi({ description: 'HTML fragment' }),
    author: optStr(),
    copyright: optStr(),
  })
  .openapi('Biography');
/** Review entry: same fields as a biography; allowed `lang`/`source` values are not shown. */
export const Review = z
  .looseObject({ lang: optStr(), source: optStr(), content: optStr(), author: optStr(), copyright: optStr() })
  .openapi('Review');

// ---------------------------------------------------------------------------------------------
// 2.4 Picture

export const Picture = z
  .looseObject({
    id_picture: optId().openapi({ description: 'Unique per (id_picture, format); alone only for 1:1' }),
    id_picture_version: optId(),
    name: optStr().openapi({ description: 'Path of the picture' }),
    source: opt(PictureSource),
    format: opt(PictureFormat),
    width: optNum(),
    height: optNum(),
    mimetype: opt(z.literal('image/jpeg')),
    copyright: optStr(),
    metas: opt(
      z.looseObject({
        id: optNum(),
        quality_rank: optNum(),
        title: optStr(),
        date_created: optStr(),
        date_submitted: optStr(),
        orientation: optStr(),
        collection_name: optStr(),
        copyright: optStr(),
        credit_line: optStr(),
        license_model: optStr(),
        artist: optStr(),
        editorial_segments: strList(),
        product_types: strList(),
        people: strList(),
        editorial_source: opt(z.looseObject({ id: optNum(), name: optStr() })),
        max_dimensions: opt(z.looseObject({ height: optNum(), width: optNum() })),
        allowed_use: opt(z.looseObject({ how_can_i_use_it: optStr(), release_info: optStr(), usage_restrictions: strList() })),
      }),
    ),
    tags: strList(),
  })
  .openapi('Picture');

// ---------------------------------------------------------------------------------------------
// 2.5 Album, 2.6 cover art, 2.7 album audio descriptors

const CreditedArtist = z.looseObject({ id: Id, name: z.string(), link: CreditLink, roles: opt(z.array(CreditRole)) });

export const Album = z
  .looseObject({
    id: Id,
    title: z.string(),
    subtitle: optStr(),
    label: optStr(),
    distributor: optStr(),
    type: AlbumType,
    format: AlbumFormat.nullish().openapi({
      description:
        'Required by SPEC 2.5; absent when no source states it (1 of 1,990 sample albums): README "Contract deviations"',
    }),
    original_release_date: opt(SpecDate),
    rating: optNum(),
    translated: opt(z.array(TranslatedTitle)),
    externals: opt(AlbumExternals),
    genre: opt(GenreRef),
    artists: opt(z.array(z.looseObject({ id_artist: Id, name: z.string(), link: CreditLink, roles: opt(z.array(CreditRole)) }))),
    score: optNum().openapi({ description: 'Search hits only' }),
  })
  .openapi('Album');

/** SPEC 2.6: `source` and `copyright` are typed number in the original schema but carry text. */
export const CoverArt = z
  .looseObject({
    path: z.string(),
    path_400: optStr(),
    width: optNum(),
    height: optNum(),
    source: z.union([z.string(), z.number()]),
    copyright: opt(z.union([z.string(), z.number()])),
  })
  .openapi('CoverArt');

export const ALBUM_AUDIO_DESCRIPTOR_KEYS = [
  'arousal',
  'danceability',
  'dissonance',
  'electric_acoustic',
  'melodicity',
  'music_speech',
  'studio_live',
  'valence',
  'vocal_instrumental',
] as const;
export const AlbumAudioDescriptors = z.looseObject(optionalNumbers(ALBUM_AUDIO_DESCRIPTOR_KEYS)).openapi('AlbumAudioDescriptors');

// ---------------------------------------------------------------------------------------------
// 2.8 Release, 2.9 Track

export const Release = z
  .looseObject({
    id: Id,
    release_date: opt(SpecDate),
    distributor: optStr(),
    barcode: optStr().openapi({ description: 'EAN or UPC' }),
    support: opt(ReleaseSupport),
    recommended: opt(z.boolean()),
    commentary: optStr(),
    externals: opt(ReleaseExternals),
    album: opt(z.looseObject({ id: Id, title: z.string() })),
    artists: opt(z.array(CreditedArtist)),
    score: optNum().openapi({ description: 'Search hits only' }),
  })
  .openapi('Release');

export const Track = z
  .looseObject({
    id: optId(),
    disc_number: optNum(),
    track_number: optNum(),
    recording: opt(z.looseObject({ id: optId(), title: optStr(), subtitle: optStr(), duration: opt(Duration) })),
  })
  .openapi('Track');

// ---------------------------------------------------------------------------------------------
// 2.10 Recording, 2.11 recording audio descriptors

export const Recording = z
  .looseObject({
    id: Id,
    title: z.string(),
    subtitle: optStr(),
    duration: opt(Duration),
    isrc: optStr(),
    hit: optNum(),
    editors_pick: optNum(),
    externals: opt(RecordingExternals),
    translated: opt(z.array(z.looseObject({ lang: optStr(), rfc_5646: optStr(), title: optStr(), subtitle: optStr() }))),
    related_isrcs: strList().openapi({ deprecated: true }),
    genre: opt(GenreRef),
    artists: opt(
      z.array(
        z.looseObject({
          id: Id,
          name: z.string(),
          type: RecordingArtistType.openapi({ deprecated: true }),
          link: CreditLink,
          roles: opt(z.array(CreditRole)),
        }),
      ),
    ),
    score: optNum().openapi({ description: 'Search hits only' }),
  })
  .openapi('Recording');

export const RECORDING_AUDIO_DESCRIPTOR_KEYS = [
  'absolute_loudness',
  'arousal',
  'articulation',
  'binary',
  'bpm',
  'brightness',
  'centroid',
  'chroma01',
  'chroma02',
  'chroma03',
  'chroma04',
  'chroma05',
  'chroma06',
  'chroma08',
  'chroma09',
  'chroma10',
  'chroma11',
  'chroma12',
  'complexity',
  'complexity_chroma',
  'danceability',
  'dissonance',
  'electric_acoustic',
  'event_density',
  'flatness',
  'intensity',
  'loudness',
  'loudness_range',
  'melodicity',
  'mfcc01',
  'mfcc02',
  'mfcc03',
  'mfcc04',
  'mfcc05',
  'mfcc06',
  'mfcc07',
  'mfcc08',
  'mfcc09',
  'mfcc10',
  'mfcc11',
  'mfcc12',
  'mfcc13',
  'music_speech',
  'pulse_clarity',
  'rhythmic_stability',
  'roll_off',
  'spread',
  'studio_live',
  'valence',
  'vocal_instrumental',
  'zero_cross_rate',
] as const;
export const RecordingAudioDescriptors = z
  .looseObject({
    ...optionalNumbers(RECORDING_AUDIO_DESCRIPTOR_KEYS),
    moods: opt(z.array(z.looseObject({ name: optStr(), value: optNum().openapi({ description: 'Weight' }) }))),
    themes: strList(),
    timbres: strList(),
  })
  .openapi('RecordingAudioDescriptors');

// ---------------------------------------------------------------------------------------------
// 2.12 Lyric

const LrcLine = z
  .looseObject({
    line: optStr(),
    duration: optStr().openapi({ description: 'Milliseconds, as text' }),
    milliseconds: optStr().openapi({ description: 'Position in milliseconds, as text' }),
    lrc_timestamp: optStr().openapi({ description: 'Time position' }),
  })
  .openapi('LrcLine');

export const Lyric = z
  .looseObject({
    id_recording: Id,
    lfid: z.string().openapi({ description: 'Lyrics provider id' }),
    title: optStr(),
    hfa_code: optStr(),
    language: optStr(),
    language_code: optStr().openapi({ description: 'ISO-639' }),
    lyric: optStr(),
    publisher_credit: strList(),
    territories: z.array(z.string()),
    lrc: opt(z.array(LrcLine)),
    translations: opt(z.array(z.looseObject({ lrc: opt(z.array(LrcLine)), lyric: optStr(), language: optStr() }))),
  })
  .openapi('Lyric');

// ---------------------------------------------------------------------------------------------
// 2.13 Popularity

const ArtistBestRecordingByPeriod = z.looseObject({
  id: Id,
  title: z.string(),
  best_rank: z.number(),
  best_country_code: CountryCode.nullable().openapi({
    description: 'null when the best rank was reached in several countries',
  }),
  best_country_name: z.string().openapi({ description: '`International` when reached in several countries' }),
});
const ArtistPopularityByYear = z.looseObject({
  year: z.number().int(),
  charts_used: z.number(),
  rank: z.number(),
  score: Score100,
  best_recording: ArtistBestRecordingByPeriod,
});
const ArtistPopularityByMonth = z.looseObject({
  month: SpecMonth,
  charts_used: z.number(),
  rank: z.number(),
  score: Score100,
  best_recording: ArtistBestRecordingByPeriod,
});
/** By-country entry; SPEC marks its `best_recording` fields without `required`. */
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

export const ArtistPopularity = z
  .looseObject({
    type: ArtistPopularityType,
    peak: z.number().openapi({ description: 'Representative year' }),
    global: opt(z.looseObject({ score: Score100, rank: optNum(), recordings_in_charts: optNum() })),
    catalog: opt(
      z.looseObject({
        score: Score100,
        rank: optNum(),
        recordings_in_charts: optNum(),
        details_by_year: opt(z.array(ArtistPopularityByYear)),
        details_by_country: opt(z.array(ArtistPopularityByCountry)),
      }),
    ),
    current: opt(
      z.looseObject({
        score: Score100,
        rank: optNum(),
        recordings_in_charts: optNum(),
        details_by_month: opt(z.array(ArtistPopularityByMonth)),
        details_by_country: opt(z.array(ArtistPopularityByCountry)),
      }),
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

/** Recording popularity; allowed `type` values are not shown in the spec. */
export const RecordingPopularity = z
  .looseObject({
    type: z.string(),
    peak: z.number(),
    global: opt(z.looseObject({ score: Score100, rank: optNum() })),
    catalog: opt(
      z.looseObject({
        score: Score100,
        rank: optNum(),
        details_by_year: opt(z.array(z.looseObject({ year: opt(z.number().int()), ...recordingPeriodEntry }))),
        details_by_country: opt(z.array(RecordingPopularityByCountry)),
      }),
    ),
    current: opt(
      z.looseObject({
        score: Score100,
        rank: optNum(),
        details_by_month: opt(z.array(z.looseObject({ month: opt(SpecMonth), ...recordingPeriodEntry }))),
        details_by_country: opt(z.array(RecordingPopularityByCountry)),
      }),
    ),
  })
  .openapi('RecordingPopularity');

// ---------------------------------------------------------------------------------------------
// 2.14 Credits

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
/** Recording credits (SPEC 2.14). */
export const Credits = z.looseObject({ id: optId(), data: opt(creditsData) }).openapi('Credits');
/** Album credits: as {@link Credits} with `id` required. */
export const AlbumCredits = z.looseObject({ id: Id, data: opt(creditsData) }).openapi('AlbumCredits');

// ---------------------------------------------------------------------------------------------
// 2.15 Cluster and candidate

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
        'Required by SPEC 2.15; null when unknown, which is every candidate of the sample catalog (SecondHandSongs covers carry no ISRC): README "Contract deviations"',
    }),
    title: z.string(),
    subtitle: optStr(),
    duration: opt(Duration),
    artists: z.array(z.looseObject({ name: z.string() })),
  })
  .openapi('ClusterCandidate');

// ---------------------------------------------------------------------------------------------
// 2.16 Reference resources

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
 * Chart (SPEC 2.16: all fields required). `country_code` is present but `null` for charts that
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

// ---------------------------------------------------------------------------------------------
// 2.17 Artist-title hit

export const ArtistTitleHit = z
  .looseObject({
    id: optId(),
    title: optStr(),
    subtitle: optStr(),
    language: optStr(),
    language_code: optStr(),
    duration: opt(Duration),
    isrc: optStr(),
    translated: opt(z.array(z.looseObject({ lang: optStr(), rfc_5646: optStr(), title: optStr(), subtitle: optStr() }))),
    genre: opt(z.looseObject({ name: optStr(), id_genre: optId() })),
    hit: optNum(),
    editors_pick: optNum(),
    score: optNum(),
    popularity: opt(Score100).openapi({ description: 'Recording popularity, percent' }),
    artists: opt(
      z.array(
        z.looseObject({
          id: optId(),
          name: optStr(),
          real_firstname_lastname: optStr(),
          aliases: opt(z.array(z.looseObject({ link: opt(AliasLink), alias: optStr() }))),
          translated: opt(z.array(z.looseObject({ lang: optStr(), rfc_5646: optStr(), name: optStr() }))),
          type: opt(ArtistType),
          nature: opt(ArtistNature),
          picture: optStr().openapi({ description: 'Picture path' }),
          genres: opt(z.array(z.looseObject({ link: opt(GenreLink), name: optStr(), id_genre: optId() }))),
          roles: opt(z.array(z.looseObject({ id_role: optId(), name: optStr() }))),
          popularity: opt(Score100).openapi({ description: 'Percent' }),
        }),
      ),
    ),
    albums: opt(
      z.array(
        z.looseObject({
          id: optId(),
          title: optStr(),
          label: optStr(),
          distributor: optStr(),
          type: opt(AlbumType),
          format: opt(AlbumFormat),
          original_release_date: opt(SpecDate),
          cover_art: optStr().openapi({ description: 'Cover path' }),
          cover_art_400: optStr().openapi({ description: '400x400 cover path' }),
          genres: opt(z.array(z.looseObject({ id_genre: optId(), name: optStr() }))),
        }),
      ),
    ),
    explanation: opt(z.record(z.string(), z.unknown())).openapi({
      description: 'Beyond the spec: present only with `explain=true`; how the hit was matched and scored',
    }),
  })
  .openapi('ArtistTitleHit');

// ---------------------------------------------------------------------------------------------
// 2.18 Recommendation item

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

/** Response of GET /api/recommendation (SPEC 4.9). */
export const RecommendationResponse = z.looseObject({ recording: z.array(RecommendationItem) }).openapi('RecommendationResponse');

// ---------------------------------------------------------------------------------------------
// Wrappers (SPEC 2.1, 4.4)

/**
 * Search result wrapper `{hits, page, totalPages, totalHits}` (SPEC 2.1) around `hit`.
 * `page` >= 1; `totalPages` and `totalHits` >= 0.
 */
export function searchResult<T extends z.ZodType>(hit: T) {
  return z.looseObject({
    hits: z.array(hit),
    page: z.number().int().min(1),
    totalPages: Count,
    totalHits: Count,
  });
}

/** List result wrapper `{results, offset, limit, total}` (SPEC 2.1) around `item`. */
export function listResult<T extends z.ZodType>(item: T) {
  return z.looseObject({
    results: z.array(item),
    offset: Count,
    limit: Count,
    total: Count,
  });
}

/** A search hit: the document with its `score` required (SPEC 2.1 "Each hit carries score"). */
const hit = <T extends z.ZodObject>(doc: T) => doc.extend({ score: z.number() });

export const ArtistSearchResult = searchResult(hit(Artist)).openapi('ArtistSearchResult');
export const AlbumSearchResult = searchResult(hit(Album)).openapi('AlbumSearchResult');
export const ReleaseSearchResult = searchResult(hit(Release)).openapi('ReleaseSearchResult');
export const RecordingSearchResult = searchResult(hit(Recording)).openapi('RecordingSearchResult');
export const ShowSearchResult = searchResult(hit(Show)).openapi('ShowSearchResult');
export const ArtistTitleSearchResult = searchResult(ArtistTitleHit).openapi('ArtistTitleSearchResult');

export const BiographyList = listResult(Biography).openapi('BiographyList');
export const ReviewList = listResult(Review).openapi('ReviewList');
export const PictureList = listResult(Picture).openapi('PictureList');
export const AlbumList = listResult(Album).openapi('AlbumList');
export const ReleaseList = listResult(Release).openapi('ReleaseList');
export const TrackList = listResult(Track).openapi('TrackList');
export const ClusterList = listResult(Cluster).openapi('ClusterList');
export const ClusterCandidateList = listResult(ClusterCandidate).openapi('ClusterCandidateList');
export const GenreList = listResult(Genre).openapi('GenreList');
export const GenreTopArtistList = listResult(GenreTopArtist).openapi('GenreTopArtistList');
export const RoleList = listResult(Role).openapi('RoleList');
export const CountryList = listResult(Country).openapi('CountryList');
export const ShowTypeList = listResult(ShowType).openapi('ShowTypeList');
export const ChartList = listResult(Chart).openapi('ChartList');
export const ChartDateList = listResult(ChartDate).openapi('ChartDateList');
export const ChartRowList = listResult(ChartRow).openapi('ChartRowList');

/** One chart a recording appeared in (SPEC 4.4 GET /api/recording/{id}/charts). */
export const RecordingChartEntry = z
  .looseObject({ id_charts: opt(ChartId), name: optStr(), best_rank: optNum(), entry_date: opt(SpecDate) })
  .openapi('RecordingChartEntry');
/** One weekly position of a recording in one chart (SPEC 4.4 .../charts/{idCharts}). */
export const RecordingChartPosition = z.looseObject({ date: opt(SpecDate), rank: optNum() }).openapi('RecordingChartPosition');
/** `{results: [[entry]], offset, limit, total}` — results is an array of arrays (SPEC 4.4). */
export const RecordingChartsResult = listResult(z.array(RecordingChartEntry)).openapi('RecordingChartsResult');
export const RecordingChartPositionsResult = listResult(z.array(RecordingChartPosition)).openapi('RecordingChartPositionsResult');

// ---------------------------------------------------------------------------------------------
// Quota status (SPEC 4.11), errors (SPEC 7), service extras

export const QuotaStatus = z
  .looseObject({
    'X-Rate-Limit-Remaining': Count.openapi({ description: 'Requests left in the current window' }),
    'X-Rate-Limit-Limit': Count.openapi({ description: 'Maximum requests per day' }),
    'X-Rate-Limit-Retry-After': Count.openapi({ description: 'Seconds until the window resets; 0 when not blocked' }),
  })
  .openapi('QuotaStatus');

/** Error body of every error response `{errors: [{type, message}]}` (SPEC 7, DESIGN one error model). */
export const ErrorBody = z
  .looseObject({
    errors: z.array(z.looseObject({ type: z.string(), message: z.string() })).min(1),
  })
  .openapi('ErrorBody');

/**
 * GET /healthz and /readyz body (beyond the spec): healthz `{status: 'ok'}`; readyz
 * `{status: 'ready' | 'unavailable', services: {elasticsearch, postgresql, redis: 'up' | 'down: <reason>'}}`
 * with status 503 when any service is down.
 */
export const HealthStatus = z
  .looseObject({
    status: z.enum(['ok', 'ready', 'unavailable']),
    services: opt(z.record(z.string(), z.string())).openapi({
      description: "readyz only: 'up' or 'down: <reason>' per backing service",
    }),
  })
  .openapi('HealthStatus');

/** 202 receipt of POST /report/picture/usage (the spec does not show the success body). */
export const PictureUsageReceipt = z
  .looseObject({
    id_transaction: Id,
    status: z.literal('queued').openapi({ description: 'The report is recorded and will be counted once' }),
    duplicate: z
      .boolean()
      .optional()
      .openapi({ description: 'true when this account had already sent this report (counted once)' }),
  })
  .openapi('PictureUsageReceipt');

/** GET /report/picture/usage (beyond the spec): the caller's counted totals per picture. */
export const PictureUsageTotals = z
  .looseObject({
    from: opt(SpecDate),
    to: opt(SpecDate),
    results: z.array(z.looseObject({ id_picture: Id, count: Count })),
    pending_reports: Count.optional().openapi({ description: 'Reports in the range accepted but not counted yet' }),
  })
  .openapi('PictureUsageTotals');

/** POST /api/artist-title/batch response: one entry per input item, same order. */
export const ArtistTitleBatchResult = z
  .looseObject({
    results: z.array(
      z.looseObject({
        hit: orNull(ArtistTitleHit),
        score: z.number().nullable(),
      }),
    ),
  })
  .openapi('ArtistTitleBatchResult');

/** Static types of the main shapes, for handlers and serializers. */
export type ArtistDoc = z.infer<typeof Artist>;
export type AlbumDoc = z.infer<typeof Album>;
export type ReleaseDoc = z.infer<typeof Release>;
export type RecordingDoc = z.infer<typeof Recording>;
export type ErrorBodyShape = z.infer<typeof ErrorBody>;
export type QuotaStatusShape = z.infer<typeof QuotaStatus>;
