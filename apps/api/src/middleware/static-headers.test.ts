import helmet from 'helmet';
import type { RequestHandler } from 'express';
import { staticHeaders } from './static-headers';

function headersSetBy(mw: RequestHandler): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  let nextCalled = false;
  mw({} as never, { setHeader: (n: string, v: unknown) => (set[n] = v) } as never, () => (nextCalled = true));
  expect(nextCalled).toBe(true);
  return set;
}

describe('staticHeaders', () => {
  it("sets helmet's security headers (CSP off) computed once", () => {
    const headers = headersSetBy(staticHeaders(helmet({ contentSecurityPolicy: false })));
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'SAMEORIGIN',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'Referrer-Policy': 'no-referrer',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    expect(headers).not.toHaveProperty('Content-Security-Policy');
  });

  it('refuses a middleware that does not call next at once (its headers could depend on the request)', () => {
    expect(() => staticHeaders((_req, _res, next) => void setTimeout(next, 1))).toThrow(/did not call next/);
  });
});
