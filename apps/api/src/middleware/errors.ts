/**
 * The one place errors become HTTP responses, every body `{errors: [{type, message}]}` (`docs/api.md` "Errors"):
 * typed {@link ApiError}s keep their status, entries and headers; any other error that carries a
 * 4xx `status`/`statusCode` (body-parser, raw-body, decompression, http-errors) keeps that status,
 * with its message when `expose` allows; engine timeouts and aborted deadlines → 503 with
 * `Retry-After`; backing services down, restarting or unreachable ({@link isUnavailableDependency})
 * → 503 with `Retry-After`; anything else → 500, logged without request or engine bodies (see
 * {@link loggableError}). Errors the HTTP parser and the server's timeouts raise before Express sees
 * a request (431 header overflow, malformed request lines, 408 headers or body too slow) get JSON
 * too ({@link answerClientErrors}, {@link answerStalledBodies}).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ApiError, UnavailableError } from '../errors';

/** Unknown route → 404 JSON (also under a mounted path such as `/docs`: the message names the full path). */
export const notFoundRoute: RequestHandler = (req, res) => {
  res.status(404).json({ errors: [{ type: 'Not found', message: `no route for ${req.method} ${req.baseUrl}${req.path}` }] });
};

/**
 * A known path asked with a method it does not serve → 405 with `Allow` (OPTIONS → 204 with
 * `Allow`). `routes` are Express paths (`/api/artist/:id`) with their methods.
 */
export function methodNotAllowed(routes: readonly { method: string; path: string }[]): RequestHandler {
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

/**
 * Seconds a client should wait after a 503 caused by a backing service that is down, restarting
 * or unreachable (a PostgreSQL or Redis restart takes a few seconds).
 */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

// SQLSTATEs of a PostgreSQL server that cannot serve now (PostgreSQL documentation, appendix A
// "PostgreSQL Error Codes"): connection exceptions of class 08 (08000, 08001, 08003, 08004, 08006;
// not 08P01, a protocol violation), 53300 too_many_connections, 57P01 admin_shutdown ("terminating
// connection due to administrator command"), 57P02 crash_shutdown, 57P03 cannot_connect_now ("the
// database system is shutting down / starting up / not yet accepting connections").
const PG_UNAVAILABLE = /^(08000|08001|08003|08004|08006|53300|57P01|57P02|57P03)$/;
// Node socket errors of a server that is down, restarting or unreachable.
const NETWORK_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// Error names and messages of the clients: Elasticsearch (ConnectionError, NoLivingConnectionsError),
// ioredis (MaxRetriesPerRequestError, offline queue disabled, closed connection), node-postgres and
// pg-pool (a connection that ended or timed out, a client no longer queryable), and socket codes
// that some clients carry only in the message.
const UNAVAILABLE_NAME = /^(ConnectionError|NoLivingConnectionsError|MaxRetriesPerRequestError)$/;
const UNAVAILABLE_MESSAGE =
  /ECONNREFUSED|ECONNRESET|Stream isn't writeable|Connection is closed|Connection terminated|timeout exceeded when trying to connect|is not queryable/;

/**
 * An Elasticsearch answer that says the engine cannot serve now rather than that the request is
 * wrong: 503 (no shard copy available, cluster block, node shutting down) or 429 (search thread pool
 * queue full, `es_rejected_execution_exception`). The client raises both as a `ResponseError` whose
 * `meta.statusCode` carries the engine's status.
 */
function isEngineUnavailableAnswer(err: object): boolean {
  const e = err as { name?: unknown; meta?: { statusCode?: unknown } };
  return e.name === 'ResponseError' && (e.meta?.statusCode === 503 || e.meta?.statusCode === 429);
}

/**
 * Whether `err` says a backing service (PostgreSQL, Redis, Elasticsearch) is down, restarting or
 * unreachable — as opposed to a bug or a bad request. Looks at the error, its `cause` chain (up to
 * 4 deep) and the `errors` of an AggregateError (a connection tried on several addresses): the
 * PostgreSQL SQLSTATE `code`, Node's socket `code`, the client's error name or message.
 */
export function isUnavailableDependency(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as { name?: unknown; code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (PG_UNAVAILABLE.test(code) || NETWORK_UNAVAILABLE.has(code)) return true;
  if (UNAVAILABLE_NAME.test(String(e.name ?? '')) || UNAVAILABLE_MESSAGE.test(String(e.message ?? ''))) return true;
  if (isEngineUnavailableAnswer(err)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isUnavailableDependency(inner, depth + 1))) return true;
  return isUnavailableDependency(e.cause, depth + 1);
}
// The request's deadline signal fired (AbortSignal.timeout → DOMException TimeoutError; the
// Elasticsearch client → RequestAbortedError), or the engine's own request timeout (TimeoutError).
const OVERLOADED = /^(TimeoutError|RequestAbortedError|AbortError)$/;

/** Error-handling middleware (register last). */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (res.headersSent) {
    // A body cut off after its request was answered (408 of a stalled body) is expected, not a warning.
    if ((err as { type?: string })?.type === 'request.aborted') req.log?.debug('request body aborted after the answer');
    else req.log?.warn({ err: loggableError(err) }, 'error after the response started');
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
  if (isUnavailableDependency(err)) {
    req.log?.warn({ err: loggableError(err) }, 'backing service unavailable');
    const unavailable = new UnavailableError('a backing service is unavailable; retry later', UNAVAILABLE_RETRY_AFTER_S);
    res.set(unavailable.headers).status(503).json({ errors: unavailable.entries });
    return;
  }
  req.log?.error({ err: loggableError(err) }, 'unhandled error');
  res.status(500).json({ errors: [{ type: 'Internal error', message: 'internal error' }] });
};

/** An error body `{errors: [{type, message}]}` for a response written outside Express. */
function errorBody(status: number, message: string): string {
  return JSON.stringify({ errors: [{ type: TYPE_OF_STATUS[status] ?? 'Bad request', message }] });
}

/** Status and message of the HTTP parser's and the server's errors, by Node error code (others → 400). */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'request line or headers exceed the server limit'],
  HPE_URI_TOO_LONG: [414, 'request line or headers exceed the server limit'],
  // HEADERS_TIMEOUT_MS or REQUEST_TIMEOUT_MS (Node's headersTimeout / requestTimeout) passed.
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'the request headers or body did not arrive in time'],
};

