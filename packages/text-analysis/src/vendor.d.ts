/**
 * Minimal typings for the CommonJS submodules of `talisman` and `natural` used by this package
 * (neither ships declarations for these paths). Import per algorithm only: `natural`'s root index
 * loads storage back-ends and prints dotenv tips (DESIGN.md "Library notes").
 */
declare module 'talisman/phonetics/double-metaphone' {
  /** Double Metaphone (Lawrence Philips, 2000): [primary, alternate] codes, each at most 4 chars. */
  export default function doubleMetaphone(word: string): [string, string];
}

declare module 'talisman/phonetics/nysiis' {
  /** NYSIIS phonetic code (original variant). */
  export default function nysiis(word: string): string;
}

declare module 'natural/lib/natural/distance/jaro-winkler_distance' {
  /** Jaro-Winkler *similarity* in 0..1 (natural names it a distance; 1 = identical). */
  export default function JaroWinklerDistance(s1: string, s2: string, options?: { dj?: number; ignoreCase?: boolean }): number;
}

declare module 'talisman/metrics/levenshtein' {
  /** Levenshtein distance (unit costs) over UTF-16 code units. */
  export default function levenshtein(a: string, b: string): number;
  /** The same, but Infinity as soon as the distance exceeds `max`. */
  export function limited(max: number, a: string, b: string): number;
}

declare module 'talisman/metrics/damerau-levenshtein' {
  /** Damerau-Levenshtein distance, optimal string alignment variant (each substring edited once). */
  export default function damerauLevenshtein(a: string, b: string): number;
  /** The same, but Infinity as soon as the distance exceeds `max`. */
  export function limited(max: number, a: string, b: string): number;
}
