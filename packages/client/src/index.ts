/**
 * `@mc/client`: a typed client of the Music Catalog API. The types (`paths`, `components`,
 * `operations`) are generated from `openapi/openapi.json` by openapi-typescript
 * (`npm run openapi` rewrites `schema.d.ts`); requests go through openapi-fetch, so paths, path
 * and query parameters, bodies and response bodies are all checked by the compiler.
 *
 * ```ts
 * const api = createCatalogClient({ baseUrl: 'http://127.0.0.1:8080', token: process.env.MC_TOKEN! });
 * const { data, error, response } = await api.GET('/api/artist/{id}', { params: { path: { id: 1 } } });
 * ```
 * `data` is the 2xx body, `error` the error body (`{errors: [{type, message}]}`, `docs/api.md` "Errors") otherwise;
 * nothing throws on an HTTP error status (network failures reject).
 */
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema';

export type { components, operations, paths } from './schema';

/** A typed client of every route of the contract. */
export type CatalogClient = Client<paths>;

/** Options of {@link createCatalogClient}. */
export interface CatalogClientOptions {
  /** Base URL of the API, e.g. `http://127.0.0.1:8080` (no trailing path). */
  baseUrl: string;
  /** A personal access token (`npm run catalog -- token create`); omit for public routes only. */
  token?: string;
  /** A fetch implementation (default: the global one). */
  fetch?: typeof fetch;
}

/** Creates a client that sends `Authorization: Bearer <token>` on every request. */
export function createCatalogClient(opts: CatalogClientOptions): CatalogClient {
  return createClient<paths>({
    baseUrl: opts.baseUrl.replace(/\/+$/, ''),
    headers: opts.token ? { Authorization: `Bearer ${opts.token}` } : {},
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  });
}
