/**
 * Lines of an operator's own catalog file (`npm run catalog -- import --file F --source S`), pure
 * mapping: one line → a validated contribution of source S, or a reject naming the field.
 *
 * **JSON Lines format** — one entity per line, a SPEC 2 document plus three fields:
 * - `kind`: `artist` | `album` | `release` | `recording`;
 * - `key`: the provider's own stable key of the entity (any non-empty text, unique per kind);
 * - `deleted`: `true` to remove what this source said about the entity (other fields ignored).
 * Where the SPEC document holds the id of another entity, the line gives that entity's `key`:
 * - recording `artists: [{key, name, link?: "Main"|"Feat", roles?}]` (the credits; `type` MAIN/FEAT
 *   follows `link`), plus `isrc`, `duration` (`HH:MM:SS`, `M:SS` or seconds), `aliases` (other
 *   titles, stored as `alt_titles`), `externals`, any other SPEC 2.10 field;
 * - album `artists: [{key, name, link?}]` (→ `id_artist`), `type`, `format` (SPEC enums, default
 *   `OTHER`/`ALBUM`), `original_release_date`, `externals`…;
 * - release `album: {key, title}`, `artists: [{key, name, link?}]`, `release_date`…;
 * - artist `name`, `type` (Person/Band), `aliases` (texts or `{alias, link}`), `externals`…
 * Each document is then checked against the SPEC response schema of its kind (`@mc/catalog`, after
 * the same finalisation as served documents: an artist without `type` is a Person), so a line is
 * refused exactly when the API could not serve it. An album lists under its artists
 * (`/api/artist/{id}/albums`), a release under its album (`/api/album/{id}/releases`).
 *
 * **CSV** — the simplest case: a header row with `artist,title` and optionally `album`, `isrc`,
 * `duration`, `key`; each row gives a recording (key: the `key` column, else artist + U+0001 +
 * title), its artist (key: the name) and its album (key: artist + U+0001 + album).
 */
import { z } from 'zod';
import {
  type EntityKind,
  type JsonObject,
  LISTS,
  ref,
  finalizeDocument,
  formatDuration,
  parseDuration,
  Album,
  Artist,
  Recording,
  Release,
} from '@mc/catalog';
import type { ContributionInput, ListItemInput } from '@mc/store';

/** Entity kinds a catalog file may hold. */
export const FILE_KINDS = ['artist', 'album', 'release', 'recording'] as const;
/** One of {@link FILE_KINDS}. */
export type FileKind = (typeof FILE_KINDS)[number];

/** A line refused: 1-based line number, the field (dotted path, `(line)` for the whole line), why. */
export interface LineReject {
  line: number;
  field: string;
  reason: string;
}

/** A line accepted: the entity it is about, and either its contribution or a deletion. */
export type LineOutcome =
  | { kind: FileKind; key: string; deleted: true }
  | { kind: FileKind; key: string; deleted: false; contribution: ContributionInput; listItems: ListItemInput[] };

const Key = z.string().trim().min(1).max(1000);
const Envelope = z.looseObject({ kind: z.enum(FILE_KINDS), key: Key, deleted: z.boolean().optional() });
const Credit = z.looseObject({ key: Key, name: z.string().trim().min(1), link: z.enum(['Main', 'Feat']).optional() });
const SPEC_SCHEMA: Record<FileKind, z.ZodType> = { artist: Artist, album: Album, release: Release, recording: Recording };
const ISRC = /^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$/;

/** Thrown inside {@link mapLine} for a field-level problem. */
class FieldError extends Error {
  constructor(
    readonly field: string,
    reason: string,
  ) {
    super(reason);
  }
}

function credits(value: unknown, field: string): z.infer<typeof Credit>[] {
  if (value === undefined) return [];
  const parsed = z.array(Credit).safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new FieldError([field, ...issue.path].join('.'), issue.message);
  }
  return parsed.data;
}

/** A credit of the file with its `key` replaced by the artist's ref under `idField`. */
function creditWithRef(c: z.infer<typeof Credit>, source: string, idField: 'id' | 'id_artist'): JsonObject {
  return { ...(c as JsonObject), key: undefined, [idField]: ref('artist', source, c.key), link: c.link ?? 'Main' };
}

