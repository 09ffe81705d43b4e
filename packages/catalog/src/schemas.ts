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
 *   generated document. */
// Shape helpers and shared sub-shapes of ./schemas/primitives stay internal to the schema modules.
export {
  MAX_ID,
  Id,
  ChartId,
  SpecDate,
  SpecMonth,
  Duration,
  CountryCode,
  ArtistType,
  ArtistNature,
  Gender,
  GenreLink,
  ArtistRoleLink,
  AliasLink,
  RelatedArtistLink,
  CreditLink,
  RecordingArtistType,
  AlbumType,
  AlbumFormat,
  ReleaseSupport,
  BiographyLang,
  BiographySource,
  PictureSource,
  PictureFormat,
  ClusterType,
  ArtistPopularityType,
  RecommendationOrder,
  ArtistExternals,
  AlbumExternals,
  ReleaseExternals,
  RecordingExternals,
} from './schemas/primitives';
export * from './schemas/artist';
export * from './schemas/album-release';
export * from './schemas/recording';
export * from './schemas/popularity-credits';
export * from './schemas/cluster-reference';
export * from './schemas/matching';
export * from './schemas/wrappers';
export * from './schemas/service';
