/**
 * Title fields of a search document: a recording's or album's title, a release's album title, a
 * show's name. Pre-analysed in TypeScript with `packages/text-analysis`.
 *
 * | field | mapping | content |
 * |---|---|---|
 * | title | stored | the catalog title |
 * | title_folded | tokens + `.exact` | `analyzeTitle(title).full` (apostrophes inside words dropped: "im yours") |
 * | title_base | tokens + `.exact` | `analyzeTitle(title).base` (no brackets, feat./version tails) |
 * | title_phonetic | bag | `phoneticKeys` of the base title, apostrophes dropped and spaced |
 * | title_ngram | bag | `edgeNgrams` (1..20) of the base title, apostrophes dropped and spaced ("im", "i", "m") |
 * | title_key | keyword | `foldedKey(base)`: numerals as digits, no "and"/"n", no leading article, no spaces ("The 4 Seasons" → "4seasons"); the matcher's equality key across spellings |
 */
import { analyzeTitle, edgeNgrams, foldedKey, phoneticKeys } from '@mc/text-analysis';
import { type MappingField, bag, keyword, stored, tokensExact, uniq } from './primitives';

/** Field names of the title group. */
export const TITLE = {
  title: 'title',
  folded: 'title_folded',
  base: 'title_base',
  phonetic: 'title_phonetic',
  ngram: 'title_ngram',
  key: 'title_key',
} as const;

/** Mappings of the title group. */
export const titleMapping: Record<string, MappingField> = {
  [TITLE.title]: stored,
  [TITLE.folded]: tokensExact,
  [TITLE.base]: tokensExact,
  [TITLE.phonetic]: bag,
  [TITLE.ngram]: bag,
  [TITLE.key]: keyword,
};

/** Pre-analysed title values (see the module table; `title` itself is added by each entity). */
export interface TitleFieldValues {
  title_folded: string;
  title_base: string;
  title_phonetic: string[];
  title_ngram: string[];
  title_key: string;
}

/** Title field values of one title (shape and semantics in the module table). */
export function titleFieldValues(title: string): TitleFieldValues {
  const a = analyzeTitle(title);
  // Without an apostrophe inside a word the two forms are one (most titles): analysed once.
  const spaced = a.baseSpaced !== a.base;
  return {
    title_folded: a.full,
    title_base: a.base,
    title_phonetic: uniq(spaced ? [...phoneticKeys(a.base), ...phoneticKeys(a.baseSpaced)] : phoneticKeys(a.base)),
    title_ngram: uniq(spaced ? [...edgeNgrams(a.base), ...edgeNgrams(a.baseSpaced)] : edgeNgrams(a.base)),
    title_key: foldedKey(a.base),
  };
}

/** Query fields of an entity searched by its title (see `TextFields`). */
export const titleText = {
  folded: TITLE.folded,
  variants: TITLE.base,
  phonetic: TITLE.phonetic,
  ngram: TITLE.ngram,
} as const;
