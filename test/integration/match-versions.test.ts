import { expectContract, suiteTestApi } from './harness';

const api = suiteTestApi();

type Hit = {
  id: number;
  title: string;
  score: number;
  version: string;
  explanation?: { version: { logged: string; catalog: string } };
};

const line = (name: string, title: string, extra = '') =>
  `/api/artist-title?name=${encodeURIComponent(name)}&title=${encodeURIComponent(title)}${extra}`;

async function hits(name: string, title: string, extra = ''): Promise<Hit[]> {
  const r = await api.get(line(name, title, extra));
  expect(r.status).toBe(200);
  expectContract('GET /api/artist-title', 200, r.body);
  return r.body.hits as Hit[];
}

// Songs the sample catalog holds in several versions.
describe('artist-title matching picks the logged version of a song', () => {
  it.each([
    ['Los Del Rio', 'Macarena (Bayside Boys Remix)', 'Macarena (Bayside Boys Mix)'],
    ['Los Del Rio', 'MACARENA - BAYSIDE BOYS MIX', 'Macarena (Bayside Boys Mix)'],
    ['Los Del Rio', 'Macarena', 'Macarena'],
    ['Calvin Harris', "I'm Not Alone (Instrumental)", "I'm Not Alone (Instrumental)"],
    ['Calvin Harris', "I'm Not Alone (Radio Edit)", "I'm Not Alone - Radio Edit"],
    ['Calvin Harris', "I'm Not Alone", "I'm Not Alone - Radio Edit"],
  ])('%s / %s → %s, the same version', async (name, title, want) => {
    const [top] = await hits(name, title);
    expect([top!.title, top!.version]).toEqual([want, 'same']);
  });

  it('flags a hit of another version than the logged one, with a lower score', async () => {
    const [studio] = await hits('Sia', 'Cheap Thrills');
    const [instrumental] = await hits('Sia', 'Cheap Thrills (Instrumental)', '&explain=true');
    expect(instrumental!.id).toBe(studio!.id);
    expect([studio!.version, instrumental!.version]).toEqual(['same', 'other']);
    expect(instrumental!.score).toBeLessThan(studio!.score);
    expect(instrumental!.explanation!.version).toMatchObject({ logged: 'instrumental', catalog: 'original' });
  });

  it('ranks, among recordings of one version, the one whose duration fits the logged duration first', async () => {
    const short = 'We Belong Together'; // the catalog holds it at 3:21 and at 3:53
    const order = async (duration: string) => {
      const ranked = await hits('Mariah Carey', short, `&duration=${encodeURIComponent(duration)}`);
      const at = (seconds: string) =>
        ranked.findIndex((h) => h.title === short && (h as { duration?: string }).duration === seconds);
      return [at('00:03:21'), at('00:03:53')];
    };
    const [fitShort, otherLong] = await order('3:21');
    expect(fitShort).toBeGreaterThanOrEqual(0);
    expect(fitShort).toBeLessThan(otherLong!);
    const [otherShort, fitLong] = await order('233');
    expect(fitLong).toBeGreaterThanOrEqual(0);
    expect(fitLong).toBeLessThan(otherShort!);
  });

  it.each(['abc', '0', '4:60', '-3', ' 3:32', '100000'])('refuses duration=%s with 400 naming the field', async (duration) => {
    const r = await api.get(line('Sia', 'Cheap Thrills', `&duration=${encodeURIComponent(duration)}`));
    expect(r.status).toBe(400);
    expect(r.body.errors.map((e: { message: string }) => e.message).join(' ')).toContain('query.duration');
  });

  it('takes a duration per batch item, as seconds or M:SS, and says each hit’s version', async () => {
    const items = [
      { name: 'Calvin Harris', title: "I'm Not Alone (Instrumental)", duration: '2:45' },
      { name: 'Sia', title: 'Cheap Thrills (Instrumental)', duration: 225 },
      { name: 'Los Del Rio', title: 'Macarena (Bayside Boys Remix)' },
    ];
    const res = await fetch(`${api.url}/api/artist-title/batch`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ items }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { results: { hit: Hit | null }[] };
    expectContract('POST /api/artist-title/batch', 200, body);
    expect(body.results.map((r) => [r.hit?.title, r.hit?.version])).toEqual([
      ["I'm Not Alone (Instrumental)", 'same'],
      ['Cheap Thrills', 'other'],
      ['Macarena (Bayside Boys Mix)', 'same'],
    ]);
  });

  it('refuses a batch item whose duration is not a duration with 422 naming the item', async () => {
    const res = await fetch(`${api.url}/api/artist-title/batch`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ name: 'Sia', title: 'Cheap Thrills', duration: 'soon' }] }),
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: { message: string }[] };
    expect(body.errors[0]!.message).toBe('$.items[0].duration: must be a duration: seconds (212) or M:SS (3:32)');
  });
});
