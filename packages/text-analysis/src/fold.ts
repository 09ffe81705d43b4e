/**
 * Folding: the normalisations of names and titles.
 *
 * - {@link foldForMatch}, the product's: punctuation and symbols become spaces, so "Jay-Z" folds
 *   to "jay z" and meets "Jay Z", and words stay words for the index's tokens;
 * - {@link foldWithoutApostrophes}, the words as people type them: the same, but an apostrophe
 *   inside a word is dropped rather than spaced, so "I'm", "Don't", "Destiny's" fold to "im",
 *   "dont", "destinys" and meet what is typed without the apostrophe (search and the matcher's
 *   titles; the index keeps both forms where a spaced query must still match);
 * - {@link foldForScoring}, the evaluation's scoring rule (`docs/matching.md` "Measuring"): punctuation and symbols are dropped, so "Jay-Z" folds to "jayz". Only the evaluation
 *   scores with it.
 *
 * Both: Unicode NFKD, combining marks removed, lower case, whitespace collapsed and trimmed.
 */

/** Only ASCII characters (code points 0..127). */
const ASCII_ONLY = /^[^\u0080-\uffff]*$/;

/** True when `input` holds only ASCII characters (code points 0..127), which no normalisation changes. */
export function isAscii(input: string): boolean {
  return ASCII_ONLY.test(input);
}

/**
 * Runs of ASCII punctuation, symbols and whitespace: every printable ASCII character that is not a
 * letter or digit is in Unicode's P or S categories, and `\s` is the whitespace.
 */
const ASCII_BREAKS = /[\s!-/:-@[-`{-~]+/g;

/**
 * Folding of names and titles for comparison: Unicode NFKD, combining marks removed, case folded,
 * punctuation and symbols turned into spaces, whitespace collapsed, then NFC again (so Hangul stays
 * in syllables rather than loose jamo). Letters of every script are kept, so a Hangul or kana name
 * never folds to an empty string. "Beyoncé" → "beyonce", "'N Sync" → "n sync".
 *
 * ASCII text (most names and titles) takes a shorter path with the same result: it is unchanged by
 * both normalisations and has no combining mark, so folding it is lower-casing and turning each run
 * of punctuation, symbols and whitespace into one space (`fold.test.ts` checks the two paths agree
 * on every ASCII character and on generated ASCII strings). The index build folds every name and
 * title many times.
 */
export function foldForMatch(input: string): string {
  return ASCII_ONLY.test(input) ? foldAscii(input) : foldUnicode(input);
}

/** {@link foldForMatch} of ASCII text. */
function foldAscii(input: string): string {
  return input.toLowerCase().replace(ASCII_BREAKS, ' ').trim();
}

/** {@link foldForMatch} by its definition, for any text (the path non-ASCII text takes). */
export function foldUnicode(input: string): string {
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
 * The evaluation's scoring normalisation (`docs/matching.md` "Measuring"): Unicode NFKD, combining marks
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
/** {@link IN_WORD_APOSTROPHE} in ASCII text (its only letters and apostrophes there). */
const ASCII_IN_WORD_APOSTROPHE = /(?<=[A-Za-z])['`](?=[A-Za-z])/g;

/**
 * {@link foldForMatch} with every apostrophe inside a word dropped instead of spaced: the words as
 * typed without apostrophes. "I'm Yours" → "im yours", "You're Beautiful" → "youre beautiful",
 * "Don't Stop" → "dont stop", "Destiny's Child" → "destinys child"; an apostrophe at a word's edge
 * still spaces ("Rock 'n' Roll" → "rock n roll", "Runnin'" → "runnin"). Idempotent, and equal to
 * `foldForMatch` on text without such apostrophes ("im yours" → "im yours"), so the same call
 * folds catalog text and queries typed either way.
 */
export function foldWithoutApostrophes(input: string): string {
  if (ASCII_ONLY.test(input)) return foldAscii(input.replace(ASCII_IN_WORD_APOSTROPHE, ''));
  return foldForMatch(input.normalize('NFC').replace(IN_WORD_APOSTROPHE, ''));
}
