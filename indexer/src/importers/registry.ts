/**
 * Every importer, in dependency order (an importer's `dependsOn` sources come before it).
 * Each helper module exports one `Importer`; add it here.
 */
import type { Importer } from './importer';
import { billboardImporter } from './billboard';
import { discogsImporter } from './discogs';
import { kpopnetImporter } from './kpopnet';
import { jpReadingsImporter } from './jp-readings';
import { isoCountriesImporter } from './iso-countries';
import { jamendoLyricsImporter } from './jamendolyrics';
import { mbGenresShowsImporter } from './mb-genres-shows';
import { musicbrainzImporter } from './musicbrainz';
import { referenceImporter } from './reference';
import { shs100kClustersImporter } from './shs100k-clusters';
import { spotifyImporter } from './spotify';

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
