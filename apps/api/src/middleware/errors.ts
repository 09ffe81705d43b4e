/**
 * The one place errors become HTTP responses: typed {@link ApiError}s keep their status and
 * entries; body-parser failures map to SPEC 7's report errors; anything else is a 500 logged
 * with its stack (and never leaks internals to the client).
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ApiError } from '@mc/catalog';

/** Unknown route → 404 JSON. */
export const notFoundRoute: RequestHandler = (req, res) => {
  res.status(404).json({ errors: [{ type: 'Not found', message: `no route for ${req.method} ${req.path}` }] });
};

/** Error-handling middleware (register last). */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (err instanceof ApiError) {
    res.set(err.headers).status(err.status).json({ errors: err.entries });
    return;
  }
  const e = err as { type?: string; status?: number; message?: string };
  if (e.type === 'entity.parse.failed') {
    res.status(400).json({ errors: [{ type: 'Syntax error', message: 'The request payload contains invalid JSON data.' }] });
    return;
  }
  if (e.type === 'entity.too.large') {
    res.status(413).json({ errors: [{ type: 'Payload too large', message: `request body exceeds the limit of this endpoint` }] });
    return;
  }
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') {
    res.status(415).json({ errors: [{ type: 'Unsupported media type', message: e.message ?? 'unsupported encoding' }] });
    return;
  }
  const name = (err as Error)?.name ?? '';
  // Elasticsearch client, pg and ioredis errors of a server that is down or unreachable.
  const unavailable =
    /ConnectionError|NoLivingConnections|ECONNREFUSED|ECONNRESET|MaxRetriesPerRequest|Stream isn't writeable|Connection is closed/;
  if (unavailable.test(`${name} ${(err as Error)?.message}`)) {
    req.log?.warn({ err }, 'backing service unavailable');
    res.status(503).json({ errors: [{ type: 'Service unavailable', message: 'a backing service is unavailable; retry later' }] });
    return;
  }
  req.log?.error({ err }, 'unhandled error');
  res.status(500).json({ errors: [{ type: 'Internal error', message: 'internal error' }] });
};
