/**
 * N-grams for search-as-you-type and fuzzy candidate retrieval. Input is folded with
 * `foldForMatch` first, so index and query agree.
 */
import { foldForMatch } from './fold';

/**
 * Edge n-grams of a multi-word form written without its spaces ("paul anka" → "p" … "paulanka"), so
 * a name typed without spaces ("acdc", "jayz", "nsync") is a prefix of the name itself. Left out:
 * the prefixes that enter a word of two or more characters by its first character only ("paula" of
 * "paul anka"). Such a prefix is a whole word of other names (Paula Abdul); one letter past a word
 * boundary is no evidence of the join, and the next letter ("paulan") is. A one-character word is
 * entered whole ("jayz"). Lengths 1..`max` code points; `form` is folded (`foldForMatch`) first.
 */
export function compactEdgeNgrams(form: string, max = 20): string[] {
  const out: string[] = [];
  let prefix = '';
  let n = 0;
  for (const word of foldForMatch(form).split(' ')) {
    const chars = [...word];
    // The first letter of a later word of two or more letters is left out (doc).
    const skipFirst = prefix !== '' && chars.length > 1;
    for (let i = 0; i < chars.length; i++) {
      if (++n > max) return out;
      prefix += chars[i];
      if (i > 0 || !skipFirst) out.push(prefix);
    }
  }
  return out;
}

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
