/**
 * Search-as-you-type fields, the same on every search entity, so one query shape ranks all five
 * indices on one scale (the suggest endpoint merges them by score).
 *
 * | field | mapping | content |
 * |---|---|---|
 * | suggest_text | text (whitespace) with `index_prefixes` (1..12 characters) | every searchable value, folded: the name/title (with apostrophes inside words dropped, `foldWithoutApostrophes`, and spaced, `foldForMatch`: "im yours" and "i m yours"), its variants (aliases, translated names and their transliterations, name-order variants, "n"/"&" written "and") and, for credited entities, the credited artists' names and variants — so title and artist words mix in one box. Queried with `match_bool_prefix`: earlier words whole, the last one a prefix (served by the indexed prefixes). |
 * | suggest_start | keyword | every prefix (to 48 characters) of the folded name/title (both foldings) that spans more than one word: a multi-word query equal to one is anchored at the start ("lose c" → "lose control…") |
 * | suggest_exact | keyword | {@link exactKey} of the name/title as written, and of a recording's title with one credited artist before or after it: a query with the same key names the entity whole ("were not gonna take it" → "We're Not Gonna Take It", "dont ed sheeran" → Ed Sheeran's "Don't"), the search's exact tier |
 * | popularity_prior | float | the popularity prior (`popularityPrior`), > 0; the query adds `ln(1 + prior)` (`function_score`) |
 * | label | binary doc values (`displayValue`) | the display name (suggest hits) |
 * | subtitle | binary doc values (`displayValue`) | what tells hits apart (suggest hits): artists and year, type and country… |
 *
 * Popularity prior (index time, from chart statistics of the store):
 * `prior = 10·ln(1 + weeks) + (101 − bestRank)/100 + 0.5·recency + min(1.5, 0.3·ln(1 + credits)) + 0.01`
 * where `weeks` = Billboard Hot 100 weeks (an artist: summed over the recordings it is the main
 * artist of), `bestRank` =
 * best position (term 0 when never charted), `recency` = (peakYear − 1958)/70 clamped to 0..1,
 * `credits` = recordings credited to an artist. Albums, releases and shows get half the largest
 * prior of their credited artists.
 */
import { foldForMatch, foldWithoutApostrophes, writtenAlikeWords } from '@mc/text-analysis';
import { DistinctStrings, type MappingField, displayValue, encodeDisplayValue, float, keyword, uniq } from './primitives';

/** Field names of the search-as-you-type group. */
export const SUGGEST = {
  text: 'suggest_text',
  start: 'suggest_start',
  exact: 'suggest_exact',
  prior: 'popularity_prior',
  label: 'label',
  subtitle: 'subtitle',
} as const;

/** Mappings of the search-as-you-type group. */
export const suggestMapping: Record<string, MappingField> = {
  [SUGGEST.text]: { type: 'text', analyzer: 'whitespace', norms: false, index_prefixes: { min_chars: 1, max_chars: 12 } },
  [SUGGEST.start]: keyword,
  [SUGGEST.exact]: keyword,
  [SUGGEST.prior]: float,
  [SUGGEST.label]: displayValue,
  [SUGGEST.subtitle]: displayValue,
};

/** Chart statistics the prior reads (see the module doc). */
export interface PriorInputs {
  weeks: number;
  bestRank?: number;
  peakYear?: number;
  credits: number;
}

/**
 * The largest popularity prior. The formula reaches it only past a million chart weeks (the whole
 * Hot 100 history is about 350,000 chart entries; the largest prior of the million-recording bench
 * catalog is 80.4), so the cap never binds on real charts. It keeps `ln(1 + prior)` below the gap
 * between the anchored and own-name tiers of the search (`TIER` in `packages/search`), which
 * suggest relies on to stop at the anchored hits.
 */
export const PRIOR_MAX = 140;

/** The popularity prior of the module doc, capped at {@link PRIOR_MAX}; always > 0. */
export function popularityPrior(s: PriorInputs | undefined): number {
  if (!s) return 0.01;
  const rank = s.bestRank ? Math.max(0, 101 - s.bestRank) / 100 : 0;
  const recency = s.peakYear ? Math.min(1, Math.max(0, (s.peakYear - 1958) / 70)) : 0;
  const credits = Math.min(1.5, 0.3 * Math.log1p(s.credits));
  const prior = Math.round((10 * Math.log1p(s.weeks) + rank + 0.5 * recency + credits + 0.01) * 1000) / 1000;
  return Math.min(PRIOR_MAX, prior);
}

