/**
 * Token scopes (`@mc/auth` SCOPES): a route whose contract declares a `scope` beyond `read`
 * (`catalog:write`, `admin`) refuses a token that does not hold it with 403 JSON naming the scope
 * — right after authentication, before the body is read and before the quota, so the refusal costs
 * the caller nothing. Tokens hold their scope and those below it (admin ⊃ catalog:write ⊃ read).
 */
import type { RequestHandler } from 'express';
import type { Scope } from '@mc/auth';
import { ApiError } from '../errors';
import { callerToken } from './auth';

/** 403: the caller's token lacks `scope` (the message names it). */
export class ForbiddenError extends ApiError {
  constructor(readonly scope: Scope) {
    super(403, [{ type: 'Forbidden', message: `this operation needs scope ${scope}; create a token with --scope ${scope}` }]);
  }
}

/** Refuses (403) a request whose authenticated token does not hold `scope`. Mount after authentication. */
export function requireScope(scope: Scope): RequestHandler {
  return (_req, res, next) => next(callerToken(res.locals).scopes.includes(scope) ? undefined : new ForbiddenError(scope));
}
