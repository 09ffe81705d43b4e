/**
 * The one error model. Code anywhere throws these; one API middleware maps them to HTTP with the
 * body `{errors: [{type, message}]}` (SPEC 7).
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

/** 429: the token's daily quota is used up; `retryAfterS` seconds until the window resets. */
export class QuotaExceededError extends ApiError {
  constructor(limit: number, retryAfterS: number) {
    super(429, [{ type: 'Too Many Requests', message: `daily quota of ${limit} requests reached; retry in ${retryAfterS} s` }], {
      'Retry-After': String(retryAfterS),
    });
  }
}

/** 503: a backing service (Elasticsearch, PostgreSQL, Redis) is unreachable. */
export class UnavailableError extends ApiError {
  constructor(message: string) {
    super(503, [{ type: 'Service unavailable', message }]);
  }
}
