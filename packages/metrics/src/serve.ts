/**
 * The Prometheus scrape endpoint of a process, on its own port (never the public API port):
 * `GET /metrics` in the text exposition format; anything else 404.
 */
import { createServer, type Server } from 'node:http';
import { register } from 'prom-client';
import type { Logger } from 'pino';

/** Options of {@link serveMetrics}. */
export interface ServeMetricsOptions {
  port: number;
  host: string;
  logger: Logger;
  /** The exposition text; default prom-client's global registry. */
  metrics?: () => Promise<string>;
  contentType?: string;
}

/**
 * Listens on `host:port` (port 0 = disabled: returns undefined). A port already in use is logged
 * as a warning and the process goes on without metrics rather than failing.
 */
export function serveMetrics(opts: ServeMetricsOptions): Server | undefined {
  if (!opts.port) return undefined;
  const metrics = opts.metrics ?? (() => register.metrics());
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found: GET /metrics\n');
      return;
    }
    metrics().then(
      (text) => res.writeHead(200, { 'content-type': opts.contentType ?? register.contentType }).end(text),
      (err: unknown) => {
        opts.logger.warn({ err }, 'metrics collection failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics collection failed\n');
      },
    );
  });
  server.on('error', (err) => opts.logger.warn({ err: err.message, port: opts.port }, 'metrics endpoint not started'));
  server.listen(opts.port, opts.host, () => opts.logger.info({ port: opts.port }, 'metrics on GET /metrics'));
  server.unref();
  return server;
}
