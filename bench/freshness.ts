/**
 * `npm run bench:freshness -- [--duration 30] [--rate 250] [--lines 25] [--artists-per-request 3] [--read-rate 30] [--idle 15] [--kill-worker]`
 *
 * How soon a change pushed over HTTP is searchable, and what writing costs the readers. On the
 * configured catalog (the demo catalog: database `catalog`, index prefix `catalog`), the API and
 * the worker run as child processes (a BullMQ/quota prefix of their own). A source of the bench's
 * own (`bench-freshness`) is pushed through `POST /api/catalog/bench-freshness/changes` by writers
 * at `--rate` changed entities per second (`--lines` per request: new recordings, recording
 * renames, deletions, artist renames — `freshness-workload.ts`; the recordings of a request credit
 * `--artists-per-request` of the bench's 40 artists, as a request carrying a few releases would;
 * 0 = any of them), while open-loop readers send `--read-rate` searches and suggestions per
 * second through the API. For each change, the latency
 * is the time from the request's 2xx answer to the first search of the served index that shows it
 * (probed every 20 ms). Readers run alone first (`--idle` seconds: the idle search p99 of the same
 * run). With `--kill-worker` the worker is SIGKILLed half-way and started again 5 s later: changes
 * committed meanwhile wait in the outbox. A change not visible 60 s after the writes ended is lost.
 * At the end the source is removed and the worker drains the removal before it stops.
 *
 * Before the figures, the CPU-seconds of each process (Elasticsearch, PostgreSQL, Redis, API,
 * worker, the bench) while reads ran alone and under writes: where the time goes when the machine
 * bounds the run.
 *
 * Last line: `freshness: changes=… p50_ms=… p99_ms=… lost=… search_p99_ms=… idle_search_p99_ms=…`.
 */
import type { Pool } from 'pg';
import { createToken } from '@mc/auth';
import { createSearchClient } from '@mc/search';
import { SEARCH_CONSUMER, SEARCH_DEPENDENTS_CONSUMER, changeFeedHead, consumerPosition, removeSource } from '@mc/store';
import { type BenchOptionValues, parseBenchOptions, startBenchTarget, startWorker, stopChild } from './bench-harness';
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
  duration: ['--duration <s>', 'seconds of writes', '30'],
  rate: ['--rate <n>', 'changed entities per second', '250'],
  lines: ['--lines <n>', 'changed entities (lines) per request', '25'],
  artistsPerRequest: ['--artists-per-request <n>', "artists a request's recordings credit (0 = any of the bench's 40)", '3'],
  readRate: ['--read-rate <n>', 'searches and suggestions per second', '30'],
  idle: ['--idle <s>', 'seconds of reads alone first', '15'],
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
    const positions = await Promise.all([SEARCH_CONSUMER, SEARCH_DEPENDENTS_CONSUMER].map((c) => consumerPosition(pool, c)));
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
  /** Kills the worker and starts it again 5 s later (`--kill-worker`). */
  restartWorker(t0: number): Promise<void>;
  /** CPU time so far of the servers, the API, the worker and the bench (`process-cpu.ts`). */
  cpu(): Promise<CpuSnapshot>;
}

/** The seed (not measured), then reads alone. @returns the idle read samples. */
async function idlePhase(r: Run, paths: string[]): Promise<ReadSamples> {
  await r.writers.post({ lines: r.workload.artistLines(), changes: [] }, false);
  for (let i = 0; i < 4; i++) await r.writers.post(r.workload.nextRequest(50));
  await settled(r.prober, 60_000);
  console.log(`bench:freshness — ${paths.length} reader paths at ${r.o.readRate}/s; idle phase ${r.o.idle} s…`);
  const cpu0 = await r.cpu();
  const idle = startReaders(r.url, r.readToken, paths, Number(r.o.readRate));
  await sleep(Number(r.o.idle) * 1000);
  const reads = await idle.finish();
  console.log(`cpu, reads alone: ${formatCpu(cpuSecondsBetween(cpu0, await r.cpu()), Number(r.o.idle))}`);
  r.latencies.length = 0;
  r.writers.changes = 0;
  r.writers.postMs.length = 0;
  return reads;
}

