/**
 * Runtime schemas (zod 4) of every response shape of the API: the catalog documents, the
 * search/list wrappers and the recording-charts wrappers (`docs/api.md` "Conventions"), the quota
 * status, the error body (`docs/api.md` "Errors"), plus the few shapes the service adds (health, report
 * receipts, artist-title batch).
 *
 * One source of truth: the API validates nothing against these at run time on the hot path, but
 * the OpenAPI document (`openapi/generate.ts`) is generated from them and response-shape tests
 * parse real responses with them.
 *
 * Rules applied throughout:
 * - Required fields are required and not nullable; every other field is optional and may be
 *   `null` (`docs/api.md` "Conventions") — `.nullish()`.
 * - Objects are loose (`z.looseObject`): unknown keys are accepted and kept, because documents
 *   carry documented extras of this service (e.g. `performer`, `alt_titles`, `year`, `label`).
 * - Closed sets of values are `z.enum`; a field whose allowed values are not fixed (review `lang`
 *   and `source`, recording popularity `type`) is a plain string.
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
export * from './schemas/recommendation';
export * from './schemas/wrappers';
export * from './schemas/service';
