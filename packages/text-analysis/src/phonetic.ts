/**
 * Phonetic keys for names and titles: Double Metaphone (Lawrence Philips, 2000; implementation
 * `talisman/phonetics/double-metaphone`, codes truncated to 4 characters per token as in the
 * original algorithm) applied per token of the romanised, folded string (`toLatin`).
 *
 * Measured on the artist-title dev set with bench/matching-analysis.ts, typo rows whose
 * folded string differs from the expected one: Double Metaphone keys are shared for 70.0% of
 * the names (42/60) and 67.2% of the titles (39/58); NYSIIS (`talisman/phonetics/nysiis`) for
 * 38.3% / 36.2%. Adding NYSIIS as a second key would raise names only to 75.0% while adding a
 * second collision-prone field, so it is not used. Double Metaphone collisions among 400
 * distinct artists of the set: 11 of 79,800 pairs (0.014%).
 */
import doubleMetaphone from 'talisman/phonetics/double-metaphone';
import { toLatin } from './transliterate';
import { memoizeByString } from './memoize';

/** Tokens of the romanised folded string that Double Metaphone can encode (ASCII letters). */
function latinTokens(s: string): string[] {
  return latinWords(toLatin(s));
}

/** {@link latinTokens} of text already romanised and folded (`toLatin` output). */
function latinWords(latin: string): string[] {
  return latin
    .split(' ')
    .map((t) => t.replace(/[^a-z]/g, ''))
    .filter((t) => t !== '');
}

/**
 * Double Metaphone codes of one word: [primary, alternate] (equal when the word has no
 * alternate pronunciation), e.g. "skynyrd" → ['SKNR', 'SKNR']. Empty strings for no letters.
 */
export function metaphoneOf(word: string): Readonly<[string, string]> {
  const w = word.replace(/[^a-zA-Z]/g, '').toUpperCase();
  if (w === '') return ['', ''];
  return doubleMetaphoneOfUpper(w);
}

/**
 * Double Metaphone of an upper-case ASCII word, remembered per word: words repeat across titles
 * and names (a vocabulary, not a list of strings), and encoding them was the largest single cost
 * of building recording search documents.
 */
const doubleMetaphoneOfUpper = memoizeByString((w: string): [string, string] => doubleMetaphone(w), 100_000);

/**
 * Phonetic keys of a whole name or title: the per-token primary codes joined by spaces, then the
 * per-token alternate codes joined by spaces if that differs; duplicates removed.
 * "Lynyrd Skynyrd" and "lynyrd skinyrd" both give ['LNRT SKNR']. Tokens whose code is empty
 * (e.g. a lone "h") are skipped. Empty array when the string has no Latin letters even after
 * transliteration.
 */
export function phoneticKeys(s: string): string[] {
  return phoneticKeysOfLatin(toLatin(s));
}

/**
 * {@link phoneticKeys} of text already romanised and folded: `phoneticKeysOfLatin(toLatin(s))` is
 * `phoneticKeys(s)`, for callers that hold `toLatin(s)` already.
 */
export function phoneticKeysOfLatin(latin: string): string[] {
  const primary: string[] = [];
  const alternate: string[] = [];
  for (const token of latinWords(latin)) {
    // Tokens are lower-case ASCII letters: upper-cased, they are what `metaphoneOf` encodes.
    const [p, a] = doubleMetaphoneOfUpper(token.toUpperCase());
    if (p !== '') primary.push(p);
    const alt = a || p;
    if (alt !== '') alternate.push(alt);
  }
  const out: string[] = [];
  for (const k of [primary.join(' '), alternate.join(' ')]) if (k !== '' && !out.includes(k)) out.push(k);
  return out;
}

/**
 * The set of per-token codes (primary and alternate) of a string, for a token-level phonetic
 * index field where word order and extra words should not matter. "Simon & Garfunkel" →
 * ['SMN', 'KRFN'].
 */
export function phoneticTokens(s: string): string[] {
  const out: string[] = [];
  for (const [p, a] of latinTokens(s).map(metaphoneOf)) {
    for (const c of [p, a]) if (c !== '' && !out.includes(c)) out.push(c);
  }
  return out;
}

/** True when two strings share a phonetic key (`phoneticKeys`). */
export function phoneticEqual(a: string, b: string): boolean {
  const kb = phoneticKeys(b);
  return phoneticKeys(a).some((k) => kb.includes(k));
}
