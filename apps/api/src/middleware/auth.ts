/**
 * Bearer-token authentication (SPEC 5): `Authorization: Bearer <token>`; missing, unknown,
 * revoked or expired → 401. The verified token is put on `res.locals.token`.
 */
import type { RequestHandler } from 'express';
import { UnauthorizedError } from '@mc/catalog';
import type { TokenInfo, TokenVerifier } from '@mc/auth';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** Authenticates every request that reaches it. */
export function authenticate(tokens: TokenVerifier): RequestHandler {
  return (req, res, next) => {
    const header = req.headers.authorization;
    if (!header) return next(new UnauthorizedError('missing Authorization header (expected "Bearer <token>")'));
    const m = BEARER.exec(header);
    if (!m) return next(new UnauthorizedError('Authorization header must use the Bearer scheme'));
    tokens.verify(m[1]!).then((r) => {
      if (typeof r === 'string') return next(new UnauthorizedError(`token ${r}`));
      res.locals.token = r;
      next();
    }, next);
  };
}

/** The authenticated caller's token (set by {@link authenticate}). */
export function callerToken(locals: Record<string, unknown>): TokenInfo {
  return locals.token as TokenInfo;
}
