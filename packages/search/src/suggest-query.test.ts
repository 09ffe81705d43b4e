/**
 * Whole-body fixture tests of the suggest builder (`fixtures/suggest/<variant>.json`; regenerate
 * with `UPDATE_FIXTURES=1` after a deliberate change) and the merge of per-entity hits.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRIOR_MAX, encodeDisplayValue } from '@mc/mappings';
import { TIER } from './entity-search-query';
import { type SuggestStage, buildSuggestSearches, entityOfIndex, isConclusive, mergeSuggestHits } from './suggest-query';

const DIR = join(__dirname, 'fixtures', 'suggest');
const update = process.env.UPDATE_FIXTURES === '1';

const VARIANTS: Record<string, [query: string, limit: number, stage: SuggestStage]> = {
  'one-word': ['Bé', 10, 'exact'],
  'anchored-prefix': ['crazy in love bey', 10, 'exact'],
  prefix: ['crazy in love bey', 10, 'scored'],
  typos: ['beyonse', 5, 'typos'],
};

describe('buildSuggestSearches', () => {
  if (update) mkdirSync(DIR, { recursive: true });
  for (const [variant, [query, limit, stage]] of Object.entries(VARIANTS)) {
    it(`builds the whole msearch of the ${variant} variant`, () => {
      const file = join(DIR, `${variant}.json`);
      const { searches } = buildSuggestSearches('catalog', query, limit, stage);
      if (update) writeFileSync(file, `${JSON.stringify(searches, null, 2)}\n`);
      expect(searches).toEqual(JSON.parse(readFileSync(file, 'utf8')));
    });
  }

  it('builds nothing for a query without letters or digits', () => {
    expect(buildSuggestSearches('catalog', ' - ', 10).searches).toEqual([]);
  });

  it('asks first for the anchored hits of more words, the index-order pair of one word, and scores an id', () => {
    expect(buildSuggestSearches('catalog', 'the s', 10).kind).toBe('anchored');
    expect(buildSuggestSearches('catalog', 'the', 10).kind).toBe('prior-ordered');
    expect(buildSuggestSearches('catalog', '1999', 10).kind).toBe('scored');
    expect(buildSuggestSearches('catalog', 'the s', 10, 'scored').kind).toBe('scored');
  });
});

describe('isConclusive', () => {
  const hits = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ type: 'artist' as const, id: i + 1, name: 'x', subtitle: '', score: 20 }));
  it('takes anchored hits as the answer only when there are at least the limit of them', () => {
    const anchored = { searches: [], kind: 'anchored' as const };
    expect(isConclusive(anchored, hits(10), 10)).toBe(true);
    expect(isConclusive(anchored, hits(9), 10)).toBe(false);
    expect(isConclusive(anchored, hits(0), 10)).toBe(false);
    expect(isConclusive({ searches: [], kind: 'scored' }, hits(0), 10)).toBe(true);
    expect(isConclusive({ searches: [], kind: 'prior-ordered' }, hits(3), 10)).toBe(true);
  });
  it('relies on an anchored hit outscoring every other: the prior never bridges the anchored tier', () => {
    // Lowest anchored score (no own-name bonus, prior ~0) against the highest of any other hit.
    expect(TIER.words + TIER.anchored).toBeGreaterThan(TIER.words + TIER.ownName + Math.log1p(PRIOR_MAX));
  });
});

describe('mergeSuggestHits', () => {
  // As the engine answers: sort values [score or prior, id], label and subtitle as binary doc
  // values (base64).
  const hit = (id: string, label: string, at: { score?: number; prior?: number }) => ({
    _score: at.score ?? null,
    sort: [at.prior ?? at.score ?? 0, Number(id)],
    fields: { label: [encodeDisplayValue(label)], subtitle: [encodeDisplayValue(`about ${label}`)] },
  });

  it('merges the scored searches of the entities by score and cuts at the limit', () => {
    const merged = mergeSuggestHits(
      { searches: [], kind: 'scored' },
      [
        { hits: { hits: [hit('1', 'Beyonce', { score: 16 })] } }, // artist
        { hits: { hits: [] } }, // album
        { hits: { hits: [hit('7', 'Best Of', { score: 16.5 })] } }, // release
        { hits: { hits: [hit('3', 'Crazy In Love', { score: 17 }), hit('4', 'Halo', { score: 12 })] } }, // recording
        {}, // show: failed item
      ],
      3,
    );
    expect(merged).toEqual([
      { type: 'recording', id: 3, name: 'Crazy In Love', subtitle: 'about Crazy In Love', score: 17 },
      { type: 'release', id: 7, name: 'Best Of', subtitle: 'about Best Of', score: 16.5 },
      { type: 'artist', id: 1, name: 'Beyonce', subtitle: 'about Beyonce', score: 16 },
    ]);
  });

  it('scores the index-order pairs of a one-word query from their priors; a failed half drops its entity', () => {
    const none = { hits: { hits: [] } };
    const beyonce = hit('1', 'Beyonce', { prior: 60 });
    const merged = mergeSuggestHits(
      { searches: [], kind: 'prior-ordered' },
      [
        { hits: { hits: [beyonce] } }, // artist, own name
        { hits: { hits: [beyonce] } }, // artist, all words
        none,
        none, // album
        {}, // release, own name: failed
        { hits: { hits: [hit('7', 'Best Of Beyonce', { prior: 30 })] } }, // release, all words
        none, // recording, own name
        { hits: { hits: [hit('3', 'Crazy In Love', { prior: 50 })] } }, // recording, all words (credit)
        none,
        none, // show
      ],
      5,
    );
    expect(merged).toEqual([
      {
        type: 'artist',
        id: 1,
        name: 'Beyonce',
        subtitle: 'about Beyonce',
        score: Number((TIER.words + TIER.ownName + Math.log1p(60)).toFixed(3)),
      },
      {
        type: 'recording',
        id: 3,
        name: 'Crazy In Love',
        subtitle: 'about Crazy In Love',
        score: Number((TIER.words + Math.log1p(50)).toFixed(3)),
      },
    ]);
  });
});

describe('mergeSuggestHits of exact hits', () => {
  const none = { hits: { hits: [] } };
  const label = (name: string) => ({ label: [encodeDisplayValue(name)], subtitle: [encodeDisplayValue('')] });

  it('puts the hits named exactly so first, the most popular first, whatever their index says of their type', () => {
    const sealsAndCrofts = { sort: [60, 5], fields: label('Seals & Crofts') };
    const seal = { sort: [52, 6], fields: label('Seal') };
    const plan = buildSuggestSearches('catalog', 'seal', 10);
    expect(plan.exactPrefix).toBe('catalog');
    const merged = mergeSuggestHits(
      plan,
      [
        { hits: { hits: [sealsAndCrofts, seal] } }, // artist, own name
        { hits: { hits: [sealsAndCrofts, seal] } }, // artist, all words
        ...Array.from({ length: 8 }, () => none),
        {
          hits: {
            hits: [
              { _index: 'catalog_artist_v8_1795626400324', _score: 73.7 + Math.log1p(52), sort: [0, 6], fields: label('Seal') },
              { _index: 'catalog_recording_v8_1795626400325', _score: 12, sort: [0, 70], fields: label('Seal') },
            ],
          },
        },
      ],
      10,
    );
    expect(merged.map((h) => [h.type, h.id])).toEqual([
      ['artist', 6],
      ['recording', 70],
      ['artist', 5],
    ]);
    expect(merged[0]!.score).toBe(Number((TIER.exact + 73.7 + Math.log1p(52)).toFixed(3)));
  });

  it('reads the type of an exact hit from its versioned index or alias, never from another prefix', () => {
    expect(entityOfIndex('catalog', 'catalog_show_v8_1')).toBe('show');
    expect(entityOfIndex('catalog', 'catalog_release')).toBe('release');
    expect(entityOfIndex('test', 'test_small_artist_v8_1')).toBeUndefined();
    expect(entityOfIndex('catalog', undefined)).toBeUndefined();
  });
});

describe('mergeSuggestHits of anchored hits', () => {
  it('scores them words + anchored (+ own name) + ln(1 + prior)', () => {
    const none = { hits: { hits: [] } };
    const own = { sort: [40, 9], fields: { label: [encodeDisplayValue('The Smiths')], subtitle: [encodeDisplayValue('UK')] } };
    const merged = mergeSuggestHits(
      { searches: [], kind: 'anchored' },
      [{ hits: { hits: [own] } }, { hits: { hits: [own] } }, none, none, none, none, none, none, none, none],
      10,
    );
    expect(merged).toEqual([
      {
        type: 'artist',
        id: 9,
        name: 'The Smiths',
        subtitle: 'UK',
        score: Number((TIER.words + TIER.anchored + TIER.ownName + Math.log1p(40)).toFixed(3)),
      },
    ]);
  });
});
