/**
 * The shape of one route of the contract and the builders the per-resource route lists use
 * ({@link api} for counted GET routes under /api, {@link route} for the others).
 *
 * A route is one typed value: its request schemas (`request: {params, query, body}`), its
 * responses, and what the API mounts around its handler — token scope, input checks, a streamed
 * body, quota cost, limits and deadline — declared as data. The builders keep the literal types
 * of `operationId`, `method`, `path` and the schemas, so the API infers each handler's input from the route ({@link RouteInput}: every part as
 * its zod schema outputs it) and the contract can name its operations and route keys as types.
 */
import { z } from 'zod';
import * as S from '@mc/catalog';
import type { Scope } from '@mc/auth';

/** One documented response. */
export interface ResponseContract {
  description: string;
  /** Body schema; absent = no body described. */
  schema?: z.ZodType;
  /** Media type of the body (default `application/json`). */
  contentType?: string;
}

/** HTTP methods a route may have, as Express and OpenAPI spell them. */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The parts of a request a route may have. */
export type RequestPart = 'params' | 'query' | 'body';

/**
 * The request schemas of a route: `params` (path) and `query` take the text Express hands over
 * and convert it (violations → 400 naming `path.<name>` / `query.<name>`); `body` takes the parsed
 * JSON body (violations → 422 listing each JSON path). A part the route does not have is left out.
 * (The index signature is zod's object shape: the request is validated as one `z.object`.)
 */
export type RequestSchemas = { params?: z.ZodObject; query?: z.ZodObject; body?: z.ZodType } & z.ZodRawShape;

/**
 * What a handler of a route with request schemas `Req` receives: each part as its schema outputs
 * it, e.g. `{params: {id: number}, query: {offset: number, limit: number}}`; parts the route does
 * not have are absent.
 */
export type RouteInput<Req extends RequestSchemas> = z.output<z.ZodObject<Req>>;

/** The validated input of route `R` (see {@link RouteInput}). */
export type InputOf<R extends { request: RequestSchemas }> = RouteInput<R['request']>;

/**
 * Cost controls beside the daily quota a route may declare, mounted by the API after validation
 * and before the quota (refused work is never charged), in the order listed:
 * - `reportIntake`: at most `REPORT_LIMIT_PER_MINUTE` requests per token per minute (429 beyond);
 * - `batchesInFlight`: at most `BATCH_CONCURRENCY_PER_TOKEN` requests in flight per token (429 beyond).
 */
export type RouteLimit = 'reportIntake' | 'batchesInFlight';

/**
 * Deadlines a route may declare: the handler gets an `AbortSignal` firing at the deadline or when
 * the client goes away; an engine call aborted by it answers 503 with Retry-After.
 * - `match`: `MATCH_DEADLINE_MS` (default 15 s), the matching routes;
 * - `search`: `SEARCH_DEADLINE_MS` (default 5 s), search as you type.
 */
export type RouteDeadline = 'match' | 'search';

/**
 * What a token must hold to call a route (`@mc/auth` SCOPES: `read` < `catalog:write` < `admin`,
 * each holding those before it; every token holds `read`). A token without it → 403 naming the
 * scope, checked right after authentication: before the body is read, never charged.
 */
export type RouteScope = Scope;

/**
 * Checks of a route's input that need the server's code rather than a schema, mounted by the API
 * after validation and before the limits and the quota (refused → 400 naming the field, never
 * charged):
 * - `writableSource`: path `source` is not the name of a shipped source (`catalog import` sources);
 * - `changeCursor`: query `after` is a cursor the change feed hands out (`next`, `cursor`);
 * - `globalPinScope`: a pin's body `scope: "global"` needs a token with scope `admin` (403 naming it).
 */
export type RouteCheck = 'writableSource' | 'changeCursor' | 'globalPinScope';

/**
 * A request body the handler reads as a stream (memory bounded whatever its size) instead of a
 * parsed JSON body: another media type → 415; a `Content-Encoding` other than identity and
 * `encodings` → 415; a declared `Content-Length` above the route's streamed-body limit
 * (`CHANGES_MAX_BYTES` or `MATCH_JOB_MAX_BYTES`) → 413 — all before any work, never charged.
 */
export interface StreamBody {
  /** Media type, e.g. `application/x-ndjson`. */
  contentType: string;
  /** Content-Encoding values accepted besides identity, e.g. `['gzip']`. */
  encodings: readonly string[];
  /** Other media types accepted (the handler tells them apart by `Content-Type`). */
  alsoAccepts?: readonly string[];
  /**
   * The bound of a declared `Content-Length`: `changes` (`CHANGES_MAX_BYTES`, the default) or
   * `matchJob` (`MATCH_JOB_MAX_BYTES`).
   */
  limit?: 'changes' | 'matchJob';
  description: string;
  /** Example body (the reference's "Try it out", the fuzzer's first examples). */
  example: string;
}

