/**
 * Bull Board (the BullMQ dashboard) at `/admin/queues`, behind the admin token.
 *
 * The admin token is configured only as its SHA-256 hex (`ADMIN_TOKEN_SHA256`); without it the
 * dashboard is not mounted (the path answers the JSON 404 of unknown routes). A browser reaches it
 * with HTTP Basic authentication (any user name, the admin token as password: the browser prompts);
 * scripts may send `Authorization: Bearer <admin token>`. Comparison is constant-time on the hashes.
 * Wrong admin tokens are throttled per client address like wrong API tokens (429 beyond the limit).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler, Router } from 'express';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Queue } from 'bullmq';
import { UnauthorizedError } from './errors';
import { type FailedAuthThrottle, clientAddress, failedAuthentication } from './middleware/auth';

/** Mount path of the dashboard. */
export const ADMIN_QUEUES_PATH = '/admin/queues';

/**
 * Extracts the presented admin secret from `Authorization: Bearer <t>` or `Basic base64(user:t)`;
 * undefined when absent or malformed.
 */
export function presentedAdminSecret(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (bearer) return bearer[1];
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!basic) return undefined;
  const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 ? decoded.slice(colon + 1) : undefined;
}

/**
 * Middleware admitting only requests that present the admin token whose SHA-256 hex is
 * `adminTokenSha256`; others get 401 JSON with a `WWW-Authenticate: Basic` challenge. A presented
 * wrong token counts as a failed authentication of the client address in `throttle` (the API's
 * per-address limit): beyond the limit that address's wrong tokens get 429 with `Retry-After`. The
 * right token is never refused; a request without credentials (a browser's first, which asks for
 * the challenge) is not counted.
 */
export function requireAdminToken(adminTokenSha256: string, throttle?: FailedAuthThrottle): RequestHandler {
  const expected = Buffer.from(adminTokenSha256, 'hex');
  const challenge = () =>
    new UnauthorizedError(
      'admin token required (HTTP Basic password or Bearer)',
      'Basic realm="music-catalog admin", charset="UTF-8"',
    );
  return (req, _res, next) => {
    const secret = presentedAdminSecret(req.headers.authorization);
    if (secret === undefined) return next(challenge());
    const actual = createHash('sha256').update(secret).digest();
    if (actual.length === expected.length && timingSafeEqual(actual, expected)) return next();
    failedAuthentication(throttle, clientAddress(req), challenge()).then(next, next);
  };
}

/** Builds the Bull Board router over the given queues, served under {@link ADMIN_QUEUES_PATH}. */
export function bullBoardRouter(queues: Queue[]): Router {
  const adapter = new ExpressAdapter();
  adapter.setBasePath(ADMIN_QUEUES_PATH);
  createBullBoard({ queues: queues.map((q) => new BullMQAdapter(q)), serverAdapter: adapter });
  return adapter.getRouter() as Router;
}
