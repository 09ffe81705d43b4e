/**
 * Daily quota enforcement (SPEC 8): every counted request consumes one unit (a batch consumes one
 * per item, see the batch route), usually from the process's quota lease without a Redis round
 * trip (`DailyQuota` in `@mc/auth`). Every response carries `X-Rate-Limit-Limit`,
 * `X-Rate-Limit-Remaining` and `X-Rate-Limit-Retry-After`; over the limit → 429 with `Retry-After`.
 */
import type { RequestHandler, Response } from 'express';
import { QuotaExceededError } from '../errors';
import type { DailyQuota, QuotaState } from '@mc/auth';
import { callerToken } from './auth';

/** Sets the three rate-limit headers from a quota state. */
export function setQuotaHeaders(res: Response, q: QuotaState): void {
  res.setHeader('X-Rate-Limit-Limit', String(q.limit));
  res.setHeader('X-Rate-Limit-Remaining', String(q.remaining));
  res.setHeader('X-Rate-Limit-Retry-After', String(q.retryAfterS));
}

/** What a counted request was charged, kept on `res.locals.quotaCharge` for the refund. */
interface QuotaCharge {
  quota: DailyQuota;
  tokenId: number;
  units: number;
}

/** `finish` listener of counted responses (one shared function, no closure per request): a 5xx gets its units back. */
function refundServerError(this: Response): void {
  const charge = this.locals.quotaCharge as QuotaCharge | undefined;
  if (charge && this.statusCode >= 500) charge.quota.refund(charge.tokenId, charge.units).catch(() => undefined);
}

/**
 * Charges `cost(body)` units (body = the validated request body: this middleware runs after
 * validation, so refused input never costs anything) and rejects with 429 a request whose cost
 * does not fit in what remains, charging nothing; a request answered with a 5xx gets its units back.
 * With `counted = false` the headers are set from the current state without counting; if Redis
 * cannot be read then, the request goes on without the headers (a route that does not count, such
 * as a usage report, must not fail because the quota store is down). Counted routes fail with 503.
 */
export function enforceQuota(quota: DailyQuota, counted: boolean, cost: (body: unknown) => number = () => 1): RequestHandler {
  return (req, res, next) => {
    const token = callerToken(res.locals);
    const units = counted ? cost((res.locals.input as { body?: unknown } | undefined)?.body ?? req.body) : 0;
    const charged = (q: QuotaState) => {
      setQuotaHeaders(res, q);
      res.locals.quota = q;
      if (counted && !q.allowed) return next(new QuotaExceededError(q.limit, q.retryAfterS, units, q.remaining));
      // Work that failed on our side (engine deadline, a backing service down) is not charged.
      if (counted) {
        res.locals.quotaCharge = { quota, tokenId: token.tokenId, units } satisfies QuotaCharge;
        res.on('finish', refundServerError);
      }
      next();
    };
    // The hot path: charged from this process's quota lease, no Redis round trip.
    const local = counted ? quota.consumeLocal(token.tokenId, token.dailyLimit, units) : undefined;
    if (local) return charged(local);
    const p = counted ? quota.consume(token.tokenId, token.dailyLimit, units) : quota.peek(token.tokenId, token.dailyLimit);
    p.then(charged, (err: unknown) => {
      if (counted) return next(err);
      req.log?.warn({ err }, 'quota state unavailable; serving an uncounted route without rate-limit headers');
      next();
    });
  };
}
