/**
 * Word-level edit distances shared by title and artist-name similarity.
 */
import { limited as damerauLevenshteinWithin } from 'talisman/metrics/damerau-levenshtein';

/** Typo budget of a word of `length` letters, as Elasticsearch's fuzziness AUTO: 0 up to 2, 1 up to 5, else 2. */
export function typoBudget(length: number): number {
  return length <= 2 ? 0 : length <= 5 ? 1 : 2;
}

/**
 * Word-by-word alignment of two folded titles: when both have the same number of words and every
 * word pair is within the typo budget of the longer word (`budget`, default {@link typoBudget};
 * Damerau-Levenshtein, optimal string alignment: a swap of two letters is one edit), the total
 * number of edits; otherwise -1.
 * "hunan toucg" ~ "human touch" → 2; "tio mucg" ~ "too much" → 2; "love me" ~ "love you" → -1.
 * Token-level alignment with edit distance, as record-linkage systems compare multi-word fields
 * (Monge-Elkan with a thresholded inner distance).
 */
export function alignedWordEdits(a: string, b: string, budget: (length: number) => number = typoBudget): number {
  const aw = a.split(' ');
  const bw = b.split(' ');
  if (aw.length !== bw.length) return -1;
  let edits = 0;
  for (let i = 0; i < aw.length; i++) {
    const x = aw[i] ?? '';
    const y = bw[i] ?? '';
    if (x === y) continue;
    const d = damerauLevenshteinWithin(budget(Math.max(x.length, y.length)), x, y);
    if (!Number.isFinite(d)) return -1;
    edits += d;
  }
  return edits;
}

/**
 * Typo budget of a word of a NAME of `length` letters: up to two edits, at most half the word
 * (0 for one letter, 1 for two or three, 2 from four). Wider than {@link typoBudget} for 4–5-letter
 * words because logged names carry two slips in a short word ("Dalry" ~ "Daryl", "Geya" ~ "Gray"),
 * while words of different acts differ by more ("Mars" ~ "Major" 3, "Bassey" ~ "Horn" 6).
 */
export function nameWordBudget(length: number): number {
  return Math.min(2, Math.floor(length / 2));
}

/**
 * Damerau-Levenshtein distance (optimal string alignment) of two folded strings with their spaces
 * removed, when at most `max`; otherwise Infinity. Slips that move or drop a space ("florida
 * georgialine" ~ "florida georgia line") cost nothing here.
 */
export function compactEdits(a: string, b: string, max: number): number {
  return damerauLevenshteinWithin(max, a.replace(/ /g, ''), b.replace(/ /g, ''));
}
