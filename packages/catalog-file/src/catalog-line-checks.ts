/**
 * Checks shared by the catalog-file line mappings (`catalog-file-lines.ts` and the family modules
 * beside it): field-level errors, zod parses that name the field a reader of the file wrote, the
 * response-schema check (`@mc/catalog`) of a document that still holds refs, and the key references of a line.
 */
import { z } from 'zod';
import { type JsonObject, formatDuration, parseDuration, ref } from '@mc/catalog';
import { foldForMatch } from '@mc/text-analysis';
import type { ContributionInput, ListItemInput, ListSetInput, SameAsInput } from '@mc/store';

/** A field-level problem of a line (dotted path as the file writes it, and why). */
export class FieldError extends Error {
  constructor(
    readonly field: string,
    reason: string,
  ) {
    super(reason);
  }
}

/** A key of the file: any non-empty text of at most 1,000 characters (trimmed). */
export const Key = z.string().trim().min(1).max(1000);

/** A reference to another line's entity: `{key, …}` (other fields kept). */
export const KeyRef = z.looseObject({ key: Key });

/**
 * Parses `value` with `schema`. @returns the parsed value.
 * @throws FieldError naming `field` plus the path of the first issue.
 */
export function parseField<T extends z.ZodType>(schema: T, value: unknown, field: string): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new FieldError([field, ...issue.path.map(String)].filter(Boolean).join('.'), issue.message);
}

/** Replaces refs by a valid placeholder id so a response schema can check the document's shape. */
export function withPlaceholderIds(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && '$ref' in value) return 1;
  if (Array.isArray(value)) return value.map(withPlaceholderIds);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withPlaceholderIds(v)]));
  return value;
}

/**
 * Checks `doc` (refs allowed anywhere) against a response schema of `@mc/catalog`.
 * @param rename maps the schema path of an issue to the field the file writes (default: joined path).
 * @throws FieldError naming the field.
 */
export function checkSpec(schema: z.ZodType, doc: JsonObject, rename: (path: string) => string = (p) => p): void {
  const check = schema.safeParse(withPlaceholderIds(doc));
  if (check.success) return;
  const issue = check.error.issues[0]!;
  throw new FieldError(rename(issue.path.map(String).join('.')) || '(line)', issue.message);
}

/** A duration as served (`HH:MM:SS`) from `HH:MM:SS`, `M:SS` or seconds. @throws FieldError naming `field`. */
export function durationField(value: unknown, field: string): string {
  const seconds = parseDuration(value, { bareSeconds: true });
  if (seconds === undefined) throw new FieldError(field, 'must be HH:MM:SS, M:SS or a number of seconds');
  return formatDuration(seconds);
}

/**
 * The genre ref of a genre key: genres are shared by name across sources, as the shipped importers
 * share them (`ref('genre', 'genre', folded name)`). @throws FieldError when the key folds to nothing.
 */
export function genreKeyRef(key: string, field: string): number {
  const folded = foldForMatch(key);
  if (!folded) throw new FieldError(field, 'must name a genre (letters or digits)');
  return ref('genre', 'genre', folded);
}

/**
 * `{key, name}` of a genre reference → the served `{id_genre, name}` (name defaults to the key); any
 * other shape is left to the schema check. @returns the replaced value.
 */
export function genreReference(value: unknown, field: string): unknown {
  if (value === null || typeof value !== 'object' || !('key' in value)) return value;
  const g = parseField(z.looseObject({ key: Key, name: z.string().trim().min(1).optional() }), value, field);
  const { key, ...rest } = g;
  return { ...rest, id_genre: genreKeyRef(key, `${field}.key`), name: g.name ?? key };
}

/** Text of a number or text (LRC times are served as text). @returns undefined for anything else. */
export function asText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value : undefined;
}

/** What an accepted line writes (besides its deletion, see `catalog-file-lines.ts`). */
export interface MappedLine {
  /** The line's own document (absent for lines that only state a list). */
  contribution?: ContributionInput;
  /** Other documents the line states (a show's show type). */
  contributions: ContributionInput[];
  /** Refs that take another entity's id (a lyric takes its recording's id). */
  sameAs: SameAsInput[];
  listItems: ListItemInput[];
  /** Lists the line states whole: this source's other items of them are removed. */
  lists: ListSetInput[];
}

/** A {@link MappedLine} with nothing but what is given. */
export const mapped = (m: Partial<MappedLine>): MappedLine => ({
  contributions: [],
  sameAs: [],
  listItems: [],
  lists: [],
  ...m,
});
