/**
 * Catalog-file lines of the documents that belong to one recording or album and are served under
 * its id: `lyric` (the contract's `Lyric`), `recording_audio` (`RecordingAudioDescriptors`), `album_audio`
 * (`AlbumAudioDescriptors`), `recording_credits` and `album_credits` (`Credits`, `AlbumCredits`), `album_cover_art` (`CoverArt`). The line's `key` is the key of its recording
 * or album (in the same file, earlier, later or in an earlier import).
 *
 * Stored as the shipped importers store them: the document is an entity of its own kind, ref
 * `(kind, source, key)`, declared `sameAs` the owner's ref so that it takes the owner's id (Spotify
 * audio descriptors, Discogs credits); `/api/recording/{id}/lyric` and the other routes read it
 * under the owner's id. Field rules:
 * - lyric: `lfid` (text or number → text) required; `territories` defaults to `[]`; `lrc` and
 *   `translations[].lrc` entries `{line, milliseconds, duration?, lrc_timestamp?}` with times as
 *   numbers or text (served as text) and `lrc_timestamp` computed from `milliseconds` when absent
 *   (`[mm:ss.xx]`); `id_recording` is the owner's id.
 * - credits: `data` as in the contract's `Credits`, each `credit_child` entry `{name, key?}` (`key`: the credited
 *   artist's key → `id_artist`).
 * - audio descriptors and cover art: the served document as it is.
 */
import { z } from 'zod';
import {
  type EntityKind,
  type JsonObject,
  AlbumAudioDescriptors,
  AlbumCredits,
  CoverArt,
  Credits,
  Lyric,
  RecordingAudioDescriptors,
  lrcTimestamp,
  ref,
} from '@mc/catalog';
import { FieldError, Key, type MappedLine, asText, checkSpec, mapped, parseField } from './catalog-line-checks';

/** Kinds of the documents served under their recording's or album's id. */
export const ATTACHED_KINDS = [
  'lyric',
  'recording_audio',
  'album_audio',
  'recording_credits',
  'album_credits',
  'album_cover_art',
] as const;
/** One of {@link ATTACHED_KINDS}. */
export type AttachedKind = (typeof ATTACHED_KINDS)[number];

/** The owner kind of each attached kind. */
export const ATTACHED_OWNER: Record<AttachedKind, 'recording' | 'album'> = {
  lyric: 'recording',
  recording_audio: 'recording',
  album_audio: 'album',
  recording_credits: 'recording',
  album_credits: 'album',
  album_cover_art: 'album',
};

const SCHEMA: Record<AttachedKind, z.ZodType> = {
  lyric: Lyric,
  recording_audio: RecordingAudioDescriptors,
  album_audio: AlbumAudioDescriptors,
  recording_credits: Credits,
  album_credits: AlbumCredits,
  album_cover_art: CoverArt,
};

/** LRC entries as served: times as text, `lrc_timestamp` from `milliseconds` when absent. */
function lrcLines(value: unknown, field: string): JsonObject[] | undefined {
  if (value === undefined || value === null) return undefined;
  const lines = parseField(z.array(z.looseObject({})), value, field);
  return lines.map((l, i) => {
    const out: JsonObject = { ...(l as JsonObject) };
    for (const name of ['duration', 'milliseconds'] as const) {
      if (l[name] === undefined || l[name] === null) continue;
      const text = asText(l[name]);
      if (text === undefined || !/^\d+$/.test(text)) throw new FieldError(`${field}.${i}.${name}`, 'must be milliseconds');
      out[name] = text;
    }
    if (out.lrc_timestamp === undefined && typeof out.milliseconds === 'string')
      out.lrc_timestamp = lrcTimestamp(Number(out.milliseconds));
    return out;
  });
}

/** The lyric document of a line (module doc). */
function lyricDoc(body: JsonObject, owner: number): JsonObject {
  const doc: JsonObject = { ...body, id_recording: owner, territories: body.territories ?? [] };
  if (body.lfid !== undefined) doc.lfid = asText(body.lfid) ?? (body.lfid as JsonObject);
  const lrc = lrcLines(body.lrc, 'lrc');
  if (lrc) doc.lrc = lrc;
  if (Array.isArray(body.translations))
    doc.translations = body.translations.map((t, i) => {
      if (t === null || typeof t !== 'object' || Array.isArray(t)) return t;
      const translated = lrcLines(t.lrc, `translations.${i}.lrc`);
      return translated ? { ...t, lrc: translated } : t;
    });
  return doc;
}

const CreditChild = z.looseObject({ name: z.string().trim().min(1), key: Key.optional() });
const CreditsData = z.array(
  z.looseObject({
    parent_credit_name: z.string().optional(),
    parent_credit: z.array(z.looseObject({ credit_child_name: z.string().optional(), credit_child: z.array(CreditChild) })),
  }),
);

/** Credits `data` with each credited artist's `key` replaced by its ref as `id_artist`. */
function creditsData(value: unknown, source: string): JsonObject[] {
  const data = parseField(CreditsData, value ?? [], 'data');
  return data.map((group) => ({
    ...(group as JsonObject),
    parent_credit: group.parent_credit.map((credit) => ({
      ...(credit as JsonObject),
      credit_child: credit.credit_child.map(({ key, ...child }) => ({
        ...(child as JsonObject),
        ...(key === undefined ? {} : { id_artist: ref('artist', source, key) }),
      })),
    })),
  }));
}

/**
 * Maps the body of an attached-document line (`kind` and `key` removed) of `source`.
 * @throws FieldError naming the field at fault.
 */
export function mapAttachedLine(kind: AttachedKind, key: string, body: JsonObject, source: string): MappedLine {
  const owner = ref(ATTACHED_OWNER[kind], source, key);
  const entity = ref(kind as EntityKind, source, key);
  let doc: JsonObject = { ...body };
  if (kind === 'lyric') doc = lyricDoc(body, owner);
  else if (kind === 'recording_credits' || kind === 'album_credits') doc = { ...body, data: creditsData(body.data, source) };
  doc = { ...doc, id: entity };
  checkSpec(SCHEMA[kind], doc, (path) => path.replace(/\.id_artist$/, '.key'));
  return mapped({ contribution: { entity, doc }, sameAs: [{ entity, target: owner }] });
}
