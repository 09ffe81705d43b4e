/**
 * Bearer-token authentication (`docs/api.md` "Tokens"): `Authorization: Bearer <token>`; missing, unknown,
 * revoked or expired → 401. The verified token is put on `res.locals.token`.
 *
 * Unknown, revoked and expired tokens get one and the same message ({@link INVALID_TOKEN_MESSAGE}),
 * so a caller cannot learn which tokens existed. Failed attempts are counted per client address
 * ({@link FailedAuthThrottle}); beyond the limit that address's failed attempts get 429 instead of
 * 401. A valid token is never refused by that limit, whoever shares its address (one misconfigured
 * client behind a company NAT does not lock out the others): every presented token is verified
 * first, at the cost of one hash and one cached lookup (`TokenVerifier`).
 *
 * The client address is Express's `req.ip`: the TCP peer, or with TRUST_PROXY the address the
 * trusted proxies put in `X-Forwarded-For` (without it, every client behind a proxy is the proxy).
 */
import type { Request, RequestHandler } from 'express';
import { type ApiError, RateLimitedError, UnauthorizedError } from '../errors';
import type { FixedWindowLimiter, TokenInfo, TokenVerifier } from '@mc/auth';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The one 401 message for a presented token that is unknown, revoked or expired. */
export const INVALID_TOKEN_MESSAGE = 'invalid token (unknown, revoked or expired)';

/**
 * Failed authentications per client address: counted in Redis (shared by all API processes); an
 * address over the limit is also remembered in this process until its window ends, so its further
 * failures cost no Redis round trip. Redis errors never block a caller.
 */
export class FailedAuthThrottle {
  private readonly blockedUntil = new Map<string, number>();

  constructor(private readonly limiter: FixedWindowLimiter) {}

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

/** The address failed authentications are counted against: `req.ip` (proxy-aware with TRUST_PROXY). */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/**
 * The error of one failed authentication from `address`: counts it (`throttle`) and returns 429
 * with `Retry-After` when the address is over the limit, else `unauthorized`. An address already
 * known to be over the limit in this process is not counted again (no Redis call).
 */
export async function failedAuthentication(
  throttle: FailedAuthThrottle | undefined,
  address: string,
  unauthorized: ApiError,
): Promise<ApiError> {
  if (!throttle) return unauthorized;
  const waitS = throttle.retryAfterS(address) || (await throttle.fail(address));
  if (waitS <= 0) return unauthorized;
  return new RateLimitedError(
    `too many failed authentications from this address (at most ${throttle.limit.count} per ${throttle.limit.windowS} s); retry in ${waitS} s`,
    waitS,
  );
}

/** Authenticates every request that reaches it (see the module comment for the failure limit). */
export function authenticate(tokens: TokenVerifier, throttle?: FailedAuthThrottle): RequestHandler {
  return (req, res, next) => {
    const header = req.headers.authorization;
    if (!header) return next(new UnauthorizedError('missing Authorization header (expected "Bearer <token>")'));
    const m = BEARER.exec(header);
    if (!m) return next(new UnauthorizedError('Authorization header must use the Bearer scheme'));
    tokens.verify(m[1]!).then(async (r) => {
      if (typeof r === 'string')
        return next(await failedAuthentication(throttle, clientAddress(req), new UnauthorizedError(INVALID_TOKEN_MESSAGE)));
      res.locals.token = r;
      next();
    }, next);
  };
}

/** The authenticated caller's token (set by {@link authenticate}). */
export function callerToken(locals: Record<string, unknown>): TokenInfo {
  return locals.token as TokenInfo;
}
