/**
 * The Express application: every route of the contract (`openapi/contract.ts`) is mounted with
 * its handler (keyed by operationId) in the chain its contract declares (`route-chain.ts`):
 * authentication (except public routes) → the token's scope (write and job routes: 403) → JSON or
 * streamed body (routes with one) → request validation → the route's input checks, limits and
 * deadline → quota (the route's cost) → handler. Quota comes after the scope, validation, the
 * checks and the limits, so refused work is never charged. Literal path segments are mounted
 * before parameters. A known path with another method → 405 with `Allow`. Routes without a handler
 * answer 501 JSON.
 */
import express, { type Express, type RequestHandler } from 'express';
import { join } from 'node:path';
import helmet from 'helmet';
import { ApiError } from './errors';
import { DOC_ROUTES, type OperationId, ROUTES, type RouteContract, buildOpenApiDocument, contractFor } from '@mc/openapi';
import type { Deps } from './deps';
import { ADMIN_QUEUES_PATH, bullBoardRouter, requireAdminToken } from './admin-queues';
import { apiReferenceUi } from './api-reference';
import type { Handler, HandlerTable } from './handler';
import { type ChainParts, routeChain } from './route-chain';
import { FailedAuthThrottle, authenticate } from './middleware/auth';
import { errorHandler, methodNotAllowed, notFoundRoute } from './middleware/errors';
import { limitConcurrentBatches, limitReportIntake, requestDeadline } from './middleware/limits';
import { httpMetrics } from './middleware/metrics';
import { staticHeaders } from './middleware/static-headers';
import { enforceQuota } from './middleware/quota';
import { installRequestLogging } from './middleware/request-log';
import { catalogLookupHandlers } from './routes/catalog-lookups';
import { entitySearchHandlers } from './routes/entity-search';
import { releaseTocHandlers } from './routes/release-toc';
import { artistTitleHandlers } from './routes/artist-title';
import { recommendationHandlers } from './routes/recommendation';
import { systemHandlers } from './routes/system';
import { pictureUsageHandlers } from './routes/picture-usage';
import { suggestHandlers } from './routes/suggest';
import { requireScope } from './middleware/scope';
import { acceptStreamBody, bodyStreamOf } from './middleware/stream-body';
import { catalogChangeChecks, catalogChangeHandlers } from './routes/catalog-changes';
import { adminJobHandlers } from './routes/admin-jobs';
import { matchJobHandlers } from './routes/match-jobs';
import { curationHandlers } from './routes/curation';
import { pinChecks, pinHandlers } from './routes/pins';

const notImplemented: Handler = async (_input, { res }) => {
  res.status(501);
  return { errors: [{ type: 'Not implemented', message: 'this endpoint is not implemented yet' }] };
};

/** Every handler the app has, keyed by operationId. */
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
    ...catalogChangeHandlers,
    ...adminJobHandlers,
    ...matchJobHandlers,
    ...curationHandlers,
    ...pinHandlers,
  };
}

const routeOrder = (r: RouteContract) => r.path.replace(/:[A-Za-z_]+/g, '\uffff');

const requireJson: RequestHandler = (req, _res, next) =>
  next(
    req.is('application/json')
      ? undefined
      : new ApiError(415, [{ type: 'Unsupported media type', message: 'Content-Type must be application/json' }]),
  );

/** The middleware route chains are built from, over `deps` (what the contract's names resolve to). */
function chainParts(deps: Deps, auth: RequestHandler): ChainParts {
  return {
    auth,
    scope: requireScope,
    jsonBody: [requireJson, express.json({ limit: deps.config.BODY_LIMIT_BYTES, type: () => true })],
    // A streamed body's declared length is bounded by its route's limit (change sets, job files).
    streamBody: (spec) =>
      spec.limit === 'matchJob'
        ? acceptStreamBody(spec, deps.config.MATCH_JOB_MAX_BYTES, 'MATCH_JOB_MAX_BYTES')
        : acceptStreamBody(spec, deps.config.CHANGES_MAX_BYTES),
    checks: { ...catalogChangeChecks, ...pinChecks },
    limits: {
      reportIntake: limitReportIntake(deps.limits.reportIntake),
      batchesInFlight: limitConcurrentBatches(deps.limits.batches),
    },
    deadlines: {
      match: requestDeadline(deps.config.MATCH_DEADLINE_MS),
      search: requestDeadline(deps.config.SEARCH_DEADLINE_MS),
    },
    quota: (counted, cost) => enforceQuota(deps.quota, counted, cost),
    context: (res) => ({
      deps,
      res,
      token: res.locals.token,
      signal: res.locals.signal instanceof AbortSignal ? res.locals.signal : undefined,
      deadlineAt: typeof res.locals.deadlineAt === 'number' ? res.locals.deadlineAt : undefined,
      bodyStream: bodyStreamOf(res),
    }),
  };
}

/** The chain of operation `id` with its handler from `handlers` (501 without one). */
function operationChain<K extends OperationId>(id: K, handlers: HandlerTable, parts: ChainParts): RequestHandler[] {
  return routeChain(contractFor(id), handlers[id] ?? notImplemented, parts);
}

/** The playground's static files (`apps/api/playground`). */
export const PLAYGROUND_DIR = join(__dirname, '..', 'playground');

/** Builds the app on the given dependencies (no listening). */
export function createApp(deps: Deps, handlers: HandlerTable = allHandlers()): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  // The client address (`req.ip`, what failed authentications are counted against) behind proxies.
  app.set('trust proxy', deps.config.TRUST_PROXY);
  app.use(httpMetrics());
  installRequestLogging(app, deps.logger);
  // helmet's headers are fixed (no CSP): computed once, set per response without its middleware chain.
  app.use(staticHeaders(helmet({ contentSecurityPolicy: false })));

  // Before the docs (mounted apps answer any method): a docs path asked with another method → 405.
  app.use(methodNotAllowed([...DOC_ROUTES]));
  const doc = buildOpenApiDocument();
  app.get('/openapi.json', (_req, res) => res.json(doc));
  app.use('/docs', ...apiReferenceUi(doc));
  // Static playground (suggest as you type, the matcher with explain): no build step.
  app.use('/playground', express.static(PLAYGROUND_DIR, { index: 'index.html' }));
  if (deps.config.ADMIN_TOKEN_SHA256) {
    const queues = [deps.queues.reindex, deps.queues.usageReport, deps.queues.matchJob];
    // Wrong admin tokens count against the same per-address failure limit as API tokens.
    const adminAuth = requireAdminToken(deps.config.ADMIN_TOKEN_SHA256, new FailedAuthThrottle(deps.limits.authFailures));
    app.use(ADMIN_QUEUES_PATH, adminAuth, bullBoardRouter(queues));
  }

  const parts = chainParts(deps, authenticate(deps.tokens, new FailedAuthThrottle(deps.limits.authFailures)));
  // Literal path segments before parameters, so `/api/release/toc` is not taken for `/:id`.
  const ordered = [...ROUTES].sort((a, b) => (routeOrder(a) < routeOrder(b) ? -1 : routeOrder(a) > routeOrder(b) ? 1 : 0));
  for (const route of ordered) app[route.method](route.path, ...operationChain(route.operationId, handlers, parts));
  // A contract path asked with a method it does not serve → 405 with Allow. After the routes, so a
  // request a route serves never pays for the check (no route chain runs on another method).
  app.use(methodNotAllowed([...ROUTES]));
  app.use(notFoundRoute);
  app.use(errorHandler);
  return app;
}
