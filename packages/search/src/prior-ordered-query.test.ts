import fc from 'fast-check';
import { PRIOR_MAX } from '@mc/mappings';
import { TIER } from './entity-search-query';
import { PRIOR_ORDER, exactSearch, mergePriorOrdered, priorOrderedSearches, priorOrderedWord } from './prior-ordered-query';

/**
 * A document of a simulated index: its prior, id, whether the word is a prefix of its own name,
 * and whether the query is its whole name (`exact`, with its global popularity 0..100).
 */
interface Doc {
  id: number;
  prior: number;
  own: boolean;
  exact?: boolean;
  popularity?: number;
}

const hit = (d: Doc) => ({ sort: [d.prior, d.id] });
const indexOrder = (a: Doc, b: Doc) => b.prior - a.prior || a.id - b.id;
/** The exact search's score of an exact document (its `_score`; the tier's constant comes on top). */
const exactScore = (d: Doc) => (d.popularity ?? 0) + Math.log1p(d.prior);
const scoreOf = (d: Doc) =>
  d.exact ? TIER.exact + exactScore(d) : (d.own ? TIER.words + TIER.ownName : TIER.words) + Math.log1p(d.prior);

/**
 * What the engine searches return: the first `k` documents of each group in index order (a
 * document named exactly so is also an own-name and a words hit), and the first `k` exact ones by
 * score.
 */
function merge(docs: Doc[], k: number) {
  const sorted = [...docs].sort(indexOrder);
  const own = sorted
    .filter((d) => d.own || d.exact)
    .slice(0, k)
    .map(hit);
  const all = sorted.slice(0, k).map(hit);
  const exact = docs
    .filter((d) => d.exact)
    .sort((a, b) => exactScore(b) - exactScore(a) || a.id - b.id)
    .slice(0, k)
    .map((d) => ({ _score: exactScore(d), sort: [exactScore(d), d.id] }));
  return mergePriorOrdered(own, all, k, TIER.words, exact).map((h) => ({ id: h.id, score: h.score }));
}

describe('priorOrderedWord', () => {
  test('a one-word query is searched as its folded word', () => {
    expect(priorOrderedWord('  Beyoncé ', false)).toBe('beyonce');
    expect(priorOrderedWord('The ', false)).toBe('the');
  });
  test('more words, a number, the typo tiers or nothing searchable are scored instead', () => {
    expect(priorOrderedWord('crazy in', false)).toBeNull();
    expect(priorOrderedWord('1999', false)).toBeNull();
    expect(priorOrderedWord('beyonce', true)).toBeNull();
    expect(priorOrderedWord(' - ', false)).toBeNull();
    expect(priorOrderedWord(undefined, false)).toBeNull();
  });
});

describe('priorOrderedSearches', () => {
  test('builds the own-name and the all-words search, both in index order without stored fields, filters in each', () => {
    const [own, all] = priorOrderedSearches('recording', 'halo', {
      k: 40,
      total: true,
      filters: [{ kind: 'term', field: 'isrc', values: ['USSM10900163'] }],
    });
    const words = { match_bool_prefix: { suggest_text: { query: 'halo', operator: 'and' } } };
    const isrc = { terms: { isrc: ['USSM10900163'] } };
    expect(own).toEqual({
      query: { bool: { filter: [words, { match: { title_ngram: { query: 'halo', operator: 'and' } } }, isrc] } },
      sort: PRIOR_ORDER,
      size: 40,
      track_total_hits: false,
      stored_fields: '_none_',
    });
    expect(all).toEqual({
      query: { bool: { filter: [words, isrc] } },
      sort: PRIOR_ORDER,
      size: 40,
      track_total_hits: true,
      stored_fields: '_none_',
    });
  });
});

describe('exactSearch', () => {
  test('searches the whole-name key of the query as typed, scored by popularity and prior, filters in', () => {
    const body = exactSearch("We're Not Gonna Take It", {
      k: 10,
      fields: ['label'],
      filters: [{ kind: 'term', field: 'isrc', values: ['USAT28400030'] }],
    });
    const exact = { term: { suggest_exact: 'were not gonna take it' } };
    expect(body).toEqual({
      query: {
        function_score: {
          query: { bool: { filter: [exact, { terms: { isrc: ['USAT28400030'] } }] } },
          functions: [
            { field_value_factor: { field: 'popularity_prior', modifier: 'ln1p', missing: 0 } },
            { filter: exact, field_value_factor: { field: 'popularity', missing: 0 } },
          ],
          score_mode: 'sum',
          boost_mode: 'sum',
        },
      },
      sort: ['_score', { id: 'asc' }],
      size: 10,
      track_total_hits: false,
      stored_fields: '_none_',
      docvalue_fields: ['label'],
    });
  });

  test('sends nothing for a query without a letter or digit', () => {
    expect(exactSearch(' - ', { k: 10 })).toBeNull();
  });
});

