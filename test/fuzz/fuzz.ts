/**
 * `npm run fuzz`: Schemathesis (from PyPI, installed by `scripts/fuzz.sh` into `.venv-fuzz`) against
 * the API's served `/openapi.json`, with a real token, every operation, every check
 * (`--checks all`: server errors, status codes, content types, response schemas and headers,
 * positive/negative data, wrong methods, ignored auth…), in two passes:
 *
 *   1. generated data only (examples, coverage and fuzzing phases);
 *   2. the same with real values sampled from the store (ids of every path parameter, names and
 *      titles, seed ids), so the operations are exercised past their 404s
 *      (`schemathesis-config.ts`).
 *
 * **The token** has scope `admin`, so the write side is fuzzed past its 403s: the catalog changes
 * go to one source (`FUZZ_SOURCE`, removed at the end) and the reindex jobs to a BullMQ queue of
 * the run's own (`REDIS_PREFIX`, no worker takes them; obliterated at the end).
 *
 * **The target.** By default the API is started as its own process with the limits a fuzzer needs
 * lifted ({@link FUZZ_LIMITS}: the `ignored_auth` check sends thousands of bad tokens from this one
 * address on purpose, which would otherwise — rightly — get 429; hundreds of usage reports and
 * batches per minute on one token), and the lifted failed-authentication limit is verified
 * before fuzzing. With `--url` (and `--token`) a running API is fuzzed as it is: its limits are
 * its own, which the run says, and what they refuse counts like any other failure.
 *
 * **What it reports** (`report.ts`): unique failures (check × operation × status × title, with
 * their record counts and first request) and Schemathesis' own errors (e.g. Hypothesis crashing
 * while generating an operation's data), both printed whenever there are any. Last line:
 * `fuzz: requests=N failures=U errors=E` (U and E counted over both passes, a failure both meet
 * once); exit 1 when U or E is not 0. The configuration, the NDJSON event stream and the output
 * of each pass stay in `.fuzz/` (git-ignored) until the next run.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command } from 'commander';
import { Queue } from 'bullmq';
import { type BenchTarget, startBenchTarget } from '@mc/bench';
import { REINDEX_QUEUE, bullOptions } from '@mc/jobs';
import { removeSource } from '@mc/store';
import { type PassReport, errorKey, failureKey, printPassReport, readPassReport } from './report';
import { FUZZ_SOURCE, realValues, schemathesisConfig } from './schemathesis-config';

const ROOT = join(__dirname, '../..');
const ST = join(ROOT, '.venv-fuzz/bin/st');
/** Schemathesis hooks: the serializer of JSON Lines bodies (`hooks.py`). */
const HOOKS = join(__dirname, 'hooks.py');
/** Where each pass leaves its configuration, events and output (git-ignored). */
const REPORT_DIR = join(ROOT, '.fuzz');

/** Limits of the API the fuzzer starts, lifted (module doc); a limit probe checks the first. */
const FUZZ_LIMITS = {
  AUTH_FAILURE_LIMIT_PER_MINUTE: '100000000',
  REPORT_LIMIT_PER_MINUTE: '100000000',
  BATCH_CONCURRENCY_PER_TOKEN: '64',
};
/** Bad tokens the limit probe sends: more than the default failed-authentication limit (30/min). */
const PROBE_BAD_TOKENS = 40;

interface PassOptions {
  examples: number;
  seed: number;
  workers: number;
  maxTime?: number;
  /** The API's matching deadline (config MATCH_DEADLINE_MS), ms: the longest any answer may take. */
  deadlineMs: number;
}

/**
 * Response-time bounds from the API's deadline: an answer later than the deadline plus
 * {@link LATE_MARGIN_S} fails the `max_response_time` check (naming the operation), and a request
 * still unanswered at twice the deadline plus {@link HANG_MARGIN_S} is abandoned (a Schemathesis
 * network error), so a hung request cannot stall the run.
 */
const LATE_MARGIN_S = 5;
const HANG_MARGIN_S = 10;

/**
 * Sends {@link PROBE_BAD_TOKENS} requests with a bad token: every one must answer 401, none 429.
 * @throws when the started API still limits failed authentications (its configuration did not apply).
 */
