/**
 * API process entry point. With WEB_CONCURRENCY ≠ 1 (default 0 = one per CPU) the process is a
 * Node cluster primary: it forks that many API processes sharing PORT (the quota lives in Redis,
 * so they count together), replaces one that dies, serves the Prometheus metrics of all of them
 * (prom-client `AggregatorRegistry`) on METRICS_PORT, and on SIGTERM/SIGINT stops them all.
 *
 * Each API process validates configuration, serves HTTP (with the connection limits of
 * `http-server.ts`: headers, request and body-idle timeouts), and on SIGTERM/SIGINT stops accepting
 * connections, drains in-flight requests (up to SHUTDOWN_GRACE_MS), then closes pools. A single
 * process (WEB_CONCURRENCY=1) serves its own metrics.
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { AggregatorRegistry, collectDefaultMetrics } from 'prom-client';
import { type Config, configOrExit } from '@mc/config';
import { serveMetrics } from '@mc/metrics';
import { modelCacheFor } from '@mc/recommend';
import { createApp } from './app';
import { closeDeps, createDeps, createLogger } from './deps';
import { createHttpServer } from './http-server';

/** Delay before replacing an API process that exited unexpectedly, ms (avoids a crash loop storm). */
const RESPAWN_DELAY_MS = 1000;

function runPrimary(cfg: Config, processes: number): void {
  const logger = createLogger(cfg);
  const aggregator = new AggregatorRegistry();
  serveMetrics({
    port: cfg.METRICS_PORT,
    host: cfg.METRICS_HOST,
    logger,
    metrics: () => aggregator.clusterMetrics(),
    contentType: aggregator.contentType,
  });
  let stopping = false;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'API process exited; starting another');
    setTimeout(() => cluster.fork(), RESPAWN_DELAY_MS).unref();
  });
  for (let i = 0; i < processes; i++) cluster.fork();
  logger.info({ processes, port: cfg.PORT }, 'music catalog API cluster started');
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping API processes');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

function runServer(cfg: Config, ownMetrics: boolean): void {
  const deps = createDeps(cfg);
  collectDefaultMetrics();
  // In a cluster worker, constructing an AggregatorRegistry installs prom-client's listener that
  // answers the primary's metrics requests.
  if (cluster.isWorker) new AggregatorRegistry();
  if (ownMetrics) serveMetrics({ port: cfg.METRICS_PORT, host: cfg.METRICS_HOST, logger: deps.logger });
  const app = createApp(deps);
  const server = createHttpServer(app, cfg);
  server.listen(cfg.PORT, cfg.HOST, () => deps.logger.info({ port: cfg.PORT }, 'music catalog API listening'));
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

function main(): void {
  const cfg = configOrExit();
  const processes = cfg.WEB_CONCURRENCY || availableParallelism();
  if (processes > 1 && cluster.isPrimary) runPrimary(cfg, processes);
  else runServer(cfg, processes === 1);
}

main();
