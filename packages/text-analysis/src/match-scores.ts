/**
 * The scores of the matcher's comparisons, in tables keyed by rule name (the matcher's policy,
 * `packages/matcher/src/policy.ts`, lists every table and where it is): what each title rule of
 * `titleSimilarity` scores ({@link TITLE_SCORES}) and the factors the re-ranker applies for
 * versions, durations and featured credits ({@link MATCH_FACTORS}). The name rules' scores are
 * `NAME_SIMILARITY_SCORES` (`similarity.ts`), `CUT_OFF_SCORES` and `BAND_NAME_SCORES`. Values were
 * set on the dev sets (`npm run eval:match`, docs/matching.md "Measuring"); each entry says what
 * it trades.
 */

/** Similarity (0..1) each title rule gives (`title-similarity.ts` has the rules' table). */
export const TITLE_SCORES = {
  /** Equal folded titles. */
  exact: 1,
  /** One title is the other's base title (brackets, feat. and version tails detached). */
  base: 0.97,
  /** Only the base titles agree (parts detached from both): below `base`, so "3005" ranks above "V. 3005". */
  baseOnly: 0.965,
  /** Equal folded keys (articles, compounds, numerals, colloquial spellings), abbreviations written out or not. */
  key: 0.96,
  /** The stars of one title stand for letters of the other. */
  censored: 0.95,
  /** The two titles swapped around their brackets. */
  alternative: 0.94,
  /** The same part of the same title, its marker spelt another way. */
  samePart: 0.95,
  /** The catalog title is only a part marker ("Pt. 2") that the logged title ends with. */
  partMarker: 0.9,
  /**
   * One side of a two-sided single agrees by a strong rule: × this. Below an exact or `base` match
   * of the whole title, so a recording of the side alone wins, and above the `high` band's 0.9 with
   * an exact artist. Lower sends right answers of two-sided chart entries to review.
   */
  side: 0.95,
  /** A cut-off title: `floor + perCoverage × coverage` when it keeps at least `minCoverage` of the words. */
  partial: {
    floor: 0.8,
    perCoverage: 0.15,
    /**
     * A station cuts a long title at a fixed width and keeps most of it ("Somebody That I Used...",
     * 4 of 6 words), while a short title that begins a longer one is mostly another song ("The
     * Joker" is not "The Joker And The Queen", 2 of 5). Lower finds titles cut shorter and answers
     * more other songs of the artist.
     */
    minCoverage: 0.5,
  },
  /** A title that lost up to two first words: `floor + perCoverage × coverage`. */
  suffix: { floor: 0.8, perCoverage: 0.15 },
  /** Same number of words, each within its typo budget: `start − perEdit × edits`, at least `floor`. */
  words: { start: 0.92, perEdit: 0.02, floor: 0.8 },
  /** Anything else: edit-distance ratios. */
  fuzzy: {
    /** Weight of Jaro-Winkler against the Levenshtein ratio. */
    jaroWinklerWeight: 0.95,
    /** Length ratio (shorter/longer) below which Jaro-Winkler is bounded by edit distance. */
    boundLengthRatio: 0.75,
    /** A similarity below this is squared (far titles fall fast). */
    squaredBelow: 0.9,
    /**
     * Ceiling for titles that differ by whole words, or end in different part numbers: another
     * title, below the acceptance threshold whatever the rule.
     */
    wholeWordsMax: 0.7,
  },
  /** A bare two-digit year tag stripped ("Bette Davis Eyes 81"): tried below `triedBelow`, scored × `factor`. */
  yearTag: { factor: 0.99, triedBelow: 0.97 },
} as const;

/** Factors (0..1) the re-ranker applies to a confidence (`recording-match.ts`). */
export const MATCH_FACTORS = {
  /** A recording of another version of the logged song ("Cheap Thrills (Instrumental)" ~ "Cheap Thrills"). */
  otherVersion: 0.9,
  /** The logged version with another cut, remixer or remaster year than the line names. */
  versionDetail: 0.99,
  /** A recording whose duration is outside `DURATION_TOLERANCE` of the line's. */
  durationMiss: 0.97,
  /** An artist met only as a featured credit: below the same name as a main credit. */
  featuredCredit: 0.9,
} as const;
