/**
 * Folding of names and titles for comparison: Unicode NFKD, combining marks removed, case folded,
 * punctuation and symbols turned into spaces, whitespace collapsed, then NFC again (so Hangul stays
 * in syllables rather than loose jamo). Letters of every script are
 * kept, so a Hangul or kana name never folds to an empty string.
 *
 * This is the normalisation of `shared/eval/README.md` ("Scoring rule"), so our notion of "the same
 * string" is the evaluation's.
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
