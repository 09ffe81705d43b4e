/**
 * Artist fields derived from the evidence of other documents (`docs/entity-resolution.md` "Derived fields"), pure functions.
 *
 * - **Genres** ({@link deriveArtistGenres}): an artist that no source gives genres gets the genres
 *   of its recordings (`genres [{id_genre, name, link}]` of the contract's `Artist`): the most frequent is `Main`,
 *   the others `Secondary`, by descending count then name, at most {@link MAX_ARTIST_GENRES}.
 *   Only recordings that credit the artist (any link) and carry a genre that exists as a genre
 *   document count.
 * - **Type** ({@link deriveArtistTypes}): only for an artist that no source types (sources that know
 *   — MusicBrainz, Discogs artist records, kpopnet — always win). Evidence, in order: its own band
 *   members (`Band`, rule `artist-type:band-members`); a name holding an ensemble word ("Encanto
 *   Cast", "… Orchestra", "… Choir": `Band`, rule `artist-type:ensemble-name`, `ensembleWord` of
 *   `@mc/text-analysis`); being a band member of another artist (`Person`, rule
 *   `artist-type:member-of`). An article ("The …") is never evidence. An artist without any
 *   keeps the served default (`Person`, `finalizeDocument`) and is counted by the audit as
 *   typed by default.
 */
import type { Json, JsonObject } from '@mc/catalog';
import type { DerivedFieldInput, SourceDocument } from '@mc/store';
import { ensembleWord } from '@mc/text-analysis';

/** Genres given to one artist at most. */
export const MAX_ARTIST_GENRES = 5;

function numberOf(v: Json | undefined): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

function arrayOf(v: Json | undefined): Json[] {
  return Array.isArray(v) ? v : [];
}

/** Artist ids credited on a recording document (`artists[].id`). */
export function creditedArtistIds(recording: JsonObject): number[] {
  const ids = arrayOf(recording.artists)
    .map((a) => (a !== null && typeof a === 'object' && !Array.isArray(a) ? numberOf(a.id) : undefined))
    .filter((id): id is number => id !== undefined);
  return [...new Set(ids)];
}

/**
 * Genres of artists from their recordings' genres (rule in the module doc).
 * @param genreNames id → name of every genre document (a recording genre outside it is ignored).
 */
export function deriveArtistGenres(
  artists: SourceDocument[],
  recordings: SourceDocument[],
  genreNames: Map<number, string>,
): DerivedFieldInput[] {
  const counter = new ArtistGenreCounter(new Set(artists.filter((a) => !hasGenres(a.doc)).map((a) => a.id)), genreNames);
  for (const r of recordings) counter.add(r.doc);
  return counter.fields();
}

/** True when an artist document states genres (then none are derived for it). */
export function hasGenres(artist: JsonObject): boolean {
  return arrayOf(artist.genres).length > 0;
}

/**
 * {@link deriveArtistGenres} fed one recording at a time: holds one genre counter per wanted
 * artist that some recording credits, never the recordings.
 */
export class ArtistGenreCounter {
  private readonly counts = new Map<number, Map<number, number>>();
  private readonly counted: { artistId: number; recordingId: number }[] = [];

  /**
   * @param wanted ids of the artists no source gives genres.
   * @param genreNames id → name of every genre document.
   */
  constructor(
    private readonly wanted: ReadonlySet<number>,
    private readonly genreNames: ReadonlyMap<number, string>,
  ) {}

  /**
   * Counts a recording document's genre (`genre.id_genre`) for each wanted artist it credits; with
   * `recordingId`, the (artist, recording) pairs counted are kept for {@link pairs}.
   */
  add(recording: JsonObject, recordingId?: number): void {
    const g = recording.genre;
    const genreId = g !== null && typeof g === 'object' && !Array.isArray(g) ? numberOf(g.id_genre) : undefined;
    if (genreId === undefined || !this.genreNames.has(genreId)) return;
    for (const artistId of creditedArtistIds(recording)) {
      if (!this.wanted.has(artistId)) continue;
      const perGenre = this.counts.get(artistId) ?? this.counts.set(artistId, new Map()).get(artistId)!;
      perGenre.set(genreId, (perGenre.get(genreId) ?? 0) + 1);
      if (recordingId !== undefined) this.counted.push({ artistId, recordingId });
    }
  }

