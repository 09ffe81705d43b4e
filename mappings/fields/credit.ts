/**
 * Credit fields of a search document: the artists credited on a recording, album, release or
 * show, each reduced with the name analysis of `./name` (aliases and translated names come from
 * the credited artist's own catalog document).
 *
 * | field | mapping | content |
 * |---|---|---|
 * | artist_ids | long | credited catalog artist ids |
 * | main_artist_ids | long | ids of the `Main` credits (recordings only) |
 * | artist_names | tokens + `.exact` | folded credited names |
 * | artist_variants | tokens + `.exact` | `name_variants` of every credited artist |
 * | artist_compact | keyword | `name_compact` of every credited artist |
 * | artist_phonetic | bag | `name_phonetic` of every credited artist |
 */
import { foldForMatch } from '@mc/text-analysis';
import { type NameFieldValues, artistNamesOf, nameFieldValues } from './name';
import { type MappingField, bag, keyword, long, tokensExact, uniq } from './primitives';

/** Field names of the credit group. */
export const CREDIT = {
  ids: 'artist_ids',
  mainIds: 'main_artist_ids',
  names: 'artist_names',
  variants: 'artist_variants',
  compact: 'artist_compact',
  phonetic: 'artist_phonetic',
} as const;

/** Mappings of the credit group (without `main_artist_ids`, which only recordings carry). */
export const creditMapping: Record<string, MappingField> = {
  [CREDIT.ids]: long,
  [CREDIT.names]: tokensExact,
  [CREDIT.variants]: tokensExact,
  [CREDIT.compact]: keyword,
  [CREDIT.phonetic]: bag,
};

/** An artist catalog document as far as the credit fields read it. */
export interface CreditedArtistDoc {
  name?: unknown;
  aliases?: unknown;
  translated?: unknown;
}

/** Artist documents by id, for hydrating credits (aliases, translated names) into other entities. */
export type ArtistLookup = (id: number) => CreditedArtistDoc | undefined;

/** One credit of a catalog document (`artists[]`): id, credited name, link (`Main`, `Featured`…). */
export interface CreditRef {
  id?: number;
  id_artist?: number;
  name?: string;
  link?: string;
}

/** Credit field values (see the module table). */
export interface CreditFieldValues {
  artist_ids: number[];
  main_artist_ids: number[];
  artist_names: string[];
  artist_variants: string[];
  artist_compact: string[];
  artist_phonetic: string[];
}

/**
 * Name field values per credited artist document, computed once per document object: a rebuild's
 * {@link ArtistLookup} hands out one object per artist for every credit of it, and an artist is
 * credited on many recordings (the folding, transliteration and Double Metaphone keys of its
 * names were a third of a recording rebuild's build time). Weak, so they go with the lookup.
 */
const nameValuesByArtist = new WeakMap<CreditedArtistDoc, NameFieldValues>();

function creditedArtistNameValues(artist: CreditedArtistDoc): NameFieldValues {
  let v = nameValuesByArtist.get(artist);
  if (!v) {
    v = nameFieldValues(artistNamesOf(artist));
    nameValuesByArtist.set(artist, v);
  }
  return v;
}

/**
 * Credit field values of `credits`; an uncredited id (not in `artists`) falls back to the credited
 * name without aliases. A credit without `link` counts as `Main`. `artists` must hand out documents
 * that are not modified afterwards (their name values are remembered per object).
 */
export function creditFieldValues(credits: readonly CreditRef[], artists: ArtistLookup): CreditFieldValues {
  const names: string[] = [];
  const variants: string[] = [];
  const compact: string[] = [];
  const phonetic: string[] = [];
  const ids: number[] = [];
  const mainIds: number[] = [];
  for (const c of credits) {
    const id = c.id ?? c.id_artist;
    const artist = id === undefined ? undefined : artists(id);
    const f = artist ? creditedArtistNameValues(artist) : nameFieldValues({ name: c.name ?? '', aliases: [], translated: [] });
    if (id !== undefined) {
      ids.push(id);
      if ((c.link ?? 'Main') === 'Main') mainIds.push(id);
    }
    names.push(foldForMatch(c.name ?? String(artist?.name ?? '')));
    variants.push(...f.name_variants);
    compact.push(...f.name_compact);
    phonetic.push(...f.name_phonetic);
  }
  return {
    artist_ids: ids,
    main_artist_ids: mainIds,
    artist_names: uniq(names),
    artist_variants: uniq(variants),
    artist_compact: uniq(compact),
    artist_phonetic: uniq(phonetic),
  };
}
