/**
 * Match score, per-artist cap and ordering of a playlist (`match`, `order_by` of `GET /api/recommendation` in the contract).
 *
 * **match** (0..100, two decimals) of a candidate recording r:
 * - `artist` = the largest similarity (artist-similarity, 0..1) between any artist credited on r and
 *   any seed artist (the seed tracks' credited artists count as seed artists; a seed artist's own
 *   recordings get 1);
 * - `audio` = the largest audio closeness (audio-space, 0..1) between r and a seed sound: the seed
 *   tracks' descriptor vectors, or — when no seed track has descriptors — the seed artists'
 *   mean vectors. A recording without descriptors has audio 0 (its sound cannot be shown close);
 * - `match = 100 × (½·artist + ½·audio)` when there is a seed sound, else `100 × artist`.
 *
 * **Per-artist cap**: at most {@link perArtistCap}(results_nb) = max(2, ⌈results_nb / 20⌉) recordings
 * per credited artist (2 for 10 results, 5 for 100, 25 for 500). Candidates are taken best match
 * first; one that would push any of its credited artists over the cap is skipped.
 *
 * **Order**: `match` — match descending, then popularity descending (unknown last), then id
 * ascending (deterministic); `popularity` — popularity descending (unknown last), then match,
 * then id; `random` — the same selection, shuffled (Fisher–Yates). Selection (which recordings)
 * is always by match, so the three orders give the same playlist.
 */

/** Result order (`order_by` of `GET /api/recommendation`). */
export type RecommendationOrder = 'match' | 'popularity' | 'random';

/** The match score 0..100 (module doc). `audio` null = the recording has no descriptors. */
export function matchScore(artist: number, audio: number | null, hasSeedSound: boolean): number {
  const a = Math.min(1, Math.max(0, artist));
  const raw = hasSeedSound ? 0.5 * a + 0.5 * Math.min(1, Math.max(0, audio ?? 0)) : a;
  return Math.round(raw * 10000) / 100;
}

/** Maximum recordings per credited artist for a playlist of `resultsNb` (module doc). */
export function perArtistCap(resultsNb: number): number {
  return Math.max(2, Math.ceil(resultsNb / 20));
}

/** A scored candidate. */
export interface ScoredCandidate {
  id: number;
  artistIds: readonly number[];
  match: number;
  popularity: number | null;
}

/** Best match first, then the more popular (unknown popularity last), then lower id. */
export const byMatch = (a: ScoredCandidate, b: ScoredCandidate): number =>
  b.match - a.match || (b.popularity ?? -1) - (a.popularity ?? -1) || a.id - b.id;

/**
 * Takes up to `limit` candidates, best match first, keeping at most `cap` per credited artist
 * (module doc). Input order does not matter; output is in {@link byMatch} order.
 */
export function selectWithArtistCap<T extends ScoredCandidate>(candidates: readonly T[], limit: number, cap: number): T[] {
  const used = new Map<number, number>();
  const out: T[] = [];
  for (const c of [...candidates].sort(byMatch)) {
    if (out.length >= limit) break;
    const artists = [...new Set(c.artistIds)];
    if (artists.some((a) => (used.get(a) ?? 0) >= cap)) continue;
    for (const a of artists) used.set(a, (used.get(a) ?? 0) + 1);
    out.push(c);
  }
  return out;
}

/** Orders a selection (module doc). `random` is a 0..1 generator (default Math.random). */
export function orderSelection<T extends ScoredCandidate>(
  selection: readonly T[],
  order: RecommendationOrder,
  random: () => number = Math.random,
): T[] {
  const out = [...selection];
  if (order === 'match') return out.sort(byMatch);
  if (order === 'popularity') {
    return out.sort((a, b) => (b.popularity ?? -1) - (a.popularity ?? -1) || b.match - a.match || a.id - b.id);
  }
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