/** Prefixes of `folded` longer than its first word, up to 48 characters (see `suggest_start`). */
export function multiWordPrefixes(folded: string): string[] {
  const firstSpace = folded.indexOf(' ');
  if (firstSpace < 0) return [];
  const out: string[] = [];
  for (let i = firstSpace + 2; i <= Math.min(folded.length, 48); i++) out.push(folded.slice(0, i));
  return out;
}

/** "n" between words written "and" too ("guns n roses" → "guns and roses"), for `suggest_text`. */
function conjunctionVariant(v: string): string {
  // Most values have no such "n": the check is cheaper than the replace.
  return v.startsWith('n ') || v.includes(' n ') ? v.replace(/(^| )n(?= )/g, '$1and') : v;
}

/** Inputs of the search-as-you-type values of one document. */
export interface SuggestInputs {
  label: string;
  subtitle: string;
  /** The entity's own name or title as written: searchable and anchored in both foldings, keyed for the exact tier. */
  named: string;
  /** Other folded name/title forms that `suggest_start` anchors on (a title's base, a transliteration). */
  primary: readonly string[];
  /**
   * Names typed with `named` in one box (a recording's credited artists): `named` followed or
   * preceded by one of them is keyed for the exact tier too ("don't ed sheeran" names Ed Sheeran's
   * "Don't" whole, not "I Don't Care").
   */
  namedWith?: readonly string[];
  /** Every searchable folded value (primary ones included or not). */
  words: readonly string[];
  /**
   * Whether the name names the entity whole (default true): false leaves `suggest_exact` empty, so
   * a query equal to the name ranks the entity by the lower tiers and its popularity only. For a
   * name its source tells apart from same-named entities, with no popularity of its own.
   */
  namesWhole?: boolean;
  prior: number;
}

/**
 * The `suggest_exact` value of a name or title as written, and the value a query must equal to
 * name it whole: its `writtenAlikeWords` ("were not gonna take it" for "We're Not Gonna Take It";
 * "b a b y" for "B-A-B-Y", not "baby"). "" for text without a letter or digit.
 */
export function exactKey(text: string): string {
  return writtenAlikeWords(text);
}

/** Values of the search-as-you-type group (see the module table). */
export function suggestValues(i: SuggestInputs): Record<string, unknown> {
  const own = uniq([foldWithoutApostrophes(i.named), foldForMatch(i.named), ...i.primary]);
  const text = new DistinctStrings();
  for (const values of [own, i.words]) for (const v of values) text.add([v, conjunctionVariant(v)]);
  return {
    [SUGGEST.text]: text.list,
    [SUGGEST.start]: uniq(own.flatMap(multiWordPrefixes)),
    [SUGGEST.exact]:
      i.namesWhole === false
        ? []
        : uniq([
            exactKey(i.named),
            ...(i.namedWith ?? []).flatMap((n) => [exactKey(`${i.named} ${n}`), exactKey(`${n} ${i.named}`)]),
          ]),
    [SUGGEST.prior]: i.prior,
    [SUGGEST.label]: encodeDisplayValue(i.label),
    [SUGGEST.subtitle]: encodeDisplayValue(i.subtitle),
  };
}

/** " · "-joined non-empty parts of a subtitle. */
export function subtitleOf(parts: readonly (string | number | undefined | null)[]): string {
  return parts.filter((p) => p !== undefined && p !== null && String(p) !== '').join(' · ');
}

/** Half the largest prior of the credited artists (albums, releases, shows), 0.01 without any. */
export function creditedPrior(artistIds: readonly number[], artistChart?: (id: number) => PriorInputs | undefined): number {
  const best = Math.max(0.02, ...artistIds.map((id) => popularityPrior(artistChart?.(id))));
  return Math.round(best * 500) / 1000;
}

/** Credited names of a catalog document's `artists` list, ", "-joined. */
export function creditLine(credits: unknown): string {
  return ((credits ?? []) as { name?: string }[])
    .map((c) => c.name ?? '')
    .filter(Boolean)
    .join(', ');
}
