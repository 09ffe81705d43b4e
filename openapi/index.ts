/**
 * `@mc/openapi`, the package entry: the contract as code (parameters, limits, routes) and the
 * OpenAPI document built from it. `write.ts` (`npm run openapi`) and `client-schema.ts` are tools
 * of this workspace, not part of its interface.
 */
export * from './contract';
export { API_VERSION, type OpenApiDocument, buildOpenApiDocument, renderOpenApiDocument } from './generate';
