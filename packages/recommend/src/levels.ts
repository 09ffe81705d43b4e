/**
 * Audio levels of `GET /api/recommendation` in the contract (`audio_bpm`, `audio_arousal`, `audio_valence`, `audio_intensity` =
 * 1 low, 2 medium, 3 high): the terciles of each descriptor over every recording of the catalog
 * that has it.
 *
 * Cut points are the sample quantiles at 1/3 and 2/3 with linear interpolation between order
 * statistics (Hyndman & Fan 1996, definition 7 — R's default, numpy's `linear`, PostgreSQL's
 * `percentile_cont`), so the store can check them independently with
 * `percentile_cont(1/3.0) WITHIN GROUP (ORDER BY value)`.
 */

/** The descriptors that have a level parameter, as named in the contract's `RecordingAudioDescriptors`. */
export const LEVEL_DESCRIPTORS = ['bpm', 'arousal', 'valence', 'intensity'] as const;
/** One of {@link LEVEL_DESCRIPTORS}. */
export type LevelDescriptor = (typeof LEVEL_DESCRIPTORS)[number];
/** 1 = low, 2 = medium, 3 = high. */
export type AudioLevel = 1 | 2 | 3;

/** Tercile cut points of one descriptor, in the descriptor's own unit (bpm: beats/min; others 0..1). */
export interface TercileCuts {
  /** Quantile 1/3: values below it are level 1. */
  low: number;
  /** Quantile 2/3: values at or above it are level 3; between the two cuts, level 2. */
  high: number;
  /** How many catalog values the cuts were computed from. */
  n: number;
}

/**
 * Quantile `p` (0..1) of `values` by linear interpolation between order statistics
 * (Hyndman–Fan definition 7). @throws RangeError when `values` is empty or `p` is outside 0..1.
 */
export function quantile(values: readonly number[], p: number): number {
  if (!values.length) throw new RangeError('quantile of an empty list');
  if (!(p >= 0 && p <= 1)) throw new RangeError(`quantile p must be in 0..1, got ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!);
}

/** Tercile cut points of `values` (see module doc). @throws RangeError when `values` is empty. */
export function tercileCuts(values: readonly number[]): TercileCuts {
  return { low: quantile(values, 1 / 3), high: quantile(values, 2 / 3), n: values.length };
}

/** The level (1..3) of `value` under `cuts`: < low → 1, ≥ high → 3, else 2. */
export function levelOf(value: number, cuts: TercileCuts): AudioLevel {
  if (value < cuts.low) return 1;
  if (value >= cuts.high) return 3;
  return 2;
}
