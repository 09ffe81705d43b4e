/**
 * `npm run bench:freshness -- [--duration 30] [--rate 250] [--lines 25] [--artists-per-request 3] [--read-rate 30] [--idle 15]
 *   [--steps 300,400,500,750,1000,1250,1500,2000] [--step-lines 100] [--step-duration 15] [--floor 5000] [--kill-worker]`
 *
 * How soon a change pushed over HTTP is searchable, what writing costs the readers, the most a
 * client sustains, and the engine's own floor, in one run. On the configured catalog (the demo
 * catalog: database `catalog`, index prefix `catalog`; point DATABASE_URL and ES_INDEX_PREFIX at a
 * copy of your own), the API and the worker run as child processes (a BullMQ/quota prefix of their
 * own, metrics on free ports). A source of the bench's own (`bench-freshness`) is pushed through
 * `POST /api/catalog/bench-freshness/changes` by one client (at most 4 requests in flight) on a
 * steady schedule: new recordings, recording renames, deletions, artist renames
 * (`freshness-workload.ts`; the recordings of a request credit `--artists-per-request` of the
 * bench's 40 artists, 0 = any), while open-loop readers send `--read-rate` searches and
 * suggestions per second through the API. A change's latency is the time from its request's 2xx
 * answer to the first search of the served index that shows it (probed every 20 ms).
 *
 * Phases: reads alone (`--idle` s: the idle search p99); `--rate` changed entities/s offered in
 * requests of `--lines` for `--duration` s (freshness, POST and search latency under writes; CPU
 * per process and where a change's time goes per stage, from the first write until the last change
 * is visible, per changed entity, also less what reads alone used); then the step-up: `--steps` rates offered in
 * requests of `--step-lines` for `--step-duration` s each, until freshness p99 passes 1 s or the
 * client falls under 90 % of the offered rate: the last step that held (or the offered phase, when
 * no step did and it held) is the sustained rate;
 * then the engine floor (`freshness-floor.ts`: `--floor` documents straight to PostgreSQL and
 * bulk-indexed). A change not visible 60 s after its phase is lost. With `--kill-worker` the worker
 * is SIGKILLed half-way through the offered phase and started again 5 s later (no step-up). At the
 * end the source is removed and the worker drains the removal before it stops.
 *
 * Last line: `freshness: changes_per_s=… p50_ms=… p99_ms=… lost=… search_p99_ms=… idle_search_p99_ms=…
 * floor_per_s=…` (p50/p99 and search at the offered rate; changes_per_s the sustained rate).
 */
import type { Client } from '@elastic/elasticsearch';
import type { Pool } from 'pg';
import { createToken } from '@mc/auth';
import { createSearchClient } from '@mc/search';
import { SEARCH_READER_NAME, SEARCH_DEPENDENTS_READER_NAME, changeFeedHead, readerPosition, removeSource } from '@mc/store';
import { type BenchOptionValues, freePort, parseBenchOptions, startBenchTarget, startWorker, stopChild } from './bench-harness';
import { freshnessFloor } from './freshness-floor';
import { type Scrape, formatStages, scrape, scrapeDelta } from './freshness-stages';
import { type Phase, achieved, freshness, held, phaseLine, stepUp } from './freshness-steps';
import { type CpuSnapshot, cpuSecondsBetween, cpuSnapshot, formatCpu, serverPids, withDescendants } from './process-cpu';
import {
  type PlannedRequest,
  Prober,
  type ReadSamples,
  type Watched,
  Workload,
  quantile,
  startReaders,
} from './freshness-workload';

