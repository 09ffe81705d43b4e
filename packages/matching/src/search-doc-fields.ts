/**
 * Pre-analysed field values of the search documents. The indexer stores these in Elasticsearch
 * and the query builders compute the same functions on the query text, so both sides analyse
 * identically. THE FIELD NAMES ARE PART OF THE ES MAPPINGS (mappings/): keep them stable; a change
 * needs a new mapping version.
 *
 * Artist fields (`artistSearchFields`):
 * | field | type | content |
 * |---|---|---|
 * | name_folded | string (keyword) | `foldForMatch(name)` |
 * | name_compact | string[] (keyword) | compact forms of the name: `artistNameForms` without spaces ("nsync", "kesha", "chemicalbrothers") |
 * | name_latin | string (keyword/text) | `toLatin(name)` ("ボア" → "boa"; equals name_folded for Latin names) |
 * | name_phonetic | string[] (keyword) | `phoneticKeys(name)`: per-token Double Metaphone codes joined by spaces ("LNRT SKNR") |
 * | name_ngram | string[] (keyword) | `edgeNgrams` (1..20) of name_folded, name_latin and the compact key |
 * | name_variants | string[] (keyword) | folded forms of the name, sort name, aliases and translated names, their name-order variants (`nameOrderVariants`) and their transliterations; original scripts kept ("블랙핑크" and "beullaegpingkeu") |
 *
 * Title fields (`titleSearchFields`):
 * | field | type | content |
 * |---|---|---|
 * | title_folded | string | `analyzeTitle(title).full` |
 * | title_base | string | `analyzeTitle(title).base` (no brackets, feat./version tails) |
 * | title_phonetic | string[] | `phoneticKeys(base)` |
 * | title_ngram | string[] | `edgeNgrams` (1..20) of the base title |
 * | title_key | string (keyword) | `foldedKey(base)`: numerals as digits, no "and"/"n", no leading article, no spaces ("The 4 Seasons" → "4seasons") |
 */
import { artistNameForms } from './artist-credit';
import { foldForMatch } from './fold';
import { nameOrderVariants } from './name-order';
import { foldedKey } from './match-key';
import { edgeNgrams } from './ngrams';
import { phoneticKeys } from './phonetic';
import { analyzeTitle } from './title-analysis';
import { toLatin } from './transliterate';

/** Names of an artist as held by the catalog document (SPEC 2.2: name, aliases, sort name). */
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

/** Pre-analysed artist name fields (see the module table). */
export interface ArtistSearchFields {
  name_folded: string;
  name_compact: string[];
  name_latin: string;
  name_phonetic: string[];
  name_ngram: string[];
  name_variants: string[];
}

/** Pre-analysed title fields (see the module table). */
export interface TitleSearchFields {
  title_folded: string;
  title_base: string;
  title_phonetic: string[];
  title_ngram: string[];
  title_key: string;
}

function pushUnique(out: string[], values: Iterable<string>): void {
  for (const v of values) if (v !== '' && !out.includes(v)) out.push(v);
}

/**
 * Variants of one name for `name_variants`: its `artistNameForms`, the forms of its
 * name-order variants, and `toLatin` of the name when that differs.
 */
function variantsOf(name: string): string[] {
  const out: string[] = [];
  pushUnique(out, artistNameForms(name));
  for (const v of nameOrderVariants(name)) pushUnique(out, artistNameForms(v));
  const latin = toLatin(name);
  pushUnique(out, [latin, latin.replace(/ /g, '')]);
  return out;
}

/**
 * Field values for an artist document (shape and semantics in the module table). Empty names in
 * `aliases`/`translated` are ignored; `name_variants` always contains `name_folded` first.
 */
export function artistSearchFields(names: ArtistNames): ArtistSearchFields {
  const name_folded = foldForMatch(names.name);
  const name_latin = toLatin(names.name);
  const name_compact: string[] = [];
  pushUnique(
    name_compact,
    artistNameForms(names.name).map((f) => f.replace(/ /g, '')),
  );
  const name_ngram: string[] = [];
  pushUnique(name_ngram, edgeNgrams(name_folded));
  pushUnique(name_ngram, edgeNgrams(name_latin));
  pushUnique(name_ngram, edgeNgrams(name_compact[name_compact.length - 1] ?? ''));
  const name_variants: string[] = [];
  pushUnique(name_variants, [name_folded]);
  const others = [names.name, ...(names.sortName ? [names.sortName] : []), ...names.aliases, ...names.translated];
  for (const n of others) if (n.trim() !== '') pushUnique(name_variants, variantsOf(n));
  return {
    name_folded,
    name_compact,
    name_latin,
    name_phonetic: phoneticKeys(names.name),
    name_ngram,
    name_variants,
  };
}

/** Field values for a recording/album title (shape and semantics in the module table). */
export function titleSearchFields(title: string): TitleSearchFields {
  const a = analyzeTitle(title);
  return {
    title_folded: a.full,
    title_base: a.base,
    title_phonetic: phoneticKeys(a.base),
    title_ngram: edgeNgrams(a.base),
    title_key: foldedKey(a.base),
  };
}
