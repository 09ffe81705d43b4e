/**
 * Lines of an operator's own catalog file (`npm run catalog -- import --file F --source S`), pure
 * mapping: one line → a validated contribution of source S, or a reject naming the field.
 *
 * **JSON Lines format** — one line per entity or per family document, with three more fields:
 * - `kind`: an entity (`artist`, `album`, `release`, `recording`, `show`, `genre`, `chart`,
 *   `chart_date`), a document served under a recording's or album's id (`lyric`,
 *   `recording_audio`, `album_audio`, `recording_credits`, `album_credits`, `album_cover_art`:
 *   `catalog-file-attached.ts`) or one entity's whole list (`release_tracks`,
 *   `artist_biographies`, `album_reviews`, `artist_pictures`, `show_pictures`:
 *   `catalog-file-lists.ts`); shows, genres and charts: `catalog-file-reference.ts`;
 * - `key`: the provider's own stable key of the entity (any non-empty text, unique per kind); for
 *   attached documents and lists, the key of their owner;
 * - `deleted`: `true` to remove what this source said about it (other fields ignored): an
 *   entity's documents and lists, an attached document, or a list's items.
 * Where the served document holds the id of another entity, the line gives that entity's `key`:
 * - recording `artists: [{key, name, link?: "Main"|"Feat", roles?}]` (the credits; `type` MAIN/FEAT
 *   follows `link`), plus `isrc`, `duration` (`HH:MM:SS`, `M:SS` or seconds), `aliases` (other
 *   titles, stored as `alt_titles`), `genre: {key, name?}`, `externals`, any other field of the contract's `Recording`;
 * - album `artists: [{key, name, link?}]` (→ `id_artist`), `type`, `format` (`AlbumType`, `AlbumFormat`, default
 *   `OTHER`/`ALBUM`), `original_release_date`, `genre: {key, name?}`, `externals`…;
 * - release `album: {key, title}`, `artists: [{key, name, link?}]`, `release_date`…;
 * - artist `name`, `type` (Person/Band), `aliases` (texts or `{alias, link}`), `genres: [{key,
 *   name?, link}]`, `externals`…
 * A genre's key is its name (genres are shared by name across sources). Each document is then
 * checked against the response schema of its kind (`@mc/catalog`, after the same finalisation
 * as served documents: an artist without `type` is a Person), so a line is refused exactly when the
 * API could not serve it. An album lists under its artists (`/api/artist/{id}/albums`), a release
 * under its album (`/api/album/{id}/releases`).
 *
 * **CSV** — the simplest case: a header row with `artist,title` and optionally `album`, `isrc`,
 * `duration`, `key`; each row gives a recording (key: the `key` column, else artist + U+0001 +
 * title), its artist (key: the name) and its album (key: artist + U+0001 + album).
 */
import { z } from 'zod';
import { type EntityKind, type JsonObject, LISTS, ref, finalizeDocument, Album, Artist, Recording, Release } from '@mc/catalog';
import type { ListItemInput, ListSetInput } from '@mc/store';
import { ATTACHED_KINDS, type AttachedKind, mapAttachedLine } from './catalog-file-attached';
import { LIST_KINDS, LIST_OF, type ListKind, mapListLine } from './catalog-file-lists';
import { REFERENCE_KINDS, type ReferenceKind, mapReferenceLine } from './catalog-file-reference';
import {
  FieldError,
  Key,
  type MappedLine,
  checkSpec,
  durationField,
  genreKeyRef,
  genreReference,
  mapped,
  parseField,
} from './catalog-line-checks';

/** The artist, album, release and recording kinds (the kinds of a CSV row's lines). */
export const ENTITY_FILE_KINDS = ['artist', 'album', 'release', 'recording'] as const;
/** Every kind a catalog file may hold (module doc). */
export const FILE_KINDS = [...ENTITY_FILE_KINDS, ...REFERENCE_KINDS, ...ATTACHED_KINDS, ...LIST_KINDS] as const;
/** One of {@link FILE_KINDS}. */
export type FileKind = (typeof FILE_KINDS)[number];
type EntityFileKind = (typeof ENTITY_FILE_KINDS)[number];

