/**
 * Phonetic keys for names and titles: Double Metaphone (Lawrence Philips, 2000; implementation
 * `talisman/phonetics/double-metaphone`, codes truncated to 4 characters per token as in the
 * original algorithm) applied per token of the romanised, folded string (`toLatin`).
 *
 * Measured on shared/eval/artist_title_dev.tsv (bench/matching-analysis.ts): see that script's
 * output for how often the keys of a typo'd query equal the keys of the expected name. A second
 * algorithm (NYSIIS) was measured there too and is not used (see the report in that script).
 */
import doubleMetaphone from 'talisman/phonetics/double-metaphone';
import { toLatin } from './transliterate';

/** Tokens of the romanised folded string that Double Metaphone can encode (ASCII letters). */
function latinTokens(s: string): string[] {
  return toLatin(s)
    .split(' ')
    .map((t) => t.replace(/[^a-z]/g, ''))
    .filter((t) => t !== '');
}

/**
 * Double Metaphone codes of one word: [primary, alternate] (equal when the word has no
 * alternate pronunciation), e.g. "skynyrd" → ['SKNR', 'SKNR']. Empty strings for no letters.
 */
export function metaphoneOf(word: string): [string, string] {
  const w = word.replace(/[^a-zA-Z]/g, '').toUpperCase();
  if (w === '') return ['', ''];
  return doubleMetaphone(w);
}

/**
 * Phonetic keys of a whole name or title: the per-token primary codes joined by spaces, then the
 * per-token alternate codes joined by spaces if that differs; duplicates removed.
 * "Lynyrd Skynyrd" and "lynyrd skinyrd" both give ['LNRT SKNR']. Tokens whose code is empty
 * (e.g. a lone "h") are skipped. Empty array when the string has no Latin letters even after
 * transliteration.
 */
export function phoneticKeys(s: string): string[] {
  const codes = latinTokens(s).map(metaphoneOf);
  const primary = codes.map((c) => c[0]).filter((c) => c !== '').join(' ');
  const alternate = codes.map((c) => c[1] || c[0]).filter((c) => c !== '').join(' ');
  const out: string[] = [];
  for (const k of [primary, alternate]) if (k !== '' && !out.includes(k)) out.push(k);
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
