/**
 * Response headers that do not depend on the request, computed once. helmet's middleware (with the
 * Content-Security-Policy off, as the API mounts it) only sets fixed headers, yet runs a chain of
 * eleven middleware functions per request; {@link staticHeaders} runs it once at start against a
 * recording response and then sets what it recorded.
 */
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';

/**
 * Runs `middleware` once on a blank request and a response that records `setHeader`/`removeHeader`,
 * and returns a middleware that sets the recorded headers on every response.
 * @throws when `middleware` does anything else with the response or does not call `next` at once
 *   (its headers would then depend on the request).
 */
export function staticHeaders(middleware: RequestHandler): RequestHandler {
  const headers = new Map<string, string | number | readonly string[]>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, value);
      return recorder;
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  let called = false;
  middleware({ headers: {}, method: 'GET', url: '/' } as unknown as IncomingMessage as never, recorder as never, () => {
    called = true;
  });
  if (!called) throw new Error('staticHeaders: the middleware did not call next synchronously');
  const entries = [...headers];
  return (_req, res, next) => {
    for (const [name, value] of entries) res.setHeader(name, value);
    next();
  };
}
