/**
 * The Fellegi–Sunter model of record linkage (I. P. Fellegi and A. B. Sunter, "A Theory for Record
 * Linkage", JASA 64, 1969), as Splink and dedupe implement it: a candidate pair is a **comparison
 * vector** (one level per comparison), each level has an m-probability (P(level | same entity)) and
 * a u-probability (P(level | different entities)), and the pair's **match weight** is the sum of
 * the levels' log₂(m/u) plus the prior log₂(λ/(1−λ)) — the log₂ odds that the pair is one entity,
 * under the model's assumption that comparisons are independent given the match status.
 *
 * m, u and λ are estimated without labels by expectation–maximisation over the candidate pairs
 * (Winkler, "Using the EM Algorithm for Weight Computation in the Fellegi-Sunter Model of Record
 * Linkage", 1988): a two-class latent model, the E-step the posterior of each distinct vector, the
 * M-step the weighted level frequencies. Pure and deterministic: same pairs, same estimate.
 */

/** One comparison: its name and its levels, strongest evidence of a match first. */
export interface Comparison<L extends string = string> {
  name: string;
  /**
   * Levels in order; each with the m and u the estimation starts from (0..1, each summing to 1). A
   * `null` level (nothing to compare: a side has no value) weighs 0 and is not estimated, as
   * Splink's null level.
   */
  levels: readonly { level: L; m0: number; u0: number; null?: boolean }[];
  /** What the comparison reads (docs and the audit). */
  description: string;
}

/** A comparison vector: comparison name → level. */
export type ComparisonVector = Readonly<Record<string, string>>;

/** Estimated (or stated) probabilities of one level. */
export interface LevelProbabilities {
  m: number;
  u: number;
  /** A null level: weighs 0 (see {@link Comparison}). */
  null?: boolean;
}

/** A fitted model: the prior λ (share of candidate pairs that are one entity) and m/u per level. */
export interface LinkageModel {
  lambda: number;
  /** comparison → level → probabilities. */
  levels: Readonly<Record<string, Readonly<Record<string, LevelProbabilities>>>>;
}

/** One comparison's part of a pair's weight. */
export interface WeightPart {
  comparison: string;
  level: string;
  /** log₂(m/u). */
  weight: number;
}

/** A scored pair: the total match weight (log₂ odds, prior included) and each comparison's part. */
export interface MatchWeight {
  total: number;
  prior: number;
  parts: WeightPart[];
}

const log2 = (x: number) => Math.log(x) / Math.LN2;
/** Probabilities are kept off 0 and 1 so no level's weight is infinite. */
const FLOOR = 1e-4;
const clamp = (p: number) => Math.min(1 - FLOOR, Math.max(FLOOR, p));

/**
 * The match weight of a vector under a model.
 * @throws Error naming the comparison and level when the vector holds a level the model lacks.
 */
export function matchWeight(model: LinkageModel, vector: ComparisonVector): MatchWeight {
  const prior = log2(model.lambda / (1 - model.lambda));
  const parts: WeightPart[] = [];
  for (const [comparison, level] of Object.entries(vector)) {
    const p = model.levels[comparison]?.[level];
    if (!p) throw new Error(`linkage model has no level ${comparison}=${level}`);
    parts.push({ comparison, level, weight: p.null ? 0 : log2(clamp(p.m) / clamp(p.u)) });
  }
  return { total: prior + parts.reduce((s, p) => s + p.weight, 0), prior, parts };
}

/** The posterior probability (0..1) that a pair of this weight is one entity. */
export const matchProbability = (w: MatchWeight | number): number => {
  const t = typeof w === 'number' ? w : w.total;
  return 1 / (1 + 2 ** -t);
};

/** The model the estimation starts from: each level's `m0`/`u0`, prior `lambda0`. */
export function initialModel(comparisons: readonly Comparison[], lambda0: number): LinkageModel {
  const levels: Record<string, Record<string, LevelProbabilities>> = {};
  for (const c of comparisons)
    levels[c.name] = Object.fromEntries(
      c.levels.map((l) => [l.level, l.null ? { m: l.m0, u: l.u0, null: true } : { m: l.m0, u: l.u0 }]),
    );
  return { lambda: lambda0, levels };
}

/** What {@link estimateModel} returns: the model, the iterations run and whether it converged. */
export interface Estimate {
  model: LinkageModel;
  iterations: number;
  converged: boolean;
  pairs: number;
}

/**
 * One EM training session (module doc) over unlabelled candidate pairs, as Splink's
 * `estimate_parameters_using_expectation_maximisation`: the u-probabilities stay those of `start`
 * (estimated from random pairs: {@link uFromRandomPairs}), the m-probabilities of the `train`
 * comparisons and the session's λ are re-estimated, and the comparisons not in `train` — those the
 * session's blocking rule selected the pairs on — play no part (their m stays as in `start`).
 * Vectors are grouped by pattern, so the cost is per distinct vector. Two guards keep EM from the
 * degenerate splits it finds on sparse vectors (a class of "every pair with a country conflict"):
 * pairs that `knownNonMatch` says cannot be one entity (a cannot-link constraint: different
 * external ids) enter as non-matches, never re-estimated; and each level's m gets a Dirichlet prior
 * of `priorPairs` pseudo-pairs spread as `start`'s m (maximum a posteriori EM), plus `smoothing`.
 * @param maxIterations stops after this many; converged when no probability moves by 1e-6.
 */
