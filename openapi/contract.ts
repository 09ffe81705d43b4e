/**
 * The API contract as code: every route with its parameters, body and responses. One source of
 * truth for request validation (apps/api compiles these zod schemas once at start), for
 * response-shape tests, and for the served OpenAPI 3.1 document (`openapi/generate.ts`).
 *
 * Parameter schemas validate real query strings: every value arrives as text (Express `req.query`,
 * `req.params`), is checked, then converted (integers, booleans, id lists, enum lists). A value
 * given twice (`?limit=1&limit=2`) is rejected, and so is a query parameter the route does not
 * have (400 naming it: the published document lists every parameter).
 * Messages are short and name the bound, e.g. `must be at least 0`; the validation middleware
 * prefixes the parameter (`query.offset: must be at least 0`).
 *
 * Decisions where SPEC leaves things open (SPEC 8 "not shown"):
 * - `limit`: 0..{@link MAX_LIMIT} (default 20) on ordinary lists (including chart dates and rows,
 *   SPEC 4.6); 0..{@link MAX_LIMIT_LARGE} (default 500) on recording charts, a recording's chart
 *   details (`/api/recording/:idRecording/charts/:idCharts`), clusters and cluster candidates.
 * - `offset`: 0..{@link MAX_OFFSET}.
 * - `page`: 1..{@link MAX_PAGE}: search pages are {@link SEARCH_PAGE_SIZE} hits and the search
 *   engine serves at most {@link MAX_SEARCH_WINDOW} hits deep, so MAX_PAGE = 10000 / 20 = 500.
 * - Search endpoints whose `query` is optional (artist, release, recording): without `query` and
 *   without filters nothing matches (404, like a query without hits). Album and show searches
 *   require `query` (SPEC 4.2, 4.7). Text without a letter or digit (`%`, `*`, an emoji, spaces)
 *   matches nothing (404), never the whole index.
 * - `totalPages` of a search never exceeds {@link MAX_PAGE}, the last page the server serves.
 * - The published OpenAPI states every rule a single parameter has (patterns for dates, TOCs,
 *   enum lists; lengths in code points). Rules across parameters or on a value's meaning (a TOC's
 *   offsets must increase; `from` <= `to`) are in the operation's description and answer 400.
 * - Picture `format` defaults to `1:1` (the one format where `id_picture` is unique alone).
 * - Request bodies: invalid JSON → 400 (`Syntax error`, SPEC 7), wrong content type → 415, too
 *   large → 413, valid JSON violating the body schema → 422, reused `id_transaction` → 409.
 * - `/user/api/status` does not count against the quota (SPEC leaves it open); nor do the report
 *   endpoints, whose intake has its own per-minute limit (429). The artist-title batch counts one
 *   request per item (the API's quota middleware applies the cost after validation; a cost above
 *   what remains → 429 charging nothing; a 5xx answer gives the units back).
 * - Chart path ids (`id_charts`, `id_date`, `idCharts`) accept 0 (SPEC 4.4 "integer >= 0").
 */
import { z } from 'zod';
import * as S from '@mc/catalog';
import { parseToc, type CdToc } from '@mc/catalog';

// ---------------------------------------------------------------------------------------------
// Bounds

/** Page size of every search endpoint (hits per page). */
export const SEARCH_PAGE_SIZE = 20;
/** Deepest hit a search can reach (Elasticsearch `index.max_result_window` default). */
export const MAX_SEARCH_WINDOW = 10_000;
/** Largest `page` accepted by search endpoints. */
export const MAX_PAGE = MAX_SEARCH_WINDOW / SEARCH_PAGE_SIZE;
/** Largest `limit` of ordinary lists (default 20). */
export const MAX_LIMIT = 500;
/** Largest `limit` of the lists whose default is 500 (recording charts, chart details, clusters, candidates). */
export const MAX_LIMIT_LARGE = 1000;
/** Largest `offset` of any list. */
export const MAX_OFFSET = 1_000_000;
/** Longest free-text parameter, characters. */
export const MAX_TEXT_LENGTH = 500;
/** Most ids in one `ms_track_ids` / `ms_artist_ids` list. */
export const MAX_ID_LIST = 100;
/** Items per artist-title batch and assets per picture-usage report. */
export const MAX_BATCH_ITEMS = 1000;
/**
 * Longest artist name or title of an artist-title match (single or batch), characters: matching
 * cost grows with the number of words, and real playlist lines are far shorter (the dev set's
 * longest name is 62 characters, its longest title 75).
 */
export const MAX_MATCH_FIELD_LENGTH = 200;

// ---------------------------------------------------------------------------------------------
// Parameter helpers: query-string and path values are strings

/** A single text value; rejects a missing required value and repeated parameters (arrays). */
function text() {
  return z.string({
    error: (iss) => (iss.input === undefined ? 'is required' : 'must be given once, as text'),
  });
}

/** Options of {@link intParam}. */
export interface IntParamOptions {
  min: number;
  max: number;
  /** Value when the parameter is absent; without it the parameter is optional (undefined). */
  default?: number;
  description?: string;
}

/**
 * An integer query parameter: the text must match `^-?[0-9]+$` (so `abc`, `1.5`, `` and `+1`
 * are rejected with `must be an integer`), then lie in `min..max` (`must be at least 0`,
 * `must be at most 500`). Absent → `default` (or undefined when no default is given).
 */
export function intParam(o: IntParamOptions) {
  const checked = text()
    .regex(/^-?[0-9]+$/, 'must be an integer')
    .transform(Number)
    .pipe(z.number().int().min(o.min, `must be at least ${o.min}`).max(o.max, `must be at most ${o.max}`));
  const doc = {
    type: 'integer' as const,
    minimum: o.min,
    maximum: o.max,
    ...(o.description ? { description: o.description } : {}),
    ...(o.default !== undefined ? { default: o.default } : {}),
  };
  if (o.default !== undefined) return checked.default(o.default).openapi(doc);
  return checked.optional().openapi(doc);
}

