/**
 * Related artists ("corresponding artists" of `GET /api/recommendation`, thresholded by `min_accuracy`).
 *
 * Five kinds of evidence from the catalog, each a score 0..1 for a pair of artists (a, b):
 *
 * | evidence | score | weight |
 * |---|---|---|
 * | co-credits (featurings, duets: credited together on recordings) | `1 − 2^(−n)` for n shared recordings | 0.8 |
 * | band membership (member of the band, or members of the same band) | 1 | 0.9 |
 * | shared genres (genres of their recordings) | Jaccard `|Ga∩Gb| / |Ga∪Gb|` | 0.25 |
 * | chart co-occurrence (on the same Billboard Hot 100 weeks) | Ochiai/cosine `|Wa∩Wb| / √(|Wa|·|Wb|)` | 0.5 |
 * | audio-profile closeness (mean descriptor vectors) | `max(0, 2c − 1)`, c = closeness of the centroids (audio-space) | 0.5 |
 *
 * They are combined with a weighted noisy-OR (Pearl 1988, ch. 4.3.2): each kind of evidence is an
 * independent cause that may make b relevant to a, with probability `weight × score`, so
 * `similarity = 1 − Π(1 − weight_k·score_k)`, in 0..1 (`accuracy` = 100 × similarity).
 * Strong direct links (a featuring, a band) alone pass the default `min_accuracy` 32; a genre
 * alone never does (0.25 < 0.32: "pop" is shared by hundreds of artists), nor do weak shared
 * chart weeks (Ochiai < 0.64) or a merely better-than-median sound (score < 0.64), but such
 * pieces of evidence together do. An artist is similar to itself with 1.
 */
import { type AudioVector, audioDistance, closenessOf } from './audio-space';

/** Weight of each kind of evidence in the noisy-OR (module doc). */
export const SIMILARITY_WEIGHTS = { coCredit: 0.8, band: 0.9, genre: 0.25, chart: 0.5, audio: 0.5 } as const;
/** A kind of evidence. */
export type EvidenceKind = keyof typeof SIMILARITY_WEIGHTS;

/** Per-kind scores (0..1) of one artist pair; absent kinds are 0. */
export type EvidenceScores = Partial<Record<EvidenceKind, number>>;

/** Weighted noisy-OR of per-kind scores (module doc), 0..1. */
export function combineEvidence(scores: EvidenceScores): number {
  let none = 1;
  for (const k of Object.keys(SIMILARITY_WEIGHTS) as EvidenceKind[]) {
    const s = Math.min(1, Math.max(0, scores[k] ?? 0));
    none *= 1 - SIMILARITY_WEIGHTS[k] * s;
  }
  return 1 - none;
}

/**
 * Audio-profile evidence from the closeness (0..1) of two artists' centroids: `max(0, 2c − 1)`, so
 * only profiles closer than the median pair of artists count (c = ½ at the median distance).
 */
export function audioProfileScore(closeness: number): number {
  return Math.max(0, 2 * closeness - 1);
}

/** Evidence indices over the whole catalog, built once per model. */
export interface ArtistGraph {
  /** artist → co-credited artist → number of shared recordings. */
  coCredits: Map<number, Map<number, number>>;
  /** artist → bands it is in, members it has, and its bandmates. */
  band: Map<number, Set<number>>;
  /** artist → genre ids of its recordings. */
  genres: Map<number, Set<number>>;
  /** genre id → artists. */
  genreArtists: Map<number, number[]>;
  /** artist → chart weeks (chart-date ids) in which one of its recordings was charted. */
  weeks: Map<number, Set<number>>;
  /** chart week → artists charted that week. */
  weekArtists: Map<number, number[]>;
  /** artist → centroid of its recordings' audio vectors. */
  centroids: Map<number, AudioVector>;
  /** Median pairwise distance between artist centroids (closeness bandwidth), > 0. */
  centroidMedian: number;
}

/** What the graph is built from: recordings with credits, genre and chart weeks; band links; centroids. */
export interface ArtistGraphInput {
  recordings: Iterable<{ artistIds: readonly number[]; genreId: number | null; chartWeeks: readonly number[] }>;
  bandLinks: Iterable<{ bandId: number; memberId: number }>;
  centroids: Map<number, AudioVector>;
  centroidMedian: number;
}

