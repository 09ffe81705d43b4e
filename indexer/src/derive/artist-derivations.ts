/**
 * Artist fields derived from the evidence of other documents (issue 13 item 3), pure functions.
 *
 * - **Genres** ({@link deriveArtistGenres}): an artist that no source gives genres gets the genres
 *   of its recordings (SPEC 2.2 `genres [{id_genre, name, link}]`): the most frequent is `Main`,
 *   the others `Secondary`, by descending count then name, at most {@link MAX_ARTIST_GENRES}.
 *   Only recordings that credit the artist (any link) and carry a genre that exists as a genre
 *   document count.
 * - **Type** ({@link deriveArtistTypes}): only for an artist that no source types (sources that know
 *   — MusicBrainz, Discogs artist records, kpopnet — always win). Evidence, in order: its own band
 *   members (`Band`, rule `artist-type:band-members`); being a band member of another artist
 *   (`Person`, rule `artist-type:member-of`). A name ("The …") is never evidence. An artist without
 *   either keeps the served default (`Person`, `finalizeDocument`) and is counted by the audit as
 *   typed by default.
 */
import type { Json, JsonObject } from '@mc/catalog';
import type { DerivedFieldInput, SourceDocument } from '@mc/store';

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
  const wanted = new Set(artists.filter((a) => arrayOf(a.doc.genres).length === 0).map((a) => a.id));
  const counts = new Map<number, Map<number, number>>();
  for (const r of recordings) {
    const g = r.doc.genre;
    const genreId = g !== null && typeof g === 'object' && !Array.isArray(g) ? numberOf(g.id_genre) : undefined;
    if (genreId === undefined || !genreNames.has(genreId)) continue;
    for (const artistId of creditedArtistIds(r.doc)) {
      if (!wanted.has(artistId)) continue;
      const perGenre = counts.get(artistId) ?? counts.set(artistId, new Map()).get(artistId)!;
      perGenre.set(genreId, (perGenre.get(genreId) ?? 0) + 1);
    }
  }
  const out: DerivedFieldInput[] = [];
  for (const [artistId, perGenre] of [...counts].sort((a, b) => a[0] - b[0])) {
    const ranked = [...perGenre]
      .map(([id, n]) => ({ id, n, name: genreNames.get(id)! }))
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

/** `band_members[].id_artist` of an artist document. */
function memberIds(doc: JsonObject): number[] {
  return arrayOf(doc.band_members)
    .map((m) => (m !== null && typeof m === 'object' && !Array.isArray(m) ? numberOf(m.id_artist) : undefined))
    .filter((id): id is number => id !== undefined);
}

/** Types of artists that no source types, from band-member evidence (rule in the module doc). */
export function deriveArtistTypes(artists: SourceDocument[]): DerivedFieldInput[] {
  const groupsOf = new Map<number, number[]>();
  for (const a of artists) {
    for (const m of memberIds(a.doc)) groupsOf.set(m, [...(groupsOf.get(m) ?? []), a.id]);
  }
  const out: DerivedFieldInput[] = [];
  for (const a of artists) {
    if (typeof a.doc.type === 'string' && a.doc.type) continue;
    const members = memberIds(a.doc);
    if (members.length) {
      out.push({
        kind: 'artist',
        id: a.id,
        field: 'type',
        value: 'Band',
        rule: 'artist-type:band-members',
        evidence: { band_members: members.slice(0, 10), sources: a.sources },
      });
      continue;
    }
    const groups = groupsOf.get(a.id);
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
