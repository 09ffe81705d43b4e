/**
 * The API contract as code: every route with its parameters, body and responses, and what the API
 * mounts around its handler (quota cost, limits, deadline). One source of truth for request
 * validation (apps/api compiles these zod schemas once at start), for the types of the handlers'
 * input (inferred from the schemas), for response-shape tests, and for the served OpenAPI 3.1
 * document (`openapi/generate.ts`).
 *
 * Adding a route is one entry in the list of its resource (`contract/routes/*.ts`, builders in
 * `contract/route-types.ts`) and one handler keyed by its operationId:
 * ```ts
 * route({
 *   operationId: 'matchArtistTitleBatch',
 *   method: 'post',
 *   path: '/api/artist-title/batch',
 *   summary: '…',
 *   tags: ['Matching'],
 *   request: { body: ArtistTitleBatchRequest }, // and/or params, query: zod schemas
 *   cost: ({ body }) => body.items.length, // quota units of a valid request (default 1)
 *   limits: ['batchesInFlight'], // RouteLimit names, mounted after validation, before the quota
 *   deadline: 'match', // RouteDeadline name: the handler gets the AbortSignal and deadlineAt
 *   responses: { 200: { description: '…', schema: S.ArtistTitleBatchResult }, 422: ERR('…') },
 * }),
 * // apps/api/src/routes/<resource>.ts, in a table declared `satisfies HandlerTable`:
 * matchArtistTitleBatch: async ({ body }, { deps, signal }) => ({ results: await match(body.items, signal) }),
 * ```
 * (`api({...})` is the shorthand of counted GET routes under /api.) The handler's input is typed
 * from `request`, `cost` from the validated input; `auth` and `counted` default to true. Then
 * `npm run openapi` rewrites `openapi.json` and the typed client, and every parameter needs an
 * example (`contract/examples.ts`). A new kind of limit or deadline is a name in `RouteLimit` /
 * `RouteDeadline` and its middleware in the API's `chainParts` (`apps/api/src/app.ts`); a new
 * declared requirement is a field of `RouteContract` and one step in the API's `routeChain`
 * (`apps/api/src/route-chain.ts`), as the token `scope`, the input `checks` and the `streamBody`
 * of the write side are.
 *
 * Parameter schemas validate real query strings: every value arrives as text (Express `req.query`,
 * `req.params`), is checked, then converted (integers, booleans, id lists, enum lists). A value
 * given twice (`?limit=1&limit=2`) is rejected, and so is a query parameter the route does not
 * have (400 naming it: the published document lists every parameter).
 * Messages are short and name the bound, e.g. `must be at least 0`; the validation middleware
 * prefixes the parameter (`query.offset: must be at least 0`).
 *
 * Decisions this contract makes (`docs/api.md` "Decisions where the specification leaves things open"):
 * - `limit`: 0..{@link MAX_LIMIT} (default 20) on ordinary lists (including chart dates and rows,
 *   the `Charts` routes); 0..{@link MAX_LIMIT_LARGE} (default 500) on recording charts, a recording's chart
 *   details (`/api/recording/:idRecording/charts/:idCharts`), clusters and cluster candidates.
 * - `offset`: 0..{@link MAX_OFFSET}.
 * - `page`: 1..{@link MAX_PAGE}: search pages are {@link SEARCH_PAGE_SIZE} hits and the search
 *   engine serves at most {@link MAX_SEARCH_WINDOW} hits deep, so MAX_PAGE = 10000 / 20 = 500.
 * - Search endpoints whose `query` is optional (artist, release, recording): without `query` and
 *   without filters nothing matches (404, like a query without hits). Album and show searches
 *   require `query` (`GET /api/album`, `GET /api/show`). Text without a letter or digit (`%`, `*`, an emoji, spaces)
 *   matches nothing (404), never the whole index.
 * - `totalPages` of a search never exceeds {@link MAX_PAGE}, the last page the server serves.
 * - The published OpenAPI states every rule a single parameter has (patterns for dates, TOCs,
 *   enum lists; lengths in code points). Rules across parameters or on a value's meaning (a TOC's
 *   offsets must increase; `from` <= `to`) are in the operation's description and answer 400.
 * - Picture `format` defaults to `1:1` (the one format where `id_picture` is unique alone).
 * - Request bodies: invalid JSON → 400 (`Syntax error`, `docs/api.md` "Errors"), wrong content type → 415, too
 *   large → 413, valid JSON violating the body schema → 422, reused `id_transaction` → 409.
 * - `/user/api/status` does not count against the quota (`docs/api.md` "Quotas"); nor do the report
 *   endpoints, whose intake has its own per-minute limit (429). The artist-title batch counts one
 *   request per item (the API's quota middleware applies the cost after validation; a cost above
 *   what remains → 429 charging nothing; a 5xx answer gives the units back).
 * - Chart path ids (`id_charts`, `id_date`, `idCharts`) accept 0 (`docs/api.md` "Conventions").
 * - The write side (an extension of this service: catalog changes, the change feed, jobs) declares the token
 *   scope it needs (`scope`: `catalog:write` for catalog changes, `admin` for jobs; 403 naming it,
 *   before any work, never charged); the feed and every read route take any token. Write and job
 *   requests count one request each against the daily quota (a change set of any number of lines
 *   included). Catalog changes arrive as a streamed JSON Lines body (`streamBody`), not parsed by
 *   the API; their source name and feed cursors are checked before the quota (`checks`).
 */