/** Writes and reads together, then waits for the changes to show. @returns the summary line. */
async function writePhase(r: Run, paths: string[], idleReads: ReadSamples): Promise<string> {
  const lines = Number(r.o.lines);
  const perSecond = Number(r.o.rate) / lines;
  const durationMs = Number(r.o.duration) * 1000;
  console.log(
    `writes: ${r.o.rate} changed entities/s (${perSecond.toFixed(1)} requests/s of ${lines} lines, ` +
      `${Number(r.o.artistsPerRequest) || 'any'} artists credited per request) for ${r.o.duration} s`,
  );
  const cpu0 = await r.cpu();
  const busy = startReaders(r.url, r.readToken, paths, Number(r.o.readRate));
  const t0 = performance.now();
  const kill = r.o.killWorker ? sleep(durationMs / 2).then(() => r.restartWorker(t0)) : Promise.resolve();
  const artists = Number(r.o.artistsPerRequest);
  await r.writers.run(() => r.workload.nextRequest(lines, artists), perSecond, durationMs, 4);
  const writeS = (performance.now() - t0) / 1000;
  const busyReads = await busy.finish();
  console.log(`cpu, reads under writes: ${formatCpu(cpuSecondsBetween(cpu0, await r.cpu()), writeS)}`);
  await kill;
  await settled(r.prober, 60_000);
  r.prober.stop();
  const lost = r.prober.pending.length + r.writers.failed;
  const ms = r.latencies.map((l) => l.ms);
  const byOp = ['create', 'rename', 'delete', 'artist-rename'].map((op) => {
    const xs = r.latencies.filter((l) => l.op === op).map((l) => l.ms);
    return `${op} ${xs.length} (p50 ${quantile(xs, 0.5).toFixed(0)} / p99 ${quantile(xs, 0.99).toFixed(0)} ms)`;
  });
  const w = r.writers;
  console.log(
    `changes: ${w.changes} in ${writeS.toFixed(1)} s = ${(w.changes / writeS).toFixed(0)} changed entities/s; ${byOp.join('; ')}`,
  );
  console.log(
    `POST latency p50 ${quantile(w.postMs, 0.5).toFixed(0)} ms, p99 ${quantile(w.postMs, 0.99).toFixed(0)} ms; ` +
      `reads idle ${idleReads.ms.length} (failed ${idleReads.failed}), under writes ${busyReads.ms.length} (failed ${busyReads.failed}); ` +
      `search p50 idle ${quantile(idleReads.ms, 0.5).toFixed(1)} ms, under writes ${quantile(busyReads.ms, 0.5).toFixed(1)} ms`,
  );
  return (
    `freshness: changes=${w.changes} p50_ms=${quantile(ms, 0.5).toFixed(0)} p99_ms=${quantile(ms, 0.99).toFixed(0)} lost=${lost} ` +
    `search_p99_ms=${quantile(busyReads.ms, 0.99).toFixed(1)} idle_search_p99_ms=${quantile(idleReads.ms, 0.99).toFixed(1)}`
  );
}

async function main(): Promise<void> {
  const o: Options = parseBenchOptions(OPTIONS);
  const env = { REDIS_PREFIX: `bench-freshness-${process.pid}` };
  const target = await startBenchTarget({ accountName: 'bench-freshness', env: { ...env, LOG_LEVEL: 'warn' } });
  const { pool, config: cfg } = target;
  const es = createSearchClient(cfg.ES_URL);
  let worker = await startWorker(env);
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
      worker = await startWorker(env);
      console.log(`t=${((performance.now() - t0) / 1000).toFixed(1)}s worker started again`);
    };
    const cpu = async () =>
      cpuSnapshot({
        ...(await serverPids()),
        api: await withDescendants(target.pid ?? 0),
        worker: await withDescendants(worker.pid ?? 0),
        bench: [process.pid],
      });
    const run: Run = {
      o,
      cpu,
      url: target.url,
      readToken: target.token,
      pool,
      prober,
      workload,
      latencies,
      restartWorker,
      writers: new Writers(target.url, token, pool, prober),
    };
    const paths = await readerPaths(pool);
    summary = await writePhase(run, paths, await idlePhase(run, paths));
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