/** A line refused: 1-based line number, the field (dotted path, `(line)` for the whole line), why. */
export interface LineReject {
  line: number;
  field: string;
  reason: string;
}

/**
 * A line accepted: what it is about, and either what it writes ({@link MappedLine}) or, for a
 * deletion, the refs of this source to retract and the lists to empty.
 */
export type LineOutcome =
  | { kind: FileKind; key: string; deleted: true; retract: number[]; lists: ListSetInput[] }
  | ({ kind: FileKind; key: string; deleted: false } & MappedLine);

const Envelope = z.looseObject({ kind: z.enum(FILE_KINDS), key: Key, deleted: z.boolean().optional() });
const Credit = z.looseObject({ key: Key, name: z.string().trim().min(1), link: z.enum(['Main', 'Feat']).optional() });
const SPEC_SCHEMA: Record<EntityFileKind, z.ZodType> = { artist: Artist, album: Album, release: Release, recording: Recording };
const ISRC = /^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$/;
const has = <T extends string>(list: readonly T[], kind: string): kind is T => (list as readonly string[]).includes(kind);

/** Documents of the same key that a deleted album or recording line retracts with it. */
const DELETED_WITH: Partial<Record<FileKind, EntityKind[]>> = {
  album: ['album', 'album_audio', 'album_credits', 'album_cover_art'],
  recording: ['recording', 'lyric', 'recording_audio', 'recording_credits'],
};

const credits = (value: unknown, field: string) => (value === undefined ? [] : parseField(z.array(Credit), value, field));

/** A credit of the file with its `key` replaced by the artist's ref under `idField`. */
function creditWithRef(c: z.infer<typeof Credit>, source: string, idField: 'id' | 'id_artist'): JsonObject {
  return { ...(c as JsonObject), key: undefined, [idField]: ref('artist', source, c.key), link: c.link ?? 'Main' };
}

/** The recording fields of a line that the file writes differently from the served document. */
function recordingFields(line: JsonObject, source: string, doc: JsonObject): void {
  doc.artists = credits(line.artists, 'artists').map((c) => ({
    ...creditWithRef(c, source, 'id'),
    type: c.link === 'Feat' ? 'FEAT' : 'MAIN',
    roles: (c.roles as JsonObject[] | undefined) ?? [],
  }));
  if (line.duration !== undefined) doc.duration = durationField(line.duration, 'duration');
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
}

/** The served document of an entity line, with refs of `source` where the line gives keys. */
function documentOf(kind: EntityFileKind, line: JsonObject, source: string): JsonObject {
  const { kind: _kind, key: _key, deleted: _deleted, ...rest } = line;
  const doc: JsonObject = { ...rest };
  if (kind === 'recording') recordingFields(line, source, doc);
  else if (kind === 'album') {
    doc.artists = credits(line.artists, 'artists').map((c) => creditWithRef(c, source, 'id_artist'));
    doc.type ??= 'OTHER';
    doc.format ??= 'ALBUM';
  } else if (kind === 'release') {
    doc.artists = credits(line.artists, 'artists').map((c) => creditWithRef(c, source, 'id'));
    if (line.album !== undefined) {
      const album = parseField(z.looseObject({ key: Key, title: z.string().trim().min(1) }), line.album, 'album');
      doc.album = { id: ref('album', source, album.key), title: album.title };
    }
  } else if (kind === 'artist') {
    if (Array.isArray(line.aliases))
      doc.aliases = line.aliases.map((a) => (typeof a === 'string' ? { alias: a, link: 'Alias' } : a));
    if (Array.isArray(line.genres)) doc.genres = line.genres.map((g, i) => genreReference(g, `genres.${i}`) as JsonObject);
  }
  if ((kind === 'recording' || kind === 'album') && line.genre !== undefined)
    doc.genre = genreReference(line.genre, 'genre') as JsonObject;
  return doc;
}

/** The field a reader of the file knows for a path of the served document (`artists.0.id_artist` → `artists.0.key`). */
const fieldName = (path: string) =>
  path
    .replace(/\.(id|id_artist)$/, '.key')
    .replace(/^(genres\.\d+|genre)\.id_genre$/, '$1.key')
    .replace(/^alt_titles/, 'aliases');

