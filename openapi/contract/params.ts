/**
 * Parameter schemas: query-string and path values arrive as text, are checked, then converted
 * (integers, booleans, id lists, enum lists); the shared parameter sets of lists and searches.
 */
import { z } from 'zod';
import { MAX_ID_LIST, MAX_LIMIT, MAX_LIMIT_LARGE, MAX_OFFSET, MAX_PAGE, MAX_TEXT_LENGTH, SEARCH_PAGE_SIZE } from './limits';
import * as S from '@mc/catalog';
import { parseToc, type CdToc } from '@mc/catalog';

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

/** Integer text converted and checked against `min..max` (see {@link intParam}). */
function checkedInt(o: IntParamOptions) {
  return text()
    .regex(/^-?[0-9]+$/, 'must be an integer')
    .transform(Number)
    .pipe(z.number().int().min(o.min, `must be at least ${o.min}`).max(o.max, `must be at most ${o.max}`));
}
type CheckedInt = ReturnType<typeof checkedInt>;

/**
 * An integer query parameter: the text must match `^-?[0-9]+$` (so `abc`, `1.5`, `` and `+1`
 * are rejected with `must be an integer`), then lie in `min..max` (`must be at least 0`,
 * `must be at most 500`). Absent → `default` (a `number` for handlers), or undefined when no
 * default is given (`number | undefined`).
 */
export function intParam(o: IntParamOptions & { default: number }): z.ZodDefault<CheckedInt>;
export function intParam(o: IntParamOptions): z.ZodOptional<CheckedInt>;
export function intParam(o: IntParamOptions): z.ZodDefault<CheckedInt> | z.ZodOptional<CheckedInt> {
  const checked = checkedInt(o);
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
  /** Accept `0` (chart path ids: `docs/api.md` "Conventions"). */
  allowZero?: boolean;
  description?: string;
}

/**
 * A path identifier: text matching `[1-9][0-9]*` (`docs/api.md` "Conventions"), or `0|[1-9][0-9]*` with
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
// accepts (Feb 29 only in leap years). `00` = unknown month and/or day (`docs/api.md` "Conventions").
// Years 0001..9999 (there is no year 0, and PostgreSQL refuses it).
const YEAR = '(?:[1-9][0-9]{3}|0[1-9][0-9]{2}|00[1-9][0-9]|000[1-9])';
const LEAP_YEAR = '(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)';
const CALENDAR_DATE = `^(?:${YEAR}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|${LEAP_YEAR}-02-29)$`;
const PARTIAL_DATE = `^(?:${YEAR}-(?:(?:00|0[13578]|1[02])-(?:0[0-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[0-9]|[12][0-9]|30)|02-(?:0[0-9]|1[0-9]|2[0-8]))|${LEAP_YEAR}-02-29)$`;

/**
 * A date parameter `YYYY-MM-DD`. By default `00` is allowed for an unknown month and/or day
 * (`docs/api.md` "Conventions", e.g. `1999-00-00`, `1999-04-00`); with `{exact: true}` it must be a real calendar
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

/** Comma-separated `values` converted to a de-duplicated array (see {@link enumListParam}). */
function checkedEnumList<const V extends readonly [string, ...string[]]>(values: V) {
  const allowed = new Set<string>(values);
  return text()
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
    .transform((list) => list.filter((p): p is V[number] => allowed.has(p)));
}
type CheckedEnumList<V extends readonly [string, ...string[]]> = ReturnType<typeof checkedEnumList<V>>;

/** Options of {@link enumListParam}. */
export interface EnumListOptions<V extends readonly [string, ...string[]]> {
  default?: V[number][];
  description?: string;
}

/**
 * A comma-separated list of values from `values` (e.g. picture `format`: `1:1,16:9`; `4:3` is
 * rejected naming the allowed values). Converted to a de-duplicated array. Absent → `default`
 * (an array for handlers), or undefined when no default is given.
 */
