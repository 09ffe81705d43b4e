/**
 * Catalog-file lines that state one entity's whole list: `release_tracks` (`Track`, field
 * `tracks`), `artist_biographies` (`Biography`, `biographies`), `album_reviews` (`Review`, `reviews`),
 * `artist_pictures` and `show_pictures` (`Picture`, `pictures`). The line's `key` is the owner's key
 * (release, artist, album or show of the same source).
 *
 * Stored as the list items the list routes page (`@mc/catalog` LISTS, owner = the owner's ref),
 * like the MusicBrainz and Discogs track lists. A line holds the owner's complete list from this
 * source: items it no longer holds are removed (`pruneListSets` of `@mc/store`), an empty list
 * removes them all. Item keys and order:
 * - tracks: `{disc_number?, track_number, recording: {key, title, subtitle?, duration?}}` (disc 1
 *   when absent; `duration` as a recording's), keyed and sorted by (disc, track) — a position given
 *   twice is refused; the track's `id` is a ref of kind `track` keyed by release, disc and track;
 * - biographies and reviews: in line order (the `BiographyLang`/`BiographySource` values checked for biographies);
 * - pictures: keyed by (`id_picture`, `format`) (unique together, as the contract's `Picture` says; required `id_picture`,
 *   `format` defaults to `1:1` and `mimetype` to `image/jpeg`), in line order.
 */
import { z } from 'zod';
import { type EntityKind, type JsonObject, LISTS, Biography, Picture, Review, Track, padSortKey, ref } from '@mc/catalog';
import type { ListItemInput } from '@mc/store';
import { FieldError, Key, type MappedLine, checkSpec, durationField, mapped, parseField } from './catalog-line-checks';

/** Kinds of the lines that state a list. */
export const LIST_KINDS = ['release_tracks', 'artist_biographies', 'album_reviews', 'artist_pictures', 'show_pictures'] as const;
/** One of {@link LIST_KINDS}. */
export type ListKind = (typeof LIST_KINDS)[number];

/** Per list kind: the list, the owner's kind, the field of the line holding the items. */
export const LIST_OF: Record<ListKind, { list: string; owner: EntityKind; field: string }> = {
  release_tracks: { list: LISTS.releaseTracks, owner: 'release', field: 'tracks' },
  artist_biographies: { list: LISTS.artistBiographies, owner: 'artist', field: 'biographies' },
  album_reviews: { list: LISTS.albumReviews, owner: 'album', field: 'reviews' },
  artist_pictures: { list: LISTS.artistPictures, owner: 'artist', field: 'pictures' },
  show_pictures: { list: LISTS.showPictures, owner: 'show', field: 'pictures' },
};

const Position = z.number().int().min(1).max(9999);
const TrackLine = z.looseObject({
  disc_number: Position.optional(),
  track_number: Position,
  recording: z.looseObject({ key: Key, title: z.string().trim().min(1) }),
});

/** Items of a `tracks` field of release `key`. @throws FieldError naming the field. */
function trackItems(value: unknown, key: string, source: string): Omit<ListItemInput, 'list' | 'owner'>[] {
  const tracks = parseField(z.array(TrackLine), value, 'tracks');
  const seen = new Set<string>();
  return tracks.map((t, i) => {
    const disc = t.disc_number ?? 1;
    const itemKey = `${disc}/${t.track_number}`;
    if (seen.has(itemKey))
      throw new FieldError(`tracks.${i}.track_number`, `disc ${disc} track ${t.track_number} is given twice`);
    seen.add(itemKey);
    const { key: recordingKey, ...recording } = t.recording;
    const item: JsonObject = {
      ...(t as JsonObject),
      id: ref('track', source, `${key}\u0001${itemKey}`),
      disc_number: disc,
      recording: {
        ...(recording as JsonObject),
        id: ref('recording', source, recordingKey),
        ...(recording.duration === undefined
          ? {}
          : { duration: durationField(recording.duration, `tracks.${i}.recording.duration`) }),
      },
    };
    checkSpec(Track, item, (p) => `tracks.${i}.${p}`);
    return { itemKey, sortKey: `${padSortKey(disc, 4)}:${padSortKey(t.track_number, 4)}`, item };
  });
}

/** Items of a `pictures` field (module doc). @throws FieldError naming the field. */
function pictureItems(value: unknown): Omit<ListItemInput, 'list' | 'owner'>[] {
  const pictures = parseField(z.array(z.looseObject({ id_picture: z.number().int().min(1) })), value, 'pictures');
  const seen = new Set<string>();
  return pictures.map((p, i) => {
    const item: JsonObject = { format: '1:1', mimetype: 'image/jpeg', ...(p as JsonObject) };
    checkSpec(Picture, item, (path) => `pictures.${i}.${path}`);
    const itemKey = `${p.id_picture}\u0001${item.format as string}`;
    if (seen.has(itemKey))
      throw new FieldError(
        `pictures.${i}.id_picture`,
        `picture ${p.id_picture} is given twice in format ${item.format as string}`,
      );
    seen.add(itemKey);
    return { itemKey, sortKey: padSortKey(i, 6), item };
  });
}

/** Items of a `biographies` or `reviews` field, in line order. @throws FieldError naming the field. */
function textItems(value: unknown, field: string, schema: z.ZodType): Omit<ListItemInput, 'list' | 'owner'>[] {
  const entries = parseField(z.array(z.looseObject({})), value, field);
  return entries.map((e, i) => {
    checkSpec(schema, e as JsonObject, (path) => `${field}.${i}.${path}`);
    return { itemKey: padSortKey(i, 6), sortKey: padSortKey(i, 6), item: e as JsonObject };
  });
}

/**
 * Maps a list line (`kind`, `key` and the items' field) of `source`: the owner's items and the
 * list set they replace. @throws FieldError naming the field at fault.
 */
export function mapListLine(kind: ListKind, key: string, body: JsonObject, source: string): MappedLine {
  const { list, owner, field } = LIST_OF[kind];
  const value = body[field];
  if (value === undefined) throw new FieldError(field, 'required (an empty list removes every item)');
  const items =
    kind === 'release_tracks'
      ? trackItems(value, key, source)
      : field === 'pictures'
        ? pictureItems(value)
        : textItems(value, field, kind === 'artist_biographies' ? Biography : Review);
  const ownerRef = ref(owner, source, key);
  return mapped({
    listItems: items.map((it) => ({ ...it, list, owner: ownerRef })),
    lists: [{ list, ownerKind: owner, ownerSource: source, ownerKey: key, itemKeys: items.map((it) => it.itemKey) }],
  });
}
