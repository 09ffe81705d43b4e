import {
  type Comparison,
  type LinkageModel,
  estimateModel,
  initialModel,
  matchProbability,
  matchWeight,
  uFromRandomPairs,
  withU,
} from './fellegi-sunter';

const NAME: Comparison = {
  name: 'name',
  description: 'test',
  levels: [
    { level: 'exact', m0: 0.6, u0: 0.2 },
    { level: 'other', m0: 0.4, u0: 0.8 },
  ],
};
const YEARS: Comparison = {
  name: 'years',
  description: 'test',
  levels: [
    { level: 'overlap', m0: 0.6, u0: 0.4 },
    { level: 'far', m0: 0.4, u0: 0.6 },
    { level: 'unknown', m0: 1, u0: 1, null: true },
  ],
};

const model: LinkageModel = {
  lambda: 0.5,
  priors: { words: 0.2 },
  levels: {
    name: { exact: { m: 0.8, u: 0.1 }, other: { m: 0.2, u: 0.9 } },
    years: { overlap: { m: 0.9, u: 0.3 }, far: { m: 0.1, u: 0.7 }, unknown: { m: 1, u: 1, null: true } },
  },
  ruleLevels: { words: { years: { overlap: { m: 0.9, u: 0.9 }, far: { m: 0.1, u: 0.1 }, unknown: { m: 1, u: 1, null: true } } } },
};

describe('matchWeight', () => {
  it('sums log2(m/u) of each level and the prior log-odds; a null level weighs 0', () => {
    const w = matchWeight(model, { name: 'exact', years: 'unknown' });
    expect(w.prior).toBe(0);
    expect(w.total).toBeCloseTo(3);
    expect(matchProbability(w)).toBeCloseTo(8 / 9);
  });
  it("uses a blocking rule's own prior and its own probabilities where the model has them", () => {
    const w = matchWeight(model, { name: 'exact', years: 'overlap' }, 'words');
    expect(w.prior).toBeCloseTo(Math.log2(0.25));
    expect(w.parts.find((p) => p.comparison === 'years')!.weight).toBeCloseTo(0);
    expect(matchWeight(model, { name: 'exact', years: 'overlap' }).parts[1]!.weight).toBeCloseTo(Math.log2(3));
  });
  it('throws naming the comparison and level a model lacks', () => {
    expect(() => matchWeight(model, { name: 'alias' })).toThrow('name=alias');
  });
});

describe('uFromRandomPairs', () => {
  it('gives smoothed level shares among the pairs where the comparison is not null', () => {
    const u = uFromRandomPairs([YEARS], [{ years: 'overlap' }, { years: 'far' }, { years: 'far' }, { years: 'unknown' }], 0);
    expect(u.years).toEqual({ overlap: 1 / 3, far: 2 / 3, unknown: 1 });
  });
});

describe('estimateModel', () => {
  it('recovers the share of matches and the m of a comparison from unlabelled pairs', () => {
    // 200 matches (name exact 90 %, years overlap 90 %) among 1,000 pairs (non-matches: 10 %, 30 %).
    const vectors = [];
    for (let i = 0; i < 1000; i++) {
      const match = i < 200;
      const j = i % (match ? 200 : 800);
      const exact = match ? j < 180 : j < 80;
      const overlap = match ? j % 10 !== 0 : j % 10 < 3;
      vectors.push({ name: exact ? 'exact' : 'other', years: overlap ? 'overlap' : 'far' });
    }
    const start = withU(initialModel([NAME, YEARS], 0.5), {
      name: { exact: 0.1, other: 0.9 },
      years: { overlap: 0.3, far: 0.7 },
    });
    const est = estimateModel([NAME, YEARS], vectors, { start, train: ['name', 'years'] });
    expect(est.converged).toBe(true);
    expect(est.model.lambda).toBeGreaterThan(0.15);
    expect(est.model.lambda).toBeLessThan(0.25);
    expect(est.model.levels.name!.exact!.m).toBeGreaterThan(0.8);
  });
});
