/**
 * One route's middleware chain, built from its contract (`@mc/openapi`) and its handler, in this
 * order: authentication (routes with `auth`) → the token's `scope` (routes that need more than
 * `read`: 403) → JSON body (routes with a `request.body`: 415 unless `application/json`, then
 * parsed) or streamed body (routes with a `streamBody`: media type, encoding and declared length
 * checked, the decoded stream handed to the handler) → validation of the route's request schemas →
 * the route's input `checks` → its declared `limits`, in order → its `deadline` → quota (routes
 * with `auth`; units = the contract's `cost` of the validated input, default 1) → handler. Quota
 * comes after the scope, validation, the checks and the limits, so refused work is never charged.
 *
 * The validated input goes from the validation step to the quota and the handler through a map
 * private to the route, keyed by the response, with the route's own input type: no cast between
 * the schemas and the handler.
 */
import type { RequestHandler, Response } from 'express';
import type { InputOf, RouteCheck, RouteContract, RouteDeadline, RouteLimit, RouteScope, StreamBody } from '@mc/openapi';
import type { Handler, HandlerContext } from './handler';
import { validateRequest } from './middleware/validate';
import { SerializedJson, sendSerialized } from './serialized-json';

/** The middleware routes are built from, made once per app from its dependencies. */
export interface ChainParts {
  /** Bearer-token authentication. */
  auth: RequestHandler;
  /** The check that the authenticated token holds `scope` (403). */
  scope(scope: RouteScope): RequestHandler;
  /** Content-type check and JSON parser of routes with a body. */
  jsonBody: readonly RequestHandler[];
  /** Acceptance of a streamed body (media type, encoding, declared length) of routes with one. */
  streamBody(spec: StreamBody): RequestHandler;
  /** The middleware of each input check a route may declare. */
  checks: Readonly<Record<RouteCheck, RequestHandler>>;
  /** The middleware of each limit a route may declare. */
  limits: Readonly<Record<RouteLimit, RequestHandler>>;
  /** The middleware of each deadline a route may declare. */
  deadlines: Readonly<Record<RouteDeadline, RequestHandler>>;
  /** The quota middleware of a route: whether it counts, and the units a request costs. */
  quota(counted: boolean, cost: (res: Response) => number): RequestHandler;
  /** The handler context of a request. */
  context(res: Response): HandlerContext;
}

/** Runs `handler` on the request's validated input and sends what it returns. */
function runHandler<I>(
  operationId: string,
  handler: Handler<I>,
  inputs: WeakMap<Response, I>,
  context: ChainParts['context'],
): RequestHandler {
  return (_req, res, next) => {
    const input = inputs.get(res);
    if (input === undefined) return next(new Error(`${operationId}: the handler was reached without validated input`));
    handler(input, context(res)).then((body) => {
      if (res.headersSent) return;
      if (body instanceof SerializedJson) sendSerialized(res, body);
      else res.json(body);
    }, next);
  };
}

/** The middleware chain of `route` with `handler` (module doc); mount it on the route's method and path. */
export function routeChain<R extends RouteContract>(route: R, handler: Handler<InputOf<R>>, parts: ChainParts): RequestHandler[] {
  const inputs = new WeakMap<Response, InputOf<R>>();
  const chain: RequestHandler[] = [];
  if (route.auth) chain.push(parts.auth);
  if (route.auth && route.scope && route.scope !== 'read') chain.push(parts.scope(route.scope));
  if (route.request.body) chain.push(...parts.jsonBody);
  if (route.streamBody) chain.push(parts.streamBody(route.streamBody));
  chain.push(validateRequest<R['request']>(route.request, (res, input) => inputs.set(res, input)));
  for (const check of route.checks ?? []) chain.push(parts.checks[check]);
  for (const limit of route.limits ?? []) chain.push(parts.limits[limit]);
  if (route.deadline) chain.push(parts.deadlines[route.deadline]);
  if (route.auth) {
    const units = (res: Response) => {
      const input = inputs.get(res);
      return input !== undefined && route.cost ? route.cost(input) : 1;
    };
    chain.push(parts.quota(route.counted, units));
  }
  chain.push(runHandler(route.operationId, handler, inputs, parts.context));
  return chain;
}
