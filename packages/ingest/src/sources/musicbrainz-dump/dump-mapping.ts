/**
 * Pure mapping of one line of a MusicBrainz JSON data dump to catalog writes.
 *
 * A dump line is one WS/2 JSON document with every include (the shape `graphFromWsJson` reads for
 * picard's lookups), so each line goes through the `musicbrainz` importer's own reader and
 * mapping (`musicbrainz-ws.ts`, `musicbrainz-documents.ts`) on a graph of that document alone: the
 * document's entity plus what it embeds (credited artists, the release's release group, the
 * tracks' recordings). Only the line's own entity is written (an embedded entity is partial; its
 * own line in its own file writes it), so memory holds one document at a time, whatever the dump.
 *
 * Per dump file:
 * - `artist` → artist (`Artist`) via `mapArtist`, plus `externals.ext_dg` from the artist's Discogs URL
 *   relations and `genres` (below).
 * - `release-group` → album (`Album`) via `mapReleaseGroup`: `original_release_date` = the group's
 *   `first-release-date` (the dump's own earliest release date), `format` from the types (a group
 *   without a primary type gets no format: its releases' track counts are not in this document);
 *   `genre` (below); `artist_albums` items for its credited artists.
 * - `release` → release (`Release`) via `mapRelease`, its `album_releases` item, its tracks (`Track` entities
 *   and `release_tracks` items, `mapReleaseTracks`) and the CD TOCs of its media (`discs`: offsets
 *   from track 1, `sectors` = lead-out) that recompute to their disc id (`addReleaseDiscTocs`;
 *   the others are rejected).
 * - `recording` → recording (`Recording`) via `mapRecording` (duration, ISRCs, credits), `genre`, and its
 *   `recording_credits` (`Credits`) from artist relationships (`mapRecordingCredits`, declared `sameAs`
 *   the recording).
 *
 * Genres: the document's `genres` (MusicBrainz's genre list, net votes `count`) with a positive
 * count, most votes first (then by name), as refs `('genre','genre', fold(name))` onto the genre
 * documents of `mb_jsondump`. An artist lists them all (`link` `Main` for the first, `Secondary`
 * for the others); an album and a recording take the first as `genre`.
 */
import type { EntityKind, JsonObject } from '@mc/catalog';
import type { ContributionInput, DiscTocInput, ListItemInput, SameAsInput } from '@mc/store';
import { genreRef } from '../mb-jsondump/mb-jsondump';
import { addReleaseDiscTocs } from '../musicbrainz/musicbrainz';
// The shipped importer's mapping of ws/2 documents, applied to one dump line at a time.
import * as mb from '../musicbrainz/musicbrainz-documents';
import { type MbGraph, wsDate } from '../musicbrainz/musicbrainz-model';
import { type LinkGroupLookup, graphFromWsJson } from '../musicbrainz/musicbrainz-ws';

/** The dump files this importer reads, in import order (`mbdump/<name>` in `<name>.tar.xz`). */
export const DUMP_ENTITIES = ['artist', 'release-group', 'release', 'recording'] as const;
/** One dump file name. */
export type DumpEntity = (typeof DUMP_ENTITIES)[number];

/**
 * The entity kinds the lines of each dump file write (the kinds whose contributions of source
 * `musicbrainz_dump` a complete file covers: what it no longer holds is retracted).
 */
export const DUMP_FILE_KINDS: Record<DumpEntity, readonly EntityKind[]> = {
  artist: ['artist'],
  'release-group': ['album'],
  release: ['release', 'track'],
  recording: ['recording', 'recording_credits'],
};

/** What the mapping needs beyond the line: link type groups and ISO country names. */
export interface DumpMappingContext {
  groupOf: LinkGroupLookup;
  alpha2ToName: Map<string, string>;
}

/** The writes of one dump line, and what of it could not be used. */
export interface DumpLineWrites {
  sameAs: SameAsInput[];
  contributions: ContributionInput[];
  listItems: ListItemInput[];
  discTocs: DiscTocInput[];
  rejects: { reason: string; record: string }[];
}

/** The picard file name whose reader `graphFromWsJson` applies to a dump file's documents. */
const READER_FILE: Record<DumpEntity, string> = {
  artist: 'artist.json',
  'release-group': 'release_group.json',
  release: 'release.json',
  recording: 'recording.json',
};

/** A loosely typed JSON value of a dump document, read through {@link obj} and {@link list}. */
type Loose = Record<string, unknown>;
const obj = (v: unknown): Loose => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Loose) : {});
const list = (v: unknown): Loose[] => (Array.isArray(v) ? v.map(obj) : []);

