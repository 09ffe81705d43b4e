/**
 * Response schemas: Primitives (`docs/api.md` "Conventions"), enumerations, external identifiers and shared sub-shapes. Rules: `../schemas.ts`.
 */
import { getRefId } from '@asteasolutions/zod-to-openapi';
import { z } from './zod';

// Primitives (`docs/api.md` "Conventions")

/** Largest identifier a JSON number carries exactly (2^53 - 1). */
export const MAX_ID = Number.MAX_SAFE_INTEGER;

/** An entity identifier: integer matching `[1-9][0-9]*` (`docs/api.md` "Conventions"). */
export const Id = z.number().int().min(1).max(MAX_ID);
/** A chart-related identifier; chart path ids may be 0 (`docs/api.md` "Conventions"). */
export const ChartId = z.number().int().min(0).max(MAX_ID);
/** A non-negative integer count or position. */
export const Count = z.number().int().min(0);

/** `YYYY-MM-DD`, with `00` for an unknown month and/or day (`docs/api.md` "Conventions"). */
export const SpecDate = z
  .string()
  .regex(/^[0-9]{4}-(0[0-9]|1[0-2])-(0[0-9]|[12][0-9]|3[01])$/, 'must be YYYY-MM-DD (00 for unknown month/day)')
  .openapi({ description: 'YYYY-MM-DD; 00 for an unknown month and/or day', example: '1999-04-00' });
/** `YYYY-MM` (popularity `month`, `docs/api.md` "Conventions"). */
export const SpecMonth = z
  .string()
  .regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/, 'must be YYYY-MM')
  .openapi({ description: 'YYYY-MM', example: '2021-07' });
/** `HH:MM:SS` duration (`docs/api.md` "Conventions"); hours may exceed two digits. */
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
export const Score100 = z.number().min(0).max(100);

/**
 * Shorthand: an optional field that may also be `null`. A registered (named) schema becomes
 * `anyOf: [$ref, null]` in the document; `nullish()` on it would lose the `null`.
 */
export const opt = <T extends z.ZodType>(schema: T) =>
  getRefId(schema) ? z.union([schema, z.null()]).optional() : schema.nullish();
/** Required but may be `null` (see {@link opt} for registered schemas). */
export const orNull = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]);
export const optStr = () => z.string().nullish();
export const optNum = () => z.number().nullish();
export const optId = () => Id.nullish();

/** Builds a shape of optional numbers from a list of keys (audio descriptors). */
export function optionalNumbers<const K extends readonly string[]>(
  keys: K,
): { [P in K[number]]: z.ZodOptional<z.ZodNullable<z.ZodNumber>> } {
  return Object.fromEntries(keys.map((k) => [k, z.number().nullish()])) as {
    [P in K[number]]: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
  };
}

// Enumerations (the contract's named enums)

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
/** Deprecated recording artist `type` (the contract's `Recording` schema). */
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

// External identifiers (`docs/api.md` "Conventions")

export const strList = () => z.array(z.string()).nullish();
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
 * Recording externals. The interface once typed recording `ext_mb` as numbers, but MusicBrainz recording
 * ids are MBIDs (UUID text) and no numeric form exists, so this service serves them as strings,
 * like every other `ext_mb` (a documented deviation: `docs/api.md` "Contract deviations").
 */
export const RecordingExternals = z
  .looseObject({
    ext_mb: strList().openapi({
      description: 'MusicBrainz recording MBIDs (strings: no numeric form of an MBID exists)',
    }),
    ext_lf: numList(),
    ...streamingExternals,
  })
  .openapi('RecordingExternals');

// Shared sub-shapes

export const TranslatedName = z.looseObject({ lang: optStr(), rfc_5646: z.string(), name: z.string() });
export const TranslatedTitle = z.looseObject({ lang: optStr(), rfc_5646: z.string(), title: z.string(), subtitle: optStr() });
/** Reference-data translation `{lang, name}` (`Genre`, `Role`, `Country`, `ShowType`). */
export const RefTranslation = z.looseObject({ lang: optStr(), name: optStr() });
export const GenreRef = z.looseObject({ id_genre: Id, name: z.string() });
export const CreditRole = z.looseObject({ id: optId(), name: optStr() });
export const DatedMember = z.looseObject({
  id_artist: Id,
  name_artist: z.string(),
  start_date: opt(SpecDate),
  end_date: opt(SpecDate),
  id_role: Id,
  name_role: z.string(),
});
