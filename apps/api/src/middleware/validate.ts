/**
 * Request validation from the contract (`openapi/contract.ts`): path parameters, query string and
 * body are parsed with the route's zod schemas, compiled once at start. Any violation → 400 naming
 * the parameter (`query.limit: must be at most 500`), never a 500; a query parameter the route
 * does not have → 400 naming it. A JSON body that breaks its
 * schema → 422 naming each violation by JSON path (`$.items[3].title: is required`).
 */
import type { RequestHandler } from 'express';
import { ZodObject, type ZodType } from 'zod';
import { ApiError, ValidationError } from '../errors';

/** Validated request parts, as handlers receive them. */
export interface Validated {
  params: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  query: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  body: unknown;
}

/** Builds the validation middleware of one route; stores the result in `res.locals.input`. */
export function validateRequest(schemas: { params?: ZodType; query?: ZodType; body?: ZodType }): RequestHandler {
  const knownQuery = new Set(schemas.query instanceof ZodObject ? Object.keys(schemas.query.shape) : []);
  return (req, res, next) => {
    const errors: { field: string; message: string }[] = [];
    // The published contract lists every query parameter: any other is refused, never ignored.
    for (const name of Object.keys(req.query as Record<string, unknown>)) {
      if (!knownQuery.has(name)) errors.push({ field: `query.${name}`, message: 'is not a parameter of this endpoint' });
    }
    const input: Validated = { params: {}, query: {}, body: req.body };
    for (const part of ['params', 'query'] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      const r = schema.safeParse(part === 'params' ? req.params : req.query);
      if (r.success) input[part] = r.data as Record<string, unknown>;
      else {
        for (const issue of r.error.issues) {
          const name = issue.path.length ? issue.path.join('.') : '(root)';
          errors.push({ field: `${part === 'params' ? 'path' : 'query'}.${name}`, message: issue.message });
        }
      }
    }
    if (errors.length) return next(new ValidationError(errors));
    if (schemas.body) {
      // A JSON body that parses but breaks the schema: 422 listing every violation with its path.
      const r = schemas.body.safeParse(req.body);
      if (!r.success) {
        return next(
          new ApiError(
            422,
            r.error.issues.map((i) => ({
              type: 'Unprocessable payload',
              message: `$${i.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}: ${i.message}`,
            })),
          ),
        );
      }
      input.body = r.data;
    }
    res.locals.input = input;
    next();
  };
}
