/**
 * Hardening under abuse (docs/api.md "Limits"): one describe per problem found by probing the API as an
 * attacker and as a sloppy client would. Each failed on the code before the fix.
 */
import { request } from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import { revokeToken } from '@mc/auth';
import { MAX_PAGE } from '@mc/openapi';
import { expectContract, isolatedRedisPrefix, startTestApi, suiteTestApi, type TestApi, withTestApi } from './harness';

jest.setTimeout(60_000);

const api = suiteTestApi();

async function post(base: string, path: string, body: unknown, token: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: text ? JSON.parse(text) : undefined };
}

const remaining = async (a: TestApi, token: string) => (await a.get('/user/api/status', token)).body['X-Rate-Limit-Remaining'];
const items = (n: number, text = (i: number) => `Artist ${i}`) =>
  Array.from({ length: n }, (_, i) => ({ name: text(i), title: `Song ${i}` }));

describe('1. batch cost control', () => {
  it('caps name and title at 200 characters (422 naming the item), counted in characters not UTF-16 units', async () => {
    const r = await post(api.url, '/api/artist-title/batch', { items: [{ name: 'a'.repeat(201), title: 'x' }] }, api.token);
    expect(r.status).toBe(422);
    expect(r.body.errors[0].message).toBe('$.items[0].name: must be at most 200 characters');
    const emoji = await post(api.url, '/api/artist-title/batch', { items: [{ name: '😀'.repeat(150), title: 'x' }] }, api.token);
    expect(emoji.status).toBe(200);
  });

  // What a 503 batch is charged (the lines it searched) is tested in match-cost.test.ts.
  it('answers a batch that outruns its deadline with 503 JSON and Retry-After, charges at most its items, and logs no body', async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, cb) => (lines.push(String(chunk)), cb()) });
    const slow = await startTestApi({ MATCH_DEADLINE_MS: 1, LOG_LEVEL: 'debug' }, pino({ level: 'debug' }, sink));
    try {
      const token = await slow.newToken({ plan: 'trial', dailyLimit: 500 });
      const marker = 'Zqxvbnmarker';
      const r = await post(slow.url, '/api/artist-title/batch', { items: items(150, (i) => `${marker} ${i} Kwyjibo`) }, token);
      expect(r.status).toBe(503);
      expect(r.headers.get('content-type')).toMatch(/application\/json/);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(r.body.errors[0].type).toBe('Service unavailable');
      await new Promise((ok) => setTimeout(ok, 200));
      const left = await remaining(slow, token);
      expect(left).toBeGreaterThanOrEqual(500 - 150);
      expect(left).toBeLessThanOrEqual(500);
      expect(lines.join('')).not.toContain(marker);
    } finally {
      await slow.close();
    }
  });

  it('lets a token run at most BATCH_CONCURRENCY_PER_TOKEN batches at once (429 beyond, nothing charged)', async () => {
    await withTestApi({ BATCH_CONCURRENCY_PER_TOKEN: 1, REDIS_PREFIX: isolatedRedisPrefix('gate') }, async (gated) => {
      const token = await gated.newToken({ plan: 'trial', dailyLimit: 1000 });
      const [a, b] = await Promise.all([
        post(gated.url, '/api/artist-title/batch', { items: items(300) }, token),
        post(gated.url, '/api/artist-title/batch', { items: items(300) }, token),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 429]);
      const refused = a.status === 429 ? a : b;
      expect(refused.body.errors[0].message).toMatch(/batches in flight/);
      expect(await remaining(gated, token)).toBe(700);
    });
  });
});

describe('2. quota is charged only for work that is done', () => {
  it('charges nothing for a 1,001-item batch refused with 422', async () => {
    const token = await api.newToken({ plan: 'trial', dailyLimit: 5000 });
    const r = await post(api.url, '/api/artist-title/batch', { items: items(1001) }, token);
    expect(r.status).toBe(422);
    expect(await remaining(api, token)).toBe(5000);
  });

  it('refuses a 60-item batch with 49 units left with 429, charges nothing, and still serves 49 items', async () => {
    const token = await api.newToken({ plan: 'trial', dailyLimit: 49 });
    const r = await post(api.url, '/api/artist-title/batch', { items: items(60) }, token);
    expect(r.status).toBe(429);
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(r.body.errors[0].message).toMatch(/costs 60 units and only 49/);
    expect(await remaining(api, token)).toBe(49);
    expect((await post(api.url, '/api/artist-title/batch', { items: items(49) }, token)).status).toBe(200);
    expect(await remaining(api, token)).toBe(0);
  });

  it('charges nothing for a counted GET refused with 400', async () => {
    const token = await api.newToken({ plan: 'trial', dailyLimit: 10 });
    expect((await api.get('/api/genre?limit=-1', token)).status).toBe(400);
    expect(await remaining(api, token)).toBe(10);
  });
});

describe('3. one error path for parser and transport errors', () => {
  it('answers a gzip body that does not decompress with 400 JSON', async () => {
    const r = await post(api.url, '/api/artist-title/batch', new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]), api.token, {
      'content-encoding': 'gzip',
    });
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toEqual({ type: expect.any(String), message: expect.any(String) });
  });

  it('answers a 100 kB URL with 431 and a JSON body', async () => {
    const { status, type, body } = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const req = request(
        `${api.url}/api/genre?q=${'a'.repeat(100_000)}`,
        { headers: { authorization: `Bearer ${api.token}` } },
        (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body: text }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(431);
    expect(type).toMatch(/application\/json/);
    expect(JSON.parse(body).errors[0].type).toBe('Request header fields too large');
  });

  it('answers a known path with a wrong method with 405 and Allow', async () => {
    const r = await fetch(`${api.url}/api/artist/1`, { method: 'DELETE', headers: { authorization: `Bearer ${api.token}` } });
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('GET, HEAD');
    expect(((await r.json()) as { errors: { type: string }[] }).errors[0]!.type).toBe('Method not allowed');
    const batch = await fetch(`${api.url}/api/artist-title/batch`, { headers: { authorization: `Bearer ${api.token}` } });
    expect(batch.status).toBe(405);
    expect(batch.headers.get('allow')).toBe('POST');
  });
});

