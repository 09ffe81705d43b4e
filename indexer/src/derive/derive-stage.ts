/**
 * The derived-fields stage of the import pipeline: after entity resolution, before indexing
 * (README "Entity resolution"). It reads what the real sources say (`loadSourceDocuments`: the
 * merge of every contribution but the derived layer's own, so a run never feeds on its output),
 * derives artist genres and types (`artist-derivations.ts`), genre top artists
 * (`genre-derivations.ts`), show names, years and artists (`show-derivations.ts`) and the albums
 * of recordings (`recording-derivations.ts`), and
 * replaces the derived layer as a whole (`replaceDerived`: contributions of source `derived`, list
 * items, and one `derived_field` row per value with its rule and evidence). Idempotent: a second
 * run on the same catalog changes no row.
 */
import type { Pool } from 'pg';
import { type JsonObject, LISTS, finalizeDocument } from '@mc/catalog';
import {
  type DerivedFieldInput,
  type DerivedWriteCounts,
  type SourceDocument,
  loadEntityEvidence,
  loadListItems,
  loadSourceDocuments,
  replaceDerived,
} from '@mc/store';
import { artistNameKey } from '../resolution/artist-resolution';
import { deriveArtistGenres, deriveArtistTypes } from './artist-derivations';
import { type GenreArtistFacts, deriveGenreTopArtists, genreLinks } from './genre-derivations';
import { deriveShowFields } from './show-derivations';
import { deriveRecordingAlbums } from './recording-derivations';

/** Outcome of one derive run: values per rule and what was written. */
export interface DeriveResult {
  perRule: Record<string, number>;
  listItems: number;
  written: DerivedWriteCounts;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** Artists as the top-artists list sees them: source fields overlaid with the derived ones, finalized. */
function genreArtistFacts(
  artists: SourceDocument[],
  derived: DerivedFieldInput[],
  popularity: Map<number, number>,
): GenreArtistFacts[] {
  const overlay = new Map<number, JsonObject>();
  for (const d of derived) overlay.set(d.id, { ...(overlay.get(d.id) ?? {}), [d.field]: d.value });
  return artists.map((a) => {
    const doc = finalizeDocument('artist', { ...a.doc, ...(overlay.get(a.id) ?? {}) });
    return {
      id: a.id,
      name: str(doc.name) ?? '',
      type: str(doc.type),
      countryCode: str(doc.country_code),
      countryName: str(doc.country_name),
      genres: genreLinks(doc.genres),
      popularity: popularity.get(a.id) ?? null,
    };
  });
}

/** Name key → artists with that name (for show performers). */
function artistsByNameKey(artists: SourceDocument[]): Map<string, { id: number; name: string }[]> {
  const out = new Map<string, { id: number; name: string }[]>();
  for (const a of artists) {
    const name = str(a.doc.name);
    if (!name) continue;
    const k = artistNameKey(name);
    (out.get(k) ?? out.set(k, []).get(k)!).push({ id: a.id, name });
  }
  return out;
}

/**
 * Derives every derived field from the current catalog and replaces the derived layer (module doc).
 * @throws on database errors (the derived layer is left as it was).
 */
export async function deriveCatalog(pool: Pool): Promise<DeriveResult> {
  const [artists, recordings, genres, shows, popularityRows] = await Promise.all([
    loadSourceDocuments(pool, 'artist'),
    loadSourceDocuments(pool, 'recording'),
    loadSourceDocuments(pool, 'genre'),
    loadSourceDocuments(pool, 'show'),
    loadEntityEvidence(pool, 'artist_popularity'),
  ]);
  const [tracks, releases, albums] = await Promise.all([
    loadListItems(pool, LISTS.releaseTracks),
    loadSourceDocuments(pool, 'release'),
    loadSourceDocuments(pool, 'album'),
  ]);
  const genreNames = new Map(genres.flatMap((g) => (str(g.doc.name) ? [[g.id, str(g.doc.name)!] as const] : [])));
  const popularity = new Map<number, number>();
  for (const p of popularityRows) {
    const g = p.doc.global;
    if (g && typeof g === 'object' && !Array.isArray(g) && typeof g.score === 'number') popularity.set(p.id, g.score);
  }
  const artistFields = [...deriveArtistGenres(artists, recordings, genreNames), ...deriveArtistTypes(artists)];
  const fields = [
    ...artistFields,
    ...deriveShowFields(shows, artistsByNameKey(artists)),
    ...deriveRecordingAlbums(recordings, tracks, releases, albums),
  ];
  const items = deriveGenreTopArtists(genreArtistFacts(artists, artistFields, popularity), new Set(genreNames.keys()));
  const written = await replaceDerived(pool, fields, items);
  const perRule: Record<string, number> = {};
  for (const f of fields) perRule[f.rule] = (perRule[f.rule] ?? 0) + 1;
  return { perRule, listItems: items.length, written };
}
