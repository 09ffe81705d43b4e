/**
 * Request validation from the contract (`openapi/contract.ts`): path parameters, query string and
 * body are parsed with the route's zod schemas, compiled once at start. Any violation → 400 naming
 * the parameter (`query.limit: must be at most 500`), never a 500.
 */
import type { RequestHandler } from 'express';
import type { ZodType } from 'zod';
import { ValidationError } from '@mc/catalog';

/** Validated request parts, as handlers receive them. */
export interface Validated {
  params: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  query: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  body: unknown;
}

/** Builds the validation middleware of one route; stores the result in `res.locals.input`. */
export function validateRequest(schemas: { params?: ZodType; query?: ZodType }): RequestHandler {
  return (req, res, next) => {
    const errors: { field: string; message: string }[] = [];
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
    res.locals.input = input;
    next();
  };
}
