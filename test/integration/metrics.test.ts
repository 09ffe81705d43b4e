import { register } from 'prom-client';
import pino from 'pino';
import { serveMetrics } from '@mc/metrics';
import { freePort } from './child-processes';
import { suiteTestApi } from './harness';

const api = suiteTestApi();

type Sample = { labels: Record<string, string | number>; value: number; metricName?: string };
const series = async (name: string) => (await register.getSingleMetric(name)!.get()).values as Sample[];

describe('Prometheus metrics of the API', () => {
  it('labels request durations with the route pattern and status, never the raw URL', async () => {
    const { rows } = await api.deps.pool.query<{ id: string }>("SELECT id FROM entity WHERE kind = 'artist' LIMIT 1");
    expect((await api.get(`/api/artist/${rows[0]!.id}`)).status).toBe(200);
    expect((await api.get('/no/such/path/42')).status).toBe(404);
    const counts = (await series('mc_http_request_duration_seconds')).filter((v) => v.metricName?.endsWith('_count'));
    expect(counts).toContainEqual(
      expect.objectContaining({ labels: { method: 'GET', route: '/api/artist/:id', status_code: '200' } }),
    );
    expect(counts).toContainEqual(expect.objectContaining({ labels: { method: 'GET', route: 'unmatched', status_code: '404' } }));
    expect(counts.some((v) => String(v.labels.route).includes(rows[0]!.id))).toBe(false);
  });

  it('counts quota refusals by plan', async () => {
    const before = (await series('mc_quota_refusals_total')).find((v) => v.labels.plan === 'trial')?.value ?? 0;
    const limited = await api.newToken({ plan: 'trial', dailyLimit: 1 });
    expect((await api.get('/api/genre', limited)).status).toBe(200);
    expect((await api.get('/api/genre', limited)).status).toBe(429);
    const after = (await series('mc_quota_refusals_total')).find((v) => v.labels.plan === 'trial')?.value;
    expect(after).toBe(before + 1);
  });

  it('times PostgreSQL queries and Redis commands of the request path', async () => {
    const deps = (await series('mc_dependency_duration_seconds')).filter((v) => v.metricName?.endsWith('_count'));
    expect(deps).toContainEqual(
      expect.objectContaining({ labels: { dependency: 'postgresql', operation: 'query', outcome: 'ok' } }),
    );
    expect(deps.some((v) => v.labels.dependency === 'redis' && v.labels.outcome === 'ok')).toBe(true);
  });

  it('serves the registry as text on its own port', async () => {
    const port = await freePort();
    const server = serveMetrics({ port, host: '127.0.0.1', logger: pino({ level: 'silent' }) })!;
    await new Promise((r) => server.once('listening', r));
    try {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('mc_http_request_duration_seconds_bucket{');
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
