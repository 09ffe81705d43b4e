/**
 * CD TOC lookup (`GET /api/release/toc` in the contract): an exact MusicBrainz disc id match first, then a
 * fuzzy match on track durations, following MusicBrainz's fuzzy TOC lookup: only media with the
 * same number of tracks are candidates, every track's duration must be within a tolerance, and
 * candidates are ranked by the summed absolute duration difference (L1 distance).
 */
import { type CdToc, SECTORS_PER_SECOND, type StoredToc, trackDurationsFromToc } from '@mc/catalog';

/** Per-track duration tolerance of the fuzzy path, in sectors (5 s; offsets off by ±2 s pass). */
export const TOC_TRACK_TOLERANCE_SECTORS = 5 * SECTORS_PER_SECOND;

/** A release matched by TOC with its score 0..100 (100 = identical disc id). */
export interface TocMatch {
  releaseId: number;
  score: number;
  /** Summed absolute track-duration difference, sectors (0 for an exact match). */
  distanceSectors: number;
  exact: boolean;
}

/**
 * Ranks stored TOCs against a query TOC. Exact disc-id matches score 100; fuzzy matches score
 * `99 × (1 − mean per-track difference / tolerance)`, so any fuzzy match ranks below an exact one.
 * A release appears once (its best medium). @returns matches, best first.
 */
export function rankTocMatches(query: CdToc, queryDiscId: string, stored: StoredToc[]): TocMatch[] {
  const q = trackDurationsFromToc(query);
  const best = new Map<number, TocMatch>();
  for (const s of stored) {
    let m: TocMatch | undefined;
    if (s.discId === queryDiscId) {
      m = { releaseId: s.releaseId, score: 100, distanceSectors: 0, exact: true };
    } else {
      const d = trackDurationsFromToc(s.toc);
      if (d.length !== q.length) continue;
      let sum = 0;
      let ok = true;
      for (let i = 0; i < d.length; i++) {
        const diff = Math.abs(d[i]! - q[i]!);
        if (diff > TOC_TRACK_TOLERANCE_SECTORS) {
          ok = false;
          break;
        }
        sum += diff;
      }
      if (!ok) continue;
      const mean = sum / d.length;
      m = {
        releaseId: s.releaseId,
        score: Math.round(99 * (1 - mean / TOC_TRACK_TOLERANCE_SECTORS) * 10) / 10,
        distanceSectors: sum,
        exact: false,
      };
    }
    const prev = best.get(s.releaseId);
    if (!prev || m.score > prev.score) best.set(s.releaseId, m);
  }
  return [...best.values()].sort(
    (a, b) => b.score - a.score || a.distanceSectors - b.distanceSectors || a.releaseId - b.releaseId,
  );
}
