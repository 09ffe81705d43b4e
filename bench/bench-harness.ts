/**
 * Shared plumbing of the HTTP benchmarks (`bench/*.ts`): the API under test runs as its own
 * process (`apps/api/src/main.ts`, as in production, so the load generator does not share its
 * event loop), a premium token is created for it, and autocannon drives load with a path chosen
 * per request. Each scenario runs several rounds; the printed figures are medians over rounds,
 * because these machines are shared and noisy.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Command, Option } from 'commander';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { config, type Config } from '@mc/config';
import { type Scope, createToken } from '@mc/auth';
import { createPool, migrate } from '@mc/store';

/** autocannon's result, the fields the benches use (latency in ms, duration in s). */
export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
  '2xx': number;
}
type Autocannon = (opts: Record<string, unknown>) => Promise<AutocannonResult>;
/** autocannon (it ships CommonJS without types). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const autocannon = require('autocannon') as Autocannon;

/** An API to benchmark and what a scenario needs to call it. */
export interface BenchTarget {
  url: string;
  /** Process id of the API when the bench started it. */
  pid?: number;
  token: string;
  pool: Pool;
  config: Config;
  close(): Promise<void>;
}

const ROOT = join(__dirname, '..');

async function waitForReady(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API process exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`API at ${url} not ready after ${timeoutMs} ms`);
}

/** A server started as a child process of the bench. */
export interface ChildServer {
  url: string;
  /** Its process id (to read its memory from /proc). */
  pid: number | undefined;
  /** Stops it (SIGTERM) and waits for its exit. */
  stop(): Promise<void>;
}

/** A TCP port free a moment ago on 127.0.0.1 (benches of several checkouts share the machine). */
export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as { port: number };
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

/**
 * Starts `node --import tsx <args>` on 127.0.0.1:`port` (default: a free port) and waits for its
 * `/readyz` to answer 200. @throws when it exits or is not ready within 60 s.
 */
export async function startChildServer(args: string[], port?: number, env: Record<string, string> = {}): Promise<ChildServer> {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    // No metrics port: several benches (and engineers) share this machine.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', METRICS_PORT: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForReady(url, child);
  return {
    url,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Starts the worker entry point (`apps/worker/src/main.ts`) as a child process with `env` added and
 * the old-space cap every start of the worker sets (512 MiB, docs/operations.md);
 * resolves once it logged "worker started" (its stdout stays drained). @throws when it exits first.
 */
export async function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--max-old-space-size=512', '--import', 'tsx', 'apps/worker/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, WORKER_METRICS_PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString('utf8').includes('"worker started"')) resolve();
    });
    child.once('exit', (code, signal) => reject(new Error(`worker exited during start (${code ?? signal})`)));
  });
  return child;
}

/** Sends `signal` to `child` and waits for its exit. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}

/**
 * Starts the API as a child process on `port` (default: a free one; or uses `url` when given) with a fresh premium
 * token (or `token`) of scope `scope` (default `read`). @throws when the API does not become ready within 60 s.
 */
export async function startBenchTarget(opts: {
  url?: string;
  token?: string;
  port?: number;
  accountName: string;
  env?: Record<string, string>;
  scope?: Scope;
}): Promise<BenchTarget> {
  const cfg = config();
  const pool = createPool(cfg.DATABASE_URL);
  await migrate(pool);
  const api = opts.url ? undefined : await startChildServer(['apps/api/src/main.ts'], opts.port, opts.env);
  const url = opts.url ?? api!.url;
  const token =
    opts.token ??
    (await createToken(pool, { accountName: opts.accountName, plan: 'premium', dailyLimit: 1_000_000_000, scope: opts.scope }))
      .token;
  return {
    url,
    pid: api?.pid,
    token,
    pool,
    config: cfg,
    async close() {
      await api?.stop();
      await pool.end();
    },
  };
}

/**
 * One command-line option of a bench: commander's flags (`'--rate <n>'`, or `'--stop'` for a
 * switch), its help text, and its default (a switch's is `false`, or `true` for a `--no-…` switch;
 * without one the option may be absent).
 */
export type BenchOption = readonly [flags: string, help: string, defaultValue?: string | boolean];

/** The parsed value of a {@link BenchOption}: a switch's boolean, else a string (undefined when it has no default). */
export type BenchOptionValue<O extends BenchOption> = O[2] extends boolean
  ? boolean
  : O[2] extends string
    ? string
    : string | undefined;

/** The parsed values of a bench's options, keyed as its {@link BenchOption} record is. */
export type BenchOptionValues<S extends Record<string, BenchOption>> = { [K in keyof S]: BenchOptionValue<S[K]> };

/**
 * Adds `options` to `program`, each keyed by the name commander reads it into (`--es-port` →
 * `esPort`). @throws {Error} when a key is not that name (the option's value would be lost).
 */
