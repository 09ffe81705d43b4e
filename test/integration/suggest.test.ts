/** GET /api/suggest on the real catalog: search as you type across entity types. */
import { foldForMatch } from '@mc/matching';
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
