/**
 * Candidates of unsure answers on the real catalog (`candidates=true`, docs/matching.md
 * "Candidates"): a line the matcher answers "no match" shows the recordings it came closest to,
 * each with the check that refused it; a sure answer shows none; the default answers are as they
 * were (a 404, no `candidates`); the batch route carries them per item.
 */
import { expectContract, suiteTestApi } from './harness';

const api = suiteTestApi();

const q = (name: string, title: string, extra = '') =>
  `/api/artist-title?name=${encodeURIComponent(name)}&title=${encodeURIComponent(title)}${extra}`;

/** A live version the catalog does not hold, of a song it holds in the studio version. */
const LIVE = { name: 'Springsteen', title: 'Born To Run Live 1975' };

describe('candidates of unsure answers', () => {
  it('shows a line without a match the recordings it came closest to, each with the check that refused it', async () => {
    const plain = await api.get(q(LIVE.name, LIVE.title));
    expect(plain.status).toBe(404);
    expect(plain.body.candidates).toBeUndefined();

    const r = await api.get(q(LIVE.name, LIVE.title, '&candidates=true'));
    expect(r.status).toBe(200);
    expectContract('GET /api/artist-title', 200, r.body);
    expect(r.body).toMatchObject({ hits: [], totalHits: 0 });
    expect(r.body.candidates.length).toBeGreaterThan(0);
    expect(r.body.candidates.length).toBeLessThanOrEqual(3);
    const studio = r.body.candidates.find((c: { title: string }) => c.title === 'Born to Run' || c.title === 'Born To Run');
    expect(studio).toBeDefined();
    expect(studio.artists.map((a: { name: string }) => a.name)).toContain('Bruce Springsteen');
    expect(['artist_similarity', 'title_similarity', 'version', 'below_threshold']).toContain(studio.refused_by);
    const scores = r.body.candidates.map((c: { score: number }) => c.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('shows none beside a sure answer, and leaves the default answer as it was', async () => {
    const sure = await api.get(q('BEYONCE FT JAY Z', 'Crazy In Love', '&candidates=true'));
    expect(sure.status).toBe(200);
    expect(['exact', 'high']).toContain(sure.body.hits[0].match_type);
    expect(sure.body.candidates).toEqual([]);
    const plain = await api.get(q('BEYONCE FT JAY Z', 'Crazy In Love'));
    expect(plain.body.candidates).toBeUndefined();
    expect(plain.body.hits[0].id).toBe(sure.body.hits[0].id);
  });

  it('carries candidates per item in a batch that asks for them, and none in one that does not', async () => {
    const items = [LIVE, { name: 'BEYONCE FT JAY Z', title: 'Crazy In Love' }];
    const post = (body: object) =>
      fetch(`${api.url}/api/artist-title/batch`, {
        method: 'POST',
        headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as any })); // eslint-disable-line @typescript-eslint/no-explicit-any
    const asked = await post({ items, candidates: true });
    expect(asked.status).toBe(200);
    expectContract('POST /api/artist-title/batch', 200, asked.body);
    expect(asked.body.results[0].hit).toBeNull();
    expect(asked.body.results[0].candidates.length).toBeGreaterThan(0);
    expect(asked.body.results[1].candidates).toEqual([]);
    const plain = await post({ items });
    expect(plain.body.results.map((r: { candidates?: unknown }) => r.candidates)).toEqual([undefined, undefined]);
    expect((await post({ items, candidates: 'yes' })).status).toBe(422);
  });
});
