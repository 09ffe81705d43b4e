/**
 * `npm run fuzz`: Schemathesis (from PyPI, installed by `scripts/fuzz.sh` into `.venv-fuzz`) against
 * the API's served `/openapi.json`, with a real token, every operation, every check
 * (`--checks all`: server errors, status codes, content types, response schemas and headers,
 * positive/negative data, wrong methods, ignored auth…), in two passes:
 *
 *   1. generated data only (examples, coverage and fuzzing phases);
 *   2. the same with real values sampled from the store (ids of every path parameter, names and
 *      titles, seed ids), so the operations are exercised past their 404s.
 *
 * The API is started as its own process (or `--url`/`--token` point at a running one). It runs
 * with the failed-authentication limit lifted: the `ignored_auth` check sends thousands of bad
 * tokens from this one address on purpose, which would otherwise (rightly) get 429.
 *
 * Decisions the fuzzer is told about (`ALLOW_400`): two operations have rules across parameters or
 * on a value's meaning that OpenAPI cannot state (a TOC's offsets must increase; `to` must not be
 * before `from`); schema-valid input breaking them answers 400, documented in the operation.
 *
 * Prints `fuzz: requests=N failures=M` last (plus `errors=E` when Schemathesis itself failed, e.g.
 * Hypothesis hitting CPython 3.11's "AST constructor recursion depth mismatch" with 60 examples);
 * exits 1 on any failure or error.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import type { Pool } from 'pg';
import { sample, startBenchTarget } from '../../bench/bench-harness';

const ROOT = join(__dirname, '../..');
const ST = join(ROOT, '.venv-fuzz/bin/st');

/** operationId → why schema-valid input may still answer 400. */
const ALLOW_400: Record<string, string> = {
  searchReleasesByToc: 'TOC consistency (track count, increasing offsets, lead-out) is not expressible in OpenAPI',
  getPictureUsage: '`to` before `from` (a rule across two parameters)',
};

const toml = (v: unknown): string =>
  Array.isArray(v) ? `[${v.map(toml).join(', ')}]` : typeof v === 'string' ? JSON.stringify(v) : String(v);

async function column(pool: Pool, sql: string, n: number): Promise<(string | number)[]> {
  const { rows } = await pool.query<{ v: string | number }>(sql);
  return sample(
    rows.map((r) => (typeof r.v === 'string' && /^[0-9]+$/.test(r.v) ? Number(r.v) : r.v)),
    n,
  );
}

/** Real values per dictionary name, sampled from the store (fixed seed). */
async function realValues(pool: Pool): Promise<Record<string, (string | number)[]>> {
  const ids = (kind: string) => column(pool, `SELECT id AS v FROM entity WHERE kind = '${kind}'`, 200);
  const [artist, album, release, recording, genre, role, country, showType, show] = await Promise.all(
    ['artist', 'album', 'release', 'recording', 'genre', 'role', 'country', 'show_type', 'show'].map(ids),
  );
  return {
    artist: artist!,
    album: album!,
    release: release!,
    recording: recording!,
    genre: genre!,
    role: role!,
    country: country!,
    show_type: showType!,
    show: show!,
    charted_recording: await column(pool, "SELECT DISTINCT owner_id AS v FROM list_item WHERE list = 'recording_charts'", 200),
    chart: await column(pool, "SELECT DISTINCT owner_id AS v FROM list_item WHERE list = 'chart_dates'", 50),
    chart_date: await column(pool, "SELECT item->>'id' AS v FROM list_item WHERE list = 'chart_dates'", 200),
    artist_name: await column(
      pool,
      "SELECT doc->>'name' AS v FROM entity WHERE kind = 'artist' AND length(doc->>'name') <= 200",
      200,
    ),
    title: await column(
      pool,
      "SELECT doc->>'title' AS v FROM entity WHERE kind = 'recording' AND length(doc->>'title') <= 200",
      200,
    ),
  };
}

