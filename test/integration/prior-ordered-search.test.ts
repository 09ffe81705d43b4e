/**
 * One-word searches answered in index order (`packages/search/src/prior-ordered-query.ts`) on the
 * real test catalog: every page equals the page of the scored search (every match scored, the
 * popularity prior added), ids, scores and totals, for common and rare words.
 */
import { config } from '@mc/config';
import type { SearchEntity } from '@mc/mappings';
import { aliasName, buildEntitySearchQuery, createSearchClient, searchEntityPage, sortedHitId } from '@mc/search';

const cfg = config();
const es = createSearchClient(cfg.ES_URL);
afterAll(() => es.close());

/** The scored search's page: ids, scores to 3 decimals (as served), total. */
async function scoredPage(entity: SearchEntity, query: string, page: number) {
  const res = await es.search({
    index: aliasName(cfg.ES_INDEX_PREFIX, entity),
    ...buildEntitySearchQuery({ entity, query, filters: [], page, typos: false }),
  });
  const total = typeof res.hits.total === 'number' ? res.hits.total : (res.hits.total?.value ?? 0);
  return { hits: res.hits.hits.map((h) => [sortedHitId(h), Number((h._score ?? 0).toFixed(3))]), total };
}

async function priorOrderedPage(entity: SearchEntity, query: string, page: number) {
  const res = await searchEntityPage({ es, prefix: cfg.ES_INDEX_PREFIX }, { entity, query, filters: [], page });
  return { hits: res.hits.map((h) => [h.id, Number(h.score.toFixed(3))]), total: res.total };
}

describe('one-word searches in index order on the test catalog', () => {
  const cases: [SearchEntity, string][] = [
    ['recording', 'love'],
    ['recording', 'the'],
    ['recording', 'a'],
    ['recording', 'Stay'],
    ['recording', 'beyon'],
    ['artist', 'the'],
    ['artist', 'ma'],
    ['album', 'greatest'],
  ];

  it.each(cases)('%s search for %p gives the scored search’s first three pages', async (entity, query) => {
    for (const page of [1, 2, 3]) {
      const expected = await scoredPage(entity, query, page);
      expect(await priorOrderedPage(entity, query, page)).toEqual(expected);
    }
    expect((await scoredPage(entity, query, 1)).total).toBeGreaterThan(0);
  });
});