import { z } from 'zod';
import { type HttpMethod, type RouteContract, type RouteIdentity, route } from './contract/route-types';
import { ARTIST_ROUTES } from './contract/routes/artists';
import { ALBUM_ROUTES } from './contract/routes/albums';
import { RELEASE_ROUTES } from './contract/routes/releases';
import { RECORDING_ROUTES } from './contract/routes/recordings';
import { REFERENCE_ROUTES } from './contract/routes/reference';
import { CHART_AND_SHOW_ROUTES } from './contract/routes/charts-and-shows';
import { MATCHING_ROUTES } from './contract/routes/matching';
import { RECOMMENDATION_ROUTES } from './contract/routes/recommendation';
import { USAGE_AND_SERVICE_ROUTES } from './contract/routes/usage-and-service';
import { CATALOG_CHANGE_ROUTES } from './contract/routes/catalog-changes';
import { ADMIN_JOB_ROUTES } from './contract/routes/admin-jobs';
import { MATCH_JOB_ROUTES } from './contract/routes/match-jobs';
import { CURATION_ROUTES } from './contract/routes/curation';
import { PIN_ROUTES } from './contract/routes/pins';

export * from './contract/limits';
export {
  type IntParamOptions,
  intParam,
  type IdParamOptions,
  idParam,
  idListParam,
  dateParam,
  booleanParam,
  enumListParam,
  enumParam,
  textParam,
  requiredTextParam,
  tocParam,
  RECOMMENDATION_MOODS,
} from './contract/params';
export { MAX_USAGE_COUNT, PictureUsageReport, ArtistTitleBatchRequest } from './contract/bodies';
export {
  MAX_REINDEX_IDS,
  MAX_JOBS_LISTED,
  ReindexRequest,
  ReindexJobResource,
  CatalogChangeSetResult,
  CatalogChangePage,
} from './contract/write-side';
export { MAX_JOB_REJECTS_LISTED, MatchJob } from './contract/match-jobs';
export type {
  HttpMethod,
  InputOf,
  RequestPart,
  RequestSchemas,
  ResponseContract,
  RouteContract,
  RouteDeadline,
  RouteInput,
  RouteLimit,
  RouteScope,
  RouteCheck,
  StreamBody,
} from './contract/route-types';

/**
 * Every route the API mounts, in document order (literal paths before parameterised siblings,
 * `/toc` before `/:id`; the API sorts them that way again when mounting). A tuple: each route keeps
 * its own types, from which {@link OperationId}, {@link RouteOf} and {@link RouteKey} are derived.
 */
export const ROUTES = [
  ...ARTIST_ROUTES,
  ...ALBUM_ROUTES,
  ...RELEASE_ROUTES,
  ...RECORDING_ROUTES,
  ...REFERENCE_ROUTES,
  ...CHART_AND_SHOW_ROUTES,
  ...MATCHING_ROUTES,
  ...RECOMMENDATION_ROUTES,
  ...USAGE_AND_SERVICE_ROUTES,
  ...CATALOG_CHANGE_ROUTES,
  ...ADMIN_JOB_ROUTES,
  ...MATCH_JOB_ROUTES,
  ...CURATION_ROUTES,
  ...PIN_ROUTES,
] as const;

/**
 * The documentation routes (public). Served by the app itself before the contract routes are
 * mounted, so they are not in {@link ROUTES}; the generated document describes them too.
 */
export const DOC_ROUTES = [
  route({
    operationId: 'getOpenApiDocument',
    method: 'get',
    path: '/openapi.json',
    summary: 'This OpenAPI 3.1 document',
    tags: ['System'],
    auth: false,
    counted: false,
    request: {},
    responses: { 200: { description: 'OpenAPI document', schema: z.record(z.string(), z.unknown()) } },
  }),
  route({
    operationId: 'getApiReference',
    method: 'get',
    path: '/docs',
    summary: 'Interactive API reference (HTML)',
    tags: ['System'],
    auth: false,
    counted: false,
    request: {},
    responses: { 200: { description: 'HTML page', schema: z.string(), contentType: 'text/html' } },
  }),
] as const;

// ---------------------------------------------------------------------------------------------
// Types and look-ups

/** One route the API mounts (a union of the routes of {@link ROUTES}, each with its own types). */
export type ApiRoute = (typeof ROUTES)[number];
/** The operationId of a route the API mounts: the key of its handler. */
export type OperationId = ApiRoute['operationId'];
/** The route of operation `K`, with its request types. */
export type RouteOf<K extends OperationId> = Extract<ApiRoute, { operationId: K }>;
/** `"GET /api/artist/:id"`: how tests and messages name a route (see {@link routeKey}). */
export type RouteKey = ApiRoute extends infer R
  ? R extends RouteIdentity<string, HttpMethod, string>
    ? `${Uppercase<R['method']>} ${R['path']}`
    : never
  : never;

const ALL_ROUTES: readonly RouteContract[] = [...ROUTES, ...DOC_ROUTES];
if (new Set(ALL_ROUTES.map((r) => r.operationId)).size !== ALL_ROUTES.length) throw new Error('duplicate operationId in ROUTES');

/**
 * The contract of one operation the API mounts, with its types.
 * @throws {Error} when no route has that operationId (only possible past the type checker).
 */
export function contractFor<K extends OperationId>(operationId: K): RouteOf<K> {
  const r = ROUTES.find((c): c is RouteOf<K> => c.operationId === operationId);
  if (!r) throw new Error(`no route with operationId ${operationId}`);
  return r;
}

/** `"GET /api/artist/:id"`: the method in capitals and the Express path of a route. */
export function routeKey(r: Pick<RouteContract, 'method' | 'path'>): string {
  return `${r.method.toUpperCase()} ${r.path}`;
}

/** Express path → OpenAPI path template: `/api/artist/:id` → `/api/artist/{id}`. */
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}
