/**
 * Every importer, in dependency order (an importer's `dependsOn` sources come before it).
 * Each source's folder (`<source>/<source>.ts`) exports one `Importer`; add it here.
 */
import type { Importer } from './importer';
import { billboardImporter } from './billboard/billboard';
import { discogsImporter } from './discogs/discogs';
import { kpopnetImporter } from './kpopnet/kpopnet';
import { jpReadingsImporter } from './jp-readings/jp-readings';
import { isoCountriesImporter } from './iso-codes/iso-countries';
import { jamendoLyricsImporter } from './jamendolyrics/jamendolyrics';
import { mbGenresShowsImporter } from './musicbrainz/mb-genres-shows';
import { musicbrainzImporter } from './musicbrainz/musicbrainz';
import { referenceImporter } from './reference/reference';
import { shs100kClustersImporter } from './shs100k/shs100k-clusters';
import { spotifyImporter } from './spotify/spotify';

/** Every importer, in run order. */
export const IMPORTERS: Importer[] = [
  // reference data first (no dependencies): countries, genres + show types + shows, roles
  isoCountriesImporter,
  mbGenresShowsImporter,
  referenceImporter,
  billboardImporter,
  spotifyImporter,
  musicbrainzImporter,
  discogsImporter,
  kpopnetImporter,
  jpReadingsImporter,
  jamendoLyricsImporter,
  shs100kClustersImporter,
];
