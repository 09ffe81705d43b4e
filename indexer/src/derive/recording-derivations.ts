/**
 * The albums a recording appears on (issue 13 item 3: "recordings linked to the albums that other
 * sources know"), pure. Evidence: a track of a release (list `release_tracks`, from MusicBrainz or
 * Discogs) that plays the recording — after entity resolution, a Billboard or Spotify recording
 * merged with a MusicBrainz/Discogs one owns those tracks — and the release's album (`album.id`).
 *
 * The recording gets `albums` (SPEC 2.17 artist-title hit shape: `{id, title, type, format,
 * original_release_date}`, fields the album states), oldest `original_release_date` first (an
 * album without a date last), then by id; the first is the recording's original album. A version
 * the sources list apart (a live take, a remix) has its own tracks and so its own albums: nothing
 * is linked on title similarity.
 */
import type { Json, JsonObject } from '@mc/catalog';
import type { DerivedFieldInput, SourceDocument } from '@mc/store';

/** Albums listed per recording at most. */
export const MAX_RECORDING_ALBUMS = 10;

const obj = (v: Json | undefined | null): JsonObject | undefined =>
  v !== null && v !== undefined && typeof v === 'object' && !Array.isArray(v) ? v : undefined;

/** One `release_tracks` item: the release that owns it and the item JSON (`recording.id`). */
export interface ReleaseTrackItem {
  ownerId: number;
  item: JsonObject | null;
}

/**
 * Derived `albums` of recordings (rule in the module doc). Recordings a source already gives
 * `albums` are left alone.
 */
export function deriveRecordingAlbums(
  recordings: SourceDocument[],
  tracks: ReleaseTrackItem[],
  releases: SourceDocument[],
  albums: SourceDocument[],
): DerivedFieldInput[] {
  const albumOfRelease = new Map<number, number>();
  for (const r of releases) {
    const id = obj(r.doc.album)?.id;
    if (typeof id === 'number') albumOfRelease.set(r.id, id);
  }
  const albumById = new Map(albums.map((a) => [a.id, a.doc]));
  const wanted = new Set(recordings.filter((r) => !Array.isArray(r.doc.albums)).map((r) => r.id));
  const found = new Map<number, Map<number, number[]>>();
  for (const t of tracks) {
    const recId = obj(obj(t.item)?.recording)?.id;
    const albumId = albumOfRelease.get(t.ownerId);
    if (typeof recId !== 'number' || !wanted.has(recId) || albumId === undefined || !albumById.has(albumId)) continue;
    const perAlbum = found.get(recId) ?? found.set(recId, new Map()).get(recId)!;
    perAlbum.set(albumId, [...new Set([...(perAlbum.get(albumId) ?? []), t.ownerId])]);
  }
  const out: DerivedFieldInput[] = [];
  for (const [recId, perAlbum] of [...found].sort((a, b) => a[0] - b[0])) {
    const list = [...perAlbum.keys()]
      .map((id) => ({ id, doc: albumById.get(id)! }))
      .sort((a, b) => dateKey(a.doc).localeCompare(dateKey(b.doc)) || a.id - b.id)
      .slice(0, MAX_RECORDING_ALBUMS);
    out.push({
      kind: 'recording',
      id: recId,
      field: 'albums',
      value: list.map(({ id, doc }) => albumSummary(id, doc)),
      rule: 'recording-albums:release-tracks',
      evidence: { releases_per_album: Object.fromEntries(list.map(({ id }) => [String(id), perAlbum.get(id)!])) },
    });
  }
  return out;
}

function dateKey(doc: JsonObject): string {
  return typeof doc.original_release_date === 'string' ? doc.original_release_date : '9999';
}

/** The `{id, title, type, format, original_release_date}` of an album document (absent fields left out). */
export function albumSummary(id: number, doc: JsonObject): JsonObject {
  const out: JsonObject = { id };
  for (const k of ['title', 'type', 'format', 'original_release_date'] as const) {
    if (typeof doc[k] === 'string') out[k] = doc[k];
  }
  return out;
}
