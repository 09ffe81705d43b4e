/** GET /api/suggest on the real catalog: search as you type across entity types. */
import { config } from '@mc/config';
import { foldForMatch } from '@mc/text-analysis';
import {
  type SuggestHit,
  type SuggestResponse,
  buildSuggestSearches,
  createSearchClient,
  isConclusive,
  mergeSuggestHits,
  searchSuggestions,
} from '@mc/search';
import { type TestApi, startTestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api.close());

const suggest = (query: string, limit?: number) =>
  api.get(`/api/suggest?query=${encodeURIComponent(query)}${limit === undefined ? '' : `&limit=${limit}`}`);

describe('GET /api/suggest', () => {
  it('suggests the artist Beyoncé first for "beyo", with ten mixed hits by default', async () => {
    const r = await suggest('beyo');
    expect(r.status).toBe(200);
    expect(r.body.hits).toHaveLength(10);
    expect(r.body.hits[0]).toMatchObject({ type: 'artist', subtitle: expect.any(String), score: expect.any(Number) });
    expect(foldForMatch(r.body.hits[0].name)).toBe('beyonce');
    expect(new Set(r.body.hits.map((h: { type: string }) => h.type)).size).toBeGreaterThan(1);
  });

  it('takes title and artist words in one box: "crazy in love bey" → the Beyoncé recording', async () => {
    const r = await suggest('crazy in love bey', 3);
    expect(r.body.hits[0]).toMatchObject({ type: 'recording', name: 'Crazy In Love' });
    expect(foldForMatch(r.body.hits[0].subtitle)).toContain('beyonce');
  });

  it('ranks one-letter prefixes by popularity and finds "and" spelled as n', async () => {
    expect((await suggest('t', 1)).body.hits[0]).toMatchObject({ type: 'artist', name: 'Taylor Swift' });
    expect((await suggest('guns and roses', 1)).body.hits[0]).toMatchObject({ type: 'artist', name: "Guns N' Roses" });
  });

  it('falls back to typo tolerance when no prefix matches', async () => {
    expect(foldForMatch((await suggest('beyonse', 1)).body.hits[0].name)).toBe('beyonce');
  });

  it('refuses a missing query or a limit above 50 with a 400 naming the field', async () => {
    const over = await suggest('beyo', 51);
    expect(over.status).toBe(400);
    expect(JSON.stringify(over.body)).toContain('limit');
    const missing = await api.get('/api/suggest');
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('query');
  });
});

describe('multi-word prefixes answered from their anchored hits', () => {
  const cfg = config();
  const es = createSearchClient(cfg.ES_URL);
  afterAll(() => es.close());

  /** The answer of the scored stage alone: every match of every entity scored. */
  async function scoredAnswer(query: string, limit: number) {
    const plan = buildSuggestSearches(cfg.ES_INDEX_PREFIX, query, limit, 'scored');
    const res = await es.msearch({ searches: plan.searches });
    return mergeSuggestHits(plan, res.responses as SuggestResponse[], limit);
  }
  const key = (hits: SuggestHit[]) =>
    hits.map((h) => `${h.score.toFixed(3)} ${h.type} ${h.id}`).sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));

  it.each([
    ['the b', 10],
    ['the s', 10],
    ['i m', 10],
    ['in t', 5],
    ['don t', 10],
    ['love m', 10],
  ])('answers %p like scoring every match, from the anchored hits alone', async (query, limit) => {
    const plan = buildSuggestSearches(cfg.ES_INDEX_PREFIX, query, limit);
    const res = await es.msearch({ searches: plan.searches });
    const anchored = mergeSuggestHits(plan, res.responses as SuggestResponse[], limit);
    expect(plan.kind).toBe('anchored');
    expect(isConclusive(plan, anchored, limit)).toBe(true);
    expect(key(anchored)).toEqual(key(await scoredAnswer(query, limit)));
    expect(key((await searchSuggestions({ es, prefix: cfg.ES_INDEX_PREFIX }, query, limit))!)).toEqual(key(anchored));
  });

  it('scores the request when fewer than the limit are anchored', async () => {
    const query = 'love yo';
    const plan = buildSuggestSearches(cfg.ES_INDEX_PREFIX, query, 50);
    const res = await es.msearch({ searches: plan.searches });
    expect(isConclusive(plan, mergeSuggestHits(plan, res.responses as SuggestResponse[], 50), 50)).toBe(false);
    expect(key((await searchSuggestions({ es, prefix: cfg.ES_INDEX_PREFIX }, query, 50))!)).toEqual(
      key(await scoredAnswer(query, 50)),
    );
  });
});
