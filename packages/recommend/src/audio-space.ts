/**
 * The audio-descriptor space used for "sounds alike" (the contract's `RecordingAudioDescriptors`; ranking of `GET /api/recommendation`).
 *
 * **Dimensions.** Every numeric descriptor present on at least 90 % of the catalog's descriptor
 * documents, in alphabetical order, except one that is a copy of an already chosen dimension
 * (Pearson |r| ≥ 0.99 — the Spotify import writes energy as both `arousal` and `intensity`, which
 * would otherwise count twice). On the Spotify import this gives arousal, bpm, danceability,
 * electric_acoustic, loudness, music_speech, studio_live, valence, vocal_instrumental.
 *
 * **Normalisation.** Each dimension is mapped through the catalog's empirical CDF (mid-rank:
 * `(#less + ½·#equal) / n`, in 0..1), so BPM, dB and 0..1 scores become comparable, skewed
 * descriptors (speechiness, instrumentalness) are spread evenly, and outliers do not dominate
 * (the copula / rank-normalisation transform, e.g. Conover & Iman 1981).
 *
 * **Distance** between two recordings: root mean square of the per-dimension differences of the
 * normalised values (0..1). **Closeness** (0..1): `2^(−(d/m)²)` where `m` is the median distance
 * between two catalog recordings — 1 for identical descriptors, ½ for a typical random pair,
 * → 0 far away (a Gaussian kernel whose bandwidth is set by the catalog's own spread).
 *
 * Search is exact (brute force over every described recording): with a few thousand vectors of
 * about ten dimensions this is far below a millisecond and needs no approximate index; a catalog
 * with millions of described recordings would move these same vectors to an Elasticsearch
 * `dense_vector` field.
 */

/** A recording's descriptor values as stored: descriptor name → number. */
export type DescriptorValues = Readonly<Record<string, number>>;

/** A normalised descriptor vector (one value 0..1 per dimension of its space). */
export type AudioVector = Float64Array<ArrayBuffer>;

/** A built audio space (see module doc). */
export interface AudioSpace {
  /** Descriptor names, one per vector component. */
  dims: string[];
  /** Per dimension, the catalog's values sorted ascending (the empirical CDF). */
  sorted: Float64Array[];
  /** Median pairwise distance of catalog vectors (the closeness bandwidth `m`), > 0. */
  medianDistance: number;
}

const MIN_COVERAGE = 0.9;
const DUPLICATE_R = 0.99;

/** Pearson correlation of two equal-length series (0 when either is constant). */
export function pearson(x: readonly number[], y: readonly number[]): number {
  const n = Math.min(x.length, y.length);
  if (n < 2) return 0;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += x[i]!;
    my += y[i]!;
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const a = x[i]! - mx;
    const b = y[i]! - my;
    sxy += a * b;
    sxx += a * a;
    syy += b * b;
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : 0;
}

/** Chooses the dimensions of the space from the catalog's descriptor documents (module doc). */
export function chooseDimensions(docs: readonly DescriptorValues[]): string[] {
  const counts = new Map<string, number>();
  for (const d of docs) for (const [k, v] of Object.entries(d)) if (Number.isFinite(v)) counts.set(k, (counts.get(k) ?? 0) + 1);
  const frequent = [...counts]
    .filter(([, c]) => c >= MIN_COVERAGE * docs.length)
    .map(([k]) => k)
    .sort();
  const chosen: string[] = [];
  for (const name of frequent) {
    const dup = chosen.some((c) => {
      const pairs = docs.filter((d) => Number.isFinite(d[name]) && Number.isFinite(d[c]));
      return (
        Math.abs(
          pearson(
            pairs.map((d) => d[name]!),
            pairs.map((d) => d[c]!),
          ),
        ) >= DUPLICATE_R
      );
    });
    if (!dup) chosen.push(name);
  }
  return chosen;
}

/** Mid-rank empirical CDF value (0..1) of `v` in ascending `sorted` (non-empty). */
export function empiricalCdf(sorted: Float64Array, v: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  const less = lo;
  hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! <= v) lo = mid + 1;
    else hi = mid;
  }
  return (less + 0.5 * (lo - less)) / sorted.length;
}

/** RMS distance (0..1) of two vectors of the same space. */
export function audioDistance(a: AudioVector, b: AudioVector): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) {
    const d = a[i]! - b[i]!;
    s += d * d;
  }
  return Math.sqrt(s / a.length);
}

/** Closeness 0..1 of a distance under bandwidth `m`: `2^(−(d/m)²)` (module doc). */
export function closenessOf(distance: number, m: number): number {
  return Math.pow(2, -((distance / m) ** 2));
}

/** Median of all pairwise distances among `vectors` (0 when fewer than two). */
export function medianPairwiseDistance(vectors: readonly AudioVector[]): number {
  const n = vectors.length;
  if (n < 2) return 0;
  const out = new Float64Array((n * (n - 1)) / 2);
  let k = 0;
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) out[k++] = audioDistance(vectors[i]!, vectors[j]!);
  out.sort();
  const h = (out.length - 1) / 2;
  return (out[Math.floor(h)]! + out[Math.ceil(h)]!) / 2;
}

/** Mean of vectors of one space (component-wise). @throws RangeError on an empty list. */
export function centroid(vectors: readonly AudioVector[]): AudioVector {
  if (!vectors.length) throw new RangeError('centroid of no vectors');
  const c = new Float64Array(vectors[0]!.length);
  for (const v of vectors) for (let i = 0; i < c.length; i++) c[i]! += v[i]!;
  for (let i = 0; i < c.length; i++) c[i]! /= vectors.length;
  return c;
}

/**
 * Builds the space from the catalog's descriptor documents and returns it with the vector of
 * every document that has all its dimensions (keyed by the same index as `docs`).
 * The median distance is computed over at most `maxForMedian` vectors (evenly spaced, deterministic).
 */
export function buildAudioSpace(
  docs: readonly DescriptorValues[],
  maxForMedian = 2000,
): { space: AudioSpace; vectors: (AudioVector | null)[] } {
  const dims = chooseDimensions(docs);
  const sorted = dims.map((d) => Float64Array.from(docs.map((x) => x[d]).filter((v): v is number => Number.isFinite(v))).sort());
  const vectors = docs.map((doc) => {
    if (!dims.length || dims.some((d) => !Number.isFinite(doc[d]))) return null;
    return Float64Array.from(dims.map((d, i) => empiricalCdf(sorted[i]!, doc[d]!)));
  });
  const present = vectors.filter((v): v is AudioVector => v !== null);
  const step = Math.max(1, present.length / maxForMedian);
  const sample: AudioVector[] = [];
  for (let i = 0; i < present.length && sample.length < maxForMedian; i += step) sample.push(present[Math.floor(i)]!);
  const median = medianPairwiseDistance(sample);
  return { space: { dims, sorted, medianDistance: median > 0 ? median : 1 }, vectors };
}
