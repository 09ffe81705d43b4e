/**
 * Source names: every contribution, list item and id-map row is keyed by the source that gave it
 * (docs/catalog-import.md "Sources"). The shipped sources' names are defined here once; an
 * operator's own catalog file or change set names its source by {@link SOURCE_NAME_PATTERN} and
 * may not take a shipped name ({@link checkSource}).
 */

import { ref } from './entity-kinds';

/** The name of every source the product itself writes, by importer (and the derived layer). */
export const SHIPPED_SOURCES = {
  billboard: 'billboard',
  spotify: 'spotify',
  musicbrainz: 'musicbrainz',
  musicbrainzDump: 'musicbrainz_dump',
  mbJsondump: 'mb_jsondump',
  discogs: 'discogs',
  discogsDump: 'discogs_dump',
  kpopnet: 'kpopnet',
  jpReadings: 'jp_readings',
  jamendolyrics: 'jamendolyrics',
  shs100k: 'shs100k',
  isoCodes: 'iso_codes',
  reference: 'reference',
  genius: 'genius',
  generated: 'generated',
  /** The derived-fields layer (docs/entity-resolution.md "Derived fields"), not an importer. */
  derived: 'derived',
} as const;

/** One shipped source name. */
export type ShippedSource = (typeof SHIPPED_SOURCES)[keyof typeof SHIPPED_SOURCES];

/** An operator's source name: 1 to 63 lower-case letters, digits, "-" or "_", starting with a letter or digit. */
export const SOURCE_NAME_PATTERN = /^[a-z0-9][a-z0-9_-]{0,62}$/;

const SHIPPED = new Set<string>(Object.values(SHIPPED_SOURCES));

/**
 * Checks the source name of an operator's catalog file or change set.
 * @throws Error when the name breaks {@link SOURCE_NAME_PATTERN}, is `all` (the import command's
 * word for every source) or is a shipped source's name.
 */
export function checkSource(source: string): void {
  if (!SOURCE_NAME_PATTERN.test(source))
    throw new Error(`--source must be lower-case letters, digits, "-" or "_" (got "${source}")`);
  if (source === 'all' || SHIPPED.has(source))
    throw new Error(`--source "${source}" is a shipped source; name your catalog, e.g. --source my-library`);
}

/**
 * The show-type ref for an event type name: `ref('show_type', 'mb_jsondump', typeName)`, the one key
 * of a show type whether the MusicBrainz JSON dump or an operator's catalog file names it.
 */
export function showTypeRef(typeName: string): number {
  return ref('show_type', SHIPPED_SOURCES.mbJsondump, typeName);
}
