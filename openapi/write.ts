/**
 * `npm run openapi`: writes the committed `openapi/openapi.json` from the contract. A script of
 * its own (not a `require.main` guard in `generate.ts`) because the production bundles include
 * `generate.ts`, where such a guard would be true.
 */
import { writeFileSync } from 'node:fs';
import { OPENAPI_JSON_PATH, renderOpenApiDocument } from './generate';

writeFileSync(OPENAPI_JSON_PATH, renderOpenApiDocument());
console.log(`wrote ${OPENAPI_JSON_PATH}`);
