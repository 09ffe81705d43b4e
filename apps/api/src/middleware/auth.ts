/**
 * Bearer-token authentication (SPEC 5): `Authorization: Bearer <token>`; missing, unknown,
 * revoked or expired → 401. The verified token is put on `res.locals.token`.
 *
 * Unknown, revoked and expired tokens get one and the same message ({@link INVALID_TOKEN_MESSAGE}),
 * so a caller cannot learn which tokens existed. Failed attempts are counted per client address
 * ({@link FailedAuthThrottle}); beyond the limit that address gets 429 without its tokens being
 * looked up.
 */
import type { RequestHandler } from 'express';
import { RateLimitedError, UnauthorizedError } from '../errors';
import type { FixedWindowLimiter, TokenInfo, TokenVerifier } from '@mc/auth';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The one 401 message for a presented token that is unknown, revoked or expired. */
export const INVALID_TOKEN_MESSAGE = 'invalid token (unknown, revoked or expired)';

/**
 * Failed authentications per client address: counted in Redis (shared by all API processes); an
 * address over the limit is also remembered in this process until its window ends, so a blocked
 * caller costs neither a PostgreSQL nor a Redis round trip. Redis errors never block a caller.
 */
export class FailedAuthThrottle {
  private readonly blockedUntil = new Map<string, number>();

  constructor(private readonly limiter: FixedWindowLimiter) {}

  /** Whether any address is blocked in this process now (or was until recently). */
  get blocking(): boolean {
    return this.blockedUntil.size > 0;
  }

  /** Seconds the address must still wait, or 0 when it may try. */
  retryAfterS(address: string, nowMs = Date.now()): number {
    const until = this.blockedUntil.get(address);
    if (until === undefined) return 0;
    if (until <= nowMs) {
      this.blockedUntil.delete(address);
      return 0;
    }
    return Math.ceil((until - nowMs) / 1000);
  }

  /** Counts one failure of `address`. @returns seconds to wait when it is now over the limit, else 0. */
  async fail(address: string, nowMs = Date.now()): Promise<number> {
    const s = await this.limiter.hit(address).catch(() => null);
    if (!s || s.allowed) return 0;
    if (this.blockedUntil.size >= 10_000) this.blockedUntil.clear();
    this.blockedUntil.set(address, nowMs + s.retryAfterS * 1000);
    return s.retryAfterS;
  }

  /** The limit, for messages. */
  get limit(): { count: number; windowS: number } {
    return { count: this.limiter.limit, windowS: this.limiter.windowS };
  }
}

/** Authenticates every request that reaches it. */
export function authenticate(tokens: TokenVerifier, throttle?: FailedAuthThrottle): RequestHandler {
  const tooMany = (t: FailedAuthThrottle, waitS: number) =>
    new RateLimitedError(
      `too many failed authentications from this address (at most ${t.limit.count} per ${t.limit.windowS} s); retry in ${waitS} s`,
      waitS,
    );
  return (req, res, next) => {
    const header = req.headers.authorization;
    if (!header) return next(new UnauthorizedError('missing Authorization header (expected "Bearer <token>")'));
    const m = BEARER.exec(header);
    if (!m) return next(new UnauthorizedError('Authorization header must use the Bearer scheme'));
    // The client address (proxy-aware, so not free) is needed only while some address is blocked
    // or when this attempt fails.
    const address = () => req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const waitS = throttle?.blocking ? throttle.retryAfterS(address()) : 0;
    if (throttle && waitS > 0) return next(tooMany(throttle, waitS));
    tokens.verify(m[1]!).then(async (r) => {
      if (typeof r === 'string') {
        const blockedS = throttle ? await throttle.fail(address()) : 0;
        return next(throttle && blockedS > 0 ? tooMany(throttle, blockedS) : new UnauthorizedError(INVALID_TOKEN_MESSAGE));
      }
      res.locals.token = r;
      next();
    }, next);
  };
}

/** The authenticated caller's token (set by {@link authenticate}). */
export function callerToken(locals: Record<string, unknown>): TokenInfo {
  return locals.token as TokenInfo;
}
