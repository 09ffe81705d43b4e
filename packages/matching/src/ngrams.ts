/**
 * N-grams for search-as-you-type and fuzzy candidate retrieval. Input is folded with
 * `foldForMatch` first, so index and query agree.
 */
import { foldForMatch } from './fold';

/**
 * Edge n-grams (prefixes) of every token of the folded string, lengths `min`..`max` (inclusive,
 * counted in code points), duplicates removed, in token order then length order. Equivalent to
 * Elasticsearch's `edge_ngram` token filter over a whitespace-tokenised, folded field.
 * "Mr. Brightside" with min 2, max 4 → ['mr', 'br', 'bri', 'brig']. A token shorter than `min` is
 * emitted whole only when `min` ≤ 1.
 */
export function edgeNgrams(s: string, min = 1, max = 20): string[] {
  const out = new Set<string>();
  const shortest = Math.max(1, min);
  for (const token of foldForMatch(s).split(' ')) {
    // Each prefix extends the previous one by a code point (no re-slicing per length).
    let prefix = '';
    let n = 0;
    for (const ch of token) {
      if (++n > max) break;
      prefix += ch;
      if (n >= shortest) out.add(prefix);
    }
  }
  out.delete('');
  return [...out];
}

/**
 * Character trigrams of the folded string with spaces removed and padded with two leading and one
 * trailing space (the pg_trgm convention applied to the whole compact string), duplicates removed:
 * "abba" → ['  a', ' ab', 'abb', 'bba', 'ba ']. Used with `trigramSimilarity`.
 */
export function trigrams(s: string): string[] {
  const compact = [...foldForMatch(s).replace(/ /g, '')];
  if (compact.length === 0) return [];
  const padded = ['  ', ...compact, ' '].join('');
  const chars = [...padded];
  const out = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(''));
  return [...out];
}

/** Jaccard similarity of the trigram sets (0..1), as PostgreSQL pg_trgm `similarity()`. */
export function trigramSimilarity(a: string, b: string): number {
  const ta = new Set(trigrams(a));
  const tb = trigrams(b);
  if (ta.size === 0 && tb.length === 0) return 1;
  let shared = 0;
  for (const t of tb) if (ta.has(t)) shared++;
  return shared / (ta.size + tb.length - shared);
}
