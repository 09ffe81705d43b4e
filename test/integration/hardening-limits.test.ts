/**
 * Hardening limits (docs/api.md "Limits"): the failed-authentication limit never refuses a valid token, request
 * headers and bodies that stop arriving are answered 408 and their connection closed, `/docs`
 * serves only Swagger UI's files, a 422 lists a bounded number of violations, wrong admin tokens
 * are throttled, and the CLI survives a reader that leaves early.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { join } from 'node:path';
import { isolatedRedisPrefix, suiteTestApi, type TestApi, withTestApi } from './harness';

jest.setTimeout(60_000);

/** What a raw connection received: the status, the body (parsed when JSON) and the whole text. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type RawAnswer = { status: number; body: any; text: string };

/**
 * Sends `request` as is on a new connection (an array: its parts `gapMs` apart, the first at once);
 * resolves with everything received once the server closes it.
 */
function raw(api: TestApi, request: string | string[], gapMs = 0): Promise<RawAnswer> {
  const parts = typeof request === 'string' ? [request] : request;
  return new Promise((resolve, reject) => {
    const socket = connect(Number(new URL(api.url).port), '127.0.0.1', () => {
      parts.forEach((part, i) => setTimeout(() => socket.writable && socket.write(part), gapMs * i));
    });
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      let parsed: unknown = body;
      try {
        parsed = JSON.parse(body);
      } catch {
        /* not JSON */
      }
      resolve({ status: Number(head.split(' ')[1]), body: parsed, text });
    });
  });
}

const post = (api: TestApi, path: string, body: string, token = api.token) =>
  fetch(api.url + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  });