  /** The (artist, recording) pairs counted by {@link add} calls given a recording id. */
  pairs(): { artistId: number; recordingId: number }[] {
    return this.counted;
  }

  /** The derived `genres` of every counted artist, by artist id. */
  fields(): DerivedFieldInput[] {
    const out: DerivedFieldInput[] = [];
    for (const [artistId, perGenre] of [...this.counts].sort((a, b) => a[0] - b[0])) {
      const ranked = [...perGenre]
        .map(([id, n]) => ({ id, n, name: this.genreNames.get(id)! }))
        .sort((a, b) => b.n - a.n || a.name.localeCompare(b.name) || a.id - b.id)
        .slice(0, MAX_ARTIST_GENRES);
      out.push({
        kind: 'artist',
        id: artistId,
        field: 'genres',
        value: ranked.map((g, i) => ({ id_genre: g.id, name: g.name, link: i === 0 ? 'Main' : 'Secondary' })),
        rule: 'artist-genres:recording-genres',
        evidence: { recordings_per_genre: Object.fromEntries(ranked.map((g) => [g.name, g.n])) },
      });
    }
    return out;
  }
}

/** `band_members[].id_artist` of an artist document. */
function memberIds(doc: JsonObject): number[] {
  return arrayOf(doc.band_members)
    .map((m) => (m !== null && typeof m === 'object' && !Array.isArray(m) ? numberOf(m.id_artist) : undefined))
    .filter((id): id is number => id !== undefined);
}

/** Types of artists that no source types, from band-member evidence (rule in the module doc). */
export function deriveArtistTypes(artists: SourceDocument[]): DerivedFieldInput[] {
  const types = new ArtistTypeDeriver();
  for (const a of artists) types.add(a);
  return types.fields();
}

/**
 * {@link deriveArtistTypes} fed one artist at a time (by id): holds the band memberships and the
 * untyped artists' members and sources, never the artist documents.
 */
export class ArtistTypeDeriver {
  private readonly groupsOf = new Map<number, number[]>();
  private readonly untyped: { id: number; members: number[]; sources: string[]; name: string }[] = [];

  /** Reads one artist document (artists must come in one fixed order, e.g. by id). */
  add(a: SourceDocument): void {
    const members = memberIds(a.doc);
    for (const m of members) {
      const groups = this.groupsOf.get(m);
      if (groups) groups.push(a.id);
      else this.groupsOf.set(m, [a.id]);
    }
    if (!(typeof a.doc.type === 'string' && a.doc.type))
      this.untyped.push({ id: a.id, members, sources: a.sources, name: typeof a.doc.name === 'string' ? a.doc.name : '' });
  }

  /**
   * The derived `type` of every untyped artist with band-member evidence or an ensemble name
   * (`ensembleWord`: "Encanto Cast", "… Orchestra"), in input order.
   */
  fields(): DerivedFieldInput[] {
    const out: DerivedFieldInput[] = [];
    for (const a of this.untyped) {
      if (a.members.length) {
        out.push({
          kind: 'artist',
          id: a.id,
          field: 'type',
          value: 'Band',
          rule: 'artist-type:band-members',
          evidence: { band_members: a.members.slice(0, 10), sources: a.sources },
        });
        continue;
      }
      const word = ensembleWord(a.name);
      if (word) {
        out.push({
          kind: 'artist',
          id: a.id,
          field: 'type',
          value: 'Band',
          rule: 'artist-type:ensemble-name',
          evidence: { name: a.name, word },
        });
        continue;
      }
      const groups = this.groupsOf.get(a.id);
      if (groups?.length) {
        out.push({
          kind: 'artist',
          id: a.id,
          field: 'type',
          value: 'Person',
          rule: 'artist-type:member-of',
          evidence: { member_of: groups.slice(0, 10) },
        });
      }
    }
    return out;
  }
}
