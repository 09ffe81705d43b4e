/**
 * The cost of hostile matcher input is bounded by design. Lines that cannot match
 * are answered without engine work, the deadline is enforced on batches (no 200 once it has
 * passed), and a batch answered 503 is charged for the lines whose matching started — only the
 * lines refused before they started are given back. Counts come from `mc_match_lines_total`
 * (the API runs in this process, so its Prometheus registry is this one).
 */
import { register } from 'prom-client';
import { suiteTestApi, type TestApi } from './harness';

jest.setTimeout(120_000);

const api = suiteTestApi();

/** `mc_match_lines_total` by outcome (0 before the first line). */
async function lineCounts(): Promise<Record<string, number>> {
  const metric = await register.getSingleMetric('mc_match_lines_total')?.get();
  const out: Record<string, number> = { searched: 0, cut_short: 0, budget_spent: 0 };
  for (const v of metric?.values ?? []) out[String(v.labels.outcome)] = v.value;
  return out;
}

async function counted<T>(work: () => Promise<T>): Promise<{ result: T; searched: number; cutShort: number }> {
  const before = await lineCounts();
  const result = await work();
  const after = await lineCounts();
  return { result, searched: after.searched! - before.searched!, cutShort: after.cut_short! - before.cut_short! };
}

async function postBatch(base: string, items: { name: string; title: string }[], token: string) {
  const res = await fetch(`${base}/api/artist-title/batch`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ items }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const remaining = async (a: TestApi, token: string): Promise<number> =>
  (await a.get('/user/api/status', token)).body['X-Rate-Limit-Remaining'];

/** Lines of artists and titles the catalog does not have: every candidate stage runs for them. */
const unknownLines = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: `Zqxv${i} Kwyjibo`, title: `Blorft ${i} Snee` }));

const hostile = {
  oneLetter: 'a'.repeat(199) + '!',
  spacedLetter: 'a '.repeat(100).trim(),
  noLetter: '!?'.repeat(100),
};

describe('hostile lines that cannot match', () => {
  it('answers a 200-character one-letter line with an honest 404 without any engine work', async () => {
    const q = `/api/artist-title?name=${encodeURIComponent(hostile.oneLetter)}&title=${encodeURIComponent(hostile.oneLetter)}`;
    const { result, searched, cutShort } = await counted(() => api.get(q));
    expect(result.status).toBe(404);
    expect(result.body.errors[0].type).toBe('Not found');
    expect(cutShort).toBe(1);
    expect(searched).toBe(0);
  });

  it('answers a batch of the issue kinds with null hits, searches only the line that can match, and charges every answered item', async () => {
    const token = await api.newToken({ plan: 'trial', dailyLimit: 100 });
    const items = [
      { name: hostile.oneLetter, title: 'Hello' },
      { name: 'Adele', title: hostile.spacedLetter },
      { name: hostile.noLetter, title: hostile.noLetter },
      { name: 'a'.repeat(199) + 'b', title: 'a'.repeat(199) + 'b' },
    ];
    const { result, searched, cutShort } = await counted(() => postBatch(api.url, items, token));
    expect(result.status).toBe(200);
    expect(result.body.results).toEqual(items.map(() => ({ hit: null, score: null, match_type: null })));
    expect(cutShort).toBe(3);
    expect(searched).toBe(1);
    expect(await remaining(api, token)).toBe(96);
  });
});

describe('the matching deadline', () => {
  const hurried = suiteTestApi({ MATCH_DEADLINE_MS: 1 });

  it('never answers 200 once the deadline has passed: a batch and a single line get 503 with Retry-After', async () => {
    const batch = await postBatch(hurried.url, unknownLines(150), hurried.token);
    expect(batch.status).toBe(503);
    expect(Number(batch.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(batch.body.errors[0].type).toBe('Service unavailable');
    const single = await hurried.get('/api/artist-title?name=Adele&title=Hello');
    expect(single.status).toBe(503);
  });
});

describe('a batch answered 503 is charged for the work it did', () => {
  const slow = suiteTestApi({ MATCH_DEADLINE_MS: 200 });

  it('keeps the units of the lines whose matching started and gives back those never started', async () => {
    const token = await slow.newToken({ plan: 'trial', dailyLimit: 1000 });
    const { result, searched } = await counted(() => postBatch(slow.url, unknownLines(500), token));
    expect(result.status).toBe(503);
    // Two chunks of 100 lines start at once; the deadline passes before the last chunk can start.
    expect(searched).toBeGreaterThanOrEqual(100);
    expect(searched).toBeLessThan(500);
    // The refund is sent when the answer is finished.
    await new Promise((ok) => setTimeout(ok, 300));
    expect(await remaining(slow, token)).toBe(1000 - searched);
  });
});