describe('4. contract and responses agree', () => {
  it('serves cluster candidates and albums the contract describes (isrc null, format optional: documented deviations)', async () => {
    const { rows: owners } = await api.deps.pool.query(
      "SELECT owner_id FROM list_item WHERE list = 'cluster_candidates' LIMIT 1",
    );
    const candidates = await api.get(`/api/recording/${owners[0].owner_id}/cluster-candidates`);
    expect(candidates.status).toBe(200);
    expectContract('GET /api/recording/:id/cluster-candidates', 200, candidates.body);
    expect(candidates.body.results[0]).toHaveProperty('isrc');
    const { rows: albums } = await api.deps.pool.query(
      "SELECT id FROM entity WHERE kind = 'album' AND NOT doc ? 'format' LIMIT 1",
    );
    for (const { id } of albums) expectContract('GET /api/album/:id', 200, (await api.get(`/api/album/${id}`)).body);
  });

  it('finds nothing (404) for a query of punctuation or emoji, or no query at all', async () => {
    for (const q of ['%25', '%3F', '*', '%F0%9F%98%80', '%20%2C'])
      expect([q, (await api.get(`/api/recording?query=${q}`)).status]).toEqual([q, 404]);
    expect((await api.get('/api/artist?page=1')).status).toBe(404);
    expect((await api.get('/api/artist-title?name=%2A&title=%3F')).status).toBe(404);
  });

  it('never promises more pages than the server serves', async () => {
    const r = await api.get('/api/recording?query=t');
    expect(r.status).toBe(200);
    expect(r.body.totalHits).toBeGreaterThan(MAX_PAGE * 20);
    expect(r.body.totalPages).toBe(MAX_PAGE);
    expect((await api.get(`/api/recording?query=t&page=${r.body.totalPages}`)).status).toBe(200);
  });

  it('publishes the rules the server applies to single parameters', async () => {
    const doc = (await api.get('/openapi.json', null)).body;
    const param = (path: string, name: string) =>
      doc.paths[path].get.parameters.find((p: { name: string }) => p.name === name).schema as { pattern: string };
    const matches = (path: string, name: string, v: string) => new RegExp(param(path, name).pattern).test(v);
    expect(matches('/report/picture/usage', 'to', '0000-00-00')).toBe(false);
    expect(matches('/report/picture/usage', 'to', '2023-02-29')).toBe(false);
    expect(matches('/api/artist/{id}/pictures', 'format', '4:3')).toBe(false);
    expect(matches('/api/artist/{id}/pictures', 'format', '1:1,16:9')).toBe(true);
    expect(matches('/api/release/toc', 'toc', '')).toBe(false);
    expect(matches('/api/recommendation', 'audio_moods', 'grumpy')).toBe(false);
    expect((await api.get('/report/picture/usage?to=0000-00-00')).status).toBe(400);
  });
});

describe('5. report intake is rate-limited per token', () => {
  it('accepts REPORT_LIMIT_PER_MINUTE reports a minute, then 429 with Retry-After', async () => {
    await withTestApi({ REPORT_LIMIT_PER_MINUTE: 3, REDIS_PREFIX: isolatedRedisPrefix('reports') }, async (limited) => {
      const token = await limited.newToken();
      const statuses: number[] = [];
      let last;
      for (let i = 1; i <= 4; i++) {
        last = await post(
          limited.url,
          '/report/picture/usage',
          { id_transaction: i, assets: [{ id_picture: 1, count: 1 }] },
          token,
        );
        statuses.push(last.status);
      }
      expect(statuses).toEqual([202, 202, 202, 429]);
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(last!.body.errors[0].type).toBe('Too Many Requests');
    });
  });
});

describe('6. authentication under attack', () => {
  it('gives unknown, revoked and expired tokens one and the same 401 message', async () => {
    const expired = await api.newToken({ plan: 'trial', days: 1e-6 });
    await new Promise((ok) => setTimeout(ok, 300));
    const messages = [await api.get('/api/genre', 'mc_not-a-real-token'), await api.get('/api/genre', expired)].map((r) => [
      r.status,
      r.body.errors[0].message,
    ]);
    expect(messages[0]).toEqual(messages[1]);
    expect(messages[0]![0]).toBe(401);
  });

  it('throttles failed authentications per client address (429 with Retry-After beyond the limit)', async () => {
    await withTestApi({ AUTH_FAILURE_LIMIT_PER_MINUTE: 3, REDIS_PREFIX: isolatedRedisPrefix('auth') }, async (guarded) => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await guarded.get('/api/genre', `mc_guess-${i}`)).status);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      const blocked = await guarded.get('/api/genre', 'mc_guess-again');
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  it('refuses a token revoked by the CLI within seconds', async () => {
    const token = await api.newToken();
    expect((await api.get('/api/genre?limit=1', token)).status).toBe(200);
    const info = await api.deps.tokens.verify(token);
    if (typeof info === 'string') throw new Error(info);
    expect(await revokeToken(api.deps.pool, info.tokenId)).toBeInstanceOf(Date);
    let status = 200;
    for (let waited = 0; status === 200 && waited < 15_000; waited += 500) {
      await new Promise((ok) => setTimeout(ok, 500));
      status = (await api.get('/api/genre?limit=1', token)).status;
    }
    expect(status).toBe(401);
  }, 30_000);
});