/** Options of {@link idParam}. */
export interface IdParamOptions {
  /** Accept `0` (chart path ids, SPEC 4.4). */
  allowZero?: boolean;
  description?: string;
}

/**
 * A path identifier: text matching `[1-9][0-9]*` (SPEC 2.1), or `0|[1-9][0-9]*` with
 * `allowZero`, at most 2^53-1; converted to a number. `0`, `01`, `-1`, `abc` are rejected.
 */
export function idParam(o: IdParamOptions = {}) {
  const pattern = o.allowZero ? /^(0|[1-9][0-9]*)$/ : /^[1-9][0-9]*$/;
  return text()
    .regex(pattern, o.allowZero ? 'must be an integer >= 0 without leading zeros' : 'must be an id matching [1-9][0-9]*')
    .transform(Number)
    .pipe(z.number().max(S.MAX_ID, `must be at most ${S.MAX_ID}`))
    .openapi({
      type: 'integer',
      minimum: o.allowZero ? 0 : 1,
      maximum: S.MAX_ID,
      ...(o.description ? { description: o.description } : {}),
    });
}

/** Ids of at most 15 digits (all below 2^53), comma-separated, spaces allowed around commas. */
const ID_LIST_PATTERN = '^ *[1-9][0-9]{0,14} *(?:, *[1-9][0-9]{0,14} *)*$';

/**
 * A list of ids: one number or comma-separated numbers (`1`, `1,2,3`; spaces around commas are
 * tolerated), each matching `[1-9][0-9]*` with at most 15 digits (below 2^53), at most `maxItems` ids.
 * Converted to `number[]` in the given order with duplicates removed. Optional.
 */
export function idListParam(o: { maxItems?: number; description?: string } = {}) {
  const maxItems = o.maxItems ?? MAX_ID_LIST;
  return text()
    .regex(new RegExp(ID_LIST_PATTERN), 'must be one id or comma-separated ids ([1-9][0-9]*, at most 15 digits)')
    .transform((v) => [...new Set(v.split(',').map((p) => Number(p.trim())))])
    .pipe(z.array(z.number()).max(maxItems, `must hold at most ${maxItems} ids`))
    .optional()
    .openapi({
      type: 'string',
      pattern: ID_LIST_PATTERN,
      description: o.description ?? `One id or comma-separated ids (at most ${maxItems})`,
    });
}

// Calendar dates as regular expressions, so the published contract states exactly what the server
// accepts (Feb 29 only in leap years). `00` = unknown month and/or day (SPEC 2.1).
// Years 0001..9999 (there is no year 0, and PostgreSQL refuses it).
const YEAR = '(?:[1-9][0-9]{3}|0[1-9][0-9]{2}|00[1-9][0-9]|000[1-9])';
const LEAP_YEAR = '(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)';
const CALENDAR_DATE = `^(?:${YEAR}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|${LEAP_YEAR}-02-29)$`;
const PARTIAL_DATE = `^(?:${YEAR}-(?:(?:00|0[13578]|1[02])-(?:0[0-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[0-9]|[12][0-9]|30)|02-(?:0[0-9]|1[0-9]|2[0-8]))|${LEAP_YEAR}-02-29)$`;

/**
 * A date parameter `YYYY-MM-DD`. By default `00` is allowed for an unknown month and/or day
 * (SPEC 2.1, e.g. `1999-00-00`, `1999-04-00`); with `{exact: true}` it must be a real calendar
 * date (report ranges). Stays text. Optional. The published pattern is the whole rule.
 */
export function dateParam(o: { exact?: boolean; description?: string } = {}) {
  const pattern = o.exact ? CALENDAR_DATE : PARTIAL_DATE;
  return text()
    .regex(
      new RegExp(pattern),
      o.exact ? 'must be a real calendar date YYYY-MM-DD' : 'must be a date YYYY-MM-DD (00 allowed for unknown month/day)',
    )
    .optional()
    .openapi({
      type: 'string',
      pattern,
      description: o.description ?? (o.exact ? 'Calendar date YYYY-MM-DD' : 'YYYY-MM-DD; 00 for unknown month/day'),
    });
}

/** A boolean parameter: `true`, `false`, `1` or `0`. Absent → `default`. */
export function booleanParam(o: { default: boolean; description?: string }) {
  return text()
    .refine((v) => ['true', 'false', '1', '0'].includes(v), 'must be true, false, 1 or 0')
    .transform((v) => v === 'true' || v === '1')
    .default(o.default)
    .openapi({
      type: 'boolean',
      default: o.default,
      ...(o.description ? { description: o.description } : {}),
    });
}

/**
 * A comma-separated list of values from `values` (e.g. picture `format`: `1:1,16:9`; `4:3` is
 * rejected naming the allowed values). Converted to a de-duplicated array. Absent → `default`.
 */
export function enumListParam<const V extends readonly [string, ...string[]]>(
  values: V,
  o: { default?: V[number][]; description?: string } = {},
) {
  const allowed = new Set<string>(values);
  const checked = text()
    .transform((v) => [...new Set(v.split(',').map((p) => p.replace(/^ +| +$/g, '')))])
    .pipe(
      z.array(z.string()).superRefine((list, ctx) => {
        const unknown = list.filter((p) => !allowed.has(p));
        if (unknown.length)
          ctx.addIssue({
            code: 'custom',
            message: `unknown ${unknown.map((u) => JSON.stringify(u)).join(', ')}: must be one or more of ${values.join(', ')}, comma-separated`,
          });
      }),
    )
    .transform((list) => list as V[number][]);
  const one = `(?:${values.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`;
  const doc = {
    type: 'string' as const,
    pattern: `^ *${one} *(?:, *${one} *)*$`,
    description: `${o.description ? `${o.description}. ` : ''}Comma-separated list of: ${values.join(', ')}`,
    ...(o.default ? { default: o.default.join(',') } : {}),
  };
  if (o.default) return checked.default(o.default).openapi(doc);
  return checked.optional().openapi(doc);
}

