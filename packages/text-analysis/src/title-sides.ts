/**
 * Two-sided singles: the Billboard Hot 100 charted both sides of a single as one entry, titled
 * "A/B" ("Have You Ever Seen The Rain/Hey Tonight", "Rainy Night In Georgia/Rubberneckin'"), while
 * a station plays and logs one side. `titleSimilarity` reads a title with such sides against the
 * other title one side at a time.
 */

/** Letters each side has at least ("24/7" and "1/2" are no sides). */
const SIDE_MIN_LETTERS = 3;

/**
 * The sides of a two-sided title, split at each "/" outside brackets, trimmed; empty when the title
 * has no such "/" or a side has fewer than {@link SIDE_MIN_LETTERS} letters. "Have You Ever Seen
 * The Rain/Hey Tonight" → ["Have You Ever Seen The Rain", "Hey Tonight"]; "Spin You Around (1/24)"
 * → [].
 */
export function titleSides(title: string): string[] {
  if (!title.includes('/')) return [];
  const sides: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < title.length; i++) {
    const ch = title[i]!;
    if ('([{'.includes(ch)) depth++;
    else if (')]}'.includes(ch)) depth = Math.max(0, depth - 1);
    else if (ch === '/' && depth === 0) {
      sides.push(title.slice(start, i).trim());
      start = i + 1;
    }
  }
  sides.push(title.slice(start).trim());
  const letters = (s: string) => (s.match(/\p{L}/gu) ?? []).length;
  return sides.length >= 2 && sides.every((s) => letters(s) >= SIDE_MIN_LETTERS) ? sides : [];
}
