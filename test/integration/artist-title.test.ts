import cases from '../fixtures/artist-title-cases.json';
import { foldForMatch } from '@mc/text-analysis';
import { expectContract, suiteTestApi } from './harness';

const api = suiteTestApi();

type Case = { kind: string; name: string; title: string; title_is?: string; artist_is?: string };
const q = (c: { name: string; title: string }) =>
  `/api/artist-title?name=${encodeURIComponent(c.name)}&title=${encodeURIComponent(c.title)}`;

describe('artist-title matching on the real catalog', () => {
  const positives = (cases as Case[]).filter((c) => c.kind !== 'negative');
  it.each(positives.map((c) => [c.kind, c.name, c.title, c] as const))(
    '%s: "%s / %s" finds the recording',
    async (_k, _n, _t, c) => {
      const r = await api.get(q(c));
      expect(r.status).toBe(200);
      expectContract('GET /api/artist-title', 200, r.body);
      const top = r.body.hits[0];
      expect(foldForMatch(top.title)).toBe(foldForMatch(c.title_is!));
      expect(top.artists.map((a: { name: string }) => foldForMatch(a.name))).toContain(foldForMatch(c.artist_is!));
      expect(top.score).toBeGreaterThanOrEqual(0);
      expect(top.score).toBeLessThanOrEqual(100);
    },
  );

  const negatives = (cases as Case[]).filter((c) => c.kind === 'negative');
  it.each(negatives.map((c) => [c.name, c.title, c] as const))('negative: "%s / %s" is an honest 404', async (_n, _t, c) => {
    const r = await api.get(q(c));
    expect(r.status).toBe(404);
    expect(r.body.errors[0].type).toBe('Not found');
  });

  it('explains which variant matched when explain=true', async () => {
    const r = await api.get(`${q({ name: 'Phair, Liz', title: "Why Can't I?" })}&explain=true`);
    expect(r.status).toBe(200);
    expect(r.body.hits[0].explanation.artist.similarity).toBe(1);
    expect(r.body.hits[0].explanation.title.method).toBe('exact');
  });

  it('matches a batch in order, with null for no match, counting one quota unit per item', async () => {
    const token = await api.newToken({ plan: 'trial', dailyLimit: 50 });
    const items = [
      { name: 'Chemical Brother', title: 'Orange Wedge' },
      { name: 'Eric Church', title: 'Chevy Van' },
      { name: 'Simon, Paul', title: 'Still Crazy After All These Years' },
    ];
    const res = await fetch(`${api.url}/api/artist-title/batch`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ items }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { results: { hit: { title: string } | null; score: number | null }[] };
    expectContract('POST /api/artist-title/batch', 200, body);
    expect(body.results.map((r) => r.hit?.title ?? null)).toEqual(['Orange Wedge', null, 'Still Crazy After All These Years']);
    expect(res.headers.get('x-rate-limit-remaining')).toBe('47');
  });

  it('rejects a batch body that is not JSON with 400 Syntax error', async () => {
    const res = await fetch(`${api.url}/api/artist-title/batch`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
      body: '{"items": [',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { type: string }[] }).errors[0]!.type).toBe('Syntax error');
  });
});
