/**
 * Folding: the normalisations of names and titles.
 *
 * - {@link foldForMatch}, the product's: punctuation and symbols become spaces, so "Jay-Z" folds
 *   to "jay z" and meets "Jay Z", and words stay words for the index's tokens;
 * - {@link foldWithoutApostrophes}, the words as people type them: the same, but an apostrophe
 *   inside a word is dropped rather than spaced, so "I'm", "Don't", "Destiny's" fold to "im",
 *   "dont", "destinys" and meet what is typed without the apostrophe (search and the matcher's
 *   titles; the index keeps both forms where a spaced query must still match);
 * - {@link foldForScoring}, the evaluation's scoring rule (`shared/eval/README.md`, "Scoring
 *   rule"): punctuation and symbols are dropped, so "Jay-Z" folds to "jayz". Only the evaluation
 *   scores with it.
 *
 * Both: Unicode NFKD, combining marks removed, lower case, whitespace collapsed and trimmed.
 */

/**
 * Folding of names and titles for comparison: Unicode NFKD, combining marks removed, case folded,
 * punctuation and symbols turned into spaces, whitespace collapsed, then NFC again (so Hangul stays
 * in syllables rather than loose jamo). Letters of every script are kept, so a Hangul or kana name
 * never folds to an empty string. "Beyoncé" → "beyonce", "'N Sync" → "n sync".
 */
export function foldForMatch(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The evaluation's scoring normalisation (`shared/eval/README.md`): Unicode NFKD, combining marks
 * removed, case folded, punctuation and symbols dropped (not spaced), whitespace collapsed.
 * "Jay-Z" → "jayz", "Beyoncé" → "beyonce", "'N Sync" → "n sync".
 */
export function foldForScoring(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * An apostrophe between two letters: a contraction or a possessive ("I'm", "Don't", "Destiny's",
 * "O'Jays"), in its ASCII, typographic (U+2019, U+2018), modifier-letter (U+02BC), grave and acute
 * forms. An apostrophe at a word's edge ("Rock 'n' Roll", "'N Sync", "Runnin'") is not one.
 */
const IN_WORD_APOSTROPHE = /(?<=\p{L})['\u2019\u2018\u02BC`\u00B4](?=\p{L})/gu;

/**
 * {@link foldForMatch} with every apostrophe inside a word dropped instead of spaced: the words as
 * typed without apostrophes. "I'm Yours" → "im yours", "You're Beautiful" → "youre beautiful",
 * "Don't Stop" → "dont stop", "Destiny's Child" → "destinys child"; an apostrophe at a word's edge
 * still spaces ("Rock 'n' Roll" → "rock n roll", "Runnin'" → "runnin"). Idempotent, and equal to
 * `foldForMatch` on text without such apostrophes ("im yours" → "im yours"), so the same call
 * folds catalog text and queries typed either way.
 */
export function foldWithoutApostrophes(input: string): string {
  return foldForMatch(input.normalize('NFC').replace(IN_WORD_APOSTROPHE, ''));
}
