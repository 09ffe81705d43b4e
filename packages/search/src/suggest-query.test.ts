/**
 * Whole-body fixture tests of the suggest builder (`fixtures/suggest/<variant>.json`; regenerate
 * with `UPDATE_FIXTURES=1` after a deliberate change) and the merge of per-entity hits.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSuggestSearches, mergeSuggestHits, shortPrefixScore } from './suggest-query';

const DIR = join(__dirname, 'fixtures', 'suggest');
const update = process.env.UPDATE_FIXTURES === '1';

const VARIANTS: Record<string, [query: string, limit: number, typos: boolean]> = {
  'short-prefix': ['Bé', 10, false],
  prefix: ['crazy in love bey', 10, false],
  typos: ['beyonse', 5, true],
};

describe('buildSuggestSearches', () => {
  if (update) mkdirSync(DIR, { recursive: true });
  for (const [variant, [query, limit, typos]] of Object.entries(VARIANTS)) {
    it(`builds the whole msearch of the ${variant} variant`, () => {
      const file = join(DIR, `${variant}.json`);
      const searches = buildSuggestSearches('catalog', query, limit, typos);
      if (update) writeFileSync(file, `${JSON.stringify(searches, null, 2)}\n`);
      expect(searches).toEqual(JSON.parse(readFileSync(file, 'utf8')));
    });
  }

  it('builds nothing for a query without letters or digits', () => {
    expect(buildSuggestSearches('catalog', ' - ', 10)).toEqual([]);
  });
});

describe('mergeSuggestHits', () => {
  it('merges the entities by score, scores short-prefix hits from their prior, and cuts at the limit', () => {
    const hit = (id: string, score: number | null, label: string, prior?: number) => ({
      _id: id,
      _score: score,
      _source: { label, subtitle: `about ${label}`, ...(prior === undefined ? {} : { popularity_prior: prior }) },
    });
    const merged = mergeSuggestHits(
      [
        { hits: { hits: [hit('1', null, 'Beyonce', 60)] } }, // artist, short-prefix search
        { hits: { hits: [] } }, // album
        { hits: { hits: [hit('7', 16.5, 'Best Of')] } }, // release
        { hits: { hits: [hit('3', 17, 'Crazy In Love'), hit('4', 12, 'Halo')] } }, // recording
        {}, // show: failed item
      ],
      3,
    );
    expect(merged).toEqual([
      { type: 'artist', id: 1, name: 'Beyonce', subtitle: 'about Beyonce', score: Number(shortPrefixScore(60).toFixed(3)) },
      { type: 'recording', id: 3, name: 'Crazy In Love', subtitle: 'about Crazy In Love', score: 17 },
      { type: 'release', id: 7, name: 'Best Of', subtitle: 'about Best Of', score: 16.5 },
    ]);
  });
});