/** `{name, count}` of the document's genres with a positive count, most votes first, then by name. */
export function rankedGenres(doc: Loose): { name: string; count: number }[] {
  return list(doc.genres)
    .filter((g) => typeof g.name === 'string' && g.name.trim() !== '' && typeof g.count === 'number' && g.count > 0)
    .map((g) => ({ name: (g.name as string).trim(), count: g.count as number }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** Discogs artist ids of an artist document's URL relations of type `discogs` (`…/artist/<id>…`). */
export function discogsArtistIds(doc: Loose): number[] {
  const ids = list(doc.relations)
    .filter((r) => r.type === 'discogs')
    .map((r) => /discogs\.com\/artist\/(\d+)/.exec(String(obj(r.url).resource ?? ''))?.[1])
    .filter((x): x is string => x !== undefined)
    .map(Number);
  return [...new Set(ids)];
}

/** Adds each medium's `discs` of a release document to the graph's release as TOCs (first track 1). */
function addDiscs(doc: Loose, graph: MbGraph): void {
  const release = graph.releases.get(String(doc.id));
  if (!release) return;
  for (const m of list(doc.media)) {
    const medium = release.media.find((x) => x.position === m.position);
    if (!medium) continue;
    for (const d of list(m.discs)) {
      const offsets = Array.isArray(d.offsets) ? d.offsets.map(Number) : [];
      if (typeof d.id !== 'string' || !offsets.length) continue;
      medium.tocs.push({ discId: d.id, firstTrack: 1, lastTrack: offsets.length, leadout: Number(d.sectors), offsets });
    }
  }
}

const emptyWrites = (): DumpLineWrites => ({ sameAs: [], contributions: [], listItems: [], discTocs: [], rejects: [] });

/**
 * Maps one parsed dump document of file `entity` (rules in the module comment).
 * @returns the writes of its entity; a document the reader cannot use gives one reject and no write.
 */
export function mapDumpDocument(entity: DumpEntity, doc: unknown, ctx: DumpMappingContext): DumpLineWrites {
  const out = emptyWrites();
  const d = obj(doc);
  const read = graphFromWsJson(READER_FILE[entity], doc, ctx.groupOf, ctx.alpha2ToName);
  const id = typeof d.id === 'string' ? d.id : undefined;
  if (read.reject || id === undefined) {
    out.rejects.push({
      reason: `${entity}: ${read.reject ?? 'document without an id'}`,
      record: JSON.stringify(doc).slice(0, 200),
    });
    return out;
  }
  const { graph } = read;
  const genres = rankedGenres(d);
  const topGenre = genres[0] ? { id_genre: genreRef(genres[0].name), name: genres[0].name } : undefined;
  if (entity === 'artist') {
    const artist = graph.artists.get(id)!;
    const ext = discogsArtistIds(d);
    const c = mb.mapArtist(ext.length ? { ...artist, discogsIds: ext } : artist);
    if (genres.length) {
      c.doc.genres = genres.map((g, i) => ({ id_genre: genreRef(g.name), name: g.name, link: i === 0 ? 'Main' : 'Secondary' }));
    }
    out.contributions.push(c);
  } else if (entity === 'release-group') {
    const g = graph.releaseGroups.get(id)!;
    const first = wsDate(typeof d['first-release-date'] === 'string' ? d['first-release-date'] : undefined);
    const c = mb.mapReleaseGroup(g, first ? [first] : [], graph);
    if (topGenre) c.doc.genre = topGenre;
    out.contributions.push(c);
    out.listItems.push(...mb.artistAlbumItems(g, first, graph));
  } else if (entity === 'release') {
    addDiscs(d, graph);
    const r = graph.releases.get(id)!;
    out.contributions.push(mb.mapRelease(r, graph));
    out.listItems.push(...mb.albumReleaseItems(r, graph));
    const t = mb.mapReleaseTracks(r, graph);
    out.contributions.push(...t.tracks);
    out.listItems.push(...t.items);
    addReleaseDiscTocs(r, out, new Set());
  } else {
    const r = graph.recordings.get(id)!;
    const c = mb.mapRecording(r, graph);
    if (topGenre) c.doc.genre = topGenre;
    out.contributions.push(c);
    const credits = mb.mapRecordingCredits(r, graph);
    if (credits) {
      out.sameAs.push({ entity: credits.entity, target: mb.recordingRef(r.mbid) });
      out.contributions.push(credits);
    }
  }
  return out;
}

/** True for a JSON object (a dump line must hold one). */
export const isJsonObject = (v: unknown): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);
