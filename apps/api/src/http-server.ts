/**
 * The HTTP server of an API process, with its connection limits (`main.ts` serves the app with
 * it, and so do the integration tests, so both run with the same settings):
 *
 * - HEADERS_TIMEOUT_MS (Node `headersTimeout`): request line and headers must arrive within it;
 * - REQUEST_TIMEOUT_MS: the whole request, body included, within it ({@link answerLateBodies}),
 *   except on routes that stream a file (a contract's `streamBody`: `allowUploadTime`), which
 *   have UPLOAD_TIMEOUT_MS (Node `requestTimeout`, the outer bound of every request);
 * - BODY_IDLE_TIMEOUT_MS: a request body that stops arriving for that long;
 *
 * each answered 408 JSON and the connection closed ({@link answerClientErrors},
 * {@link answerStalledBodies}); the time a handler takes after the request arrived is not limited
 * here (the artist-title deadline is MATCH_DEADLINE_MS). Idle keep-alive connections close after
 * {@link KEEP_ALIVE_TIMEOUT_MS}.
 */
import { createServer, type Server } from 'node:http';
import type { Express } from 'express';
import type { Config } from '@mc/config';
import { answerClientErrors, answerLateBodies, answerStalledBodies } from './middleware/errors';

/**
 * How long an idle keep-alive connection stays open, ms: longer than the 60 s idle timeout of
 * common load balancers, so the balancer closes first and never sends a request on a connection
 * the server is closing.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The settings {@link createHttpServer} reads. */
export type HttpServerSettings = Pick<
  Config,
  'HEADERS_TIMEOUT_MS' | 'REQUEST_TIMEOUT_MS' | 'UPLOAD_TIMEOUT_MS' | 'BODY_IDLE_TIMEOUT_MS'
>;

/**
 * How often Node looks for requests past the headers or request timeout, ms: a quarter of the
 * shorter one, within 50..1,000 (Node's default, 30 s, would let a request outlive its timeout by
 * up to 30 s).
 */
export function connectionsCheckingIntervalMs(cfg: HttpServerSettings): number {
  return Math.min(1000, Math.max(50, Math.floor(Math.min(cfg.HEADERS_TIMEOUT_MS, cfg.REQUEST_TIMEOUT_MS) / 4)));
}

/**
 * An HTTP server (not listening yet) serving `app` with the limits of the module comment.
 * @throws RangeError (Node's) when HEADERS_TIMEOUT_MS exceeds REQUEST_TIMEOUT_MS (the
 * configuration refuses that already).
 */
export function createHttpServer(app: Express, cfg: HttpServerSettings): Server {
  const server = createServer(
    {
      headersTimeout: cfg.HEADERS_TIMEOUT_MS,
      requestTimeout: cfg.UPLOAD_TIMEOUT_MS,
      connectionsCheckingInterval: connectionsCheckingIntervalMs(cfg),
    },
    app,
  );
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  answerClientErrors(server);
  answerStalledBodies(server, cfg.BODY_IDLE_TIMEOUT_MS);
  answerLateBodies(server, cfg.REQUEST_TIMEOUT_MS);
  return server;
}