describe('failed-authentication limit', () => {
  it('answers bad tokens from an address over the limit with 429, and still lets a valid token from that address through', async () => {
    await withTestApi({ AUTH_FAILURE_LIMIT_PER_MINUTE: 30, REDIS_PREFIX: isolatedRedisPrefix('lockout') }, async (api) => {
      const statuses: number[] = [];
      for (let i = 1; i <= 31; i++) statuses.push((await api.get('/api/genre/1', `mc_bad${i}`)).status);
      expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
      expect(statuses[30]).toBe(429);
      const valid = await api.get('/api/artist/1');
      expect(valid.status).not.toBe(429);
      expect(valid.status).toBeLessThan(500);
      const bad = await api.get('/api/genre/1', 'mc_bad-again');
      expect(bad.status).toBe(429);
      expect(Number(bad.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  it('counts the X-Forwarded-For address only behind a trusted proxy (TRUST_PROXY)', async () => {
    const statuses = async (api: TestApi, addresses: string[]) => {
      const out: number[] = [];
      for (const [i, a] of addresses.entries())
        out.push((await api.get('/api/genre', `mc_guess-${i}`, { 'x-forwarded-for': a })).status);
      return out;
    };
    const one = '203.0.113.7';
    const throttle = { AUTH_FAILURE_LIMIT_PER_MINUTE: 3 };
    await withTestApi({ ...throttle, TRUST_PROXY: ['loopback'], REDIS_PREFIX: isolatedRedisPrefix('xff') }, async (behindProxy) =>
      expect(await statuses(behindProxy, [one, one, one, one, '198.51.100.9'])).toEqual([401, 401, 401, 429, 401]),
    );
    // Without a trusted proxy the header is ignored: every attempt is the loopback peer's.
    await withTestApi({ ...throttle, REDIS_PREFIX: isolatedRedisPrefix('no-xff') }, async (direct) =>
      expect(await statuses(direct, ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'])).toEqual([401, 401, 401, 429]),
    );
  });
});

describe('request headers and bodies that stop arriving', () => {
  // The request timeout is longer than each test's: only the body-idle limit can end these requests in time.
  const api = suiteTestApi({ BODY_IDLE_TIMEOUT_MS: 300, HEADERS_TIMEOUT_MS: 1000, REQUEST_TIMEOUT_MS: 120_000 });

  const head = (method: string, path: string, length: number) =>
    `${method} ${path} HTTP/1.1\r\nHost: test\r\nAuthorization: Bearer ${api.token}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

  it('answers Content-Length 1000000000 with a tiny body 408 JSON after BODY_IDLE_TIMEOUT_MS and closes the connection', async () => {
    const r = await raw(api, `${head('POST', '/api/artist-title/batch', 1_000_000_000)}{"items":`);
    expect(r.status).toBe(408);
    expect(r.text).toMatch(/\r\nconnection: close\r\n/i);
    expect(r.body.errors[0]).toEqual({ type: 'Request timeout', message: 'no byte of the request body arrived for 300 ms' });
  }, 20_000);

  it('answers a body within the size limit that stops half-way 408 as well', async () => {
    const r = await raw(api, `${head('POST', '/report/picture/usage', 1000)}{"id_transaction": 1, "assets": [`);
    expect(r.status).toBe(408);
    expect(r.body.errors[0].type).toBe('Request timeout');
  }, 20_000);

  it('closes the connection of a request answered before its body, once the rest of the body does not come', async () => {
    const r = await raw(api, `${head('GET', '/api/genre/1', 1_000_000_000)}x`);
    expect(r.status).toBeLessThan(500);
    expect(r.text.match(/^HTTP\/1\.1 /gm)).toHaveLength(1);
  }, 20_000);

  it('answers headers that stop arriving 408 JSON after HEADERS_TIMEOUT_MS', async () => {
    const r = await raw(api, 'GET /api/genre/1 HTTP/1.1\r\nHost: test\r\n');
    expect(r.status).toBe(408);
    expect(r.body.errors[0]).toEqual({ type: 'Request timeout', message: 'the request headers or body did not arrive in time' });
  });

  it('serves a body that arrives in slow parts, each within the idle timeout', async () => {
    const body = JSON.stringify({ items: [{ name: 'Queen', title: 'Bohemian Rhapsody' }] });
    const r = await new Promise<{ status: number }>((resolve, reject) => {
      const socket = connect(Number(new URL(api.url).port), '127.0.0.1');
      socket.write(
        head('POST', '/api/artist-title/batch', Buffer.byteLength(body)).replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n'),
      );
      const parts = [body.slice(0, 10), body.slice(10, 30), body.slice(30)];
      parts.forEach((part, i) => setTimeout(() => socket.write(part), 150 * (i + 1)));
      let text = '';
      socket.on('data', (c: Buffer) => (text += c.toString('utf8')));
      socket.on('error', reject);
      socket.on('close', () => resolve({ status: Number(text.split(' ')[1]) }));
    });
    expect(r.status).toBe(200);
  });
});

describe('bodies that arrive slowly but never stop', () => {
  // Each part comes within the idle limit; the whole body takes longer than REQUEST_TIMEOUT_MS.
  const api = suiteTestApi({
    BODY_IDLE_TIMEOUT_MS: 800,
    HEADERS_TIMEOUT_MS: 500,
    REQUEST_TIMEOUT_MS: 1000,
    UPLOAD_TIMEOUT_MS: 30_000,
  });

  /** Sends `body` to `path` in 6 parts 400 ms apart (2.4 s in all); resolves with the answer. */
  const drip = (path: string, contentType: string, body: string): Promise<RawAnswer> => {
    const head =
      `POST ${path} HTTP/1.1\r\nHost: test\r\nAuthorization: Bearer ${api.token}\r\nContent-Type: ${contentType}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`;
    const size = Math.ceil(body.length / 6);
    return raw(api, [head, ...Array.from({ length: 6 }, (_, i) => body.slice(i * size, (i + 1) * size))], 400);
  };

  it('answers a JSON body still arriving after REQUEST_TIMEOUT_MS 408 JSON and closes the connection', async () => {
    const body = JSON.stringify({
      items: [
        { name: 'Queen', title: 'Bohemian Rhapsody' },
        { name: 'Adele', title: 'Hello' },
      ],
    });
    const r = await drip('/api/artist-title/batch', 'application/json', body);
    expect(r.status).toBe(408);
    expect(r.text).toMatch(/\r\nconnection: close\r\n/i);
    expect(r.body.errors[0]).toEqual({ type: 'Request timeout', message: 'the request headers or body did not arrive in time' });
  }, 20_000);

  it('takes a matching-job file still arriving after REQUEST_TIMEOUT_MS: a file has UPLOAD_TIMEOUT_MS', async () => {
    const file = 'artist,title\r\nQueen,Bohemian Rhapsody\r\nAdele,Hello\r\nToto,Africa\r\n';
    const r = await drip('/api/artist-title/jobs', 'text/csv', file);
    expect(r.status).toBe(202);
    expect(r.body.lines).toBe(3);
  }, 20_000);
});

describe('API reference and body violations', () => {
  const api = suiteTestApi();

  it('answers unknown paths under /docs with the JSON 404 and serves only the files of Swagger UI', async () => {
    for (const path of ['/docs/package.json', '/docs/README.md', '/docs/index.html', '/docs/swagger-ui.js.map', '/docs/x/y']) {
      const r = await api.get(path, null);
      expect([path, r.status, r.headers.get('content-type')]).toEqual([path, 404, expect.stringMatching(/application\/json/)]);
      expect(r.body.errors[0].message).toBe(`no route for GET ${path}`);
    }
    const page = await api.get('/docs', null);
    expect([page.status, page.headers.get('content-type')]).toEqual([200, expect.stringMatching(/text\/html/)]);
    for (const asset of [
      'swagger-ui.css',
      'swagger-ui-bundle.js',
      'swagger-ui-standalone-preset.js',
      'swagger-ui-init.js',
      'favicon-32x32.png',
    ])
      expect([asset, (await api.get(`/docs/${asset}`, null)).status]).toEqual([asset, 200]);
    expect((await post(api, '/docs/swagger-ui.css', '{}')).status).toBe(405);
  });

  it('answers a report with 100,000 unknown keys 422 naming a few and counting the rest, and caps the listed violations', async () => {
    const report: Record<string, unknown> = { id_transaction: 1, assets: [{ id_picture: 1, count: 1 }] };
    for (let i = 0; i < 100_000; i++) report[`k${i}`] = i;
    const r = await post(api, '/report/picture/usage', JSON.stringify(report));
    expect(r.status).toBe(422);
    const text = await r.text();
    expect(text.length).toBeLessThan(1000);
    expect(JSON.parse(text).errors).toEqual([
      {
        type: 'Unprocessable payload',
        message: expect.stringMatching(/^\$: unknown fields "k0", "k1", .*"k19" and 99980 more \(100000 in all\)$/),
      },
    ]);
    const assets = Array.from({ length: 1000 }, () => ({ id_picture: 'x', count: -1 }));
    const many = await post(api, '/report/picture/usage', JSON.stringify({ id_transaction: 1, assets }));
    const errors = ((await many.json()) as { errors: { message: string }[] }).errors;
    expect([many.status, errors.length]).toEqual([422, 51]);
    expect(errors[0]!.message).toMatch(/^\$\.assets\[0\]\./);
    expect(errors[50]!.message).toBe('1950 more violations not listed');
  });
});

describe('admin dashboard and CLI', () => {
  const adminSecret = 'admin-secret-for-tests';
  const api = suiteTestApi({
    ADMIN_TOKEN_SHA256: createHash('sha256').update(adminSecret).digest('hex'),
    AUTH_FAILURE_LIMIT_PER_MINUTE: 3,
    REDIS_PREFIX: isolatedRedisPrefix('admin'),
  });

  it('throttles wrong admin tokens on Bull Board like API tokens, and never refuses the right one', async () => {
    const admin = (secret: string | null) =>
      api.get('/admin/queues', null, secret === null ? {} : { authorization: `Bearer ${secret}` });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await admin(`wrong-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(Number((await admin('wrong-again')).headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await admin(adminSecret)).status).toBe(200);
    expect((await admin(null)).status).toBe(401);
  });

  it('ends `catalog token list` quietly when the reader of its output has gone (EPIPE)', async () => {
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/cli/src/cli.ts', 'token', 'list'], {
        cwd: join(__dirname, '../..'),
        env: { ...process.env, DATABASE_URL: api.deps.config.DATABASE_URL },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      // The reader leaves before the first line is written (`| head -0`).
      child.stdout!.destroy();
      let err = '';
      child.stderr!.on('data', (c: Buffer) => (err += c.toString('utf8')));
      child.on('error', reject);
      child.on('exit', (exitCode) => resolve({ code: exitCode, stderr: err }));
    });
    expect(stderr).not.toMatch(/EPIPE|Unhandled/);
    expect(code).toBe(0);
  });
});