/** The SPEC document of a line, with refs of `source` where the line gives keys. */
function documentOf(kind: FileKind, line: JsonObject, source: string): JsonObject {
  const { kind: _kind, key: _key, deleted: _deleted, ...rest } = line;
  const doc: JsonObject = { ...rest };
  if (kind === 'recording') {
    doc.artists = credits(line.artists, 'artists').map((c) => ({
      ...creditWithRef(c, source, 'id'),
      type: c.link === 'Feat' ? 'FEAT' : 'MAIN',
      roles: (c.roles as JsonObject[] | undefined) ?? [],
    }));
    if (line.duration !== undefined) {
      const seconds = parseDuration(line.duration, { bareSeconds: true });
      if (seconds === undefined) throw new FieldError('duration', 'must be HH:MM:SS, M:SS or a number of seconds');
      doc.duration = formatDuration(seconds);
    }
    if (line.isrc !== undefined) {
      const isrc = typeof line.isrc === 'string' ? line.isrc.replace(/[-\s]/g, '').toUpperCase() : '';
      if (!ISRC.test(isrc)) throw new FieldError('isrc', 'must be an ISRC (CC-XXX-YY-NNNNN, 12 characters)');
      doc.isrc = isrc;
    }
    if (line.aliases !== undefined) {
      if (!Array.isArray(line.aliases) || line.aliases.some((a) => typeof a !== 'string' || !a.trim()))
        throw new FieldError('aliases', 'must be a list of non-empty texts (other titles)');
      doc.alt_titles = line.aliases;
      delete doc.aliases;
    }
  } else if (kind === 'album') {
    doc.artists = credits(line.artists, 'artists').map((c) => creditWithRef(c, source, 'id_artist'));
    doc.type ??= 'OTHER';
    doc.format ??= 'ALBUM';
  } else if (kind === 'release') {
    doc.artists = credits(line.artists, 'artists').map((c) => creditWithRef(c, source, 'id'));
    if (line.album !== undefined) {
      const album = z.looseObject({ key: Key, title: z.string().trim().min(1) }).safeParse(line.album);
      if (!album.success)
        throw new FieldError(['album', ...album.error.issues[0]!.path].join('.'), album.error.issues[0]!.message);
      doc.album = { id: ref('album', source, album.data.key), title: album.data.title };
    }
  } else if (kind === 'artist' && Array.isArray(line.aliases)) {
    doc.aliases = line.aliases.map((a) => (typeof a === 'string' ? { alias: a, link: 'Alias' } : a));
  }
  return doc;
}

/** Replaces refs by a valid placeholder id so the SPEC schema can check the document's shape. */
function withPlaceholderIds(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && '$ref' in value) return 1;
  if (Array.isArray(value)) return value.map(withPlaceholderIds);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withPlaceholderIds(v)]));
  return value;
}

/** The field a reader of the file knows for a SPEC path (`artists.0.id_artist` → `artists.0.key`). */
const fieldName = (path: PropertyKey[]) =>
  path
    .map(String)
    .join('.')
    .replace(/\.(id|id_artist)$/, '.key')
    .replace(/^alt_titles/, 'aliases');

/** List items of an accepted document (album under its artists, release under its album). */
function listItemsOf(kind: FileKind, entity: number, key: string, doc: JsonObject): ListItemInput[] {
  if (kind === 'album')
    return ((doc.artists ?? []) as { id_artist: number }[]).map((a) => ({
      list: LISTS.artistAlbums,
      owner: a.id_artist,
      itemKey: `album:${key}`,
      sortKey: `${(doc.original_release_date as string | undefined) ?? '9999-00-00'}\u0001${doc.title as string}`,
      itemRef: entity,
    }));
  if (kind === 'release' && doc.album)
    return [
      {
        list: LISTS.albumReleases,
        owner: (doc.album as { id: number }).id,
        itemKey: `release:${key}`,
        sortKey: `${(doc.release_date as string | undefined) ?? '9999-00-00'}\u0001${key}`,
        itemRef: entity,
      },
    ];
  return [];
}

/**
 * Maps one parsed line (an object) of `source`. @returns the outcome, or a reject naming the
 * field and the reason.
 */
export function mapLine(source: string, lineNumber: number, value: unknown): LineOutcome | LineReject {
  const envelope = Envelope.safeParse(value);
  if (!envelope.success) {
    const issue = envelope.error.issues[0]!;
    return { line: lineNumber, field: issue.path.join('.') || '(line)', reason: issue.message };
  }
  const { kind, key, deleted } = envelope.data;
  if (deleted) return { kind, key, deleted: true };
  try {
    const entity = ref(kind as EntityKind, source, key);
    const doc = { id: entity, ...documentOf(kind, envelope.data as JsonObject, source) };
    const check = SPEC_SCHEMA[kind].safeParse(finalizeDocument(kind, withPlaceholderIds(doc) as JsonObject));
    if (!check.success) {
      const issue = check.error.issues[0]!;
      return { line: lineNumber, field: fieldName(issue.path) || '(line)', reason: issue.message };
    }
    return { kind, key, deleted: false, contribution: { entity, doc }, listItems: listItemsOf(kind, entity, key, doc) };
  } catch (err) {
    if (err instanceof FieldError) return { line: lineNumber, field: err.field, reason: err.message };
    throw err;
  }
}

/** One CSV row as text (header names lower-cased). */
export type CatalogCsvRow = Partial<Record<'artist' | 'title' | 'album' | 'isrc' | 'duration' | 'key', string>>;

/** The JSON Lines objects a CSV row stands for: its artist, its album (if any), its recording. */
export function linesOfCsvRow(row: CatalogCsvRow): JsonObject[] {
  const artist = row.artist?.trim() ?? '';
  const title = row.title?.trim() ?? '';
  const credit = { key: artist, name: artist };
  const out: JsonObject[] = [{ kind: 'artist', key: artist, name: artist }];
  const album = row.album?.trim();
  if (album) out.push({ kind: 'album', key: `${artist}\u0001${album}`, title: album, artists: [credit] });
  const recording: JsonObject = {
    kind: 'recording',
    key: row.key?.trim() || `${artist}\u0001${title}`,
    title,
    artists: [credit],
  };
  if (row.isrc?.trim()) recording.isrc = row.isrc.trim();
  if (row.duration?.trim()) recording.duration = row.duration.trim();
  out.push(recording);
  return out;
}
