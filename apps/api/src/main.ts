/**
 * API process entry point: validates configuration, serves HTTP, and on SIGTERM/SIGINT stops
 * accepting connections, drains in-flight requests (up to SHUTDOWN_GRACE_MS), then closes pools.
 */
import { configOrExit } from '@mc/config';
import { modelCacheFor } from '@mc/recommend';
import { createApp } from './app';
import { closeDeps, createDeps } from './deps';
import { answerClientErrors } from './middleware/errors';

function main(): void {
  const cfg = configOrExit();
  const deps = createDeps(cfg);
  const app = createApp(deps);
  const server = app.listen(cfg.PORT, cfg.HOST, () => deps.logger.info({ port: cfg.PORT }, 'music catalog API listening'));
  answerClientErrors(server);
  server.keepAliveTimeout = 65_000;
  // Build the recommendation model now (a few seconds) rather than on the first request.
  modelCacheFor(deps.pool)
    .get()
    .catch((err: unknown) => deps.logger.warn({ err }, 'recommendation model not built at start; the first request will retry'));
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.logger.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => {
      deps.logger.warn('grace period over: closing remaining connections');
      server.closeAllConnections();
    }, cfg.SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => {
      void closeDeps(deps).then(() => process.exit(0));
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main();