const SOURCE = 'bench-freshness';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Reader paths: searches of real recording titles and artist names, and suggestions of their prefixes. */
async function readerPaths(pool: Pool): Promise<string[]> {
  const { rows } = await pool.query<{ title: string; artist: string }>(
    `SELECT doc->>'title' AS title, doc->'artists'->0->>'name' AS artist FROM entity
     WHERE kind = 'recording' AND doc->'artists'->0->>'name' IS NOT NULL ORDER BY md5(id::text) LIMIT 200`,
  );
  const q = encodeURIComponent;
  return rows.flatMap((r) => [
    `/api/recording?query=${q(r.title)}`,
    `/api/artist?query=${q(r.artist)}`,
    `/api/suggest?query=${q(r.artist.slice(0, 4))}`,
  ]);
}

/** Ids of the source's keys of `kind` (the store's key map). */
async function idsOf(pool: Pool, kind: string, keys: string[]): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ key: string; id: string }>(
    'SELECT source_key AS key, id FROM id_map WHERE kind = $1 AND source = $2 AND source_key = ANY($3)',
    [kind, SOURCE, keys],
  );
  return new Map(rows.map((r) => [r.key, Number(r.id)]));
}

/** The writers' side of a run: posts requests and hands each change to the prober with its id. */
class Writers {
  readonly postMs: number[] = [];
  failed = 0;
  changes = 0;
  private readonly ids = new Map<string, number>();

  /** Starts a phase: its counts and samples from zero. */
  reset(): void {
    this.postMs.length = 0;
    this.failed = 0;
    this.changes = 0;
  }

  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly pool: Pool,
    private readonly prober: Prober,
  ) {}

  /** Posts one request; its changes are watched from its 2xx answer. */
  async post(request: PlannedRequest, watch = true): Promise<void> {
    const started = performance.now();
    const res = await fetch(`${this.url}/api/catalog/${SOURCE}/changes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/x-ndjson' },
      body: request.lines.map((l) => JSON.stringify(l)).join('\n'),
    });
    const answeredAt = performance.now();
    const body = (await res.json()) as { counts?: { rejected: number } };
    this.postMs.push(answeredAt - started);
    if (res.status !== 200 || body.counts?.rejected) {
      this.failed++;
      console.error(`POST answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
      return;
    }
    if (!watch) return;
    this.changes += request.changes.length;
    for (const kind of ['recording', 'artist'] as const) {
      const unknown = request.changes.filter((c) => c.kind === kind && !this.ids.has(`${kind}:${c.key}`)).map((c) => c.key);
      if (unknown.length) for (const [key, id] of await idsOf(this.pool, kind, unknown)) this.ids.set(`${kind}:${key}`, id);
    }
    for (const c of request.changes) this.prober.watch({ ...c, id: this.ids.get(`${c.kind}:${c.key}`) ?? -1, answeredAt });
  }

  /** Posts `next()` requests on a steady schedule (`perSecond`) for `durationMs`, at most `inFlight` at once. */
  async run(next: () => PlannedRequest, perSecond: number, durationMs: number, inFlight: number): Promise<void> {
    const t0 = performance.now();
    const running = new Set<Promise<void>>();
    for (let i = 0; performance.now() - t0 < durationMs; i++) {
      const wait = t0 + (i * 1000) / perSecond - performance.now();
      if (wait > 0) await sleep(wait);
      if (running.size >= inFlight) await Promise.race(running);
      const p = this.post(next()).catch((err: unknown) => {
        this.failed++;
        console.error(`POST failed: ${String(err)}`);
      });
      running.add(p);
      void p.finally(() => running.delete(p));
    }
    await Promise.all(running);
  }
}

/** The command line of the bench. */
const OPTIONS = {
  duration: ['--duration <s>', 'seconds of writes at the offered rate', '30'],
  rate: ['--rate <n>', 'changed entities per second offered', '250'],
  lines: ['--lines <n>', 'changed entities (lines) per request at the offered rate', '25'],
  artistsPerRequest: ['--artists-per-request <n>', "artists a request's recordings credit (0 = any of the bench's 40)", '3'],
  readRate: ['--read-rate <n>', 'searches and suggestions per second', '30'],
  idle: ['--idle <s>', 'seconds of reads alone first', '15'],
  steps: ['--steps <rates>', 'rates of the step-up, comma-separated ("" = none)', '300,400,500,750,1000,1250,1500,2000'],
  stepLines: ['--step-lines <n>', 'lines per request in the step-up', '100'],
  stepDuration: ['--step-duration <s>', 'seconds per step', '15'],
  floor: ['--floor <n>', 'documents of the engine floor (0 = none)', '5000'],
  killWorker: ['--kill-worker', 'SIGKILL the worker half-way, start it again 5 s later', false],
} as const;
type Options = BenchOptionValues<typeof OPTIONS>;