export function estimateModel(
  comparisons: readonly Comparison[],
  vectors: Iterable<ComparisonVector>,
  opts: {
    start: LinkageModel;
    train: readonly string[];
    maxIterations?: number;
    smoothing?: number;
    priorPairs?: number;
    knownNonMatch?: (v: ComparisonVector) => boolean;
    /** Comparisons (of `train`) whose u is re-estimated too: those the session's pairs were selected on. */
    trainU?: readonly string[];
  },
): Estimate {
  const trained = comparisons.filter((c) => opts.train.includes(c.name));
  const patterns = new Map<string, { vector: ComparisonVector; n: number }>();
  let total = 0;
  const nonMatches = new Map<string, { vector: ComparisonVector; n: number }>();
  for (const v of vectors) {
    total++;
    if (opts.knownNonMatch?.(v)) {
      const key = trained.map((c) => v[c.name]).join('\u0001');
      (nonMatches.get(key) ?? nonMatches.set(key, { vector: v, n: 0 }).get(key)!).n++;
      continue;
    }
    const key = trained.map((c) => v[c.name]).join('\u0001');
    const p = patterns.get(key) ?? patterns.set(key, { vector: v, n: 0 }).get(key)!;
    p.n++;
  }
  let model = opts.start;
  const smoothing = opts.smoothing ?? 0.5;
  const max = opts.maxIterations ?? 200;
  const only = (v: ComparisonVector) => Object.fromEntries(trained.map((c) => [c.name, v[c.name]!]));
  for (let it = 1; it <= max; it++) {
    const mCount: Record<string, Record<string, number>> = {};
    const uCount: Record<string, Record<string, number>> = {};
    const prior = opts.priorPairs ?? 0;
    for (const c of trained) {
      mCount[c.name] = Object.fromEntries(c.levels.map((l) => [l.level, smoothing + prior * opts.start.levels[c.name]![l.level]!.m]));
      uCount[c.name] = Object.fromEntries(c.levels.map((l) => [l.level, smoothing]));
    }
    for (const { vector, n } of nonMatches.values()) for (const c of trained) uCount[c.name]![vector[c.name]!]! += n;
    let matches = 0;
    for (const { vector, n } of patterns.values()) {
      const g = matchProbability(matchWeight(model, only(vector)));
      matches += n * g;
      for (const c of trained) {
        mCount[c.name]![vector[c.name]!]! += n * g;
        uCount[c.name]![vector[c.name]!]! += n * (1 - g);
      }
    }
    for (const c of trained) {
      for (const l of c.levels) if (l.null) mCount[c.name]![l.level] = 0;
    }
    const levels: Record<string, Record<string, LevelProbabilities>> = { ...model.levels };
    let moved = 0;
    for (const c of trained) {
      const sum = Object.values(mCount[c.name]!).reduce((s, x) => s + x, 0);
      const uSum = Object.values(uCount[c.name]!).reduce((s, x) => s + x, 0);
      const newU = opts.trainU?.includes(c.name);
      levels[c.name] = {};
      for (const l of c.levels) {
        const before = model.levels[c.name]![l.level]!;
        if (before.null) {
          levels[c.name]![l.level] = before;
          continue;
        }
        const m = mCount[c.name]![l.level]! / sum;
        const u = newU ? uCount[c.name]![l.level]! / uSum : before.u;
        moved = Math.max(moved, Math.abs(m - before.m), Math.abs(u - before.u));
        levels[c.name]![l.level] = { m, u };
      }
    }
    const lambda = clamp(matches / Math.max(1, total));
    moved = Math.max(moved, Math.abs(lambda - model.lambda));
    model = { lambda, levels };
    if (moved < 1e-6) return { model, iterations: it, converged: true, pairs: total };
  }
  return { model, iterations: max, converged: false, pairs: total };
}

/** A model whose u-probabilities are `u` (comparison → level → u) and m those of `model`. */
export function withU(model: LinkageModel, u: Readonly<Record<string, Readonly<Record<string, number>>>>): LinkageModel {
  const levels: Record<string, Record<string, LevelProbabilities>> = {};
  for (const [c, ls] of Object.entries(model.levels)) {
    levels[c] = {};
    for (const [l, p] of Object.entries(ls)) levels[c][l] = { ...p, u: u[c]?.[l] ?? p.u };
  }
  return { lambda: model.lambda, levels };
}

/**
 * u-probabilities from comparison vectors of random record pairs (nearly all different entities),
 * each level smoothed by a pseudo-count of `smoothing` pairs: comparison → level → u.
 */
export function uFromRandomPairs(
  comparisons: readonly Comparison[],
  vectors: readonly ComparisonVector[],
  smoothing = 0.5,
): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const c of comparisons) {
    const total = vectors.length + smoothing * c.levels.length;
    out[c.name] = Object.fromEntries(
      c.levels.map((l) => [l.level, (vectors.filter((v) => v[c.name] === l.level).length + smoothing) / total]),
    );
  }
  return out;
}
