/**
 * Every importer, in dependency order (an importer's `dependsOn` sources come before it).
 * Each source's folder (`<source>/<source>.ts`) exports one `Importer`; add it here.
 */
import type { Importer } from './importer';
import { billboardImporter } from './sources/billboard/billboard';
import { discogsImporter } from './sources/discogs/discogs';
import { kpopnetImporter } from './sources/kpopnet/kpopnet';
import { jpReadingsImporter } from './sources/jp-readings/jp-readings';
import { isoCountriesImporter } from './sources/iso-codes/iso-codes';
import { jamendoLyricsImporter } from './sources/jamendolyrics/jamendolyrics';
import { mbGenresShowsImporter } from './sources/mb-jsondump/mb-jsondump';
import { musicbrainzImporter } from './sources/musicbrainz/musicbrainz';
import { referenceImporter } from './sources/reference/reference';
import { shs100kClustersImporter } from './sources/shs100k/shs100k';
import { spotifyImporter } from './sources/spotify/spotify';

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