function addBenchOptions(program: Command, options: Record<string, BenchOption>): Command {
  for (const [key, [flags, help, defaultValue]] of Object.entries(options)) {
    const option = new Option(flags, help);
    if (option.attributeName() !== key) throw new Error(`bench option ${flags} is read as ${option.attributeName()}, not ${key}`);
    if (defaultValue !== undefined) option.default(defaultValue);
    program.addOption(option);
  }
  return program;
}

/**
 * Parses the command line (`process.argv`) against a bench's options; `--help` lists them.
 * @throws {Error} when a key of `options` is not the name commander derives from its flags.
 */
export function parseBenchOptions<const S extends Record<string, BenchOption>>(options: S): BenchOptionValues<S> {
  return addBenchOptions(new Command(), options).parse().opts<BenchOptionValues<S>>();
}

/** An option with a default (its value is a string), and one without (string or undefined). */
type ValueOption = readonly [flags: string, help: string, defaultValue: string];
type OptionalOption = readonly [flags: string, help: string];

/** The options several benches take, one definition each; the bench gives its help text or default. */
export const SHARED_OPTIONS = {
  duration: (help: string, seconds: number): ValueOption => ['--duration <s>', help, String(seconds)],
  connections: (count: number): ValueOption => ['--connections <n>', 'concurrent connections', String(count)],
  url: (help = 'a running API (default: start one)'): OptionalOption => ['--url <base>', help],
  token: ['--token <t>', 'token for --url'] as OptionalOption,
};

/** Options every HTTP benchmark takes. */
export interface CommonBenchOptions {
  duration: string;
  rounds: string;
  connections: string;
  url?: string;
  token?: string;
}

/**
 * A commander program with the common options (`--duration`, `--rounds`, `--connections`,
 * `--url`, `--token`); add the bench's own options, then `.parse().opts()`.
 */
export function benchProgram(defaults: { connections: number } = { connections: 16 }): Command {
  return addBenchOptions(new Command(), {
    duration: SHARED_OPTIONS.duration('seconds per round', 10),
    rounds: ['--rounds <n>', 'rounds per scenario (figures are medians)', '3'],
    connections: SHARED_OPTIONS.connections(defaults.connections),
    url: SHARED_OPTIONS.url(),
    token: SHARED_OPTIONS.token,
  } satisfies Record<keyof CommonBenchOptions, BenchOption>);
}

/** One request of a scenario: a path (with query) and, for POST, a JSON body. */
export interface BenchRequest {
  path: string;
  body?: unknown;
}

/** Median figures of a scenario over its rounds. */
export interface LoadFigures {
  scenario: string;
  /** Requests per second (median over rounds). */
  rps: number;
  /** Latency percentiles, ms (median over rounds). */
  p50: number;
  p99: number;
  /** Requests that got a non-2xx status or failed, summed over rounds. */
  failed: number;
  requests: number;
}

/** Median of a non-empty list. */
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/**
 * Runs `rounds` autocannon rounds of `durationS` seconds with `connections` connections; each
 * request takes the next element of `requests` (cycling). `expectStatus` other than 2xx (e.g. 404
 * for a lookup that may legitimately miss) can be allowed with `okStatuses`.
 */
export async function loadTest(
  target: BenchTarget,
  scenario: string,
  requests: BenchRequest[],
  opts: { durationS: number; connections: number; rounds: number; okStatuses?: number[] },
): Promise<LoadFigures> {
  if (!requests.length) throw new Error(`scenario ${scenario}: no requests`);
  const rps: number[] = [];
  const p50: number[] = [];
  const p99: number[] = [];
  let failed = 0;
  let total = 0;
  const allowed = new Set(opts.okStatuses ?? []);
  for (let round = 0; round < opts.rounds; round++) {
    let i = 0;
    let allowedNon2xx = 0;
    const result = await autocannon({
      url: target.url,
      connections: opts.connections,
      duration: opts.durationS,
      timeout: 120,
      headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (req: Record<string, unknown>) => {
            const r = requests[i++ % requests.length]!;
            return r.body === undefined
              ? { ...req, method: 'GET', path: r.path }
              : { ...req, method: 'POST', path: r.path, body: JSON.stringify(r.body) };
          },
          onResponse: (status: number) => {
            if (allowed.has(status)) allowedNon2xx++;
          },
        },
      ],
    });
    rps.push(result.requests.average);
    p50.push(result.latency.p50);
    p99.push(result.latency.p99);
    failed += result.non2xx - allowedNon2xx + result.errors + result.timeouts;
    total += result.requests.total;
  }
  return { scenario, rps: median(rps), p50: median(p50), p99: median(p99), failed, requests: total };
}

/** Prints figures as a Markdown table (for closing notes and the README). */
export function printFigures(rows: LoadFigures[]): void {
  console.log('| scenario | req/s (median) | p50 ms | p99 ms | failed / requests |');
  console.log('|---|---|---|---|---|');
  for (const r of rows)
    console.log(`| ${r.scenario} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.failed} / ${r.requests} |`);
}

/** Seeded PRNG and sampling (one definition, shared with the catalog generator). */
export { prng, sample } from '@mc/ingest';