/** Path and query parameters bound to real values, by path prefix. */
function realBindings(): { path: string; parameters: Record<string, string> }[] {
  const byId = (prefix: string, dictionary: string) => ({
    path: `^/api/${prefix}/\\{id\\}`,
    parameters: { 'path.id': dictionary },
  });
  return [
    byId('artist', 'artist'),
    byId('album', 'album'),
    byId('release', 'release'),
    byId('recording', 'recording'),
    byId('genre', 'genre'),
    byId('role', 'role'),
    byId('country', 'country'),
    byId('show-type', 'show_type'),
    byId('show', 'show'),
    {
      path: '^/api/recording/\\{idRecording\\}',
      parameters: { 'path.idRecording': 'charted_recording', 'path.idCharts': 'chart' },
    },
    { path: '^/api/charts/\\{id_charts\\}', parameters: { 'path.id_charts': 'chart', 'path.id_date': 'chart_date' } },
    { path: '^/api/artist-title$', parameters: { 'query.name': 'artist_name', 'query.title': 'title' } },
    { path: '^/api/recommendation$', parameters: { 'query.ms_track_ids': 'recording', 'query.ms_artist_ids': 'artist' } },
    { path: '^/api/(artist|album|recording|show)$', parameters: { 'query.query': 'artist_name' } },
  ];
}

/** The Schemathesis configuration of one pass (the token is read from the environment). */
function config(values?: Record<string, (string | number)[]>): string {
  const lines = ['headers = { Authorization = "Bearer ${FUZZ_TOKEN}" }', ''];
  for (const [operationId, why] of Object.entries(ALLOW_400)) {
    lines.push(`# ${why}`, '[[operations]]', `include-operation-id = ${toml(operationId)}`);
    lines.push('checks.positive_data_acceptance.expected-statuses = ["2xx", 400, 401, 404, 429]', '');
  }
  if (values) {
    for (const [name, list] of Object.entries(values)) lines.push(`[dictionaries.${name}]`, `values = ${toml(list)}`, '');
    for (const b of realBindings()) {
      const params = Object.entries(b.parameters).map(([k, d]) => `${toml(k)} = { dictionary = ${toml(d)} }`);
      lines.push('[[operations]]', `include-path-regex = ${toml(b.path)}`, `parameters = { ${params.join(', ')} }`, '');
    }
  }
  return lines.join('\n');
}

interface PassResult {
  requests: number;
  /** Failed checks: the API answered something its contract or the checks refuse. */
  failures: number;
  /** Schemathesis' own errors (unreachable API, a crash of the generator): no verdict on the API. */
  errors: number;
}

/** Passes run at most, when each ends with Schemathesis' own runtime error and no failure. */
const MAX_PASS_ATTEMPTS = 3;

/**
 * {@link pass}, run again (up to {@link MAX_PASS_ATTEMPTS} in all, the seed + 1 each time) when it
 * ended with Schemathesis' own runtime error and no failure: such an error is a crash of the
 * generator (seen in CI: Hypothesis's `ast.parse` of a lambda's source hitting CPython 3.11's "AST
 * constructor recursion depth mismatch", twice in a row on one pass), no verdict on the API. Any
 * failure stands at once; an error in the last attempt stands too.
 */
async function passOrRerun(...args: Parameters<typeof pass>): Promise<PassResult> {
  const [name, dir, url, token, cfg, o] = args;
  let result = await pass(...args);
  for (let attempt = 2; attempt <= MAX_PASS_ATTEMPTS && result.errors && !result.failures; attempt++) {
    const seed = o.seed + attempt - 1;
    console.log(`${name}: Schemathesis runtime error without a failure; running the pass again with seed ${seed}`);
    result = await pass(name, dir, url, token, cfg, { ...o, seed });
  }
  return result;
}

