/**
 * Names logged short: a long name cut off at a fixed width, as radio play logs truncate their
 * artist field ("The Red Hot Chili Pep", "Tom Petty & The Heartbr"), a two-word stage name logged
 * by its first word ("Pharrell"), given names abbreviated to initials ("K.Yost"), and the other way
 * round, a catalog credit that is the first words of the logged name (an act credited under a
 * shorter name in another period of its career: "John Cougar Mellencamp" ~ "John Cougar"). Token-level,
 * on the folded forms `bestNameSimilarity` compares (`similarity.ts`, which adds these scores to
 * `NAME_SIMILARITY_SCORES`).
 */

/** Scores of the two readings (0..1; see {@link cutOffSimilarity}). */
export const CUT_OFF_SCORES = {
  /**
   * A long name cut off ("The Red Hot Chili Pep" ~ "Red Hot Chili Peppers", "Tom Petty & The
   * Heartbr" ~ "Tom Petty And The Heartbreakers"): this plus 0.05 × the share of the name kept.
   */
  cutOff: 0.9,
  /** A one-word name that is the first word of a two-word name, a stage name logged short ("Pharrell" ~ "Pharrell Williams"). */
  firstWord: 0.85,
  /**
   * A catalog name of two or more words that is the logged name without its last one or two words
   * ("John Cougar Mellencamp" ~ "John Cougar", "Jimi Hendrix Experience" ~ "Jimi Hendrix"): below
   * 0.9, so even with an exact title it is no `high` answer.
   */
  longerName: 0.88,
} as const;

/** Words a logged name may have beyond a catalog name that begins it (`longerName`). */
export const LONGER_NAME_MAX_EXTRA_WORDS = 2;

/** Folded characters a name cut off at a fixed width keeps at least (shorter ones are other names: "Tom Petty"). */
export const CUT_OFF_MIN_CHARS = 10;
/** Letters a one-word name has at least to stand for a two-word name it begins (`firstWord`). */
export const FIRST_WORD_MIN_CHARS = 5;

/**
 * The similarity of a query form that is the start of a candidate form (token lists, folded):
 * - cut off: every query token equals the candidate's at its place but the last, which begins
 *   the candidate's (cut mid-word: "red hot chili pep" ~ "red hot chili peppers"), or the query is
 *   the candidate's first words (cut at a word: "bob seger and the silver" ~ "bob seger and the
 *   silver bullet band"); at least {@link CUT_OFF_MIN_CHARS} characters kept, two words when cut
 *   at a word. `cutOff + 0.05 × kept share` (0.9..0.95);
 * - first word: one query word of at least {@link FIRST_WORD_MIN_CHARS} letters, the first of a
 *   two-word candidate ("pharrell" ~ "pharrell williams"). `firstWord`.
 * @returns undefined otherwise (equal forms included).
 */
export function cutOffSimilarity(
  qt: readonly string[],
  ct: readonly string[],
): { score: number; method: 'cut-off' | 'first-word' } | undefined {
  const last = qt.length - 1;
  if (last < 0 || qt.length > ct.length) return undefined;
  for (let i = 0; i < last; i++) if (qt[i] !== ct[i]) return undefined;
  const [ql, cl] = [qt[last]!, ct[last]!];
  if (!cl.startsWith(ql) || (ql === cl && qt.length === ct.length)) return undefined;
  const kept = qt.join(' ').length;
  const cutOff = CUT_OFF_SCORES.cutOff + (0.05 * kept) / ct.join(' ').length;
  if (ql !== cl) return kept >= CUT_OFF_MIN_CHARS ? { score: cutOff, method: 'cut-off' } : undefined;
  if (qt.length >= 2) return kept >= CUT_OFF_MIN_CHARS ? { score: cutOff, method: 'cut-off' } : undefined;
  return ct.length === 2 && kept >= FIRST_WORD_MIN_CHARS ? { score: CUT_OFF_SCORES.firstWord, method: 'first-word' } : undefined;
}

/**
 * A catalog form (token list, folded) that is the first words of the logged form, two words or more
 * and at least {@link CUT_OFF_MIN_CHARS} characters, the logged form having at most
 * {@link LONGER_NAME_MAX_EXTRA_WORDS} words more ("john cougar mellencamp" ~ "john cougar"):
 * `longerName`, read as a cut-off. Undefined otherwise.
 */
export function longerNameSimilarity(
  qt: readonly string[],
  ct: readonly string[],
): { score: number; method: 'cut-off' } | undefined {
  const extra = qt.length - ct.length;
  if (ct.length < 2 || extra < 1 || extra > LONGER_NAME_MAX_EXTRA_WORDS) return undefined;
  if (ct.some((w, i) => qt[i] !== w) || ct.join(' ').length < CUT_OFF_MIN_CHARS) return undefined;
  return { score: CUT_OFF_SCORES.longerName, method: 'cut-off' };
}

/** Words an acronym skips ("Earth, Wind & Fire" is "EWF"). */
const JOIN_WORDS: ReadonlySet<string> = new Set(['the', 'and', 'of']);

/**
 * True when a one-word query of 3 to 5 letters is the initials of a candidate of as many words,
 * "the", "and" and "of" skipped: a band logged by its acronym ("CCR" ~ Creedence Clearwater
 * Revival, "ELO" ~ Electric Light Orchestra).
 */
function acronymOf(qt: readonly string[], ct: readonly string[]): boolean {
  const a = qt.length === 1 ? qt[0]! : '';
  if (!/^[a-z]{3,5}$/u.test(a)) return false;
  const words = ct.filter((w) => !JOIN_WORDS.has(w));
  return words.length === a.length && words.every((w, i) => w[0] === a[i]);
}

/** A folded form's tokens, and whether they are in the order written (not a name-order variant). */
export interface NameTokens {
  tokens: readonly string[];
  written?: boolean;
}

/**
 * True when two folded forms (as token lists) have the same number of tokens, at least one full
 * token equal, and every other pair is equal or a one-letter initial of the other ("k yost" ~
 * "kevin yost"); or, for forms in the order written (`written`), the query is the candidate's
 * acronym (`acronymOf`: "ccr" ~ "creedence clearwater revival", not a name-order variant of it).
 */
export function initialsMatch(q: NameTokens, c: NameTokens): boolean {
  const [qt, ct] = [q.tokens, c.tokens];
  if (q.written && c.written && acronymOf(qt, ct)) return true;
  if (qt.length !== ct.length || qt.length < 2) return false;
  let full = 0;
  for (let i = 0; i < qt.length; i++) {
    const a = qt[i] ?? '';
    const b = ct[i] ?? '';
    if (a === b) {
      if (a.length > 1) full++;
      continue;
    }
    const ok = (a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b));
    if (!ok) return false;
  }
  return full > 0;
}
