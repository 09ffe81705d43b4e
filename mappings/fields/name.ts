/**
 * Name fields of a search document: an artist's name (artist index) and each credited artist's
 * names reduced into the credit fields. Pre-analysed in TypeScript with `packages/text-analysis`; the
 * query builders compute the same functions on the query text, so both sides analyse identically.
 *
 * | field | mapping | content |
 * |---|---|---|
 * | name | stored | the catalog name |
 * | name_folded | tokens + `.exact` | `foldForMatch(name)` |
 * | name_compact | keyword | compact forms of the name: `artistNameForms` without spaces ("nsync", "kesha", "chemicalbrothers") |
 * | name_latin | tokens | `toLatin(name)` ("ボア" → "boa"; equals name_folded for Latin names) |
 * | name_phonetic | bag | `phoneticKeys(name)`: per-token Double Metaphone codes ("LNRT SKNR"), also of the name without apostrophes |
 * | name_ngram | bag | `edgeNgrams` (1..20) of name_folded, the name without apostrophes inside words (`foldWithoutApostrophes`: "destinys") and name_latin; `compactEdgeNgrams` of the compact key ("acdc", not "paula" of Paul Anka) |
 * | name_variants | tokens + `.exact` | folded forms of the name, sort name, aliases and translated names, their name-order variants (`nameOrderVariants`) and their transliterations; original scripts kept ("블랙핑크" and "beullaegpingkeu") |
 */
import {
  artistNameForms,
  compactEdgeNgrams,
  edgeNgrams,
  foldForMatch,
  foldWithoutApostrophes,
  nameOrderVariants,
  phoneticKeysOfLatin,
  toLatin,
} from '@mc/text-analysis';
import { DistinctStrings, type MappingField, bag, keyword, stored, tokens, tokensExact, uniq } from './primitives';

/** Field names of the name group. */
export const NAME = {
  name: 'name',
  folded: 'name_folded',
  compact: 'name_compact',
  latin: 'name_latin',
  phonetic: 'name_phonetic',
  ngram: 'name_ngram',
  variants: 'name_variants',
} as const;

/** Mappings of the name group. */
export const nameMapping: Record<string, MappingField> = {
  [NAME.name]: stored,
  [NAME.folded]: tokensExact,
  [NAME.compact]: keyword,
  [NAME.latin]: tokens,
  [NAME.phonetic]: bag,
  [NAME.ngram]: bag,
  [NAME.variants]: tokensExact,
};

/** Names of an artist as held by the catalog document (the contract's `Artist`: name, aliases, sort name). */
export interface ArtistNames {
  /** The canonical name. */
  name: string;
  /** Aliases and name variations (same or other script). */
  aliases: readonly string[];
  /** Names in other scripts / translations (e.g. kpopnet Hangul, jp readings). */
  translated: readonly string[];
  /** Sort name ("Beatles, The", "Goto, Maki"). */
  sortName?: string;
}

/** Pre-analysed name values (see the module table; `name` itself is added by the artist entity). */
export interface NameFieldValues {
  name_folded: string;
  name_compact: string[];
  name_latin: string;
  name_phonetic: string[];
  name_ngram: string[];
  name_variants: string[];
}

/** The name inputs of an artist catalog document (`name`, `aliases[].alias`, `translated[].name` of the contract's `Artist`). */
export function artistNamesOf(doc: { name?: unknown; aliases?: unknown; translated?: unknown }): ArtistNames {
  return {
    name: String(doc.name ?? ''),
    aliases: ((doc.aliases ?? []) as { alias?: string }[]).map((a) => a.alias ?? '').filter(Boolean),
    translated: ((doc.translated ?? []) as { name?: string }[]).map((t) => t.name ?? '').filter(Boolean),
  };
}

/**
 * Variants of one name for `name_variants`, added to `out`: its `artistNameForms` (`forms`, when
 * the caller has them already), the forms of its name-order variants, and `toLatin` of the name
 * when that differs.
 */
function addVariantsOf(
  out: DistinctStrings,
  name: string,
  forms: readonly string[] = artistNameForms(name),
  latin = toLatin(name),
): void {
  out.add(forms);
  for (const v of nameOrderVariants(name)) out.add(artistNameForms(v));
  out.add([latin, latin.replace(/ /g, '')]);
}

/** Distinct `phoneticKeys` of two romanised forms (`toLatin` output), computed once when they are one. */
function phoneticOfBoth(latin: string, other: string): string[] {
  return uniq(other === latin ? phoneticKeysOfLatin(latin) : [...phoneticKeysOfLatin(latin), ...phoneticKeysOfLatin(other)]);
}

/**
 * Name field values of one artist (shape and semantics in the module table). Empty names in
 * `aliases`/`translated` are ignored; `name_variants` always contains `name_folded` first.
 */
export function nameFieldValues(names: ArtistNames): NameFieldValues {
  const name_folded = foldForMatch(names.name);
  const joined = foldWithoutApostrophes(names.name);
  const name_latin = toLatin(names.name);
  const nameForms = artistNameForms(names.name);
  const compact = new DistinctStrings();
  compact.add(nameForms.map((f) => f.replace(/ /g, '')));
  const name_compact = compact.list;
  const ngram = new DistinctStrings();
  ngram.add(edgeNgrams(name_folded));
  ngram.add(edgeNgrams(joined));
  ngram.add(edgeNgrams(name_latin));
  // The compact key's prefixes, read on its spaced form: one letter into a longer word is left out (`compactEdgeNgrams`).
  const lastCompact = name_compact[name_compact.length - 1];
  ngram.add(compactEdgeNgrams(nameForms.find((f) => f.replace(/ /g, '') === lastCompact) ?? ''));
  const variants = new DistinctStrings();
  variants.add([name_folded]);
  if (names.name.trim() !== '') addVariantsOf(variants, names.name, nameForms, name_latin);
  const others = [...(names.sortName ? [names.sortName] : []), ...names.aliases, ...names.translated];
  for (const n of others) if (n.trim() !== '') addVariantsOf(variants, n);
  return {
    name_folded,
    name_compact,
    name_latin,
    name_phonetic: phoneticOfBoth(name_latin, toLatin(joined)),
    name_ngram: ngram.list,
    name_variants: variants.list,
  };
}