/** Waits until every watched change is visible (at most `ms`). */
async function settled(prober: Prober, ms: number): Promise<void> {
  const deadline = performance.now() + ms;
  while (prober.pending.length && performance.now() < deadline) await sleep(100);
}

/** Waits until the live indexer has applied the whole feed (at most `ms`). @returns whether it did. */
async function drained(pool: Pool, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  const head = await changeFeedHead(pool);
  while (Date.now() < deadline) {
    const positions = await Promise.all([SEARCH_READER_NAME, SEARCH_DEPENDENTS_READER_NAME].map((c) => readerPosition(pool, c)));
    if (positions.every((p) => (p ?? 0) >= head)) return true;
    await sleep(200);
  }
  return false;
}

/** What the phases of a run share. */
interface Run {
  o: Options;
  url: string;
  readToken: string;
  pool: Pool;
  prober: Prober;
  writers: Writers;
  workload: Workload;
  latencies: { op: string; ms: number }[];
  paths: string[];
  /** CPU-seconds per second of each process while reads ran alone (set by the idle phase). */
  idleCpu: Record<string, number>;
  /** Kills the worker and starts it again 5 s later (`--kill-worker`). */
  restartWorker(t0: number): Promise<void>;
  /** CPU time so far of the servers, the API, the worker and the bench (`process-cpu.ts`). */
  cpu(): Promise<CpuSnapshot>;
  /** The API's and the worker's metrics now (`freshness-stages.ts`). */
  metrics(): Promise<{ api: Scrape; worker: Scrape }>;
}

/** The seed (not measured), then reads alone. @returns the idle read samples. */
async function idlePhase(r: Run): Promise<ReadSamples> {
  await r.writers.post({ lines: r.workload.artistLines(), changes: [] }, false);
  for (let i = 0; i < 4; i++) await r.writers.post(r.workload.nextRequest(50));
  await settled(r.prober, 60_000);
  console.log(`bench:freshness — ${r.paths.length} reader paths at ${r.o.readRate}/s; idle phase ${r.o.idle} s…`);
  const cpu0 = await r.cpu();
  const idle = startReaders(r.url, r.readToken, r.paths, Number(r.o.readRate));
  await sleep(Number(r.o.idle) * 1000);
  const reads = await idle.finish();
  const cpu = cpuSecondsBetween(cpu0, await r.cpu());
  for (const [k, s] of Object.entries(cpu)) r.idleCpu[k] = s / Number(r.o.idle);
  console.log(`cpu, reads alone: ${formatCpu(cpu, Number(r.o.idle))}`);
  return reads;
}

/**
 * Writes at `rate` changed entities/s in requests of `lines` for `durationS` with the readers
 * running, then waits (at most `settleMs`) for the changes to show. `verbose` prints CPU and stages.
 */
