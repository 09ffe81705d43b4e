/**
 * Known-item search on the real test catalog: a query that is an entity's whole name or title puts
 * that entity first (the exact tier, `TIER` in `packages/search/src/entity-search-query.ts`), in
 * entity search and suggest alike, one word or several, typed with or without apostrophes; and
 * words typed without their apostrophe meet the catalog's contractions.
 */
import { foldForMatch } from '@mc/text-analysis';
import { type TestApi, startTestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api.close());

interface Hit {
  name?: string;
  title?: string;
  artists?: { name: string }[];
  type?: string;
  subtitle?: string;
}

const get = async (path: string): Promise<Hit[]> => {
  const r = await api.get(path);
  expect([200, 404]).toContain(r.status);
  return r.status === 200 ? (r.body.hits as Hit[]) : [];
};
const recordings = (query: string) => get(`/api/recording?query=${encodeURIComponent(query)}`);
const artists = (query: string) => get(`/api/artist?query=${encodeURIComponent(query)}`);
const suggestions = (query: string) => get(`/api/suggest?query=${encodeURIComponent(query)}&limit=10`);
const artistsOf = (h: Hit | undefined) => (h?.artists ?? []).map((a) => foldForMatch(a.name));

describe('a whole title or name comes first', () => {
  it.each([
    ['yesterday', 'Yesterday', 'the beatles'],
    ['secret', 'Secret', 'madonna'],
    ["we're not gonna take it", "We're Not Gonna Take It", 'twisted sister'],
    ['were not gonna take it', "We're Not Gonna Take It", 'twisted sister'],
    ['im yours', "I'm Yours", 'jason mraz'],
    ["i'm yours", "I'm Yours", 'jason mraz'],
  ])('recording search %p → %s by %s, before titles that only contain the words', async (query, title, artist) => {
    const [top] = await recordings(query);
    expect(top?.title).toBe(title);
    expect(artistsOf(top)).toContain(artist);
  });

  it.each([
    ['seal', 'Seal'],
    ['boa', 'BoA'],
    ['the beatles', 'The Beatles'],
  ])('artist search %p → %s', async (query, name) => {
    expect((await artists(query))[0]?.name).toBe(name);
  });

  it('keeps a name whose words differ out of the exact tier: "the m" is a prefix, not the band Them', async () => {
    const [top] = await artists('the m');
    expect(top?.name).not.toBe('Them');
    expect(foldForMatch(top?.name ?? '')).toMatch(/^the m/);
  });

  it.each([
    ['yesterday', 'recording', 'Yesterday'],
    ['seal', 'artist', 'Seal'],
    ['im yours', 'recording', "I'm Yours"],
  ])('suggest %p puts the %s %s first', async (query, type, name) => {
    expect((await suggestions(query))[0]).toMatchObject({ type, name });
  });

  it('suggests the entities named "boa" first, the most popular first, BoA among them', async () => {
    const top = (await suggestions('boa')).slice(0, 3);
    expect(top.map((h) => foldForMatch(h.name ?? ''))).toEqual(['boa', 'boa', 'boa']);
    expect(top).toContainEqual(expect.objectContaining({ type: 'artist', name: 'BoA' }));
  });
});

describe('words typed without their apostrophe', () => {
  it('finds "You\'re Beautiful" for "youre beautiful" and "I\'m Yours" for the prefix "im yo"', async () => {
    expect((await recordings('youre beautiful'))[0]?.title).toBe("You're Beautiful");
    const hits = await recordings('im yo');
    expect(hits.slice(0, 3).map((h) => h.title)).toContain("I'm Yours");
  });

  it('still finds a contraction typed with its apostrophe spaced ("i m yours")', async () => {
    expect((await recordings('i m yours')).slice(0, 3).map((h) => h.title)).toContain("I'm Yours");
  });
});