/** One route of the API, with request schemas `Req`. */
export interface RouteContract<Req extends RequestSchemas = RequestSchemas> {
  /** Stable operation name, also the OpenAPI `operationId` and the key of the route's handler. */
  operationId: string;
  method: HttpMethod;
  /** Express-style path, e.g. `/api/artist/:id`. */
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  /** Request schemas: path parameters, query parameters (all text in, converted), JSON body. */
  request: Req;
  responses: { [status: number]: ResponseContract };
  /** Requires the bearer token. */
  auth: boolean;
  /** Counts against the caller's daily quota (`docs/api.md` "Quotas"). */
  counted: boolean;
  /**
   * Quota units a valid request of a counted route costs (default 1), from its validated input,
   * e.g. one per batch item. A method, so that routes with their own input types form one list.
   */
  cost?(input: RouteInput<Req>): number;
  /** Cost controls mounted after validation, before the quota ({@link RouteLimit}). */
  limits?: readonly RouteLimit[];
  /** The request's deadline ({@link RouteDeadline}). */
  deadline?: RouteDeadline;
  /** The scope the token needs (default `read`: any token) ({@link RouteScope}). */
  scope?: RouteScope;
  /** Input checks beyond the schemas ({@link RouteCheck}). */
  checks?: readonly RouteCheck[];
  /** A body read as a stream by the handler ({@link StreamBody}); exclusive with `request.body`. */
  streamBody?: StreamBody;
}

/** The literal types a built route keeps beside {@link RouteContract}. */
export interface RouteIdentity<Id extends string, M extends HttpMethod, P extends string> {
  operationId: Id;
  method: M;
  path: P;
}

/** A route as the builders return it: its contract with its literal identity. */
export type TypedRoute<
  Id extends string,
  M extends HttpMethod,
  P extends string,
  Req extends RequestSchemas,
> = RouteContract<Req> & RouteIdentity<Id, M, P>;

/**
 * What {@link route} takes: a contract whose `auth` and `counted` default to true, and whose
 * `request` has no member other than params, query and body.
 */
export type RouteSpec<Id extends string, M extends HttpMethod, P extends string, Req extends RequestSchemas> = Omit<
  RouteContract<Req>,
  keyof RouteIdentity<Id, M, P> | 'auth' | 'counted' | 'request'
> & { request: Req & { [K in Exclude<keyof Req, RequestPart>]: never } } & RouteIdentity<Id, M, P> &
  Partial<Pick<RouteContract<Req>, 'auth' | 'counted'>>;

export const ERR = (description: string): ResponseContract => ({ description, schema: S.ErrorBody });
export const E400 = ERR('Bad request: a parameter is missing, malformed or out of range');
export const E401 = ERR('Authentication failed: missing or invalid bearer token');
export const E403 = ERR('Forbidden: the token does not hold the scope this operation needs (the message names it)');
export const E404 = ERR('Not found');
export const E429 = ERR(
  'Too Many Requests (see Retry-After): daily quota reached, or a request costing more than what remains (nothing charged), ' +
    'or too many failed authentications from this address',
);
export const E503 = ERR('The search engine did not answer within the deadline, or a backing service is down; see Retry-After');

/** 200 + 400/401/404/429: every GET lookup, list and search. */
export function apiResponses(schema: z.ZodType, description: string): RouteContract['responses'] {
  return { 200: { description, schema }, 400: E400, 401: E401, 404: E404, 429: E429 };
}

const REQUEST_PARTS: ReadonlySet<string> = new Set<RequestPart>(['params', 'query', 'body']);

/**
 * A route; `auth` and `counted` default to true.
 * @throws {Error} when `request` has a member other than params, query and body (it would be
 * neither validated nor documented), or the route has both a JSON and a streamed body.
 */
export function route<const Id extends string, const M extends HttpMethod, const P extends string, Req extends RequestSchemas>(
  r: RouteSpec<Id, M, P, Req>,
): TypedRoute<Id, M, P, Req> {
  const unknown = Object.keys(r.request).filter((k) => !REQUEST_PARTS.has(k));
  if (unknown.length) throw new Error(`${r.operationId}: request has ${unknown.join(', ')}; only params, query and body`);
  if (r.streamBody && r.request.body) throw new Error(`${r.operationId}: a streamed body and a JSON body`);
  const { auth = true, counted = true, ...rest } = r;
  return { ...rest, auth, counted };
}

/** A GET route under /api: token required, counted; responses 200 (`response`) + {@link apiResponses} + `moreResponses`. */
export function api<const Id extends string, const P extends string, Req extends RequestSchemas>(
  r: Omit<RouteSpec<Id, 'get', P, Req>, 'responses' | 'method'> & {
    response: z.ZodType;
    responseDescription: string;
    moreResponses?: RouteContract['responses'];
  },
): TypedRoute<Id, 'get', P, Req> {
  const { response, responseDescription, moreResponses, ...rest } = r;
  return route({ ...rest, method: 'get', responses: { ...apiResponses(response, responseDescription), ...moreResponses } });
}