function setOf<K, V>(m: Map<K, Set<V>>, k: K): Set<V> {
  let s = m.get(k);
  if (!s) m.set(k, (s = new Set()));
  return s;
}

/** Builds the evidence indices (pure). */
export function buildArtistGraph(input: ArtistGraphInput): ArtistGraph {
  const coCredits = new Map<number, Map<number, number>>();
  const genres = new Map<number, Set<number>>();
  const weeks = new Map<number, Set<number>>();
  for (const r of input.recordings) {
    const ids = [...new Set(r.artistIds)];
    for (const a of ids) {
      if (r.genreId !== null) setOf(genres, a).add(r.genreId);
      if (r.chartWeeks.length) {
        const w = setOf(weeks, a);
        for (const x of r.chartWeeks) w.add(x);
      }
      for (const b of ids) {
        if (a === b) continue;
        let m = coCredits.get(a);
        if (!m) coCredits.set(a, (m = new Map()));
        m.set(b, (m.get(b) ?? 0) + 1);
      }
    }
  }
  const band = new Map<number, Set<number>>();
  const members = new Map<number, Set<number>>();
  for (const { bandId, memberId } of input.bandLinks) {
    if (bandId === memberId) continue;
    setOf(band, bandId).add(memberId);
    setOf(band, memberId).add(bandId);
    setOf(members, bandId).add(memberId);
  }
  for (const ms of members.values()) for (const a of ms) for (const b of ms) if (a !== b) setOf(band, a).add(b);
  const invert = (m: Map<number, Set<number>>) => {
    const out = new Map<number, number[]>();
    for (const [a, keys] of m) for (const k of keys) (out.get(k) ?? out.set(k, []).get(k)!).push(a);
    return out;
  };
  return {
    coCredits,
    band,
    genres,
    genreArtists: invert(genres),
    weeks,
    weekArtists: invert(weeks),
    centroids: input.centroids,
    centroidMedian: input.centroidMedian > 0 ? input.centroidMedian : 1,
  };
}

/** One related artist: similarity 0..1 and the evidence behind it. */
export interface RelatedArtist {
  similarity: number;
  evidence: EvidenceScores;
}

/**
 * Every artist with any evidence of relation to `seed`, with its similarity (module doc); the
 * seed itself is included with similarity 1. Cost: linear in the seed's chart weeks × 100 rows,
 * its genres' artists and the artists with an audio profile.
 */
export function relatedArtists(graph: ArtistGraph, seed: number): Map<number, RelatedArtist> {
  const ev = new Map<number, EvidenceScores>();
  const at = (b: number) => ev.get(b) ?? ev.set(b, {}).get(b)!;
  for (const [b, n] of graph.coCredits.get(seed) ?? []) at(b).coCredit = 1 - Math.pow(2, -n);
  for (const b of graph.band.get(seed) ?? []) at(b).band = 1;
  const g = graph.genres.get(seed);
  if (g) {
    const shared = new Map<number, number>();
    for (const genre of g) for (const b of graph.genreArtists.get(genre) ?? []) shared.set(b, (shared.get(b) ?? 0) + 1);
    for (const [b, n] of shared) at(b).genre = n / (g.size + graph.genres.get(b)!.size - n);
  }
  const w = graph.weeks.get(seed);
  if (w) {
    const shared = new Map<number, number>();
    for (const week of w) for (const b of graph.weekArtists.get(week) ?? []) shared.set(b, (shared.get(b) ?? 0) + 1);
    for (const [b, n] of shared) at(b).chart = n / Math.sqrt(w.size * graph.weeks.get(b)!.size);
  }
  const c = graph.centroids.get(seed);
  if (c) {
    for (const [b, cb] of graph.centroids) {
      const score = audioProfileScore(closenessOf(audioDistance(c, cb), graph.centroidMedian));
      if (score > 0) at(b).audio = score;
    }
  }
  const out = new Map<number, RelatedArtist>();
  for (const [b, e] of ev) if (b !== seed) out.set(b, { similarity: combineEvidence(e), evidence: e });
  out.set(seed, { similarity: 1, evidence: {} });
  return out;
}
