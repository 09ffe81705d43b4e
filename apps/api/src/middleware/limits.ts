/**
 * Cost controls beside the daily quota (`docs/api.md` "Limits"), mounted per route by the app after validation
 * (refused input never uses an allowance): report intake per token, batch matches in flight per
 * token, and the deadline of the matching routes.
 */
import type { RequestHandler } from 'express';
import { RateLimitedError } from '../errors';
import type { ConcurrencyGate, FixedWindowLimiter } from '@mc/auth';
import { callerToken } from './auth';

/**
 * At most `limiter.limit` picture-usage reports per token per window (429 with Retry-After beyond).
 * When Redis does not answer, reports are let through: they are stored in PostgreSQL and must be
 * accepted while Redis is down (see the report route).
 */
export function limitReportIntake(limiter: FixedWindowLimiter): RequestHandler {
  return (req, res, next) => {
    limiter.hit(callerToken(res.locals).tokenId).then(
      (s) => {
        if (s.allowed) return next();
        next(
          new RateLimitedError(
            `at most ${limiter.limit} reports per ${limiter.windowS} s per token; retry in ${s.retryAfterS} s`,
            s.retryAfterS,
          ),
        );
      },
      (err: unknown) => {
        req.log?.warn({ err: (err as Error)?.message }, 'report intake limit unavailable; report let through');
        next();
      },
    );
  };
}

/**
 * At most `gate.max` batches in flight per token across all API processes (429 beyond, nothing
 * charged: register before the quota). The slot is given back when the response is finished or
 * the client went away.
 */
export function limitConcurrentBatches(gate: ConcurrencyGate): RequestHandler {
  return (_req, res, next) => {
    gate.acquire(callerToken(res.locals).tokenId).then((release) => {
      if (!release) {
        return next(new RateLimitedError(`at most ${gate.max} batches in flight per token; retry when one has answered`, 1));
      }
      res.once('close', () => void release().catch(() => undefined));
      next();
    }, next);
  };
}

/**
 * Gives the request an `AbortSignal` (`res.locals.signal`) that fires after `ms` milliseconds or
 * when the client disconnects, and its deadline as a time (`res.locals.deadlineAt`, epoch ms);
 * handlers pass both to the work they start. The signal's timer fires only when the event loop
 * gets to it, so work checks `deadlineAt` against the clock too (the matcher does, between stages,
 * lines and candidates): no answer is computed past the deadline. An engine call aborted by the
 * signal fails with the client's abort error, a passed `deadlineAt` with a `TimeoutError`; the
 * error middleware answers both with 503 + Retry-After.
 */
export function requestDeadline(ms: number): RequestHandler {
  return (_req, res, next) => {
    const gone = new AbortController();
    res.once('close', () => gone.abort(new DOMException('client closed the connection', 'AbortError')));
    res.locals.signal = AbortSignal.any([AbortSignal.timeout(ms), gone.signal]);
    res.locals.deadlineMs = ms;
    res.locals.deadlineAt = Date.now() + ms;
    next();
  };
}

/**
 * At most `size` holders at once in this process; the others wait in arrival order. Used to bound
 * the Elasticsearch search threads batch work may hold at once, whatever the number of batches.
 */
export class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {
    this.free = size;
  }

  /**
   * Runs `fn` once a slot is free; the slot is given back when it settles. A caller still waiting
   * when `signal` aborts (its deadline) leaves the queue at once.
   * @throws `signal`'s reason when it aborts before a slot is free; whatever `fn` throws.
   */
  async run<T>(fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    if (this.free > 0) this.free--;
    else await this.slot(signal);
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }

  /** Waits for a slot handed over by a holder, or rejects when `signal` aborts first. */
  private slot(signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const take = () => {
        signal?.removeEventListener('abort', leave);
        resolve();
      };
      const leave = () => {
        this.waiting.splice(this.waiting.indexOf(take), 1);
        reject(signal!.reason);
      };
      this.waiting.push(take);
      signal?.addEventListener('abort', leave, { once: true });
    });
  }
}
