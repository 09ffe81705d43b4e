/**
 * Calibration of the matcher's graded answers (`match_type`, `@mc/matcher` `match-type.ts`): per
 * band, how many top hits of an eval run fell in it and the share that were right (a hit on a
 * negative row is not right). `eval:match` prints one line per band, surest first, exactly like
 * `band: match_type=high n=412 right=0.998` (a band without hits: `n=0 right=-`).
 */
import { MATCH_TYPES } from '@mc/matcher';

/** One scored top hit: its band and whether it is the expected recording. */
export interface GradedHit {
  matchType: string;
  right: boolean;
}

/** Hits and right answers per band, in {@link MATCH_TYPES} order (other bands after, as met). */
export function bandTally(hits: readonly GradedHit[]): { matchType: string; n: number; right: number }[] {
  const by = new Map<string, { n: number; right: number }>(MATCH_TYPES.map((t) => [t, { n: 0, right: 0 }]));
  for (const h of hits) {
    const t = by.get(h.matchType) ?? { n: 0, right: 0 };
    by.set(h.matchType, { n: t.n + 1, right: t.right + (h.right ? 1 : 0) });
  }
  return [...by].map(([matchType, t]) => ({ matchType, ...t }));
}

/** The `band: …` lines of {@link bandTally}. */
export function bandLines(hits: readonly GradedHit[]): string[] {
  return bandTally(hits).map((b) => `band: match_type=${b.matchType} n=${b.n} right=${b.n ? (b.right / b.n).toFixed(3) : '-'}`);
}