/**
 * Answers errors Node raises before Express sees a request or while it is still arriving — headers
 * or URL over the size limit → 431, headers or body not received within HEADERS_TIMEOUT_MS /
 * REQUEST_TIMEOUT_MS → 408, a malformed request → 400 — with a JSON error body and
 * `Connection: close`, instead of Node's empty one. When an answer to the request has already
 * started (a 413 sent before the body was read), the connection is only closed. Attach to every
 * server the app listens on (see `http-server.ts`).
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    // `_httpMessage` is the response attached to the socket (Node's own handler looks at it too).
    const answered = (socket as { _httpMessage?: ServerResponse | null })._httpMessage?.headersSent;
    if (!socket.writable || answered || err.code === 'ECONNRESET') return void socket.destroy();
    const [status, message] = CLIENT_ERRORS[err.code ?? ''] ?? [400, 'malformed HTTP request'];
    const body = errorBody(status, message);
    socket.end(
      `HTTP/1.1 ${status} ${TYPE_OF_STATUS[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

/**
 * Closes connections whose request body stops arriving. A request that declares a body
 * (`Content-Length` > 0 or `Transfer-Encoding`) and receives no byte of it for `idleMs` ms is
 * answered 408 JSON with `Connection: close` and its connection closed; when its answer was sent
 * already (a 413 or 401 given before the body was read), the connection is closed at once instead
 * of waiting for the rest of the body. Only the arrival of the body is limited: once it is complete
 * the handler may take as long as it needs. Node's `requestTimeout` still bounds the whole request.
 */
export function answerStalledBodies(server: Server, idleMs: number): void {
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!(Number(req.headers['content-length']) > 0 || req.headers['transfer-encoding'])) return;
    // The socket's idle timer (reset by every byte read or written). While this response is attached
    // to the socket, Node emits its 'timeout' on it and leaves the socket open; after the response,
    // Node closes a socket whose request is incomplete.
    res.on('timeout', () => {
      if (req.complete) return void req.socket.setTimeout(0);
      if (res.headersSent) return void req.socket.destroy();
      const body = errorBody(408, `no byte of the request body arrived for ${idleMs} ms`);
      res.writeHead(408, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        Connection: 'close',
      });
      res.end(body);
    });
    // Answered before the body was complete: Node, after its own 'finish' listener set the
    // keep-alive timeout, reads the rest of the body; it gets the idle limit again, and the socket
    // is closed when no byte comes for idleMs.
    res.once('finish', () => {
      if (!req.complete) req.socket?.setTimeout(idleMs);
    });
    req.socket.setTimeout(idleMs);
  });
}

/** The REQUEST_TIMEOUT_MS timer of each request whose body is arriving ({@link answerLateBodies}). */
const lateBodyTimers = new WeakMap<IncomingMessage, NodeJS.Timeout>();

/**
 * Answers 408 JSON (`Connection: close`, the connection closed) a request whose body has not fully
 * arrived `requestMs` ms after its headers, as Node's `requestTimeout` would; a request answered
 * already (a 413 before its body) only has its connection closed. A route that streams a file lifts
 * this bound for its request ({@link allowUploadTime}); Node's `requestTimeout` (UPLOAD_TIMEOUT_MS)
 * and the idle limit of {@link answerStalledBodies} still apply to it.
 */
export function answerLateBodies(server: Server, requestMs: number): void {
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.complete || !(Number(req.headers['content-length']) > 0 || req.headers['transfer-encoding'])) return;
    const timer = setTimeout(() => {
      if (req.complete) return;
      if (res.headersSent) return void req.socket.destroy();
      const body = errorBody(408, CLIENT_ERRORS.ERR_HTTP_REQUEST_TIMEOUT![1]);
      res.writeHead(408, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        Connection: 'close',
      });
      res.end(body);
    }, requestMs);
    timer.unref();
    lateBodyTimers.set(req, timer);
    const clear = () => clearTimeout(timer);
    req.once('end', clear);
    res.once('close', clear);
  });
}

/** Lifts REQUEST_TIMEOUT_MS for `req`, a file streamed to its route: UPLOAD_TIMEOUT_MS bounds it (module doc). */
export function allowUploadTime(req: IncomingMessage): void {
  clearTimeout(lateBodyTimers.get(req));
}
