/**
 * The matcher's policy: every threshold the artist-title matcher uses, in one table, each with
 * what it trades ({@link MATCH_POLICY}), and the tiers of its rules ({@link MATCH_TIERS}). The
 * lower packages take theirs as parameters from here: `scoreRecordingMatch` of `@mc/text-analysis`
 * its floor ({@link MATCH_POLICY}.minConfidence), the candidate queries of `@mc/search` their size
 * and longest fuzzy word. Every other number of the matcher is in one of these named tables:
 *
 * | table | where | what |
 * | --- | --- | --- |
 * | `MATCH_POLICY` | here | thresholds: acceptance, cascade, stages, other names, candidates, bands, re-matching |
 * | `MATCH_TIERS` | here | the tier (`equal`, `variant`, `loose`) of each artist and title rule, read by `match-type.ts` |
 * | `TITLE_SCORES` | `@mc/text-analysis` `match-scores.ts` | the similarity of each title rule |
 * | `MATCH_FACTORS` | `@mc/text-analysis` `match-scores.ts` | version, duration and featured-credit factors |
 * | `NAME_SIMILARITY_SCORES`, `CUT_OFF_SCORES`, `BAND_NAME_SCORES` | `@mc/text-analysis` | the score of each name rule |
 * | `ARTIST_TITLE_BOOSTS` | `@mc/search` `artist-title-boosts.ts` | the boost of each candidate-query clause |
 *
 * Values were set on the dev sets (`npm run eval:match`, docs/matching.md).
 */
import type { NameSimilarity, TitleMethod } from '@mc/text-analysis';

export const MATCH_POLICY = {
  /**
   * Hits below this confidence (0..100) are not returned. Lower finds more damaged lines (typos on
   * both sides, titles cut short) and returns more wrong songs of the right artist; higher drops
   * right answers of the tolerant rules (partial titles score 80 + , cut-off names 90 +).
   */
  minConfidence: 72,
  /**
   * Stage results at or above this confidence (0..100) are final; below it the next, more
   * tolerant stage runs too and both stages' candidates are re-ranked together. Lower saves engine
   * work (fewer lines reach `typo`) and lets a cheap near miss hide a closer spelling; higher runs
   * the tolerant stages for lines that were already right.
   */
  cascadeAccept: 90,
  /**
   * Candidates found by the title alone (stage `title`) pass only with at least this artist
   * similarity (0..1). Lower lets a shared title with a weakly similar name (a cover by another act)
   * pass; higher misses artists garbled as a whole ("Knaye eest" ~ Kanye West, 0.85).
   */
  titleStageMinArtistSimilarity: 0.8,
  /**
   * The `fuzzy` stage (the most expensive) runs only for lines whose best artist similarity so far
   * is below this (0..1). Lower skips it for more lines (cheaper, misses typos in both first
   * letters); higher runs it for lines whose artist was met as written, which are mostly songs the
   * catalog does not have.
   */
  fuzzyStageMaxArtistSimilarity: 0.95,
  /**
   * The `fuzzy` stage runs only for lines whose name and title each have at most this many
   * characters: its edit automata cost grows with every word, and 200 characters of noise would
   * hold engine threads for seconds. Real names and titles are far shorter.
   */
  fuzzyStageMaxChars: 64,
  /**
   * Candidates fetched per line and stage. More costs engine time and re-ranking per line and
   * finds the right recording behind many popular namesakes; fewer misses it on common titles.
   */
  candidatesPerStage: 40,
  /**
   * Longest word (characters) a typo-tolerant (fuzzy) clause is built for: Elasticsearch builds a
   * Levenshtein automaton per word at a cost that grows with its length (a 200-character word costs
   * 100–350 ms per stage). Real words reach about 33 ("psychoalphadiscobetabioaquadoloop"); a longer
   * word gets only the exact clauses.
   */
  maxFuzzyWordChars: 34,
  /**
   * An act logged under a name from another period of its career (`other-names.ts`: "John
   * Mellencamp" for a song the catalog credits to "John Cougar", bridged by the catalog's own
   * "John Cougar Mellencamp"), read only for lines no stage matched.
   */
  otherName: {
    /**
     * The artist similarity (0..1) such a reading counts as: with an exact title 88, a `medium`
     * answer (the names differ as written, so a pipeline may review it). Higher would make these
     * `high`; lower (below 0.8) would drop them with any title rule short of exact.
     */
    artistSimilarity: 0.88,
    /**
     * The near miss's title similarity (0..1) it needs: the `key` rule (0.96) or better, the song
     * spelt as catalogued up to articles, compounds and colloquial words. Lower would let a title
     * typo stack on a name the log never wrote (two guesses in one answer).
     */
    minTitleSimilarity: 0.96,
  },
  /**
   * Candidates of unsure answers (`candidates.ts`): what a reviewer is shown beside a `no match`,
   * `low` or `medium` answer. Never hits: they change no answer and no false-match count.
   */
  candidates: {
    /** Candidates an answer carries at most. More costs a reviewer reading; fewer hides the right one more often. */
    max: 3,
    /**
     * A recording scored below this confidence (0..100) is not offered: lower shows more songs a
     * reviewer discards at a glance, higher hides versions and partial titles that are right.
     */
    minConfidence: 30,
    /**
     * A candidate whose artist similarity (0..1) is below this was refused by the artist check
     * (`artist_similarity`), else one whose title similarity is below `minTitleSimilarity` by the
     * title check; a song spelt as logged but lowered by its version factor by the version check.
     */
    minArtistSimilarity: 0.85,
    /** See `minArtistSimilarity` (0..1). */
    minTitleSimilarity: 0.85,
  },
  /**
   * Re-matching a finished job (`rematch.ts`): a line an added recording could answer shares a
   * word of its artist and a word of its title with it, each cut to its first `blockPrefix`
   * letters. Shorter catches more misspelt words and re-matches more lines for nothing (each
   * re-matched line costs engine work, never a charge when its answer stays); longer misses a
   * typo in a word's fourth letter.
   */
  rematch: { blockPrefix: 4 },
  /** Boundaries of the `match_type` bands (`match-type.ts`), measured on the dev sets. */
  bands: {
    /**
     * `high` needs at least this confidence (0..100) and a strong rule on both sides
     * (`match-type.ts`). Lower puts more answers in `high` and lets tolerant guesses in; higher
     * sends right answers of spelling variants to review.
     */
    highMinConfidence: 90,
    /**
     * `medium` needs at least this confidence (0..100); below it (or by the loosest rules) an
     * answer is `low`. Lower moves near misses out of `low`, where most wrong answers are.
     */
    mediumMinConfidence: 80,
  },
} as const;

