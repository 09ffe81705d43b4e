/**
 * The albums a recording appears on (`docs/entity-resolution.md` "Derived fields": recordings linked to
 * the albums that other sources know), pure. Evidence: a track of a release (list `release_tracks`, from MusicBrainz or
 * Discogs) that plays the recording — after entity resolution, a Billboard or Spotify recording
 * merged with a MusicBrainz/Discogs one owns those tracks — and the release's album (`album.id`).
 *
 * The recording gets `albums` (the shape of the contract's `ArtistTitleHit`: `{id, title, type, format,
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
  const collector = new RecordingAlbumCollector(albumOfReleases(releases), albumSummaries(albums));
  for (const t of tracks) collector.addTrack(t);
  const wanted = new Set(recordings.filter((r) => !Array.isArray(r.doc.albums)).map((r) => r.id));
  return collector.fields((id) => wanted.has(id));
}

/** Release id → the id of its album (`album.id`), for releases that name one. */
export function albumOfReleases(releases: Iterable<SourceDocument>, into = new Map<number, number>()): Map<number, number> {
  for (const r of releases) {
    const id = obj(r.doc.album)?.id;
    if (typeof id === 'number') into.set(r.id, id);
  }
  return into;
}

/** Album id → its {@link albumSummary} (all a derived `albums` entry and its order need). */
export function albumSummaries(albums: Iterable<SourceDocument>, into = new Map<number, JsonObject>()): Map<number, JsonObject> {
  for (const a of albums) into.set(a.id, albumSummary(a.id, a.doc));
  return into;
}

/**
 * {@link deriveRecordingAlbums} fed one release track at a time: holds, per recording a track
 * plays, its albums and their releases, never the recording documents.
 */
export class RecordingAlbumCollector {
  private readonly found = new Map<number, Map<number, number[]>>();

  /**
   * @param albumOfRelease release id → album id ({@link albumOfReleases}).
   * @param albumById album id → summary ({@link albumSummaries}).
   */
  constructor(
    private readonly albumOfRelease: ReadonlyMap<number, number>,
    private readonly albumById: ReadonlyMap<number, JsonObject>,
  ) {}

  /** Reads one `release_tracks` item. */
  addTrack(t: ReleaseTrackItem): void {
    const recId = obj(obj(t.item)?.recording)?.id;
    const albumId = this.albumOfRelease.get(t.ownerId);
    if (typeof recId !== 'number' || albumId === undefined || !this.albumById.has(albumId)) return;
    const perAlbum = this.found.get(recId) ?? this.found.set(recId, new Map()).get(recId)!;
    perAlbum.set(albumId, [...new Set([...(perAlbum.get(albumId) ?? []), t.ownerId])]);
  }

  /** Ids of the recordings some track plays (whose documents decide {@link fields}' `wanted`). */
  recordingIds(): number[] {
    return [...this.found.keys()];
  }

  /**
   * The derived `albums` of every recording some track plays, by recording id.
   * @param wanted true for a recording that exists and states no `albums`.
   */
  fields(wanted: (recordingId: number) => boolean): DerivedFieldInput[] {
    const out: DerivedFieldInput[] = [];
    for (const [recId, perAlbum] of [...this.found].sort((a, b) => a[0] - b[0])) {
      if (!wanted(recId)) continue;
      const list = [...perAlbum.keys()]
        .map((id) => ({ id, doc: this.albumById.get(id)! }))
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
