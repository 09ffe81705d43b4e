/**
 * The interactive API reference at `/docs` (Swagger UI over the OpenAPI document). Only the files
 * the page loads are served — the page itself, its generated `swagger-ui-init.js`, the Swagger UI
 * bundle, preset, stylesheet and icons; any other path under `/docs` (`package.json`, README.md,
 * the dist folder's demo `index.html`, source maps) is the JSON 404 of unknown routes, and another
 * method than GET/HEAD on a served file is 405 with `Allow`.
 */
import type { RequestHandler } from 'express';
import swaggerUi from 'swagger-ui-express';
import { notFoundRoute } from './middleware/errors';

/**
 * Paths under the mount point that the Swagger UI page loads (see the HTML template of
 * swagger-ui-express: `./swagger-ui.css`, `./swagger-ui-bundle.js`, … relative to `/docs/`).
 */
export const API_REFERENCE_FILES: ReadonlySet<string> = new Set([
  '/',
  '/swagger-ui-init.js',
  '/swagger-ui.css',
  '/swagger-ui-bundle.js',
  '/swagger-ui-standalone-preset.js',
  '/favicon-32x32.png',
  '/favicon-16x16.png',
]);

const onlyReferenceFiles: RequestHandler = (req, res, next) => {
  if (!API_REFERENCE_FILES.has(req.path)) return notFoundRoute(req, res, next);
  if (req.method === 'GET' || req.method === 'HEAD') return next();
  res.set('Allow', 'GET, HEAD');
  res.status(405).json({
    errors: [
      { type: 'Method not allowed', message: `${req.method} is not allowed on ${req.baseUrl}${req.path}; allowed: GET, HEAD` },
    ],
  });
};

/**
 * The handlers to mount at `/docs` for the OpenAPI document `doc` (`/docs` redirects to `/docs/`,
 * so the page's relative links resolve under it).
 */
export function apiReferenceUi(doc: object): RequestHandler[] {
  return [onlyReferenceFiles, ...swaggerUi.serve, swaggerUi.setup(doc as swaggerUi.JsonObject)];
}
