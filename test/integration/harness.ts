/**
 * Integration-test harness: the real API app on an ephemeral port over the real services, and
 * tokens created the way the CLI creates them.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { config, type Config } from '@mc/config';
import { createToken, type CreateTokenOptions } from '@mc/auth';
import { migrate } from '@mc/store';
import { createApp, closeDeps, createDeps, createHttpServer, type Deps } from '@mc/api';

/** A running API for one test file. */
export interface TestApi {
  url: string;
  deps: Deps;
  /** A fresh premium token (large quota) for tests that are not about quotas. */
  token: string;
  get(
    path: string,
    token?: string | null,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: any; headers: Headers }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  newToken(opts?: Partial<CreateTokenOptions>): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts the app in-process on 127.0.0.1 with the configured services (settings in `overrides`
 * win, e.g. another index prefix); logging silenced unless a `logger` is given.
 */
export async function startTestApi(overrides: Partial<Config> = {}, logger?: Logger): Promise<TestApi> {
  const cfg: Config = { ...config(), LOG_LEVEL: 'silent', ...overrides };
  const deps = createDeps(cfg, logger);
  let server: Server;
  try {
    await migrate(deps.pool);
    server = await new Promise((resolve, reject) => {
      const s = createHttpServer(createApp(deps), cfg).listen(0, '127.0.0.1', () => resolve(s));
      s.once('error', reject);
    });
  } catch (err) {
    // A start that fails half-way closes what it opened: open pools would keep Jest from exiting.
    await closeDeps(deps).catch(() => undefined);
    throw err;
  }
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Premium tokens get a large quota; trial tokens keep the trial defaults unless told otherwise.
  const newToken = async (opts: Partial<CreateTokenOptions> = {}) =>
    (
      await createToken(deps.pool, {
        accountName: 'integration-test',
        ...(opts.plan === 'trial' ? { plan: 'trial' } : { plan: 'premium', dailyLimit: 1_000_000 }),
        ...opts,
      })
    ).token;
  const token = await newToken();
  return {
    url,
    deps,
    token,
    newToken,
    async get(path, tok = token, headers = {}) {
      const res = await fetch(url + path, { headers: { ...(tok ? { authorization: `Bearer ${tok}` } : {}), ...headers } });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        /* non-JSON bodies (docs page) stay text */
      }
      return { status: res.status, body, headers: res.headers };
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closeDeps(deps);
    },
  };
}

/**
 * Starts an API with `overrides` (as {@link startTestApi}), runs `work` with it and closes it,
 * whether `work` passes or throws. @returns what `work` returns.
 */
export async function withTestApi<T>(overrides: Partial<Config>, work: (api: TestApi) => Promise<T>): Promise<T> {
  const api = await startTestApi(overrides);
  try {
    return await work(api);
  } finally {
    await api.close();
  }
}

/**
 * The API of a test file, or of the `describe` block that calls this: started with `overrides` in
 * `beforeAll`, closed in `afterAll`. Read it inside tests and hooks only: before `beforeAll` has
 * run (at collection time) its members throw.
 */
export function suiteTestApi(overrides: Partial<Config> = {}): TestApi {
  let started: TestApi | undefined;
  let starting: Promise<TestApi> | undefined;
  beforeAll(async () => {
    starting = startTestApi(overrides);
    started = await starting;
  });
  // Closes the API even when its start outlived a timed-out beforeAll (see closeWhenStarted).
  afterAll(() => closeWhenStarted(starting));
  const api = (): TestApi => {
    if (!started) throw new Error('the suite API starts in beforeAll: use it inside tests and hooks');
    return started;
  };
  return {
    get url() {
      return api().url;
    },
    get deps() {
      return api().deps;
    },
    get token() {
      return api().token;
    },
    get: (...args) => api().get(...args),
    newToken: (opts) => api().newToken(opts),
    close: () => api().close(),
  };
}

/**
 * Closes what `starting` yields, whether it has already settled or settles later: a `beforeAll`
 * that timed out leaves its start running, and the API (or browser) it then opens would keep Jest
 * from exiting. A start that failed has nothing to close. Never throws.
 */
export async function closeWhenStarted<T extends { close(): Promise<void> }>(starting: Promise<T> | undefined): Promise<void> {
  await starting?.then(
    (it) => it.close().catch(() => undefined),
    () => undefined,
  );
}

/** A Redis prefix of one test's own (`REDIS_PREFIX`, `name`, the time), so its counters never meet another test's. */
export const isolatedRedisPrefix = (name: string): string => `${process.env.REDIS_PREFIX ?? 'mc-test'}-${name}-${Date.now()}`;

import { ROUTES, type RouteContract, type RouteKey, routeKey } from '@mc/openapi';

/**
 * Asserts that `body` matches the contract's response schema for (`key`, `status`), e.g.
 * `expectContract('GET /api/artist/:id', 200, body)` (a key no route has does not type-check).
 * @throws when the route has no schema for `status`, or the body breaks it.
 */
export function expectContract(key: RouteKey, status: number, body: unknown): void {
  const routes: readonly RouteContract[] = ROUTES;
  const route = routes.find((r) => routeKey(r) === key);
  if (!route) throw new Error(`no contract route ${key}`);
  const schema = route.responses[status]?.schema;
  if (!schema) throw new Error(`contract route ${key} has no schema for ${status}`);
  const r = schema.safeParse(body);
  if (!r.success) throw new Error(`${key} ${status} breaks the contract: ${JSON.stringify(r.error.issues.slice(0, 5))}`);
}