async function measure(
  r: Run,
  rate: number,
  lines: number,
  durationS: number,
  verbose: boolean,
  settleMs = 60_000,
): Promise<Phase> {
  r.latencies.length = 0;
  r.writers.reset();
  const [cpu0, m0] = [await r.cpu(), await r.metrics()];
  const busy = startReaders(r.url, r.readToken, r.paths, Number(r.o.readRate));
  const t0 = performance.now();
  const kill = verbose && r.o.killWorker ? sleep((durationS * 1000) / 2).then(() => r.restartWorker(t0)) : Promise.resolve();
  await r.writers.run(() => r.workload.nextRequest(lines, Number(r.o.artistsPerRequest)), rate / lines, durationS * 1000, 4);
  const writeS = (performance.now() - t0) / 1000;
  const reads = await busy.finish();
  await kill;
  await settled(r.prober, settleMs);
  // CPU and stages up to the last change visible: the live indexer's backlog is the phase's work too.
  const wallS = (performance.now() - t0) / 1000;
  const [cpu, m1] = [cpuSecondsBetween(cpu0, await r.cpu()), await r.metrics()];
  const w = r.writers;
  const phase: Phase = { rate, changes: w.changes, writeS, latencies: [...r.latencies], postMs: [...w.postMs], reads, cpu };
  phase.lost = w.changes - phase.latencies.length + w.failed;
  if (!verbose) return phase;
  console.log(`cpu, writes with reads until the last change was visible: ${formatCpu(cpu, wallS)}`);
  const perChange = (k: string, s: number) => `${k}=${((s * 1000) / Math.max(w.changes, 1)).toFixed(2)}`;
  console.log(
    `cpu per changed entity, ms: ${Object.entries(cpu)
      .map(([k, s]) => perChange(k, s))
      .join(' ')}`,
  );
  // What the writes added: the phase's CPU less what reads alone used over the same time.
  const beyond = Object.entries(cpu).map(([k, s]) => perChange(k, s - (r.idleCpu[k] ?? 0) * writeS));
  console.log(`cpu per changed entity beyond reads alone, ms: ${beyond.join(' ')}`);
  for (const l of formatStages(scrapeDelta(m0.api, m1.api), scrapeDelta(m0.worker, m1.worker), w.changes)) console.log(l);
  const byOp = ['create', 'rename', 'delete', 'artist-rename'].map((op) => {
    const xs = phase.latencies.filter((l) => l.op === op).map((l) => l.ms);
    return `${op} ${xs.length} (p50 ${quantile(xs, 0.5).toFixed(0)} / p99 ${quantile(xs, 0.99).toFixed(0)} ms)`;
  });
  console.log(
    `changes: ${w.changes} in ${writeS.toFixed(1)} s = ${(w.changes / writeS).toFixed(0)} changed entities/s; ${byOp.join('; ')}`,
  );
  return phase;
}

/** The offered phase, the step-up and the floor. @returns the last line. */
async function phases(r: Run, target: { es: Client; prefix: string }): Promise<string> {
  const idle = await idlePhase(r);
  const o = r.o;
  console.log(`writes: ${o.rate} changed entities/s offered in requests of ${o.lines} lines for ${o.duration} s`);
  const offered = await measure(r, Number(o.rate), Number(o.lines), Number(o.duration), true);
  console.log(phaseLine('offered', offered));
  const rates = o.killWorker ? [] : o.steps.split(',').filter(Boolean).map(Number);
  if (rates.length) console.log(`step-up: requests of ${o.stepLines} lines, ${o.stepDuration} s a step`);
  const up = await stepUp(rates, (rate) =>
    measure(r, rate, Number(o.stepLines), Number(o.stepDuration), rate === rates[0], 30_000),
  );
  let floorPerS = 0;
  if (Number(o.floor) > 0) {
    const cpu0 = await r.cpu();
    const f = await freshnessFloor(r.pool, target.es, target.prefix, Number(o.floor), { shards: 1, replicas: 0 });
    const cpu = cpuSecondsBetween(cpu0, await r.cpu());
    floorPerS = f.documents / (f.pgS + f.esS);
    console.log(
      `engine floor: ${f.documents} documents straight to PostgreSQL ${f.pgS.toFixed(2)} s (${(f.documents / f.pgS).toFixed(0)}/s), ` +
        `bulk-indexed ${f.esS.toFixed(2)} s (${(f.documents / f.esS).toFixed(0)}/s): ${floorPerS.toFixed(0)}/s; cpu per document, ms: ` +
        Object.entries(cpu)
          .map(([k, s]) => `${k}=${((s * 1000) / f.documents).toFixed(3)}`)
          .join(' '),
    );
  }
  const lost = [offered, ...up.steps].reduce((n, p) => n + (p.lost ?? 0), 0);
  // The offered phase is a step too: when it held, the client sustained at least its rate.
  const sustained = Math.max(held(offered) ? achieved(offered) : 0, up.sustained);
  return (
    `freshness: changes_per_s=${sustained.toFixed(0)} p50_ms=${freshness(offered, 0.5).toFixed(0)} ` +
    `p99_ms=${freshness(offered, 0.99).toFixed(0)} lost=${lost} search_p99_ms=${quantile(offered.reads.ms, 0.99).toFixed(1)} ` +
    `idle_search_p99_ms=${quantile(idle.ms, 0.99).toFixed(1)} floor_per_s=${floorPerS.toFixed(0)}`
  );
}

