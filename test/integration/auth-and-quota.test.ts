import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { suiteTestApi } from './harness';

const api = suiteTestApi();

describe('authentication', () => {
  it('rejects a request without Authorization with 401 JSON', async () => {
    const r = await api.get('/user/api/status', null);
    expect(r.status).toBe(401);
    expect(r.body.errors[0]).toEqual({ type: 'Authentication failed', message: expect.stringContaining('missing') });
    expect(r.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('rejects a non-Bearer scheme, an unknown token and an expired token with 401', async () => {
    expect((await api.get('/api/genre', null, { authorization: `Basic ${api.token}` })).status).toBe(401);
    expect((await api.get('/api/genre', 'mc_not-a-real-token')).status).toBe(401);
    const expired = await api.newToken({ plan: 'trial', days: 1e-6 });
    await new Promise((r) => setTimeout(r, 300));
    const r = await api.get('/api/genre', expired);
    expect(r.status).toBe(401);
    expect(r.body.errors[0].message).toContain('expired');
  });

  it('stores tokens only as SHA-256 hashes', async () => {
    const { rows } = await api.deps.pool.query('SELECT token_sha256 FROM api_token');
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_sha256))).toBe(true);
    expect(rows.some((r) => r.token_sha256 === api.token)).toBe(false);
  });

  it('serves /healthz and /readyz without a token', async () => {
    expect((await api.get('/healthz', null)).status).toBe(200);
    const ready = await api.get('/readyz', null);
    expect(ready.status).toBe(200);
    expect(ready.body.services).toEqual({ elasticsearch: 'up', postgresql: 'up', redis: 'up' });
  });
});

describe('quota', () => {
  it('reports the three keys of QuotaStatus without counting the status call', async () => {
    const token = await api.newToken({ plan: 'trial' });
    const first = await api.get('/user/api/status', token);
    const second = await api.get('/user/api/status', token);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['X-Rate-Limit-Limit', 'X-Rate-Limit-Remaining', 'X-Rate-Limit-Retry-After']);
    expect(first.body).toEqual({ 'X-Rate-Limit-Limit': 200, 'X-Rate-Limit-Remaining': 200, 'X-Rate-Limit-Retry-After': 0 });
    expect(second.body['X-Rate-Limit-Remaining']).toBe(200);
  });

  it('answers the 4th counted request of a limit-3 token with 429 and Retry-After', async () => {
    const token = await api.newToken({ plan: 'trial', dailyLimit: 3 });
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await api.get('/api/genre?limit=1', token);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last!.headers.get('x-rate-limit-remaining')).toBe('0');
    expect(last!.body.errors[0].type).toBe('Too Many Requests');
    const status = await api.get('/user/api/status', token);
    expect(status.body['X-Rate-Limit-Remaining']).toBe(0);
    expect(status.body['X-Rate-Limit-Retry-After']).toBeGreaterThan(0);
  });

  it('puts the rate-limit headers on every authenticated response', async () => {
    const r = await api.get('/api/genre?limit=1');
    expect(r.headers.get('x-rate-limit-limit')).toBe('1000000');
    expect(Number(r.headers.get('x-rate-limit-remaining'))).toBeLessThan(1000000);
    expect(r.headers.get('x-rate-limit-retry-after')).toBe('0');
  });

  it('starts a fresh window on the next UTC day', async () => {
    const token = await api.newToken({ plan: 'trial', dailyLimit: 2 });
    const info = await api.deps.tokens.verify(token);
    if (typeof info === 'string') throw new Error(info);
    const day = Date.UTC(2030, 0, 1, 23, 59, 0);
    expect((await api.deps.quota.consume(info.tokenId, 2, 1, day)).allowed).toBe(true);
    expect((await api.deps.quota.consume(info.tokenId, 2, 1, day)).allowed).toBe(true);
    const blocked = await api.deps.quota.consume(info.tokenId, 2, 1, day);
    expect(blocked.allowed).toBe(false);
    expect(blocked.retryAfterS).toBe(60);
    expect((await api.deps.quota.consume(info.tokenId, 2, 1, day + 61_000)).allowed).toBe(true);
  });

  it('is exact across two API processes under concurrency (limit 25, 60 requests → 25 pass)', async () => {
    const token = await api.newToken({ plan: 'trial', dailyLimit: 25 });
    const ports = await Promise.all([freePort(), freePort()]);
    const procs = ports.map((port) => startApiProcess(port));
    try {
      await Promise.all(ports.map((p) => waitHealthy(p)));
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          fetch(`http://127.0.0.1:${ports[i % 2]}/api/genre?limit=1`, { headers: { authorization: `Bearer ${token}` } }).then(
            (r) => r.status,
          ),
        ),
      );
      expect(results.filter((s) => s === 200)).toHaveLength(25);
      expect(results.filter((s) => s === 429)).toHaveLength(35);
    } finally {
      for (const p of procs) p.kill('SIGTERM');
    }
  }, 120_000);
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

function startApiProcess(port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    // One API process each (no cluster), no metrics port: the test is about two processes sharing Redis.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', WEB_CONCURRENCY: '1', METRICS_PORT: '0' },
    stdio: 'ignore',
  });
}

async function waitHealthy(port: number): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      // Ready = its PostgreSQL, Redis and Elasticsearch answer (a process is live before Redis connects).
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`API on port ${port} did not become healthy`);
}
