/**
 * Child processes of the fault tests: the real worker entry point and `catalog` CLI commands, run
 * as processes of their own so they can be SIGKILLed, and a throwaway redis-server (no persistence) that a test may kill and restart
 * empty without touching the shared Redis.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Redis } from 'ioredis';

const ROOT = join(__dirname, '../..');

/** Resolves after `ms` milliseconds. */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A TCP port that was free a moment ago on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as AddressInfo;
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

/** Sends `signal` to a running process and resolves when it has exited (at once if it is not running). */
export async function killAndWait(proc: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.kill(signal);
  await exited;
}

/** A redis-server of this test only: no RDB, no AOF, so a restart starts empty. */
export class ThrowawayRedis {
  private proc: ChildProcess | undefined;
  constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.proc = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', this.dir],
      {
        stdio: 'ignore',
      },
    );
    const deadline = Date.now() + 10_000;
    for (;;) {
      const probe = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      probe.on('error', () => undefined);
      try {
        await probe.connect();
        await probe.ping();
        return;
      } catch {
        if (Date.now() > deadline) throw new Error(`redis-server on ${this.port} did not start`);
        await sleep(100);
      } finally {
        probe.disconnect();
      }
    }
  }

  /** SIGKILL: everything in memory is lost. */
  kill(): Promise<void> {
    return killAndWait(this.proc, 'SIGKILL');
  }
}

/**
 * The real worker entry (`apps/worker/src/main.ts`) as a child process, its derive reader off
 * unless `env` sets `DERIVE_FOLLOW_INTERVAL_MS` (its turns would write to the shared test
 * catalog while other tests read the change feed).
 */
export class WorkerProcess {
  private proc: ChildProcess | undefined;
  /** Last lines of output, for failure messages. */
  readonly tail: string[] = [];
  starts = 0;

  constructor(private readonly env: Record<string, string>) {}

  /**
   * Starts the worker and resolves once it logged "worker started". A worker this object started
   * before and that still runs (a test that failed before its own kill) is killed first, so no
   * worker outlives its test and consumes the next test's jobs.
   */
  async start(): Promise<void> {
    await this.kill();
    const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/worker/src/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, DERIVE_FOLLOW_INTERVAL_MS: '0', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.proc = proc;
    this.starts++;
    await new Promise<void>((resolve, reject) => {
      const onLine = (chunk: Buffer) => {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
          this.tail.push(line.slice(0, 300));
          if (this.tail.length > 40) this.tail.shift();
          if (line.includes('"worker started"')) resolve();
        }
      };
      proc.stdout!.on('data', onLine);
      proc.stderr!.on('data', onLine);
      proc.once('exit', (code, signal) =>
        reject(new Error(`worker exited during start (${code ?? signal}): ${this.tail.join('\n')}`)),
      );
    });
  }

  /** SIGKILL and wait for the exit. */
  kill(): Promise<void> {
    return killAndWait(this.proc, 'SIGKILL');
  }

  /** SIGTERM (graceful shutdown) and wait for the exit. */
  stop(): Promise<void> {
    return killAndWait(this.proc, 'SIGTERM');
  }

  signal(sig: 'SIGSTOP' | 'SIGCONT'): void {
    this.proc?.kill(sig);
  }
}

/** A `catalog` CLI command (`apps/cli/src/cli.ts`) running as a child process. */
export interface CatalogCommand {
  proc: ChildProcess;
  /** Resolves when the process has exited: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Last lines of its output, for failure messages. */
  tail: string[];
}

/** Starts `catalog <args>` with `env` over the test's environment (module doc). */
export function startCatalogCommand(args: string[], env: Record<string, string>): CatalogCommand {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/cli/src/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const onLine = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      tail.push(line.slice(0, 300));
      if (tail.length > 40) tail.shift();
    }
  };
  proc.stdout!.on('data', onLine);
  proc.stderr!.on('data', onLine);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { proc, exited, tail };
}

/** Runs `catalog <args>` to its end. @returns its output's last lines. @throws when it exits non-zero. */
export async function runCatalogCommand(args: string[], env: Record<string, string>): Promise<string[]> {
  const c = startCatalogCommand(args, env);
  const { code, signal } = await c.exited;
  if (code !== 0) throw new Error(`catalog ${args.join(' ')} exited ${code ?? signal}:\n${c.tail.join('\n')}`);
  return c.tail;
}
