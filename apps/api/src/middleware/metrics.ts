/**
 * HTTP metrics of the API (prom-client global registry, scraped on METRICS_PORT):
 * - `mc_http_request_duration_seconds{method, route, status_code}`: `route` is the contract's
 *   route pattern (`/api/artist/:id`), never the raw URL; `unmatched` for 404s outside the
 *   contract, `other` for mounted apps (`/docs`, `/admin/queues`);
 * - `mc_quota_refusals_total{plan}`: requests refused with 429 because the daily quota was spent.
 */
import type { RequestHandler } from 'express';
import { Counter, Histogram } from 'prom-client';
import type { QuotaState, TokenInfo } from '@mc/auth';

/** Request duration histogram (seconds). */
export const httpRequestDuration = new Histogram({
  name: 'mc_http_request_duration_seconds',
  help: 'API request duration by route pattern and status, seconds',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

/** Quota refusals (HTTP 429 after the quota check). */
export const quotaRefusals = new Counter({
  name: 'mc_quota_refusals_total',
  help: 'Requests refused because the token spent its daily quota',
  labelNames: ['plan'] as const,
});

type Timer = ReturnType<Histogram<'method' | 'route' | 'status_code'>['labels']>;

/**
 * Labelled children of {@link httpRequestDuration}, one per (method, route, status): prom-client
 * hashes the label set on every `observe({...})`, the child is looked up by one string instead.
 * Routes are patterns and statuses few, so the map stays small.
 */
const durationByLabels = new Map<string, Timer>();

function durationChild(method: string, route: string, status: number): Timer {
  const key = `${method} ${status} ${route}`;
  let child = durationByLabels.get(key);
  if (!child) {
    child = httpRequestDuration.labels(method, route, String(status));
    durationByLabels.set(key, child);
  }
  return child;
}

/** Times every request; mount it first. */
export function httpMetrics(): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.once('finish', () => {
      const route = req.route?.path ? `${req.baseUrl}${String(req.route.path)}` : res.statusCode === 404 ? 'unmatched' : 'other';
      durationChild(req.method, route, res.statusCode).observe(Number(process.hrtime.bigint() - start) / 1e9);
      const quota = res.locals.quota as QuotaState | undefined;
      if (res.statusCode === 429 && quota && !quota.allowed)
        quotaRefusals.inc({ plan: (res.locals.token as TokenInfo | undefined)?.plan ?? 'unknown' });
    });
    next();
  };
}
