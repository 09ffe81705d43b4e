/**
 * The HTTP error model of the API. Routes and middleware throw these; one middleware
 * (`middleware/errors.ts`) maps them to HTTP with the body `{errors: [{type, message}]}` (`docs/api.md` "Errors").
 * Packages below the API throw their own domain errors, which the routes translate.
 */

/** One entry of an error body. */
export interface ErrorEntry {
  type: string;
  message: string;
}

/** Base class: an error with an HTTP status and one or more entries. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly entries: ErrorEntry[],
    readonly headers: Record<string, string> = {},
  ) {
    super(entries.map((e) => e.message).join('; '));
  }
}

/** 400: a parameter is missing, malformed or out of range. `field` names it. */
export class ValidationError extends ApiError {
  constructor(entries: { field: string; message: string }[]) {
    super(
      400,
      entries.map((e) => ({ type: 'Validation error', message: `${e.field}: ${e.message}` })),
    );
  }
}

/** 401: missing, unknown, revoked or expired token. `challenge` is the WWW-Authenticate value. */
export class UnauthorizedError extends ApiError {
  constructor(message: string, challenge = 'Bearer') {
    super(401, [{ type: 'Authentication failed', message }], { 'WWW-Authenticate': challenge });
  }
}

/** 404: the resource does not exist, or a search found nothing. */
export class NotFoundError extends ApiError {
  constructor(message: string) {
    super(404, [{ type: 'Not found', message }]);
  }
}

/** 409: the request conflicts with stored state (e.g. a reused transaction id). */
export class ConflictError extends ApiError {
  constructor(message: string) {
    super(409, [{ type: 'Conflict', message }]);
  }
}

/**
 * 429: the token's daily quota cannot pay for this request; `retryAfterS` seconds until the window
 * resets. With `cost` and `remaining`, the message says the request costs more than what is left
 * (nothing was charged).
 */
export class QuotaExceededError extends ApiError {
  constructor(limit: number, retryAfterS: number, cost = 1, remaining = 0) {
    super(
      429,
      [
        {
          type: 'Too Many Requests',
          message:
            cost > 1 && remaining > 0
              ? `this request costs ${cost} units and only ${remaining} of the daily quota of ${limit} remain (nothing was charged); retry in ${retryAfterS} s or send fewer items`
              : `daily quota of ${limit} requests reached; retry in ${retryAfterS} s`,
        },
      ],
      { 'Retry-After': String(retryAfterS) },
    );
  }
}

/** 429: a short-term rate limit (beside the daily quota) is exceeded; retry after `retryAfterS` s. */
export class RateLimitedError extends ApiError {
  constructor(message: string, retryAfterS: number) {
    super(429, [{ type: 'Too Many Requests', message }], { 'Retry-After': String(retryAfterS) });
  }
}

/**
 * 503: a backing service (Elasticsearch, PostgreSQL, Redis) is unreachable, or the work did not
 * finish within the request's deadline. With `retryAfterS`, the response carries `Retry-After`.
 */
export class UnavailableError extends ApiError {
  constructor(message: string, retryAfterS?: number) {
    super(503, [{ type: 'Service unavailable', message }], retryAfterS ? { 'Retry-After': String(retryAfterS) } : {});
  }
}
