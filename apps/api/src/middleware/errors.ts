/**
 * The one place errors become HTTP responses, every body `{errors: [{type, message}]}` (SPEC 7):
 * typed {@link ApiError}s keep their status, entries and headers; any other error that carries a
 * 4xx `status`/`statusCode` (body-parser, raw-body, decompression, http-errors) keeps that status,
 * with its message when `expose` allows; engine timeouts and aborted deadlines → 503 with
 * `Retry-After`; unreachable backing services → 503; anything else → 500, logged without request
 * or engine bodies (see {@link loggableError}). Errors the HTTP parser raises before Express sees a
 * request (431 header overflow, malformed request lines) get JSON too ({@link answerClientErrors}).
 */
import type { Server } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ApiError } from '../errors';

/** Unknown route → 404 JSON. */
export const notFoundRoute: RequestHandler = (req, res) => {
  res.status(404).json({ errors: [{ type: 'Not found', message: `no route for ${req.method} ${req.path}` }] });
};

/**
 * A known path asked with a method it does not serve → 405 with `Allow` (OPTIONS → 204 with
 * `Allow`). `routes` are Express paths (`/api/artist/:id`) with their methods.
 */
export function methodNotAllowed(routes: { method: string; path: string }[]): RequestHandler {
  const byPattern = new Map<string, { re: RegExp; methods: Set<string> }>();
  for (const r of routes) {
    const source = `^${r.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '[^/]+')}/?$`;
    const entry = byPattern.get(source) ?? { re: new RegExp(source, 'i'), methods: new Set<string>() };
    entry.methods.add(r.method.toUpperCase());
    if (r.method.toUpperCase() === 'GET') entry.methods.add('HEAD');
    byPattern.set(source, entry);
  }
  return (req, res, next) => {
    const allowed = new Set<string>();
    for (const { re, methods } of byPattern.values()) if (re.test(req.path)) methods.forEach((m) => allowed.add(m));
    if (!allowed.size || allowed.has(req.method)) return next();
    const allow = [...allowed].sort().join(', ');
    res.set('Allow', allow);
    if (req.method === 'OPTIONS') return void res.status(204).end();
    res.status(405).json({
      errors: [{ type: 'Method not allowed', message: `${req.method} is not allowed on ${req.path}; allowed: ${allow}` }],
    });
  };
}

/** Standard reason phrases used as error `type` for 4xx statuses without a typed error. */
const TYPE_OF_STATUS: Record<number, string> = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed',
  408: 'Request timeout',
  411: 'Length required',
  413: 'Payload too large',
  414: 'URI too long',
  415: 'Unsupported media type',
  416: 'Range not satisfiable',
  431: 'Request header fields too large',
};

/**
 * What of an error may be logged: its name, code and a bounded message and stack — never the
 * enumerable properties where clients keep request bodies (the Elasticsearch client's `meta`
 * holds the whole msearch body; body-parser errors hold the raw body).
 */
export function loggableError(err: unknown): { type: string; code?: string; message: string; stack?: string } {
  const e = (err ?? {}) as { name?: string; code?: unknown; message?: unknown; stack?: unknown };
  const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}… [${s.length} chars]` : s);
  return {
    type: String(e.name ?? typeof err),
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    message: cut(String(e.message ?? err), 300),
    ...(typeof e.stack === 'string'
      ? {
          stack: e.stack
            .split('\n')
            .slice(1, 12)
            .map((l) => cut(l, 200))
            .join('\n'),
        }
      : {}),
  };
}

/** Seconds a client should wait after a 503 caused by load (deadline or engine timeout). */
export const OVERLOAD_RETRY_AFTER_S = 5;

// Elasticsearch client, pg and ioredis errors of a server that is down or unreachable.
const UNAVAILABLE =
  /ConnectionError|NoLivingConnections|ECONNREFUSED|ECONNRESET|MaxRetriesPerRequest|Stream isn't writeable|Connection is closed/;
// The request's deadline signal fired (AbortSignal.timeout → DOMException TimeoutError; the
// Elasticsearch client → RequestAbortedError), or the engine's own request timeout (TimeoutError).
const OVERLOADED = /^(TimeoutError|RequestAbortedError|AbortError)$/;

/** Error-handling middleware (register last). */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (res.headersSent) {
    req.log?.warn({ err: loggableError(err) }, 'error after the response started');
    res.destroy();
    return;
  }
  if (err instanceof ApiError) {
    res.set(err.headers).status(err.status).json({ errors: err.entries });
    return;
  }
  const e = (err ?? {}) as { type?: string; status?: number; statusCode?: number; expose?: boolean; message?: string };
  const status = e.status ?? e.statusCode;
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
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = e.expose !== false && e.message ? e.message : (TYPE_OF_STATUS[status] ?? 'bad request');
    res.status(status).json({ errors: [{ type: TYPE_OF_STATUS[status] ?? 'Bad request', message }] });
    return;
  }
  const name = (err as Error)?.name ?? '';
  if (OVERLOADED.test(name)) {
    req.log?.warn({ err: loggableError(err) }, 'request deadline or engine timeout');
    const deadline = res.locals.deadlineMs as number | undefined;
    res
      .status(503)
      .set('Retry-After', String(OVERLOAD_RETRY_AFTER_S))
      .json({
        errors: [
          {
            type: 'Service unavailable',
            message: `the search engine did not answer in time${deadline ? ` (deadline ${deadline} ms)` : ''}; retry later or send fewer items`,
          },
        ],
      });
    return;
  }
  if (UNAVAILABLE.test(`${name} ${(err as Error)?.message}`)) {
    req.log?.warn({ err: loggableError(err) }, 'backing service unavailable');
    res.status(503).json({ errors: [{ type: 'Service unavailable', message: 'a backing service is unavailable; retry later' }] });
    return;
  }
  req.log?.error({ err: loggableError(err) }, 'unhandled error');
  res.status(500).json({ errors: [{ type: 'Internal error', message: 'internal error' }] });
};

/**
 * Answers errors of Node's HTTP parser (raised before Express sees a request: headers or URL over
 * the size limit → 431, malformed request → 400) with a JSON error body instead of Node's empty
 * one. Attach to every server the app listens on.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || (err as { code?: string }).code === 'ECONNRESET') return void socket.destroy();
    const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'HPE_URI_TOO_LONG' ? 414 : 400;
    const type = TYPE_OF_STATUS[status]!;
    const body = JSON.stringify({
      errors: [{ type, message: status === 400 ? 'malformed HTTP request' : 'request line or headers exceed the server limit' }],
    });
    socket.end(
      `HTTP/1.1 ${status} ${type}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
