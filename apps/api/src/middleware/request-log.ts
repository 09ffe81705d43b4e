/**
 * Request logging. pino-http writes one access line per request at `info` and gives every request
 * a child logger (`req.log`) bound to the request; building that child serialises the request
 * (headers, redaction) on every request, whether or not anything is logged — about a tenth of a
 * lookup's CPU in the profile of `GET /api/artist/:id`.
 *
 * So pino-http is mounted only when the logger writes `info` (the level of its access lines).
 * Above `info` (`LOG_LEVEL=warn` and up) nothing per request is built: `req.log` is a getter on
 * the app's request prototype that creates the request-bound child (method and URL) only when a
 * middleware actually logs a warning or an error.
 */
import type { Express, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/** The level of pino-http's access lines (its default `useLevel`). */
const ACCESS_LOG_LEVEL = 'info';

/**
 * Installs request logging on `app` (call before any route): pino-http when `logger` writes
 * {@link ACCESS_LOG_LEVEL}, else the lazy `req.log` described above. Health probes
 * (`/healthz`) are never access-logged.
 */
export function installRequestLogging(app: Express, logger: Logger): void {
  if (logger.isLevelEnabled(ACCESS_LOG_LEVEL)) {
    const access: RequestHandler = pinoHttp({
      logger,
      quietReqLogger: true,
      autoLogging: { ignore: (req) => req.url === '/healthz' },
    });
    app.use(access);
    return;
  }
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: { method: string; originalUrl: string }) {
      return logger.child({ req: { method: this.method, url: this.originalUrl } });
    },
  });
}
