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

/** Times every request; mount it first. */
export function httpMetrics(): RequestHandler {
  return (req, res, next) => {
    const end = httpRequestDuration.startTimer();
    res.once('finish', () => {
      const route = req.route?.path ? `${req.baseUrl}${String(req.route.path)}` : res.statusCode === 404 ? 'unmatched' : 'other';
      end({ method: req.method, route, status_code: String(res.statusCode) });
      const quota = res.locals.quota as QuotaState | undefined;
      if (res.statusCode === 429 && quota && !quota.allowed)
        quotaRefusals.inc({ plan: (res.locals.token as TokenInfo | undefined)?.plan ?? 'unknown' });
    });
    next();
  };
}
