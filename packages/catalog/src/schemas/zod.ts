/**
 * zod with the OpenAPI extension (`.openapi(name)`) applied once, before any schema module
 * registers a component; every schema module imports `z` from here.
 */
import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

extendZodWithOpenApi(z);

export { z };