/** List items of an accepted document (album under its artists, release under its album). */
function listItemsOf(kind: EntityFileKind, entity: number, key: string, doc: JsonObject): ListItemInput[] {
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

/** Maps an artist, album, release or recording line. @throws FieldError naming the field. */
function mapEntityLine(kind: EntityFileKind, key: string, line: JsonObject, source: string): MappedLine {
  const entity = ref(kind, source, key);
  const doc = { id: entity, ...documentOf(kind, line, source) };
  checkSpec(SPEC_SCHEMA[kind], finalizeDocument(kind, doc), fieldName);
  return mapped({ contribution: { entity, doc }, listItems: listItemsOf(kind, entity, key, doc) });
}

/** What a `deleted: true` line of `kind` and `key` retracts (module doc). @throws FieldError. */
function deletionOf(kind: FileKind, key: string, source: string): Extract<LineOutcome, { deleted: true }> {
  if (has(LIST_KINDS, kind)) {
    const { list, owner } = LIST_OF[kind];
    return {
      kind,
      key,
      deleted: true,
      retract: [],
      lists: [{ list, ownerKind: owner, ownerSource: source, ownerKey: key, itemKeys: [] }],
    };
  }
  const retract =
    kind === 'genre' ? [genreKeyRef(key, 'key')] : (DELETED_WITH[kind] ?? [kind as EntityKind]).map((k) => ref(k, source, key));
  return { kind, key, deleted: true, retract, lists: [] };
}

/** Maps the body of an accepted line by its kind. @throws FieldError naming the field. */
function mapBody(kind: FileKind, key: string, body: JsonObject, source: string): MappedLine {
  if (has(ENTITY_FILE_KINDS, kind)) return mapEntityLine(kind, key, body, source);
  if (has(REFERENCE_KINDS, kind)) return mapReferenceLine(kind as ReferenceKind, key, body, source);
  if (has(ATTACHED_KINDS, kind)) return mapAttachedLine(kind as AttachedKind, key, body, source);
  return mapListLine(kind as ListKind, key, body, source);
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
  try {
    if (deleted) return deletionOf(kind, key, source);
    const { kind: _kind, key: _key, deleted: _deleted, ...body } = envelope.data as JsonObject;
    const line = has(ENTITY_FILE_KINDS, kind) ? (envelope.data as JsonObject) : body;
    return { kind, key, deleted: false, ...mapBody(kind, key, line, source) };
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

const isReject = (o: LineOutcome | LineReject): o is LineReject => 'reason' in o;

/**
 * Maps every line: accepted outcomes (last line per key wins) and rejects.
 * @returns outcomes in file order of their last occurrence, and rejects in line order.
 */
export function mapCatalogLines(
  source: string,
  lines: { line: number; value: unknown; text: string }[],
): { outcomes: LineOutcome[]; rejects: (LineReject & { text: string })[] } {
  const outcomes = new Map<string, LineOutcome>();
  const rejects: (LineReject & { text: string })[] = [];
  // A CSV row stands for several objects: it is taken whole or refused whole.
  const byLine = new Map<number, { value: unknown; text: string }[]>();
  for (const { line, value, text } of lines) byLine.set(line, [...(byLine.get(line) ?? []), { value, text }]);
  for (const [line, values] of byLine) {
    const mapped = values.map(({ value }) => {
      const v = value as { invalidJson?: boolean; missing?: string };
      if (v.invalidJson) return { line, field: '(line)', reason: 'not a JSON object' };
      if (v.missing) return { line, field: v.missing, reason: 'required' };
      return mapLine(source, line, value);
    });
    const refused = mapped.find(isReject);
    if (refused) {
      rejects.push({ ...refused, text: values[0]!.text.slice(0, 500) });
      continue;
    }
    for (const outcome of mapped as LineOutcome[]) {
      const id = `${outcome.kind}\u0000${outcome.key}`;
      outcomes.delete(id);
      outcomes.set(id, outcome);
    }
  }
  return { outcomes: [...outcomes.values()], rejects };
}