async function checkAuthLimitLifted(url: string): Promise<void> {
  const statuses = new Map<number, number>();
  for (let i = 0; i < PROBE_BAD_TOKENS; i++) {
    const res = await fetch(`${url}/api/genre/1`, { headers: { authorization: `Bearer mc_fuzz_probe_${i}` } });
    await res.arrayBuffer();
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  }
  if (statuses.size !== 1 || !statuses.has(401))
    throw new Error(
      `the fuzzed API did not lift its failed-authentication limit: ${PROBE_BAD_TOKENS} bad tokens answered ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
}

/** Runs Schemathesis once; its output goes to `<name>.log`. @returns its exit code. */
function runSchemathesis(name: string, url: string, token: string, cfgPath: string, o: PassOptions): Promise<number> {
  const args = [
    ...['--config-file', cfgPath, 'run', `${url}/openapi.json`, '--checks', 'all', '--phases', 'examples,coverage,fuzzing'],
    ...['--max-examples', String(o.examples), '--seed', String(o.seed), '--workers', String(o.workers)],
    ...['--no-color', '--suppress-health-check', 'all'],
    ...['--max-response-time', String(o.deadlineMs / 1000 + LATE_MARGIN_S)],
    ...['--request-timeout', String((2 * o.deadlineMs) / 1000 + HANG_MARGIN_S)],
    ...['--report', 'ndjson', '--report-ndjson-path', join(REPORT_DIR, `${name}.ndjson`)],
    ...(o.maxTime ? ['--max-time', String(o.maxTime)] : []),
  ];
  return new Promise<number>((resolve, reject) => {
    const out: Buffer[] = [];
    const env = { ...process.env, FUZZ_TOKEN: token, SCHEMATHESIS_HOOKS: HOOKS };
    const child = spawn(ST, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => out.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      writeFileSync(join(REPORT_DIR, `${name}.log`), Buffer.concat(out));
      resolve(code ?? 1);
    });
  });
}

/** One Schemathesis pass: runs it, reads its events, prints what it found. */
async function pass(name: string, target: BenchTarget, cfg: string, o: PassOptions): Promise<PassReport> {
  const cfgPath = join(REPORT_DIR, `${name}.toml`);
  writeFileSync(cfgPath, cfg);
  const exitCode = await runSchemathesis(name, target.url, target.token, cfgPath, o);
  let report: PassReport;
  try {
    report = readPassReport(join(REPORT_DIR, `${name}.ndjson`));
  } catch (err) {
    report = { requests: 0, failures: [], failedRecords: 0, errors: [] };
    report.errors.push({ label: '(report)', type: 'unreadable NDJSON report', message: String(err) });
  }
  // A non-zero exit with nothing found in the events (bad schema, unreachable API…) is an error too.
  if (exitCode !== 0 && !report.failures.length && !report.errors.length)
    report.errors.push({ label: '(run)', type: `schemathesis exited with ${exitCode}`, message: `see .fuzz/${name}.log` });
  printPassReport(name, report);
  console.log(
    `${name}: requests=${report.requests} failures=${report.failures.length} errors=${report.errors.length} ` +
      `(failed check records: ${report.failedRecords}; report in .fuzz/${name}.*)`,
  );
  return report;
}

async function main(): Promise<void> {
  const opts = new Command()
    .name('fuzz')
    .option('--url <url>', 'fuzz a running API (as it is configured) instead of starting one')
    .option('--token <token>', 'token for --url (default: a new premium token)')
    .option('--examples <n>', 'max examples per operation and phase', (v) => Number(v), 25)
    .option('--seed <n>', 'random seed', (v) => Number(v), 14)
    .option('--workers <n>', 'concurrent Schemathesis workers', (v) => Number(v), 2)
    .option('--max-time <s>', 'time budget of each pass, seconds', (v) => Number(v))
    .parse()
    .opts<{ url?: string; token?: string; examples: number; seed: number; workers: number; maxTime?: number }>();
  rmSync(REPORT_DIR, { recursive: true, force: true });
  mkdirSync(REPORT_DIR, { recursive: true });
  // An admin token reaches the write side too; the jobs it queues go to a queue of this run's own
  // (no worker takes them), and what it writes to the catalog is removed at the end.
  const redisPrefix = `fuzz-${process.pid}`;
  const target = await startBenchTarget({
    url: opts.url,
    token: opts.token,
    accountName: 'fuzz',
    scope: 'admin',
    env: { ...FUZZ_LIMITS, LOG_LEVEL: 'error', REDIS_PREFIX: redisPrefix },
  });
  try {
    if (opts.url)
      console.log(
        `fuzz: ${opts.url} is fuzzed as it is configured: its limits (failed authentications, usage reports, ` +
          'batches per token) are its own, and what they refuse (429) counts like any other failure; response times ' +
          `are bounded by this configuration's MATCH_DEADLINE_MS (${target.config.MATCH_DEADLINE_MS} ms)`,
      );
    else await checkAuthLimitLifted(target.url);
    const o = {
      examples: opts.examples,
      seed: opts.seed,
      workers: opts.workers,
      maxTime: opts.maxTime,
      deadlineMs: target.config.MATCH_DEADLINE_MS,
    };
    const generated = await pass('generated', target, schemathesisConfig(), o);
    const real = await pass('real-ids', target, schemathesisConfig(await realValues(target.pool)), o);
    const requests = generated.requests + real.requests;
    // A defect both passes meet is one failure of the run.
    const failures = new Set([...generated.failures, ...real.failures].map(failureKey)).size;
    const errors = new Set([...generated.errors, ...real.errors].map(errorKey)).size;
    console.log(`fuzz: requests=${requests} failures=${failures} errors=${errors}`);
    process.exitCode = failures || errors ? 1 : 0;
  } finally {
    if (!opts.url) await removeFuzzWrites(target, redisPrefix);
    await target.close();
  }
}

/** Removes what the run wrote: the catalog source of its change sets, its queue of reindex jobs. */
async function removeFuzzWrites(target: BenchTarget, redisPrefix: string): Promise<void> {
  const queue = new Queue(REINDEX_QUEUE, bullOptions(target.config.REDIS_URL, redisPrefix));
  await Promise.allSettled([removeSource(target.pool, FUZZ_SOURCE), queue.obliterate({ force: true })]);
  await queue.close();
}

main().catch((err: unknown) => {
  console.error(err);
  console.log('fuzz: requests=0 failures=0 errors=1');
  process.exit(1);
});