/** A single enum value (e.g. `order_by`). Optional. */
export function enumParam<const V extends readonly [string, ...string[]]>(values: V, description?: string) {
  return text()
    .refine((v) => (values as readonly string[]).includes(v), `must be one of ${values.join(', ')}`)
    .transform((v) => v as V[number])
    .optional()
    .openapi({ type: 'string', enum: [...values], ...(description ? { description } : {}) });
}

/** Length in characters (Unicode code points, as JSON Schema `maxLength` counts), not UTF-16 units. */
const codePoints = (v: string) => [...v].length;

/** Trimmed text of at most `max` characters (code points). */
function boundedText<T extends z.ZodString>(schema: T, max: number) {
  return schema.trim().refine((v) => codePoints(v) <= max, `must be at most ${max} characters`);
}

/**
 * Optional free text (names, titles, filters): trimmed, at most {@link MAX_TEXT_LENGTH}
 * characters; empty text counts as absent (undefined).
 */
export function textParam(description?: string) {
  return boundedText(text(), MAX_TEXT_LENGTH)
    .transform((v) => (v === '' ? undefined : v))
    .optional()
    .openapi({ type: 'string', maxLength: MAX_TEXT_LENGTH, ...(description ? { description } : {}) });
}

/**
 * Required free text: given and not empty, then trimmed, at most `maxLength` characters (default
 * {@link MAX_TEXT_LENGTH}). Text that trims to nothing is accepted and matches nothing (the
 * handlers answer 404), like text of punctuation only.
 */
export function requiredTextParam(description?: string, maxLength = MAX_TEXT_LENGTH) {
  return boundedText(text().min(1, 'must not be empty'), maxLength).openapi({
    minLength: 1,
    maxLength,
    ...(description ? { description } : {}),
  });
}

/** Syntax of a full TOC: at least four unsigned integers separated by spaces and/or `+`. */
const TOC_PATTERN = '^[ +]*[0-9]+(?:[ +]+[0-9]+){3,}[ +]*$';