describe('the exact tier', () => {
  test('is above every other hit and below the id tier, whatever the prior and popularity', () => {
    const others = TIER.words + TIER.ownName + TIER.anchored + Math.log1p(PRIOR_MAX);
    expect(TIER.exact).toBeGreaterThan(others);
    expect(TIER.id).toBeGreaterThan(TIER.exact + 100 + Math.log1p(PRIOR_MAX));
  });

  test('puts "yesterday" before more popular titles that only contain it, the most popular exact one first', () => {
    const docs: Doc[] = [
      { id: 1, prior: 60, own: true }, // "Yesterday Once More"
      { id: 2, prior: 55, own: true }, // "It's So Hard To Say Goodbye To Yesterday"
      { id: 3, prior: 30, own: true, exact: true, popularity: 62 }, // "Yesterday" by another act
      { id: 4, prior: 29, own: true, exact: true, popularity: 85 }, // The Beatles' "Yesterday"
    ];
    expect(merge(docs, 3).map((h) => h.id)).toEqual([4, 3, 1]);
  });
});

describe('mergePriorOrdered', () => {
  test('an own-name hit outranks a words-only hit of a slightly higher prior', () => {
    const docs = [
      { id: 1, prior: 5, own: false },
      { id: 2, prior: 3, own: true },
    ];
    expect(merge(docs, 2).map((h) => h.id)).toEqual([2, 1]);
  });

  test('a words-only hit far more popular than an own-name one comes first, as in the scored search', () => {
    const docs = [
      { id: 1, prior: 80, own: false }, // 10 + ln 81 ≈ 14.39
      { id: 2, prior: 0.5, own: true }, // 13 + ln 1.5 ≈ 13.41
    ];
    expect(merge(docs, 2)).toEqual([
      { id: 1, score: TIER.words + Math.log1p(80) },
      { id: 2, score: TIER.words + TIER.ownName + Math.log1p(0.5) },
    ]);
  });

  test('a words-only hit after k own-name hits in index order is dropped, never misscored', () => {
    const own = [hit({ id: 1, prior: 9, own: true }), hit({ id: 2, prior: 8, own: true })];
    // id 3 is behind the last own-name hit: it may be an own-name match the own search cut off.
    const all = [hit({ id: 1, prior: 9, own: true }), hit({ id: 3, prior: 7, own: false })];
    expect(mergePriorOrdered(own, all, 2).map((h) => h.id)).toEqual([1, 2]);
  });

  test('equal scores go to the lower id', () => {
    const docs = [
      { id: 9, prior: 2, own: true },
      { id: 4, prior: 2, own: true },
    ];
    expect(merge(docs, 2).map((h) => h.id)).toEqual([4, 9]);
  });

  test('gives exactly the top k of scoring every match (any index of stored priors, any k)', () => {
    // Priors as the index holds them: multiples of 0.001 (`popularityPrior` rounds so), as float32.
    const prior = fc
      .oneof(fc.constantFrom(10, 500, 1000, 20000), fc.integer({ min: 10, max: 90000 }))
      .map((m) => Math.fround(m / 1000));
    const doc = fc.record({
      prior,
      own: fc.boolean(),
      exact: fc.oneof(fc.constant(false), fc.constant(false), fc.constant(false), fc.constant(true)),
      popularity: fc.integer({ min: 0, max: 1000 }).map((p) => Math.fround(p / 10)),
    });
    fc.assert(
      fc.property(fc.array(doc, { maxLength: 60 }), fc.integer({ min: 1, max: 25 }), (raw, k) => {
        const docs = raw.map((d, i) => ({ ...d, id: i + 1 }));
        const expected = [...docs]
          .map((d) => ({ id: d.id, score: scoreOf(d) }))
          .sort((a, b) => b.score - a.score || a.id - b.id)
          .slice(0, k);
        expect(merge(docs, k)).toEqual(expected);
      }),
      { numRuns: 500, seed: 24 },
    );
  });
});
