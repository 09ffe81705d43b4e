/**
 * Every boost of the artist-title candidate queries (`artist-title-query.ts`), in one table keyed
 * by clause, as pelias keeps every boost of its queries in one defaults table. The boosts only
 * order the candidates the re-ranker then scores (`scoreRecordingMatch` of `@mc/text-analysis`
 * decides): exact whole-value clauses above analysed ones, analysed above typo-tolerant ones, so the
 * right recording is among the `size` fetched. The matcher's policy (`packages/matcher/src/policy.ts`)
 * lists this table with the others. Values were set on the dev sets (`npm run eval:match`).
 */
export const ARTIST_TITLE_BOOSTS = {
  artist: {
    /** The folded name (or credit part) as an exact artist variant. */
    variantExact: 6,
    /** The compact name (spaces and punctuation out: "Jay-Z" ~ "JAY Z"). */
    compact: 5,
    /** Name forms: number words as digits, a quoted nickname left out, "&"/"and", with and without "the". */
    nameForms: 5,
    /** Every word of the name among an artist variant's words. */
    variantsAllWords: 3,
    /** The same, typo-tolerant after the first letter. */
    variantsFuzzy: 1.5,
    /** The name transliterated to Latin letters. */
    latin: 2,
    /** Phonetic keys of the name. */
    phonetic: 1,
    /** The raw performer string of a chart entry. */
    performer: 2,
    /** Factor of every clause of a credit part that is not the whole name ("Beyonce" of "Beyonce ft Jay Z"). */
    creditPart: 0.8,
    /** The `title` stage's ranking: any artist word, typo-tolerant. */
    anyWordFuzzy: 2,
  },
  title: {
    /** Phonetic keys of the base title. */
    phonetic: 1,
    /** The base title (brackets, feat. and version tails detached) exactly. */
    baseExact: 6,
    /** The folded full title exactly. */
    foldedExact: 6,
    /** The title key (articles, compounds, numerals, "&"/"N'"/"and" spelt differently). */
    key: 5,
    /** A censored title as a wildcard on the key. */
    censored: 4,
    /** Every word of the base title. */
    baseAllWords: 3,
    /** Every word of the full title. */
    foldedAllWords: 2,
    /** Every word of another source's title of the recording. */
    altTitles: 2,
    /** Edge n-grams of the base title (a title cut short). */
    ngram: 1,
    /** Every word of the base title, typo-tolerant after the first letter. */
    baseFuzzy: 1.5,
    /** 60 % of the words of a title of three or more, typo-tolerant (a typo in one of several words). */
    mostWordsFuzzy: 0.5,
  },
  /** The popularity nudge added to every candidate's score (`log1p(popularity) × factor`). */
  popularityFactor: 0.05,
} as const;
