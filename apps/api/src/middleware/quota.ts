/**
 * Daily quota enforcement (`docs/api.md` "Quotas"): every counted request consumes one unit (a batch consumes one
 * per item, see the batch route), usually from the process's quota lease without a Redis round
 * trip (`DailyQuota` in `@mc/auth`). Every response carries `X-Rate-Limit-Limit`,
 * `X-Rate-Limit-Remaining` and `X-Rate-Limit-Retry-After`; over the limit → 429 with `Retry-After`.
 *
 * The refund rule: work refused before it starts is free, work done is charged even when the
 * answer is an error. Input refused by validation or a limit never reaches this middleware; a
 * request charged here and answered with a 5xx gets back the units its handler did not report as
 * done ({@link recordWorkDone}): all of them when the handler reported nothing (a backing service
 * down before any work), none for a match whose engine work had started, and for a batch the
 * items whose matching had not started when it failed (a deadline).
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
  /** Units of work the handler reported as done ({@link recordWorkDone}). */
  done: number;
}

/**
 * Reports that the handler has done `units` more units of the request's charged work (a match
 * whose engine work started: 1; a batch: the items whose matching started). Those units stay
 * charged even when the request then ends in a 5xx. No effect on a request that was not charged.
 */
export function recordWorkDone(res: Response, units: number): void {
  const charge = res.locals.quotaCharge as QuotaCharge | undefined;
  if (charge) charge.done = Math.min(charge.units, charge.done + Math.max(0, units));
}

/**
 * Units a charged request gets back when it is answered with `status`: after a 5xx, the units
 * not reported as done; otherwise none (a 2xx, and a 4xx such as "no match", is an answer).
 */
export function refundedUnits(status: number, charge: { units: number; done: number }): number {
  return status >= 500 ? Math.max(0, charge.units - charge.done) : 0;
}

/** `finish` listener of counted responses (one shared function, no closure per request): see {@link refundedUnits}. */
function refundUndoneWork(this: Response): void {
  const charge = this.locals.quotaCharge as QuotaCharge | undefined;
  const units = charge ? refundedUnits(this.statusCode, charge) : 0;
  if (units > 0) charge!.quota.refund(charge!.tokenId, units).catch(() => undefined);
}

/**
 * Charges `cost(res)` units (the app binds the route contract's `cost` of the request's validated
 * input: this middleware runs after validation, so refused input never costs anything) and
 * rejects with 429 a request whose cost
 * does not fit in what remains, charging nothing; a request answered with a 5xx gets back the
 * units of work its handler did not do (see the module doc).
 * With `counted = false` the headers are set from the current state without counting; if Redis
 * cannot be read then, the request goes on without the headers (a route that does not count, such
 * as a usage report, must not fail because the quota store is down). Counted routes fail with 503.
 */
export function enforceQuota(quota: DailyQuota, counted: boolean, cost: (res: Response) => number = () => 1): RequestHandler {
  return (req, res, next) => {
    const token = callerToken(res.locals);
    const units = counted ? cost(res) : 0;
    const charged = (q: QuotaState) => {
      setQuotaHeaders(res, q);
      res.locals.quota = q;
      if (counted && !q.allowed) return next(new QuotaExceededError(q.limit, q.retryAfterS, units, q.remaining));
      // A 5xx gets back the units of work not done (refused before it started).
      if (counted) {
        res.locals.quotaCharge = { quota, tokenId: token.tokenId, units, done: 0 } satisfies QuotaCharge;
        res.on('finish', refundUndoneWork);
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
