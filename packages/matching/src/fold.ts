/**
 * Folding: the two normalisations of names and titles.
 *
 * - {@link foldForMatch}, the product's: punctuation and symbols become spaces, so "Jay-Z" folds
 *   to "jay z" and meets "Jay Z", and words stay words for the index's tokens;
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
