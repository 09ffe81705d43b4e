/**
 * Test support for the artist-linking suites of several importers (Discogs, kpopnet): one way to
 * write a catalog artist as `loadCatalogArtists` would read it (a Billboard artist with one name,
 * no Discogs id and no recordings unless `extra` says otherwise).
 */
import type { CatalogArtist } from './artist-linking';

/** A catalog artist `id` named `name`, its ref equal to its id; `extra` overrides any field. */
export function catalogArtistFixture(id: number, name: string, extra: Partial<CatalogArtist> = {}): CatalogArtist {
  return { id, ref: id, names: [name], sources: ['billboard'], discogsIds: [], recordingTitles: new Set(), ...extra };
}