/** The policy's shape (tests pass variants). */
export type MatchPolicy = typeof MATCH_POLICY;

/** The rules of the artist side: the name rules of `bestNameSimilarity`, and `other-name` (`other-names.ts`). */
export type ArtistMethod = NameSimilarity['method'] | 'other-name';

/** How strongly a rule met its side (`match-type.ts`): as catalogued, a known variant, or a guess. */
export type RuleTier = 'equal' | 'variant' | 'loose';

/**
 * The tier of every artist and title rule (`match-type.ts` reads the bands from them), keyed by the
 * typed rule names so a new rule cannot go without one. `equal`: the name or title as catalogued;
 * `variant`: a spelling the catalog or the language vouches for; `loose`: a guess (a first word, a
 * phonetic key, a cut-off or fuzzy title).
 */
export const MATCH_TIERS = {
  artist: {
    form: 'equal',
    'token-order': 'equal',
    'credit-part': 'variant',
    initials: 'variant',
    'cut-off': 'variant',
    'band-credit': 'variant',
    'band-word': 'variant',
    'other-name': 'variant',
    'jaro-winkler': 'variant',
    'first-word': 'loose',
    phonetic: 'loose',
    none: 'loose',
  } satisfies Record<ArtistMethod, RuleTier>,
  title: {
    exact: 'equal',
    base: 'variant',
    key: 'variant',
    censored: 'variant',
    alternative: 'variant',
    part: 'variant',
    side: 'variant',
    subtitle: 'loose',
    partial: 'loose',
    suffix: 'loose',
    words: 'loose',
    fuzzy: 'loose',
  } satisfies Record<TitleMethod, RuleTier>,
} as const;