async function main(): Promise<void> {
  const o: Options = parseBenchOptions(OPTIONS);
  const [apiMetrics, workerMetrics] = [await freePort(), await freePort()];
  const env = { REDIS_PREFIX: `bench-freshness-${process.pid}` };
  const target = await startBenchTarget({
    accountName: 'bench-freshness',
    env: { ...env, LOG_LEVEL: 'warn', METRICS_PORT: String(apiMetrics), METRICS_HOST: '127.0.0.1' },
  });
  const { pool, config: cfg } = target;
  const es = createSearchClient(cfg.ES_URL);
  const workerEnv = { ...env, WORKER_METRICS_PORT: String(workerMetrics), METRICS_HOST: '127.0.0.1' };
  let worker = await startWorker(workerEnv);
  let summary: string | undefined;
  try {
    await removeSource(pool, SOURCE); // left by a run that crashed
    const { token } = await createToken(pool, {
      accountName: 'bench-freshness',
      plan: 'premium',
      dailyLimit: 1e9,
      scope: 'catalog:write',
    });
    const latencies: Run['latencies'] = [];
    const workload = new Workload(Date.now().toString(36), 40);
    const prober = new Prober(es, cfg.ES_INDEX_PREFIX, (c: Watched, ms) => {
      latencies.push({ op: c.op, ms });
      workload.settle(c);
    });
    prober.start();
    const restartWorker = async (t0: number) => {
      await stopChild(worker, 'SIGKILL');
      console.log(`t=${((performance.now() - t0) / 1000).toFixed(1)}s worker SIGKILLed; starting it again in 5 s`);
      await sleep(5000);
      worker = await startWorker(workerEnv);
      console.log(`t=${((performance.now() - t0) / 1000).toFixed(1)}s worker started again`);
    };
    const cpu = async () =>
      cpuSnapshot({
        ...(await serverPids()),
        api: await withDescendants(target.pid ?? 0),
        worker: await withDescendants(worker.pid ?? 0),
        bench: [process.pid],
      });
    const metrics = async () => ({
      api: await scrape(`http://127.0.0.1:${apiMetrics}/metrics`),
      worker: await scrape(`http://127.0.0.1:${workerMetrics}/metrics`),
    });
    const run: Run = {
      o,
      cpu,
      metrics,
      url: target.url,
      readToken: target.token,
      pool,
      prober,
      workload,
      latencies,
      restartWorker,
      paths: await readerPaths(pool),
      idleCpu: {},
      writers: new Writers(target.url, token, pool, prober),
    };
    summary = await phases(run, { es, prefix: cfg.ES_INDEX_PREFIX });
    prober.stop();
  } finally {
    await removeSource(pool, SOURCE);
    if (!(await drained(pool, 120_000))) console.error('the worker did not drain the removal of the source within 120 s');
    await stopChild(worker, 'SIGTERM');
    await Promise.allSettled([es.close(), target.close()]);
  }
  // Last, after the clean-up (the source removed and its removal indexed).
  if (summary) console.log(summary);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
