/**
 * `npm run openapi`: writes the committed `openapi/openapi.json` from the contract, and the typed
 * client's `packages/client/src/schema.d.ts` from that document. A script of its own (not a
 * `require.main` guard in `generate.ts`) because the production bundles include `generate.ts`,
 * where such a guard would be true.
 */
import { writeFileSync } from 'node:fs';
import { CLIENT_SCHEMA_PATH, renderClientSchema } from './client-schema';
import { OPENAPI_JSON_PATH, buildOpenApiDocument, renderOpenApiDocument } from './generate';

async function main(): Promise<void> {
  const doc = buildOpenApiDocument();
  writeFileSync(OPENAPI_JSON_PATH, renderOpenApiDocument(doc));
  console.log(`wrote ${OPENAPI_JSON_PATH}`);
  writeFileSync(CLIENT_SCHEMA_PATH, await renderClientSchema(doc));
  console.log(`wrote ${CLIENT_SCHEMA_PATH}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
