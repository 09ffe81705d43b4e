/**
 * Whole-body fixture tests of the suggest builder (`fixtures/suggest/<variant>.json`; regenerate
 * with `UPDATE_FIXTURES=1` after a deliberate change) and the merge of per-entity hits.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TIER } from './entity-search-query';
import { buildSuggestSearches, mergeSuggestHits } from './suggest-query';

const DIR = join(__dirname, 'fixtures', 'suggest');
const update = process.env.UPDATE_FIXTURES === '1';

const VARIANTS: Record<string, [query: string, limit: number, typos: boolean]> = {
  'one-word': ['Bé', 10, false],
  prefix: ['crazy in love bey', 10, false],
  typos: ['beyonse', 5, true],
};

describe('buildSuggestSearches', () => {
  if (update) mkdirSync(DIR, { recursive: true });
  for (const [variant, [query, limit, typos]] of Object.entries(VARIANTS)) {
    it(`builds the whole msearch of the ${variant} variant`, () => {
      const file = join(DIR, `${variant}.json`);
      const { searches } = buildSuggestSearches('catalog', query, limit, typos);
      if (update) writeFileSync(file, `${JSON.stringify(searches, null, 2)}\n`);
      expect(searches).toEqual(JSON.parse(readFileSync(file, 'utf8')));
    });
  }

  it('builds nothing for a query without letters or digits', () => {
    expect(buildSuggestSearches('catalog', ' - ', 10).searches).toEqual([]);
  });
});

describe('mergeSuggestHits', () => {
  // As the engine answers: sort values [score or prior, id], label and subtitle as doc values.
  const hit = (id: string, label: string, at: { score?: number; prior?: number }) => ({
    _score: at.score ?? null,
    sort: [at.prior ?? at.score ?? 0, Number(id)],
    fields: { label: [label], subtitle: [`about ${label}`] },
  });

  it('merges the scored searches of the entities by score and cuts at the limit', () => {
    const merged = mergeSuggestHits(
      { searches: [], priorOrdered: false },
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
      { searches: [], priorOrdered: true },
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