/** A CD table of contents in MusicBrainz full-TOC text (parsed by `parseToc`), required. */
export function tocParam() {
  return text()
    .regex(new RegExp(TOC_PATTERN), 'must be at least 4 unsigned integers separated by spaces or +')
    .transform((v, ctx): CdToc => {
      try {
        return parseToc(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    })
    .openapi({
      type: 'string',
      pattern: TOC_PATTERN,
      description:
        'MusicBrainz full TOC: first track, last track, lead-out offset, then one offset per track (sectors), separated by spaces or `+`. ' +
        'Beyond the pattern, 400 when the TOC is inconsistent: 1 <= first <= last <= 99, one offset per track, offsets increasing, lead-out after the last offset',
      example: '1 3 60295 150 22352 38335',
    });
}

// ---------------------------------------------------------------------------------------------
// Shared parameter sets

const offset = () => intParam({ min: 0, max: MAX_OFFSET, default: 0, description: 'Items to skip' });
const limit = () => intParam({ min: 0, max: MAX_LIMIT, default: 20, description: 'Items to return' });
const limitLarge = () => intParam({ min: 0, max: MAX_LIMIT_LARGE, default: 500, description: 'Items to return' });
const page = () => intParam({ min: 1, max: MAX_PAGE, default: 1, description: `Result page (${SEARCH_PAGE_SIZE} hits a page)` });

/** `{offset, limit}` of ordinary lists (limit default 20). */
const listQuery = () => z.object({ offset: offset(), limit: limit() });
/** `{offset, limit}` of the lists whose limit defaults to 500. */
const largeListQuery = () => z.object({ offset: offset(), limit: limitLarge() });
/** Path `{id}`. */
const idPath = () => z.object({ id: idParam() });

const pictureFormat = () =>
  enumListParam(['1:1', '16:9', 'all'] as const, {
    default: ['1:1'],
    description: 'Picture formats; with several formats the same id_picture may repeat (use id_picture_version)',
  });

/**
 * Mood names of the recommendation filter: the valence–energy quadrants the Spotify importer
 * writes (`indexer/src/importers/spotify.ts`); a mood the served catalog lacks → 400 from the route.
 */
export const RECOMMENDATION_MOODS = ['calm', 'happy', 'sad', 'tense'] as const;

/**
 * Query of the artist, release and recording searches: `query` and the filters are all optional;
 * a search with neither (or with text that has no letter or digit) finds nothing → 404.
 */
function searchQuery<T extends z.ZodRawShape>(filters: T) {
  return z.object({
    query: textParam('Name or id; without it and without filters, nothing matches (404)'),
    page: page(),
    ...filters,
  });
}

const filter = (description: string) => textParam(description);

// ---------------------------------------------------------------------------------------------
// Request bodies

/** Largest `count` of one asset line of a picture-usage report (displays per picture per report). */
export const MAX_USAGE_COUNT = 2_147_483_647;

/** A required JSON integer in `min..max`: messages `is required`, `must be an integer`, `must be at least 1`. */
function bodyInt(min: number, max: number, minMessage = `must be at least ${min}`) {
  return z
    .number({ error: (iss) => (iss.input === undefined ? 'is required' : 'must be an integer') })
    .int('must be an integer')
    .min(min, minMessage)
    .max(max, `must be at most ${max}`);
}

/**
 * Error of a report object: unknown members are named (`$.assets[0]: unknown field "counts"`),
 * anything that is not an object gets `shape`.
 */
function objectError(shape: string) {
  return (iss: { code?: string; keys?: string[] }) =>
    iss.code === 'unrecognized_keys' && iss.keys
      ? `unknown field${iss.keys.length > 1 ? 's' : ''} ${iss.keys.map((k) => JSON.stringify(k)).join(', ')}`
      : shape;
}

/**
 * POST /report/picture/usage body (SPEC 4.10). Every violation is reported with its JSON path
 * (422); unknown fields are refused so a misspelt `count` is never silently dropped.
 */
export const PictureUsageReport = z
  .strictObject(
    {
      id_transaction: bodyInt(1, S.MAX_ID, 'must be > 0').openapi({
        description:
          "Integer > 0, chosen by the sender; unique per account (the token's account). Re-sending the same report with the same id is accepted and counted once; the same id with another payload → 409",
      }),
      test: z
        .boolean({ error: 'must be a boolean' })
        .default(false)
        .openapi({ description: 'true marks the report as a test: counted apart, never billed' }),
      assets: z
        .array(
          z.strictObject(
            {
              id_picture: bodyInt(1, S.MAX_ID).openapi({ description: 'Picture id (`id_picture` of SPEC 2.4)' }),
              count: bodyInt(0, MAX_USAGE_COUNT).openapi({ description: 'Times the picture was displayed (>= 0)' }),
            },
            { error: objectError('must be an object {id_picture, count}') },
          ),
          { error: (iss) => (iss.input === undefined ? 'is required' : 'must be an array') },
        )
        .min(1, 'must hold at least 1 asset')
        .max(MAX_BATCH_ITEMS, `must hold at most ${MAX_BATCH_ITEMS} assets`)
        .openapi({ description: `1..${MAX_BATCH_ITEMS} lines; a picture may appear on several lines (their counts add up)` }),
    },
    { error: objectError('must be a JSON object') },
  )
  .openapi('PictureUsageReport');

/** One required text member of a match item: 1..{@link MAX_MATCH_FIELD_LENGTH} characters, trimmed. */
const matchField = (description: string) =>
  boundedText(
    z.string({ error: (iss) => (iss.input === undefined ? 'is required' : 'must be a string') }).min(1, 'must not be empty'),
    MAX_MATCH_FIELD_LENGTH,
  ).openapi({ minLength: 1, maxLength: MAX_MATCH_FIELD_LENGTH, description });

/** POST /api/artist-title/batch body (beyond the spec). */
export const ArtistTitleBatchRequest = z
  .object({
    items: z
      .array(
        z.object({
          name: matchField(`Artist name, at most ${MAX_MATCH_FIELD_LENGTH} characters`),
          title: matchField(`Song title, at most ${MAX_MATCH_FIELD_LENGTH} characters`),
        }),
      )
      .min(1, 'must hold at least 1 item')
      .max(MAX_BATCH_ITEMS, `must hold at most ${MAX_BATCH_ITEMS} items`),
  })
  .openapi('ArtistTitleBatchRequest');

// ---------------------------------------------------------------------------------------------
// Route contract

/** One documented response. */
export interface ResponseContract {
  description: string;
  /** Body schema; absent = no body described. */
  schema?: z.ZodType;
  /** Media type of the body (default `application/json`). */
  contentType?: string;
}

/** One route of the API. */
export interface RouteContract {
  /** Stable operation name, also the OpenAPI `operationId`. */
  operationId: string;
  method: 'get' | 'post';
  /** Express-style path, e.g. `/api/artist/:id`. */
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  /** Path parameters (all text in, converted). */
  params?: z.ZodObject;
  /** Query parameters (all text in, converted). */
  query?: z.ZodObject;
  /** JSON request body. Violations → 422. */
  body?: z.ZodType;
  responses: { [status: number]: ResponseContract };
  /** Requires the bearer token. */
  auth: boolean;
  /** Counts against the caller's daily quota (SPEC 8). */
  counted: boolean;
}

const ERR = (description: string): ResponseContract => ({ description, schema: S.ErrorBody });
const E400 = ERR('Bad request: a parameter is missing, malformed or out of range');
const E401 = ERR('Authentication failed: missing or invalid bearer token');
const E404 = ERR('Not found');
const E429 = ERR(
  'Too Many Requests (see Retry-After): daily quota reached, or a request costing more than what remains (nothing charged), ' +
    'or too many failed authentications from this address',
);
const E503 = ERR('The search engine did not answer within the deadline, or a backing service is down; see Retry-After');

/** 200 + 400/401/404/429: every GET lookup, list and search. */
function apiResponses(schema: z.ZodType, description: string): RouteContract['responses'] {
  return { 200: { description, schema }, 400: E400, 401: E401, 404: E404, 429: E429 };
}

type RouteInput = Omit<RouteContract, 'auth' | 'counted' | 'method'> &
  Partial<Pick<RouteContract, 'auth' | 'counted' | 'method'>>;

/** A GET route under /api: token required, counted. */
function api(
  r: Omit<RouteInput, 'responses'> & {
    response: z.ZodType;
    responseDescription: string;
    moreResponses?: RouteContract['responses'];
  },
): RouteContract {
  const { response, responseDescription, moreResponses, ...rest } = r;
  return {
    method: 'get',
    auth: true,
    counted: true,
    ...rest,
    responses: { ...apiResponses(response, responseDescription), ...moreResponses },
  };
}

function route(r: RouteInput): RouteContract {
  return { method: 'get', auth: true, counted: true, ...r };
}

/** Every route of the service, literal paths before parameterised siblings (`/toc` before `/:id`). */
export const ROUTES: RouteContract[] = [
  // 4.1 Artists
  api({
    operationId: 'searchArtists',
    path: '/api/artist',
    summary: 'Search artists by name or id, or by identifier filters',
    tags: ['Artists'],
    query: searchQuery({
      isni: filter('ISNI'),
      ext_mb_id: filter('MusicBrainz artist MBID'),
      ext_s1_id: filter('Streaming platform 1 id'),
      ext_s2_id: filter('Streaming platform 2 id'),
      ext_s3_id: filter('Streaming platform 3 id'),
      ext_s4_id: filter('Streaming platform 4 id'),
      ext_s5_id: filter('Streaming platform 5 id'),
      ext_s6_id: filter('Digital music store id'),
      ext_kb_id: filter('Knowledge base id'),
    }),
    response: S.ArtistSearchResult,
    responseDescription: 'Search wrapper of Artist',
  }),
  api({
    operationId: 'getArtist',
    path: '/api/artist/:id',
    summary: 'Artist by id',
    tags: ['Artists'],
    params: idPath(),
    response: S.Artist,
    responseDescription: 'Artist',
  }),
  api({
    operationId: 'listArtistBiographies',
    path: '/api/artist/:id/biographies',
    summary: "Artist's biographies",
    tags: ['Artists'],
    params: idPath(),
    query: listQuery(),
    response: S.BiographyList,
    responseDescription: 'List wrapper of Biography',
  }),
  api({
    operationId: 'listArtistPictures',
    path: '/api/artist/:id/pictures',
    summary: "Artist's pictures",
    tags: ['Artists'],
    params: idPath(),
    query: z.object({ offset: offset(), limit: limit(), format: pictureFormat() }),
    response: S.PictureList,
    responseDescription: 'List wrapper of Picture',
  }),
  api({
    operationId: 'listArtistAlbums',
    path: '/api/artist/:id/albums',
    summary: "Artist's albums",
    tags: ['Artists'],
    params: idPath(),
    query: listQuery(),
    response: S.AlbumList,
    responseDescription: 'List wrapper of Album',
  }),
  api({
    operationId: 'getArtistPopularity',
    path: '/api/artist/:id/popularity',
    summary: "Artist's popularity",
    tags: ['Artists'],
    params: idPath(),
    response: S.ArtistPopularity,
    responseDescription: 'Artist popularity',
  }),

  // 4.2 Albums
  api({
    operationId: 'searchAlbums',
    path: '/api/album',
    summary: 'Search albums by name or id',
    tags: ['Albums'],
    query: z.object({
      query: requiredTextParam('Name or id'),
      page: page(),
      release_date: dateParam({ description: 'Release date filter; 00 for unknown month/day' }),
      artist: filter('Artist name filter'),
    }),
    response: S.AlbumSearchResult,
    responseDescription: 'Search wrapper of Album',
  }),
  api({
    operationId: 'getAlbum',
    path: '/api/album/:id',
    summary: 'Album by id',
    tags: ['Albums'],
    params: idPath(),
    response: S.Album,
    responseDescription: 'Album',
  }),
  api({
    operationId: 'getAlbumCoverArt',
    path: '/api/album/:id/coverart',
    summary: "Album's cover art",
    tags: ['Albums'],
    params: idPath(),
    response: S.CoverArt,
    responseDescription: 'Cover art',
  }),
  api({
    operationId: 'getAlbumAudioDescriptors',
    path: '/api/album/:id/audiodescriptions',
    summary: "Album's audio descriptors",
    tags: ['Albums'],
    params: idPath(),
    response: S.AlbumAudioDescriptors,
    responseDescription: 'Album audio descriptors',
  }),
  api({
    operationId: 'listAlbumReleases',
    path: '/api/album/:id/releases',
    summary: "Album's releases (editions)",
    tags: ['Albums'],
    params: idPath(),
    query: listQuery(),
    response: S.ReleaseList,
    responseDescription: 'List wrapper of Release',
  }),
  api({
    operationId: 'getAlbumCredits',
    path: '/api/album/:id/credits',
    summary: "Album's credits",
    tags: ['Albums'],
    params: idPath(),
    response: S.AlbumCredits,
    responseDescription: 'Credits',
  }),
  api({
    operationId: 'listAlbumReviews',
    path: '/api/album/:id/reviews',
    summary: "Album's reviews",
    tags: ['Albums'],
    params: idPath(),
    query: listQuery(),
    response: S.ReviewList,
    responseDescription: 'List wrapper of Review',
  }),

  // 4.3 Releases
  api({
    operationId: 'searchReleases',
    path: '/api/release',
    summary: 'Search releases by album name or release id, or by filters',
    tags: ['Releases'],
    query: searchQuery({
      barcode: filter('EAN or UPC barcode'),
      release_date: dateParam({ description: 'Release date filter; 00 for unknown month/day' }),
      ext_mb_id: filter('MusicBrainz release MBID'),
      ext_s1_id: filter('Streaming platform 1 id'),
      ext_s2_id: filter('Streaming platform 2 id'),
      ext_s3_id: filter('Streaming platform 3 id'),
      ext_s4_id: filter('Streaming platform 4 id'),
      ext_s5_id: filter('Streaming platform 5 id'),
      ext_s6_id: filter('Digital music store id'),
      ext_dg_id: filter('Discogs release id'),
    }),
    response: S.ReleaseSearchResult,
    responseDescription: 'Search wrapper of Release',
  }),
  api({
    operationId: 'searchReleasesByToc',
    path: '/api/release/toc',
    summary: 'Releases matching a CD table of contents',
    tags: ['Releases'],
    query: z.object({ toc: tocParam(), page: page() }),
    response: S.ReleaseSearchResult,
    responseDescription: 'Search wrapper of Release',
  }),
  api({
    operationId: 'getRelease',
    path: '/api/release/:id',
    summary: 'Release by id',
    tags: ['Releases'],
    params: idPath(),
    response: S.Release,
    responseDescription: 'Release',
  }),
  api({
    operationId: 'listReleaseTracks',
    path: '/api/release/:id/tracks',
    summary: "Release's tracks",
    tags: ['Releases'],
    params: idPath(),
    query: listQuery(),
    response: S.TrackList,
    responseDescription: 'List wrapper of Track',
  }),

  // 4.4 Recordings
  api({
    operationId: 'searchRecordings',
    path: '/api/recording',
    summary: 'Search recordings by name or id, or by filters',
    tags: ['Recordings'],
    query: searchQuery({
      isrc: filter('ISRC'),
      ext_mb_id: filter('MusicBrainz recording MBID'),
      ext_s1_id: filter('Streaming platform 1 id'),
      ext_s2_id: filter('Streaming platform 2 id'),
      ext_s3_id: filter('Streaming platform 3 id'),
      ext_s4_id: filter('Streaming platform 4 id'),
      ext_s5_id: filter('Streaming platform 5 id'),
      ext_s6_id: filter('Digital music store id'),
      ext_lf_id: filter('Lyrics provider id'),
    }),
    response: S.RecordingSearchResult,
    responseDescription: 'Search wrapper of Recording',
  }),
  api({
    operationId: 'getRecording',
    path: '/api/recording/:id',
    summary: 'Recording by id',
    tags: ['Recordings'],
    params: idPath(),
    response: S.Recording,
    responseDescription: 'Recording',
  }),
  api({
    operationId: 'getRecordingAudioDescriptors',
    path: '/api/recording/:id/audiodescriptions',
    summary: "Recording's audio descriptors",
    tags: ['Recordings'],
    params: idPath(),
    response: S.RecordingAudioDescriptors,
    responseDescription: 'Recording audio descriptors',
  }),
  api({
    operationId: 'getRecordingLyric',
    path: '/api/recording/:id/lyric',
    summary: "Recording's lyric (timed lines, translations)",
    tags: ['Recordings'],
    params: idPath(),
    response: S.Lyric,
    responseDescription: 'Lyric',
  }),
  api({
    operationId: 'getRecordingPopularity',
    path: '/api/recording/:id/popularity',
    summary: "Recording's popularity",
    tags: ['Recordings'],
    params: idPath(),
    response: S.RecordingPopularity,
    responseDescription: 'Recording popularity',
  }),
  api({
    operationId: 'listRecordingCharts',
    path: '/api/recording/:id/charts',
    summary: 'Charts the recording appeared in',
    tags: ['Recordings', 'Charts'],
    params: idPath(),
    query: largeListQuery(),
    response: S.RecordingChartsResult,
    responseDescription: 'List wrapper whose results is an array of arrays of chart entries',
  }),
  api({
    operationId: 'listRecordingChartPositions',
    path: '/api/recording/:idRecording/charts/:idCharts',
    summary: "Recording's positions in one chart",
    tags: ['Recordings', 'Charts'],
    params: z.object({
      idRecording: idParam({ allowZero: true, description: 'Recording id' }),
      idCharts: idParam({ allowZero: true, description: 'Chart id' }),
    }),
    query: largeListQuery(),
    response: S.RecordingChartPositionsResult,
    responseDescription: 'List wrapper whose results is an array of arrays of {date, rank}',
  }),
  api({
    operationId: 'getRecordingCredits',
    path: '/api/recording/:id/credits',
    summary: "Recording's credits",
    tags: ['Recordings'],
    params: idPath(),
    response: S.Credits,
    responseDescription: 'Credits',
  }),
  api({
    operationId: 'listRecordingClusters',
    path: '/api/recording/:id/clusters',
    summary: 'Clusters of similar recordings',
    tags: ['Recordings'],
    params: idPath(),
    query: largeListQuery(),
    response: S.ClusterList,
    responseDescription: 'List wrapper of Cluster',
  }),
  api({
    operationId: 'listRecordingClusterCandidates',
    path: '/api/recording/:id/cluster-candidates',
    summary: 'Cluster candidates of a recording',
    tags: ['Recordings'],
    params: idPath(),
    query: largeListQuery(),
    response: S.ClusterCandidateList,
    responseDescription: 'List wrapper of Candidate',
  }),

  // 4.5 Reference data
  api({
    operationId: 'listGenres',
    path: '/api/genre',
    summary: 'Genres, optionally the children of one parent genre',
    tags: ['Reference data'],
    query: z.object({
      id_parent: intParam({ min: 1, max: S.MAX_ID, description: 'Parent genre id' }),
      offset: offset(),
      limit: limit(),
    }),
    response: S.GenreList,
    responseDescription: 'List wrapper of Genre',
  }),
  api({
    operationId: 'getGenre',
    path: '/api/genre/:id',
    summary: 'Genre by id',
    tags: ['Reference data'],
    params: idPath(),
    response: S.Genre,
    responseDescription: 'Genre',
  }),
  api({
    operationId: 'listGenreArtists',
    path: '/api/genre/:id/artists',
    summary: "Genre's top artists, by popularity",
    tags: ['Reference data'],
    params: idPath(),
    query: listQuery(),
    response: S.GenreTopArtistList,
    responseDescription: 'List wrapper of genre top artists',
  }),
  api({
    operationId: 'listRoles',
    path: '/api/role',
    summary: 'Roles',
    tags: ['Reference data'],
    query: listQuery(),
    response: S.RoleList,
    responseDescription: 'List wrapper of Role',
  }),
  api({
    operationId: 'getRole',
    path: '/api/role/:id',
    summary: 'Role by id',
    tags: ['Reference data'],
    params: idPath(),
    response: S.Role,
    responseDescription: 'Role',
  }),
  api({
    operationId: 'listCountries',
    path: '/api/country',
    summary: 'Countries',
    tags: ['Reference data'],
    query: listQuery(),
    response: S.CountryList,
    responseDescription: 'List wrapper of Country',
  }),
  api({
    operationId: 'getCountry',
    path: '/api/country/:id',
    summary: 'Country by id',
    tags: ['Reference data'],
    params: idPath(),
    response: S.Country,
    responseDescription: 'Country',
  }),
  api({
    operationId: 'listShowTypes',
    path: '/api/show-type',
    summary: 'Show types',
    tags: ['Reference data'],
    query: listQuery(),
    response: S.ShowTypeList,
    responseDescription: 'List wrapper of Show type',
  }),
  api({
    operationId: 'getShowType',
    path: '/api/show-type/:id',
    summary: 'Show type by id',
    tags: ['Reference data'],
    params: idPath(),
    response: S.ShowType,
    responseDescription: 'Show type',
  }),

  // 4.6 Charts
  api({
    operationId: 'listCharts',
    path: '/api/charts',
    summary: 'Charts',
    tags: ['Charts'],
    query: listQuery(),
    response: S.ChartList,
    responseDescription: 'List wrapper of Chart',
  }),
  api({
    operationId: 'listChartDates',
    path: '/api/charts/:id_charts/dates',
    summary: "Chart's dates (issues)",
    tags: ['Charts'],
    params: z.object({ id_charts: idParam({ allowZero: true, description: 'Chart id' }) }),
    query: listQuery(),
    response: S.ChartDateList,
    responseDescription: 'List wrapper of Chart date',
  }),
  api({
    operationId: 'listChartRows',
    path: '/api/charts/:id_charts/dates/:id_date/rows',
    summary: 'Rows of one chart date',
    tags: ['Charts'],
    params: z.object({
      id_charts: idParam({ allowZero: true, description: 'Chart id' }),
      id_date: idParam({ allowZero: true, description: 'Chart date id' }),
    }),
    query: listQuery(),
    response: S.ChartRowList,
    responseDescription: 'List wrapper of Chart row',
  }),

  // 4.7 Shows
  api({
    operationId: 'searchShows',
    path: '/api/show',
    summary: 'Search shows by name or id',
    tags: ['Shows'],
    query: z.object({
      query: requiredTextParam('Name or id'),
      type: intParam({ min: 1, max: S.MAX_ID, description: 'Show type id filter' }),
      artist: filter('Artist name filter'),
      page: page(),
    }),
    response: S.ShowSearchResult,
    responseDescription: 'Search wrapper of Show',
  }),
  api({
    operationId: 'getShow',
    path: '/api/show/:id',
    summary: 'Show by id',
    tags: ['Shows'],
    params: idPath(),
    response: S.Show,
    responseDescription: 'Show',
  }),
  api({
    operationId: 'listShowPictures',
    path: '/api/show/:id/pictures',
    summary: "Show's pictures",
    tags: ['Shows'],
    params: idPath(),
    query: z.object({ offset: offset(), limit: limit(), format: pictureFormat() }),
    response: S.PictureList,
    responseDescription: 'List wrapper of Picture',
  }),

  // 4.8 Artist-title search
  // Beyond the spec: search as you type across entity types (issue 11)
  api({
    operationId: 'suggest',
    path: '/api/suggest',
    summary: 'Search as you type: the most popular matches across artists, recordings, albums, releases and shows',
    description:
      'Beyond the spec. One request per keystroke: earlier words whole, the last one a prefix; title and artist words may mix in one box; aliases and translated names count. Hits of the five types are ranked on one scale (match tier + popularity prior) and merged. 200 with an empty list when nothing matches.',
    tags: ['Search'],
    query: z.object({
      query: requiredTextParam('The text typed so far'),
      limit: intParam({ min: 1, max: 50, default: 10, description: 'Hits to return' }),
    }),
    response: z
      .object({
        hits: z.array(
          z.object({
            type: z.enum(['artist', 'album', 'release', 'recording', 'show']),
            id: z.number().int(),
            name: z.string(),
            subtitle: z
              .string()
              .openapi({ description: "What tells hits apart: a recording's artists and year, an artist's type and country…" }),
            score: z.number(),
          }),
        ),
      })
      .openapi('SuggestResult'),
    responseDescription: 'Suggestions, best first',
  }),
  api({
    operationId: 'searchArtistTitle',
    path: '/api/artist-title',
    summary: 'Recordings by artist name and title',
    description:
      'Tolerates artist aliases, translated names, inverted first/last names, typos and incomplete titles (e.g. radio playlist matching). `explain` (beyond the spec) adds an `explanation` to each hit.',
    tags: ['Matching'],
    query: z.object({
      name: requiredTextParam(`Artist name, at most ${MAX_MATCH_FIELD_LENGTH} characters`, MAX_MATCH_FIELD_LENGTH),
      title: requiredTextParam(`Song title, at most ${MAX_MATCH_FIELD_LENGTH} characters`, MAX_MATCH_FIELD_LENGTH),
      page: page(),
      explain: booleanParam({ default: false, description: 'Beyond the spec: explain how each hit was matched' }),
    }),
    response: S.ArtistTitleSearchResult,
    responseDescription: 'Search wrapper of Artist-title hit',
    moreResponses: { 503: E503 },
  }),
  route({
    operationId: 'matchArtistTitleBatch',
    method: 'post',
    path: '/api/artist-title/batch',
    summary: 'Best recording for each of up to 1000 (artist name, title) pairs',
    description: [
      'Beyond the spec. One result per item, in input order: the best hit (or null when nothing matched) and its score.',
      `Limits: 1..${MAX_BATCH_ITEMS} items; \`name\` and \`title\` 1..${MAX_MATCH_FIELD_LENGTH} characters each (422 beyond);`,
      'text without a letter or digit matches nothing. Costs one quota unit per item, charged only after the body is valid;',
      'a batch costing more than what remains of the daily quota → 429 charging nothing. At most `BATCH_CONCURRENCY_PER_TOKEN`',
      '(default 2) batches in flight per token (429 beyond); a batch not done within `MATCH_DEADLINE_MS` (default 15 s) → 503',
      'with Retry-After (and its units are given back).',
    ].join(' '),
    tags: ['Matching'],
    body: ArtistTitleBatchRequest,
    responses: {
      200: { description: 'One result per item', schema: S.ArtistTitleBatchResult },
      400: ERR('Request body is not valid JSON (type `Syntax error`)'),
      401: E401,
      413: ERR('Request body too large'),
      415: ERR('Unsupported content type (expected application/json)'),
      422: ERR('Body does not satisfy the schema'),
      429: ERR(
        'Too Many Requests (see Retry-After): the batch costs more than what remains of the daily quota (nothing charged), too many batches in flight for this token, or too many failed authentications',
      ),
      503: E503,
    },
  }),

  // 4.9 Recommendation
  api({
    operationId: 'getRecommendations',
    path: '/api/recommendation',
    summary: 'Playlist recommendation from artist and/or track ids',
    description:
      'Seeds: `ms_track_ids` and/or `ms_artist_ids`; unknown ids are ignored, and 404 is returned when no seed exists ' +
      '(no ids given, or none known). Audio levels are the catalog terciles of each descriptor; `audio_moods` must be moods the ' +
      'catalog uses (400 lists them). Filters are never relaxed: fewer results are returned rather than padding. At most ' +
      'max(2, ceil(results_nb/20)) recordings per artist; seed tracks are never returned. Algorithm: README "Recommendations".',
    tags: ['Recommendation'],
    query: z.object({
      ms_track_ids: idListParam({ description: 'Track (recording) ids: one or comma-separated' }),
      ms_artist_ids: idListParam({ description: 'Artist ids: one or comma-separated' }),
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
    }),
    response: S.RecommendationResponse,
    responseDescription: 'Recommended recordings',
  }),

  // 4.10 Picture usage report
  route({
    operationId: 'reportPictureUsage',
    method: 'post',
    path: '/report/picture/usage',
    summary: 'Report picture usage (batch of 1..1000 assets)',
    description: [
      'Stored durably, then counted asynchronously: 202 means the report is recorded and will be counted exactly once',
      "(per account, UTC day of acceptance, picture and test flag). `id_transaction` is scoped to the token's account:",
      'the same id with the same payload (asset order aside) → 202 again (`duplicate: true`), counted once; with a different',
      'payload → 409. Errors: not `application/json` → 415; invalid JSON → 400 (`Syntax error`); body larger than the',
      "server's `BODY_LIMIT_BYTES` (default 2,000,000 bytes; a 1,000-asset report is under 60 KB) → 413; a body violating the",
      'schema (missing or non-integer fields, `id_transaction` <= 0, `count` < 0, 0 or more than 1,000 assets, unknown fields)',
      '→ 422 listing every violation with its JSON path (`$.assets[3].count: must be at least 0`). Does not count against the',
      'daily quota; intake is limited to `REPORT_LIMIT_PER_MINUTE` (default 60) valid reports per token per minute → 429 with Retry-After beyond.',
    ].join(' '),
    tags: ['Reports'],
    counted: false,
    body: PictureUsageReport,
    responses: {
      202: {
        description: 'Report recorded and queued for counting (`{id_transaction, status: "queued"}`)',
        schema: S.PictureUsageReceipt,
      },
      400: ERR('Payload is not valid JSON (type `Syntax error`)'),
      401: E401,
      409: ERR('This account already reported id_transaction with a different payload'),
      413: ERR('Payload larger than the server body limit (BODY_LIMIT_BYTES, default 2,000,000 bytes)'),
      415: ERR('Unsupported content type (expected application/json)'),
      422: ERR('Unprocessable payload: every schema violation with its JSON path'),
      429: ERR(
        'Too Many Requests (see Retry-After): more reports this minute than REPORT_LIMIT_PER_MINUTE, or too many failed authentications',
      ),
    },
  }),
  route({
    operationId: 'getPictureUsage',
    path: '/report/picture/usage',
    summary: "Caller's reported totals per picture",
    description:
      "Beyond the spec. The caller's own account only: sums of counted reports (test reports excluded) per picture over report days (UTC day of acceptance) from..to inclusive; an absent bound is open; `to` before `from` → 400. `pending_reports` = reports in the range accepted but not counted yet.",
    tags: ['Reports'],
    counted: false,
    query: z
      .object({
        from: dateParam({ exact: true, description: 'First report date (inclusive)' }),
        to: dateParam({ exact: true, description: 'Last report date (inclusive)' }),
      })
      .superRefine((v, ctx) => {
        if (v.from && v.to && v.from > v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
      }),
    responses: { 200: { description: 'Totals per picture', schema: S.PictureUsageTotals }, 400: E400, 401: E401, 429: E429 },
  }),

  // 4.11 Quota status
  route({
    operationId: 'getQuotaStatus',
    path: '/user/api/status',
    summary: "Caller's quota state",
    description: 'Does not count against the quota.',
    tags: ['Quota'],
    counted: false,
    responses: { 200: { description: 'Quota state', schema: S.QuotaStatus }, 401: E401, 429: E429 },
  }),

  // Service routes (beyond the spec, no token)
  route({
    operationId: 'getHealth',
    path: '/healthz',
    summary: 'Liveness',
    tags: ['System'],
    auth: false,
    counted: false,
    responses: { 200: { description: 'The process is up', schema: S.HealthStatus } },
  }),
  route({
    operationId: 'getReadiness',
    path: '/readyz',
    summary: 'Readiness: PostgreSQL, Elasticsearch and Redis reachable',
    tags: ['System'],
    auth: false,
    counted: false,
    responses: {
      200: { description: 'All backing services answer', schema: S.HealthStatus },
      503: { description: 'A backing service is down', schema: S.HealthStatus },
    },
  }),
];

/**
 * The documentation routes (public). Served by the app itself before the contract routes are
 * mounted, so they are not in {@link ROUTES}; the generated document describes them too.
 */
export const DOC_ROUTES: RouteContract[] = [
  route({
    operationId: 'getOpenApiDocument',
    path: '/openapi.json',
    summary: 'This OpenAPI 3.1 document',
    tags: ['System'],
    auth: false,
    counted: false,
    responses: { 200: { description: 'OpenAPI document', schema: z.record(z.string(), z.unknown()) } },
  }),
  route({
    operationId: 'getApiReference',
    path: '/docs',
    summary: 'Interactive API reference (HTML)',
    tags: ['System'],
    auth: false,
    counted: false,
    responses: { 200: { description: 'HTML page', schema: z.string(), contentType: 'text/html' } },
  }),
];

// ---------------------------------------------------------------------------------------------
// Look-ups

const byOperationId = new Map([...ROUTES, ...DOC_ROUTES].map((r) => [r.operationId, r]));
if (byOperationId.size !== ROUTES.length + DOC_ROUTES.length) throw new Error('duplicate operationId in ROUTES');

/**
 * The contract of one operation.
 * @throws {Error} when no route has that operationId.
 */
export function contractFor(operationId: string): RouteContract {
  const r = byOperationId.get(operationId);
  if (!r) throw new Error(`no route with operationId ${operationId}`);
  return r;
}

/** `"GET /api/artist/:id"`: the key of a route in the API's handler table. */
export function routeKey(r: Pick<RouteContract, 'method' | 'path'>): string {
  return `${r.method.toUpperCase()} ${r.path}`;
}

/** Express path → OpenAPI path template: `/api/artist/:id` → `/api/artist/{id}`. */
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}
