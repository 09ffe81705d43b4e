/**
 * The Python client (clients/python) against the real API: its generated code is current
 * with openapi/openapi.json, and `scripts/client-python.sh test` (pip install of the package into a
 * fresh virtualenv, `mypy --strict` on the hand-written layer and the example, pytest) passes against
 * APIs started here: one with the default limits and a worker for matching jobs, one allowing a
 * single artist-title batch in flight per token (429 with Retry-After: 1), one whose matching
 * deadline is 1 ms (503 with Retry-After: 5). Python packages come from PyPI into `.venv-client/`.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { WorkerProcess } from './child-processes';
import { startTestApi, type TestApi } from './harness';

const ROOT = join(__dirname, '../..');
const REDIS_PREFIX = `it-py-${process.pid}-${Date.now()}`;
/** Venv creation, pip installs from PyPI, a 10,000-line job and its batch comparison. */
const PYTHON_TIMEOUT_MS = 15 * 60_000;

const worker = new WorkerProcess({ REDIS_PREFIX, WORKER_METRICS_PORT: '0', LOG_LEVEL: 'info' });
let starting: Promise<TestApi[]> | undefined;
let apis: { main: TestApi; limited: TestApi; deadline: TestApi } | undefined;

beforeAll(async () => {
  starting = Promise.all([
    startTestApi({ REDIS_PREFIX }),
    startTestApi({ REDIS_PREFIX, BATCH_CONCURRENCY_PER_TOKEN: 1 }),
    startTestApi({ REDIS_PREFIX, MATCH_DEADLINE_MS: 1 }),
  ]);
  const [main, limited, deadline] = await starting;
  apis = { main: main!, limited: limited!, deadline: deadline! };
  await worker.start();
}, 120_000);

afterAll(async () => {
  await worker.stop();
  await apis?.main.deps.queues.matchJob.obliterate({ force: true });
  // Closes the APIs even when their start outlived a timed-out beforeAll.
  const started = await starting?.catch(() => []);
  await Promise.all((started ?? []).map((api) => api.close().catch(() => undefined)));
}, 60_000);

/** Runs `bash scripts/client-python.sh <args>`; resolves with its output, rejects with it on a non-zero exit. */
function clientScript(args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'bash',
      ['scripts/client-python.sh', ...args],
      { cwd: ROOT, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024, timeout: PYTHON_TIMEOUT_MS },
      (err, stdout, stderr) => {
        const output = `${stdout}\n${stderr}`.trim();
        if (err)
          reject(new Error(`scripts/client-python.sh ${args.join(' ')} failed (${err.message}):\n${output.slice(-20_000)}`));
        else resolve(output);
      },
    );
  });
}

describe('Python client', () => {
  it(
    'has generated code equal to a fresh generation from openapi/openapi.json (`npm run client:python` after a contract change)',
    async () => {
      expect(await clientScript(['check'])).toContain('is current with openapi/openapi.json');
    },
    PYTHON_TIMEOUT_MS,
  );

  it(
    'installs with pip, passes mypy --strict and its pytest suite against the running API',
    async () => {
      const { main, limited, deadline } = apis!;
      const output = await clientScript(['test'], {
        MC_URL: main.url,
        MC_TOKEN: main.token,
        MC_WRITE_TOKEN: await main.newToken({ scope: 'catalog:write' }),
        MC_ADMIN_TOKEN: await main.newToken({ scope: 'admin', accountName: 'python-desk' }),
        MC_TINY_TOKEN: await main.newToken({ plan: 'premium', dailyLimit: 1 }),
        MC_LIMITED_URL: limited.url,
        MC_DEADLINE_URL: deadline.url,
        MC_REPO: ROOT,
      });
      expect(output).toContain('Success: no issues found');
      expect(output).toMatch(/\b\d+ passed\b/);
      expect(output).not.toMatch(/\b\d+ (failed|skipped|errors?)\b/);
      // The timings pytest printed (the 10,000-line job and the batch route on the same lines).
      for (const line of output.split('\n').filter((l) => l.startsWith('timing:'))) console.log(line);
    },
    PYTHON_TIMEOUT_MS,
  );
});
