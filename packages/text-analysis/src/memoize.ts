/**
 * Bounded memoisation of pure per-string analyses (folding forms, phonetic keys, title analysis).
 * The re-ranker meets the same catalog names and aliases again and again across playlist lines,
 * and these analyses (transliteration, Double Metaphone, name-order variants) cost far more than
 * the comparisons; an LRU keeps memory bounded (`max` entries per function).
 */
import { LRUCache } from 'lru-cache';

/**
 * Wraps `fn(s)` with an LRU cache of at most `max` entries. The cached value is shared between
 * callers: it must be treated as immutable (results are typed `Readonly`).
 */
export function memoizeByString<R extends object>(fn: (s: string) => R, max = 50_000): (s: string) => Readonly<R> {
  const cache = new LRUCache<string, R>({ max });
  return (s: string) => {
    let r = cache.get(s);
    if (r === undefined) {
      r = fn(s);
      cache.set(s, r);
    }
    return r;
  };
}
