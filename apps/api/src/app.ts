/**
 * The Express application: every route of the contract (`openapi/contract.ts`) is mounted with,
 * in order, authentication (except public routes) → JSON body (routes with a body) → request
 * validation → route limits (report intake, batches in flight, matching deadline) → quota →
 * handler. Quota comes after validation and the limits, so refused work is never charged. A known
 * path with another method → 405 with `Allow`. Routes whose handler a later issue delivers answer
 * 501 JSON until then.
 */
import express, { type Express, type RequestHandler } from 'express';
import { join } from 'node:path';
import helmet from 'helmet';
import { ApiError } from './errors';
import swaggerUi from 'swagger-ui-express';
import { DOC_ROUTES, ROUTES, type RouteContract, buildOpenApiDocument } from '@mc/openapi';
import type { Deps } from './deps';
import { ADMIN_QUEUES_PATH, bullBoardRouter, requireAdminToken } from './admin-queues';
import type { Handler, HandlerTable } from './handler';
import { FailedAuthThrottle, authenticate } from './middleware/auth';
import { errorHandler, methodNotAllowed, notFoundRoute } from './middleware/errors';
import { limitConcurrentBatches, limitReportIntake, requestDeadline } from './middleware/limits';
import { httpMetrics } from './middleware/metrics';
import { staticHeaders } from './middleware/static-headers';
import { enforceQuota } from './middleware/quota';
import { validateRequest } from './middleware/validate';
import { installRequestLogging } from './middleware/request-log';
import { catalogLookupHandlers } from './routes/catalog-lookups';
import { entitySearchHandlers } from './routes/entity-search';
import { releaseTocHandlers } from './routes/release-toc';
import { artistTitleHandlers } from './routes/artist-title';
import { recommendationHandlers } from './routes/recommendation';
import { systemHandlers } from './routes/system';
import { pictureUsageHandlers } from './routes/picture-usage';
import { suggestHandlers } from './routes/suggest';
import { SerializedJson, sendSerialized } from './serialized-json';

/**
 * Quota units a request consumes when not 1: a batch match counts one per item (documented in
 * the OpenAPI description of the batch route).
 */
const QUOTA_COST: Record<string, (body: unknown) => number> = {
  'POST /api/artist-title/batch': (body) => {
    const items = (body as { items?: unknown })?.items;
    return Array.isArray(items) ? Math.max(1, items.length) : 1;
  },
};

const notImplemented: Handler = async (_input, { res }) => {
  res.status(501);
  return { errors: [{ type: 'Not implemented', message: 'this endpoint is not implemented yet' }] };
};

/** Every handler the app has, keyed like the contract. */
export function allHandlers(): HandlerTable {
  return {
    ...systemHandlers,
    ...catalogLookupHandlers,
    ...entitySearchHandlers,
    ...suggestHandlers,
    ...releaseTocHandlers,
    ...artistTitleHandlers,
    ...pictureUsageHandlers,
    ...recommendationHandlers,
  };
}

const routeKey = (r: RouteContract) => `${r.method.toUpperCase()} ${r.path}`;
const routeOrder = (r: RouteContract) => r.path.replace(/:[A-Za-z_]+/g, '\uffff');

function run(handler: Handler, deps: Deps): RequestHandler {
  return (req, res, next) => {
    handler(res.locals.input ?? { params: req.params, query: req.query, body: req.body }, {
      deps,
      res,
      token: res.locals.token,
      signal: res.locals.signal as AbortSignal | undefined,
    }).then((body) => {
      if (res.headersSent) return;
      if (body instanceof SerializedJson) sendSerialized(res, body);
      else res.json(body);
    }, next);
  };
}

/** The playground's static files (`apps/api/playground`). */
export const PLAYGROUND_DIR = join(__dirname, '..', 'playground');

/** Builds the app on the given dependencies (no listening). */
export function createApp(deps: Deps, handlers: HandlerTable = allHandlers()): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  app.use(httpMetrics());
  installRequestLogging(app, deps.logger);
  // helmet's headers are fixed (no CSP): computed once, set per response without its middleware chain.
  app.use(staticHeaders(helmet({ contentSecurityPolicy: false })));

  // Before the docs (mounted apps answer any method): a docs path asked with another method → 405.
  app.use(methodNotAllowed(DOC_ROUTES));
  const doc = buildOpenApiDocument();
  app.get('/openapi.json', (_req, res) => res.json(doc));
  app.use('/docs', swaggerUi.serve, swaggerUi.setup(doc as swaggerUi.JsonObject));
  // Static playground (suggest as you type, the matcher with explain): no build step.
  app.use('/playground', express.static(PLAYGROUND_DIR, { index: 'index.html' }));
  if (deps.config.ADMIN_TOKEN_SHA256) {
    const queues = [deps.queues.reindex, deps.queues.usageReport];
    app.use(ADMIN_QUEUES_PATH, requireAdminToken(deps.config.ADMIN_TOKEN_SHA256), bullBoardRouter(queues));
  }

  const auth = authenticate(deps.tokens, new FailedAuthThrottle(deps.limits.authFailures));
  const routeLimits: Record<string, RequestHandler[]> = {
    'POST /report/picture/usage': [limitReportIntake(deps.limits.reportIntake)],
    'POST /api/artist-title/batch': [limitConcurrentBatches(deps.limits.batches), requestDeadline(deps.config.MATCH_DEADLINE_MS)],
    'GET /api/artist-title': [requestDeadline(deps.config.MATCH_DEADLINE_MS)],
  };
  const json = express.json({ limit: deps.config.BODY_LIMIT_BYTES, type: () => true });
  const requireJson: RequestHandler = (req, _res, next) =>
    next(
      req.is('application/json')
        ? undefined
        : new ApiError(415, [{ type: 'Unsupported media type', message: 'Content-Type must be application/json' }]),
    );
  // Literal path segments before parameters, so `/api/release/toc` is not taken for `/:id`.
  const ordered = [...ROUTES].sort((a, b) => (routeOrder(a) < routeOrder(b) ? -1 : routeOrder(a) > routeOrder(b) ? 1 : 0));
  for (const route of ordered) {
    const key = routeKey(route);
    const chain: RequestHandler[] = [];
    if (route.auth) chain.push(auth);
    if (route.body) chain.push(requireJson, json);
    chain.push(validateRequest({ params: route.params, query: route.query, body: route.body }));
    chain.push(...(routeLimits[key] ?? []));
    if (route.auth) chain.push(enforceQuota(deps.quota, route.counted, QUOTA_COST[key]));
    chain.push(run(handlers[key] ?? notImplemented, deps));
    app[route.method](route.path, ...chain);
  }
  // A contract path asked with a method it does not serve → 405 with Allow. After the routes, so a
  // request a route serves never pays for the check (no route chain runs on another method).
  app.use(methodNotAllowed(ROUTES));
  app.use(notFoundRoute);
  app.use(errorHandler);
  return app;
}
