/**
 * Request validation from the contract (`openapi/contract.ts`): path parameters, query string and
 * body are parsed with the route's request schemas as one zod object `{params, query, body}`,
 * compiled once at start. Any parameter violation → 400 naming the parameter
 * (`query.limit: must be at most 500`), never a 500; a query parameter the route does not have →
 * 400 naming it. With valid parameters, a JSON body that breaks its schema → 422 naming each
 * violation by JSON path (`$.items[3].title: is required`).
 */
import type { RequestHandler, Response } from 'express';
import { z } from 'zod';
import type { RequestSchemas, RouteInput } from '@mc/openapi';
import { ApiError, ValidationError } from '../errors';

/** One parameter violation: `field` is `path.<name>` or `query.<name>`. */
type FieldError = { field: string; message: string };

/** Most body violations a 422 lists; a last entry counts the others. */
export const MAX_LISTED_VIOLATIONS = 50;
/** Most unknown member names one violation lists; the message counts the others. */
export const MAX_LISTED_UNKNOWN_FIELDS = 20;

/** A body violation: zod's issue, with `path` relative to the body. */
type BodyIssue = { path: PropertyKey[]; message: string; code?: string; keys?: string[] };

/** The message of one violation; unknown members beyond {@link MAX_LISTED_UNKNOWN_FIELDS} are counted, not named. */
function violationMessage(i: BodyIssue): string {
  const keys = i.code === 'unrecognized_keys' ? (i.keys ?? []) : [];
  const message =
    keys.length > MAX_LISTED_UNKNOWN_FIELDS
      ? `unknown fields ${keys
          .slice(0, MAX_LISTED_UNKNOWN_FIELDS)
          .map((k) => JSON.stringify(k))
          .join(', ')} and ${keys.length - MAX_LISTED_UNKNOWN_FIELDS} more (${keys.length} in all)`
      : i.message;
  return `$${i.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}: ${message}`;
}

/**
 * The 422 of body violations: at most {@link MAX_LISTED_VIOLATIONS} entries, then one saying how
 * many were omitted, so a hostile body (100,000 unknown members, 1,000 bad items) costs a small answer.
 */
function bodyErrors(issues: readonly BodyIssue[]): ApiError {
  const listed = issues
    .slice(0, MAX_LISTED_VIOLATIONS)
    .map((i) => ({ type: 'Unprocessable payload', message: violationMessage(i) }));
  const omitted = issues.length - listed.length;
  if (omitted > 0) listed.push({ type: 'Unprocessable payload', message: `${omitted} more violations not listed` });
  return new ApiError(422, listed);
}

/**
 * Builds the validation middleware of one route from its request schemas; a valid request's
 * input (typed from the schemas: {@link RouteInput}) is handed to `accept` with its response,
 * then the chain goes on. Errors: {@link ValidationError} (400) for parameters,
 * {@link ApiError} 422 for the body.
 */
export function validateRequest<Req extends RequestSchemas>(
  request: Req,
  accept: (res: Response, input: RouteInput<Req>) => void,
): RequestHandler {
  const schema: z.ZodObject<Req> = z.object(request);
  const knownQuery = new Set(request.query ? Object.keys(request.query.shape) : []);
  return (req, res, next) => {
    // The published contract lists every query parameter: any other is refused, never ignored.
    const unknown: FieldError[] = Object.keys(req.query)
      .filter((name) => !knownQuery.has(name))
      .map((name) => ({ field: `query.${name}`, message: 'is not a parameter of this endpoint' }));
    const r = schema.safeParse({ params: req.params, query: req.query, body: req.body });
    if (r.success && !unknown.length) {
      accept(res, r.data);
      return next();
    }
    const issues = r.error?.issues ?? [];
    const parameter = (part: 'params' | 'query'): FieldError[] =>
      issues
        .filter((i) => i.path[0] === part)
        .map((i) => ({
          field: `${part === 'params' ? 'path' : 'query'}.${i.path.length > 1 ? i.path.slice(1).join('.') : '(root)'}`,
          message: i.message,
        }));
    const errors = [...unknown, ...parameter('params'), ...parameter('query')];
    if (errors.length) return next(new ValidationError(errors));
    // A JSON body that parses but breaks the schema: 422 listing every violation with its path.
    next(bodyErrors(issues.filter((i) => i.path[0] === 'body').map((i) => ({ ...i, path: i.path.slice(1) }))));
  };
}