export function enumListParam<const V extends readonly [string, ...string[]]>(
  values: V,
  o: EnumListOptions<V> & { default: V[number][] },
): z.ZodDefault<CheckedEnumList<V>>;
export function enumListParam<const V extends readonly [string, ...string[]]>(
  values: V,
  o?: EnumListOptions<V>,
): z.ZodOptional<CheckedEnumList<V>>;
export function enumListParam<const V extends readonly [string, ...string[]]>(
  values: V,
  o: EnumListOptions<V> = {},
): z.ZodDefault<CheckedEnumList<V>> | z.ZodOptional<CheckedEnumList<V>> {
  const checked = checkedEnumList(values);
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
  const isValue = (v: string): v is V[number] => values.some((allowed) => allowed === v);
  return text()
    .transform((v, ctx) => {
      if (isValue(v)) return v;
      ctx.addIssue({ code: 'custom', message: `must be one of ${values.join(', ')}` });
      return z.NEVER;
    })
    .optional()
    .openapi({ type: 'string', enum: [...values], ...(description ? { description } : {}) });
}

/** Length in characters (Unicode code points, as JSON Schema `maxLength` counts), not UTF-16 units. */
/** Code points of `v`; UTF-16 length when that already settles it (a string has at least half as many code points as UTF-16 units). */
const codePoints = (v: string) => [...v].length;
/** Whether `v` has at most `max` code points, without spreading the string when its UTF-16 length decides. */
const atMostCodePoints = (v: string, max: number) => v.length <= max || (v.length <= 2 * max && codePoints(v) <= max);

/** Trimmed text of at most `max` characters (code points). */
export function boundedText<T extends z.ZodString>(schema: T, max: number) {
  return schema.trim().refine((v) => atMostCodePoints(v, max), `must be at most ${max} characters`);
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
        ctx.addIssue({ code: 'custom', message: err instanceof Error ? err.message : String(err) });
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

export const offset = () => intParam({ min: 0, max: MAX_OFFSET, default: 0, description: 'Items to skip' });
export const limit = () => intParam({ min: 0, max: MAX_LIMIT, default: 20, description: 'Items to return' });
export const limitLarge = () => intParam({ min: 0, max: MAX_LIMIT_LARGE, default: 500, description: 'Items to return' });
export const page = () =>
  intParam({ min: 1, max: MAX_PAGE, default: 1, description: `Result page (${SEARCH_PAGE_SIZE} hits a page)` });

/** `{offset, limit}` of ordinary lists (limit default 20). */
export const listQuery = () => z.object({ offset: offset(), limit: limit() });
/** `{offset, limit}` of the lists whose limit defaults to 500. */
export const largeListQuery = () => z.object({ offset: offset(), limit: limitLarge() });
/** Path `{id}`. */
export const idPath = () => z.object({ id: idParam() });

export const pictureFormat = () =>
  enumListParam(['1:1', '16:9', 'all'] as const, {
    default: ['1:1'],
    description: 'Picture formats; with several formats the same id_picture may repeat (use id_picture_version)',
  });

/**
 * Mood names of the recommendation filter: the valence–energy quadrants the Spotify importer
 * writes (`packages/ingest/src/sources/spotify/spotify.ts`); a mood the served catalog lacks → 400 from the route.
 */
export const RECOMMENDATION_MOODS = ['calm', 'happy', 'sad', 'tense'] as const;

/**
 * Query of the artist, release and recording searches: `query` and the filters are all optional;
 * a search with neither (or with text that has no letter or digit) finds nothing → 404.
 */
export function searchQuery<T extends z.ZodRawShape>(filters: T) {
  return z.object({
    query: textParam('Name or id; without it and without filters, nothing matches (404)'),
    page: page(),
    ...filters,
  });
}

export const filter = (description: string) => textParam(description);

/** The streaming-platform and music-store id filters of the artist, release and recording searches. */
export const streamingPlatformFilters = () => ({
  ext_s1_id: filter('Streaming platform 1 id'),
  ext_s2_id: filter('Streaming platform 2 id'),
  ext_s3_id: filter('Streaming platform 3 id'),
  ext_s4_id: filter('Streaming platform 4 id'),
  ext_s5_id: filter('Streaming platform 5 id'),
  ext_s6_id: filter('Digital music store id'),
});
