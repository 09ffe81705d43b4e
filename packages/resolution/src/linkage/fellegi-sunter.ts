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

/**
 * A fitted model: the prior λ (share of candidate pairs that are one entity), optionally one per
 * blocking rule (the share of that rule's pairs: pairs sharing a name key are far likelier one
 * entity than pairs sharing a word), and m/u per level. m and u of a comparison's non-null levels
 * are shares of the pairs where it is not null.
 */
export interface LinkageModel {
  lambda: number;
  /** Blocking rule → λ of the pairs it proposes (falls back to `lambda`). */
  priors?: Readonly<Record<string, number>>;
  /** comparison → level → probabilities. */
  levels: Readonly<Record<string, Readonly<Record<string, LevelProbabilities>>>>;
  /**
   * Blocking rule → comparison → level → probabilities estimated on that rule's pairs, replacing
   * `levels` of those comparisons for its pairs: conditional independence is assumed given the
   * block, since what selects the pairs (a shared surname) also makes other evidence commoner among
   * non-matches (relatives and a scene share collaborators and eras).
   */
  ruleLevels?: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, LevelProbabilities>>>>>>;
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
const FLOOR = 1e-9;
const clamp = (p: number) => Math.min(1 - FLOOR, Math.max(FLOOR, p));

/**
 * The match weight of a vector under a model: log₂ of the prior odds (of `rule`'s pairs, when the
 * model has a prior for it) plus each level's log₂(m/u) (Fellegi and Sunter 1969), with `rule`'s
 * own probabilities where the model has them (`ruleLevels`).
 * @throws Error naming the comparison and level when the vector holds a level the model lacks.
 */
export function matchWeight(model: LinkageModel, vector: ComparisonVector, rule?: string): MatchWeight {
  const lambda = (rule !== undefined ? model.priors?.[rule] : undefined) ?? model.lambda;
  const prior = log2(lambda / (1 - lambda));
  const own = rule !== undefined ? model.ruleLevels?.[rule] : undefined;
  const parts: WeightPart[] = [];
  for (const [comparison, level] of Object.entries(vector)) {
    const p = (own?.[comparison] ?? model.levels[comparison])?.[level];
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
 * comparisons and the session's λ are re-estimated, the `fixed` comparisons weigh in the E step at
 * `start`'s estimate, and the others — those the session's blocking rule selected the pairs on —
 * play no part (their m stays as in `start`).
 * Vectors are grouped by pattern, so the cost is per distinct vector. Two guards keep EM from the
 * degenerate splits it finds on sparse vectors (a class of "every pair with a country conflict"):
 * pairs that `knownNonMatch` says cannot be one entity (a cannot-link constraint: different
 * external ids) enter as non-matches, never re-estimated; and each level's m gets a Dirichlet prior
 * of `priorPairs` pseudo-pairs spread as `start`'s m (maximum a posteriori EM), plus `smoothing`;
 * λ has a Beta prior of `priorPairs` pseudo-matches and as many pseudo-non-matches, so a session
 * whose pairs show no match structure ends at a small λ, not at the floor (where no evidence,
 * a shared external id included, could ever merge a pair).
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
    /** Comparisons that weigh in the E step at `start`'s estimate, not re-estimated. */
    fixed?: readonly string[];
    /**
     * Comparisons the session's pairs were selected on: their m and u are tallied from the posteriors
     * the other comparisons give (under conditional independence, unbiased), never weighing in the E step.
     */
    tally?: readonly string[];
  },
): Estimate {
  const tally = opts.tally ?? [];
  const trained = comparisons.filter((c) => opts.train.includes(c.name) || tally.includes(c.name));
  const grouped = comparisons.filter((c) => opts.fixed?.includes(c.name) || trained.includes(c));
  const used = grouped.filter((c) => !tally.includes(c.name));
  const { patterns, nonMatches, total } = groupPatterns(grouped, vectors, opts.knownNonMatch);
  let model = opts.start;
  const max = opts.maxIterations ?? 200;
  const only = (v: ComparisonVector) => Object.fromEntries(used.map((c) => [c.name, v[c.name]!]));
  const pseudo = { smoothing: opts.smoothing ?? 0.5, priorPairs: opts.priorPairs ?? 0, start: opts.start };
  for (let it = 1; it <= max; it++) {
    const counts = emptyCounts(trained, pseudo);
    for (const { vector, n } of nonMatches) for (const c of trained) counts.u[c.name]![vector[c.name]!]! += n;
    let matches = 0;
    for (const { vector, n } of patterns) {
      const g = matchProbability(matchWeight(model, only(vector)));
      matches += n * g;
      for (const c of trained) {
        counts.m[c.name]![vector[c.name]!]! += n * g;
        counts.u[c.name]![vector[c.name]!]! += n * (1 - g);
        counts.seen[c.name]!.add(vector[c.name]!);
      }
    }
    for (const { vector } of nonMatches) for (const c of trained) counts.seen[c.name]!.add(vector[c.name]!);
    const lambda = clamp((matches + pseudo.priorPairs) / Math.max(1, total + 2 * pseudo.priorPairs));
    const next = maximise(model, trained, counts, [...(opts.trainU ?? []), ...tally], lambda);
    model = next.model;
    if (next.moved < 1e-6) return { model, iterations: it, converged: true, pairs: total };
  }
  return { model, iterations: max, converged: false, pairs: total };
}

interface Pattern {
  vector: ComparisonVector;
  n: number;
}

/** Vectors grouped by their levels of `used`: unknown pairs and known non-matches apart. */
function groupPatterns(
  used: readonly Comparison[],
  vectors: Iterable<ComparisonVector>,
  knownNonMatch?: (v: ComparisonVector) => boolean,
): { patterns: Pattern[]; nonMatches: Pattern[]; total: number } {
  const patterns = new Map<string, Pattern>();
  const nonMatches = new Map<string, Pattern>();
  let total = 0;
  for (const v of vectors) {
    total++;
    const into = knownNonMatch?.(v) ? nonMatches : patterns;
    const key = used.map((c) => v[c.name]).join('\u0001');
    (into.get(key) ?? into.set(key, { vector: v, n: 0 }).get(key)!).n++;
  }
  return { patterns: [...patterns.values()], nonMatches: [...nonMatches.values()], total };
}

interface Counts {
  m: Record<string, Record<string, number>>;
  u: Record<string, Record<string, number>>;
  /** Levels at least one pair of the session has. */
  seen: Record<string, Set<string>>;
}

/** Expected-count accumulators holding the pseudo-counts: `smoothing` each, plus the m prior. */
function emptyCounts(trained: readonly Comparison[], p: { smoothing: number; priorPairs: number; start: LinkageModel }): Counts {
  const counts: Counts = { m: {}, u: {}, seen: {} };
  for (const c of trained) {
    counts.m[c.name] = Object.fromEntries(
      c.levels.map((l) => [l.level, l.null ? 0 : p.smoothing + p.priorPairs * p.start.levels[c.name]![l.level]!.m]),
    );
    counts.u[c.name] = Object.fromEntries(c.levels.map((l) => [l.level, p.smoothing]));
    counts.seen[c.name] = new Set();
  }
  return counts;
}

/**
 * The M step: m (and, for `trainU`, u) of each trained level from the expected counts, λ given.
 * A level of a `trainU` comparison that no pair of the session has weighs 0 (u = m): its counts are
 * pseudo-counts only, and their ratio would be an artefact of the session's size.
 */
function maximise(
  model: LinkageModel,
  trained: readonly Comparison[],
  counts: Counts,
  trainU: readonly string[],
  lambda: number,
): { model: LinkageModel; moved: number } {
  const levels: Record<string, Record<string, LevelProbabilities>> = { ...model.levels };
  let moved = Math.abs(lambda - model.lambda);
  for (const c of trained) {
    const real = c.levels.filter((l) => !l.null).map((l) => l.level);
    const sum = real.reduce((s, l) => s + counts.m[c.name]![l]!, 0);
    const uSum = real.reduce((s, l) => s + counts.u[c.name]![l]!, 0);
    const newU = trainU.includes(c.name);
    levels[c.name] = {};
    for (const l of c.levels) {
      const before = model.levels[c.name]![l.level]!;
      if (before.null) {
        levels[c.name]![l.level] = before;
        continue;
      }
      const m = counts.m[c.name]![l.level]! / sum;
      const u = !newU ? before.u : counts.seen[c.name]!.has(l.level) ? counts.u[c.name]![l.level]! / uSum : m;
      moved = Math.max(moved, Math.abs(m - before.m), Math.abs(u - before.u));
      levels[c.name]![l.level] = { m, u };
    }
  }
  return { model: { ...model, lambda, levels }, moved };
}

/** A model whose u-probabilities are `u` (comparison → level → u) and m those of `model`. */
export function withU(model: LinkageModel, u: Readonly<Record<string, Readonly<Record<string, number>>>>): LinkageModel {
  const levels: Record<string, Record<string, LevelProbabilities>> = {};
  for (const [c, ls] of Object.entries(model.levels)) {
    levels[c] = {};
    for (const [l, p] of Object.entries(ls)) levels[c][l] = { ...p, u: u[c]?.[l] ?? p.u };
  }
  return { ...model, levels };
}

/**
 * u-probabilities from comparison vectors of record pairs nearly all of different entities (random
 * pairs; or a blocking rule's own pairs when its λ is tiny),
 * each level smoothed by a pseudo-count of `smoothing` pairs, as shares of the pairs where the
 * comparison is not null: comparison → level → u (a null level's u is 1, never used).
 */
export function uFromRandomPairs(
  comparisons: readonly Comparison[],
  vectors: readonly ComparisonVector[],
  smoothing = 0.5,
): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const c of comparisons) {
    const real = c.levels.filter((l) => !l.null);
    const count = new Map<string, number>();
    for (const v of vectors) count.set(v[c.name]!, (count.get(v[c.name]!) ?? 0) + 1);
    const total = real.reduce((s, l) => s + (count.get(l.level) ?? 0) + smoothing, 0);
    out[c.name] = Object.fromEntries(
      c.levels.map((l) => [l.level, l.null ? 1 : ((count.get(l.level) ?? 0) + smoothing) / total]),
    );
  }
  return out;
}
