/**
 * Builds the OpenAPI 3.1 document from the contract (`contract.ts`) and the response schemas
 * (`@mc/catalog` schemas). The API serves it at `/openapi.json`; `npm run openapi`
 * (`openapi/write.ts`) writes the committed `openapi/openapi.json`,
 * which a unit test compares with a fresh build so the two cannot drift.
 *
 * Security: bearer token (`bearerAuth`, `docs/api.md` "Tokens") applied globally; routes with `auth: false`
 * (healthz, readyz, openapi.json, docs) override it with an empty requirement, and routes that
 * need a scope beyond `read` name it (`bearerAuth: ["admin"]`); every authenticated operation
 * carries `x-required-scope`. A streamed body (`streamBody`) is documented under its own media type
 * with its example.
 * Paths: Express `:name` segments become `{name}`. Output order is deterministic: paths in
 * contract order, components sorted alphabetically.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { DOC_ROUTES, ROUTES, openApiPath, type RouteContract } from './contract';
import { parameterExample } from './contract/examples';

/** The OpenAPI document as a JSON object. */
export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

/** Version of the published interface (`docs/api.md` "Conventions"). */
export const API_VERSION = '2.0.0';

/** The request body of a route: its JSON schema, or its streamed body's media type and example. */
function requestBody(r: RouteContract): RouteConfig['request'] {
  const { body } = r.request;
  if (body) return { body: { required: true, content: { 'application/json': { schema: body } } } };
  const stream = r.streamBody;
  if (!stream) return {};
  const schema = z.string().openapi({ description: stream.description });
  return {
    body: {
      required: true,
      description: `${stream.description}. Content-Encoding: identity or ${stream.encodings.join(', ')}.`,
      content: Object.fromEntries(
        [stream.contentType, ...(stream.alsoAccepts ?? [])].map((type, i) => [
          type,
          i ? { schema } : { schema, example: stream.example },
        ]),
      ),
    },
  };
}

/**
 * Security of a route: none for public routes; the bearer token otherwise, naming the scope it
 * needs beyond `read` (OpenAPI 3.1 lets non-OAuth schemes list the roles an operation requires).
 */
function security(r: RouteContract): Pick<RouteConfig, 'security'> {
  if (!r.auth) return { security: [] };
  return r.scope && r.scope !== 'read' ? { security: [{ bearerAuth: [r.scope] }] } : {};
}

function toRouteConfig(r: RouteContract): RouteConfig {
  const { params, query } = r.request;
  const responses: Record<string, ResponseConfig> = {};
  for (const [status, resp] of Object.entries(r.responses)) {
    responses[status] = {
      description: resp.description,
      ...(resp.schema ? { content: { [resp.contentType ?? 'application/json']: { schema: resp.schema } } } : {}),
    };
  }
  return {
    method: r.method,
    path: openApiPath(r.path),
    operationId: r.operationId,
    summary: r.summary,
    ...(r.description ? { description: r.description } : {}),
    tags: r.tags,
    ...security(r),
    'x-quota-counted': r.counted,
    ...(r.auth ? { 'x-required-scope': r.scope ?? 'read' } : {}),
    request: {
      ...(params ? { params } : {}),
      ...(query ? { query } : {}),
      ...requestBody(r),
    },
    responses,
  };
}

/** Builds the whole OpenAPI 3.1 document (pure; same input → same output). */
export function buildOpenApiDocument(): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'Personal access token: `Authorization: Bearer <ACCESS_TOKEN>`',
  });
  for (const r of [...ROUTES, ...DOC_ROUTES]) registry.registerPath(toRouteConfig(r));
  const generator = new OpenApiGeneratorV31(registry.definitions, { sortComponents: 'alphabetically' });
  const doc = generator.generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Music Catalog API',
      version: API_VERSION,
      description:
        'Self-hostable music-metadata service: lookups, search, artist-title matching, recommendation, picture-usage reports, quota status, ' +
        'and the write side: catalog changes pushed as JSON Lines, the change feed, reindex jobs. ' +
        'Every error body is `{errors: [{type, message}]}`. Each operation carries `x-quota-counted` (whether it counts against the daily quota) ' +
        'and `x-required-scope` (what the token must hold: `read`, every token; `catalog:write`; `admin`; 403 otherwise).\n\n' +
        'Every parameter has an example taken from the demo catalog (`npm run demo`), so "Try it out" answers as is. ' +
        'Always empty with the shipped data (no shipped source provides them, only your own catalog file: docs/catalog-import.md; ' +
        'without one the routes answer their empty list or 404): artist biographies, artist and show pictures, album reviews and album cover art; ' +
        'searches by streaming-platform (`ext_s1_id`…`ext_s6_id`) and knowledge-base (`ext_kb_id`) ids.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/' }],
    security: [{ bearerAuth: [] }],
  });
  addParameterExamples(doc);
  return doc;
}

/**
 * Sets each operation parameter's `example` from `contract/examples.ts` (in place).
 * @throws {Error} naming the operation and parameter when one has no example.
 */
function addParameterExamples(doc: OpenApiDocument): void {
  for (const item of Object.values(doc.paths ?? {})) {
    for (const op of [item.get, item.post, item.put, item.patch, item.delete]) {
      for (const p of op?.parameters ?? []) {
        if (!('name' in p)) continue;
        const example = parameterExample(op!.operationId!, p.name);
        if (example === undefined) throw new Error(`no example for parameter ${p.name} of ${op!.operationId}`);
        p.example = example;
      }
    }
  }
}

/** The document as committed: 2-space JSON with a final newline. */
export function renderOpenApiDocument(doc: OpenApiDocument = buildOpenApiDocument()): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** Path of the committed document. */
export const OPENAPI_JSON_PATH = join(__dirname, 'openapi.json');
