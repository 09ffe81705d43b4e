/**
 * The credited-artist lists of the `discogs` importer's masters and releases
 * (./discogs-release-mapping.ts): which Discogs credits become the `artists` of an album, a release
 * or a recording, and the names they are credited under: the Discogs artist's name without its
 * disambiguation suffix ("Bad Company (3)" → "Bad Company", rules in ./discogs-names.ts), so that a
 * credit and the artist it links to carry the same name. Credits without a Discogs artist id (0)
 * are left out: they name no artist entity to link to.
 */
import type { JsonObject } from '@mc/catalog';
import { type DiscogsCredit, discogsArtistRef, splitRoles } from './discogs-mapping';
import { stripDisambiguation } from './discogs-names';

/** A credit that becomes a credited artist, `feat` when it is a `Featuring` extra artist. */
export interface CreditedArtist {
  credit: DiscogsCredit;
  feat: boolean;
}

/** The credits with a Discogs artist id, first credit of each id only, in order. */
function uniqueById(credits: DiscogsCredit[]): DiscogsCredit[] {
  const seen = new Set<number>();
  return credits.filter((c) => c.id > 0 && !seen.has(c.id) && (seen.add(c.id), true));
}

/**
 * Album artists (`[{id_artist, name, link: 'Main'}]`, as in the contract's `Album`) from a release's
 * or master's main artists (`<artists>`), unique by Discogs id.
 */
export function albumArtists(credits: DiscogsCredit[]): JsonObject[] {
  return uniqueById(credits).map((c) => ({ id_artist: discogsArtistRef(c.id), name: stripDisambiguation(c.name), link: 'Main' }));
}

/**
 * The credited artists of a release or track: main artists (`<artists>`, unique by id), then the
 * extra artists (`<extraartists>`) with a `Featuring…` role that are not already main (`feat`).
 */
export function recordingArtistCredits(main: DiscogsCredit[], extra: DiscogsCredit[]): CreditedArtist[] {
  const out = uniqueById(main).map((credit) => ({ credit, feat: false }));
  const seen = new Set(out.map((c) => c.credit.id));
  for (const c of extra) {
    if (c.id > 0 && !seen.has(c.id) && splitRoles(c.role ?? '').some((r) => /^featuring\b/i.test(r))) {
      seen.add(c.id);
      out.push({ credit: c, feat: true });
    }
  }
  return out;
}

/**
 * Credited artists of a recording or release (`[{id, name, type, link}]`, as in the contract's
 * `Recording`): the Discogs artist ref, the name without its suffix, `MAIN`/`Main` or
 * `FEAT`/`Feat`.
 */
export function recordingArtists(credits: CreditedArtist[]): JsonObject[] {
  return credits.map(({ credit, feat }) => ({
    id: discogsArtistRef(credit.id),
    name: stripDisambiguation(credit.name),
    type: feat ? 'FEAT' : 'MAIN',
    link: feat ? 'Feat' : 'Main',
  }));
}