/** Runs one Schemathesis pass; its report is read from the NDJSON event stream. */
async function pass(
  name: string,
  dir: string,
  url: string,
  token: string,
  cfg: string,
  o: { examples: number; seed: number; workers: number; maxTime?: number },
): Promise<PassResult> {
  const cfgPath = join(dir, `${name}.toml`);
  const events = join(dir, `${name}.ndjson`);
  writeFileSync(cfgPath, cfg);
  const args = [
    '--config-file',
    cfgPath,
    'run',
    `${url}/openapi.json`,
    '--checks',
    'all',
    '--phases',
    'examples,coverage,fuzzing',
    '--max-examples',
    String(o.examples),
    '--seed',
    String(o.seed),
    '--workers',
    String(o.workers),
    '--no-color',
    '--suppress-health-check',
    'all',
    '--report',
    'ndjson',
    '--report-ndjson-path',
    events,
    ...(o.maxTime ? ['--max-time', String(o.maxTime)] : []),
  ];
  const log = join(dir, `${name}.log`);
  const exitCode = await new Promise<number>((resolve, reject) => {
    const out: Buffer[] = [];
    const child = spawn(ST, args, { env: { ...process.env, FUZZ_TOKEN: token }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => out.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      writeFileSync(log, Buffer.concat(out));
      resolve(code ?? 1);
    });
  });
  let requests = 0;
  let failures = 0;
  for (const line of readFileSync(events, 'utf8').split('\n')) {
    if (!line.includes('"ScenarioFinished"')) continue;
    const recorder = JSON.parse(line).ScenarioFinished.recorder as {
      interactions?: Record<string, unknown>;
      checks?: Record<string, { status: string }[]>;
    };
    requests += Object.keys(recorder.interactions ?? {}).length;
    for (const checks of Object.values(recorder.checks ?? {})) failures += checks.filter((c) => c.status === 'failure').length;
  }
  const text = readFileSync(log, 'utf8');
  // Exit code 1 with failures, other non-zero codes for errors (unreachable API, bad schema…).
  if (exitCode !== 0) console.log(text.slice(text.indexOf('FAILURES') >= 0 ? text.indexOf('FAILURES') : -4000));
  const errors = failures === 0 && exitCode !== 0 ? Math.max(1, Number(/Runtime Error: (\d+)/.exec(text)?.[1] ?? 1)) : 0;
  console.log(`${name}: requests=${requests} failures=${failures} errors=${errors}`);
  return { requests, failures, errors };
}

async function main(): Promise<void> {
  const opts = new Command()
    .name('fuzz')
    .option('--url <url>', 'fuzz a running API instead of starting one')
    .option('--token <token>', 'token for --url (default: a new premium token)')
    .option('--examples <n>', 'max examples per operation and phase', (v) => Number(v), 25)
    .option('--seed <n>', 'random seed', (v) => Number(v), 14)
    .option('--workers <n>', 'concurrent Schemathesis workers', (v) => Number(v), 2)
    .option('--max-time <s>', 'time budget of each pass, seconds', (v) => Number(v))
    .parse()
    .opts<{ url?: string; token?: string; examples: number; seed: number; workers: number; maxTime?: number }>();
  const target = await startBenchTarget({
    url: opts.url,
    token: opts.token,
    port: 18_095,
    accountName: 'fuzz',
    env: { AUTH_FAILURE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'error' },
  });
  const dir = mkdtempSync(join(tmpdir(), 'fuzz-'));
  try {
    const o = { examples: opts.examples, seed: opts.seed, workers: opts.workers, maxTime: opts.maxTime };
    const generated = await passOrRerun('generated', dir, target.url, target.token, config(), o);
    const real = await passOrRerun('real-ids', dir, target.url, target.token, config(await realValues(target.pool)), o);
    const requests = generated.requests + real.requests;
    const failures = generated.failures + real.failures;
    const errors = generated.errors + real.errors;
    console.log(`fuzz: requests=${requests} failures=${failures}${errors ? ` errors=${errors}` : ''}`);
    process.exitCode = failures || errors ? 1 : 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await target.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  console.log('fuzz: requests=0 failures=1');
  process.exit(1);
});
