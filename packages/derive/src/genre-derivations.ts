/**
 * Genre top artists (`GET /api/genre/{id}/artists` in the contract, list `genre_artists`), pure.
 *
 * An artist is one of a genre's artists when the genre is among its genres (stated by a source or
 * derived from its recordings, `artist-derivations.ts`). A genre lists at most
 * {@link MAX_GENRE_ARTISTS}, by descending artist popularity (`artist_popularity.global.score`,
 * from the Billboard charts; an artist without one sorts after those with one), then by the genre's
 * link (`Main` before others), then by id. Items are the contract's `GenreTopArtist` entries
 * `{id, name, type, country_code, country_name, link}`; `complementary` and `role` have no source.
 */
import { type Json, type JsonObject, LISTS, finalizeDocument, padSortKey } from '@mc/catalog';
import type { DerivedListItemInput, SourceDocument } from '@mc/store';

/** Artists listed per genre at most. */
export const MAX_GENRE_ARTISTS = 100;

/** An artist as the top-artists list needs it: served fields and its genres (stated or derived). */
export interface GenreArtistFacts {
  id: number;
  name: string;
  type: string | null;
  countryCode: string | null;
  countryName: string | null;
  /** `{id_genre, link}` of each genre of the artist. */
  genres: { idGenre: number; link: string }[];
  /** Popularity score (percent), or null. */
  popularity: number | null;
}

/** The `{id_genre, link}` pairs of an artist's `genres` array (entries without a numeric id are skipped). */
export function genreLinks(genres: Json | undefined): { idGenre: number; link: string }[] {
  if (!Array.isArray(genres)) return [];
  return genres.flatMap((g) =>
    g !== null && typeof g === 'object' && !Array.isArray(g) && typeof g.id_genre === 'number'
      ? [{ idGenre: g.id_genre, link: typeof g.link === 'string' ? g.link : 'Secondary' }]
      : [],
  );
}

/**
 * An artist as the top-artists list sees it: what its sources say (`a`) overlaid with its derived
 * fields (`overlay`: `genres`, `type`), finalized; `popularity` maps artist id → score.
 */
export function genreArtistFacts(
  a: SourceDocument,
  overlay: JsonObject | undefined,
  popularity: Map<number, number>,
): GenreArtistFacts {
  const str = (v: Json | undefined): string | null => (typeof v === 'string' && v ? v : null);
  const doc = finalizeDocument('artist', { ...a.doc, ...(overlay ?? {}) });
  return {
    id: a.id,
    name: str(doc.name) ?? '',
    type: str(doc.type),
    countryCode: str(doc.country_code),
    countryName: str(doc.country_name),
    genres: genreLinks(doc.genres),
    popularity: popularity.get(a.id) ?? null,
  };
}

/**
 * List items of `genre_artists` for every genre in `genreIds` that has artists (rule in the module doc).
 */
export function deriveGenreTopArtists(artists: GenreArtistFacts[], genreIds: Set<number>): DerivedListItemInput[] {
  const byGenre = new Map<number, { a: GenreArtistFacts; main: boolean }[]>();
  for (const a of artists) {
    for (const g of a.genres) {
      if (!genreIds.has(g.idGenre)) continue;
      (byGenre.get(g.idGenre) ?? byGenre.set(g.idGenre, []).get(g.idGenre)!).push({ a, main: g.link === 'Main' });
    }
  }
  const out: DerivedListItemInput[] = [];
  for (const [genreId, entries] of byGenre) {
    entries.sort((x, y) => (y.a.popularity ?? -1) - (x.a.popularity ?? -1) || Number(y.main) - Number(x.main) || x.a.id - y.a.id);
    entries.slice(0, MAX_GENRE_ARTISTS).forEach(({ a, main }, rank) => {
      const item: JsonObject = { id: a.id, name: a.name, type: a.type, link: main ? 'Main' : 'Secondary' };
      if (a.countryCode) item.country_code = a.countryCode;
      if (a.countryName) item.country_name = a.countryName;
      out.push({
        list: LISTS.genreArtists,
        ownerId: genreId,
        itemKey: String(a.id),
        sortKey: padSortKey(rank, 4),
        itemId: null,
        item,
      });
    });
  }
  return out;
}
