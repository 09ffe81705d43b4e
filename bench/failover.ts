/**
 * `npm run bench:failover -- [--nodes 3] [--es-port 19400] [--duration 60] [--rate 40] [--stop]`
 *
 * Losing an Elasticsearch node under load. Starts (or reuses) an N-node cluster on loopback
 * (`ES_NODES=N scripts/services.sh up`, HTTP ports es-port..es-port+N−1), indexes the catalog of
 * the configured PostgreSQL database into it under the prefix `failover` (one replica per shard:
 * replicas `auto`), starts the API on it with every node in `ES_URL`, and drives a steady mix of
 * recording lookups, artist and recording searches and artist-title matches (requests that
 * answered 200 in a warm-up pass) at `--rate` requests/s. During the run it SIGKILLs the elected
 * master node, starts a full rebuild of the recording index (new index + alias swap) while that
 * node is down, then starts the node again and waits for green health.
 *
 * A request fails when it does not answer 200 (a 5xx, a network error, or a 404 for a request that
 * found its hit before). Last line:
 * `failover: nodes=3 requests=… failed=… p99_ms_during_loss=… recovered_s=…`
 * (`recovered_s`: from the restart of the killed node to green cluster health). No timing is
 * asserted; the figure is printed.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { config } from '@mc/config';
import { createSearchClient } from '@mc/search';
import { prepareCatalog } from '@mc/cli';
import { indexLayout, rebuildIndex } from '@mc/indexer';
import { SHARED_OPTIONS, median, parseBenchOptions, prng, startBenchTarget } from './bench-harness';

const ROOT = join(__dirname, '..');
const PREFIX = 'failover';

interface Sample {
  startedMs: number;
  ms: number;
  ok: boolean;
}

function services(args: string[], env: Record<string, string>): void {
  execFileSync('bash', [join(ROOT, 'scripts/services.sh'), ...args], { env: { ...process.env, ...env }, stdio: 'inherit' });
}

function p99(xs: number[]): number {
  if (!xs.length) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)]!;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Call = (path: string) => Promise<{ ok: boolean; ms: number }>;

/** A GET of `path` on the bench target: ok = status 200, ms = wall time (a network error is not ok). */
function requestCaller(url: string, token: string): Call {
  const headers = { authorization: `Bearer ${token}` };
  return async (path) => {
    const t0 = performance.now();
    try {
      const res = await fetch(`${url}${path}`, { headers });
      await res.arrayBuffer();
      return { ok: res.status === 200, ms: performance.now() - t0 };
    } catch {
      return { ok: false, ms: performance.now() - t0 };
    }
  };
}

/** The request mix (lookup, two searches, a match for 120 charted recordings), kept when they answer 200. */
async function benchPaths(pool: Pool, call: Call): Promise<{ paths: string[]; tried: number }> {
  const { rows } = await pool.query<{ id: string; title: string; artist: string }>(
    `SELECT id, doc->>'title' AS title, doc->'artists'->0->>'name' AS artist FROM entity
     WHERE kind = 'recording' AND doc ? 'performer' ORDER BY md5(id::text) LIMIT 120`,
  );
  const q = encodeURIComponent;
  const candidates = rows.flatMap((r) => [
    `/api/recording/${r.id}`,
    `/api/recording?query=${q(r.title)}`,
    `/api/artist?query=${q(r.artist)}`,
    `/api/artist-title?name=${q(r.artist)}&title=${q(r.title)}`,
  ]);
  const paths: string[] = [];
  for (const p of candidates) if ((await call(p)).ok) paths.push(p);
  return { paths, tried: candidates.length };
}

/**
 * Open-loop load: `rate` requests per second from `t0` (ms epoch) on random `paths` (seeded), not
 * waiting for answers; `finish` stops it, waits for the requests in flight and returns the samples.
 */
function startLoad(call: Call, paths: string[], rate: number, t0: number): { finish: () => Promise<Sample[]> } {
  const samples: Sample[] = [];
  const rand = prng(7);
  let stop = false;
  const load = (async () => {
    const interval = 1000 / rate;
    const inFlight = new Set<Promise<void>>();
    for (let i = 0; !stop; i++) {
      const due = t0 + i * interval;
      if (due > Date.now()) await sleep(due - Date.now());
      const path = paths[Math.floor(rand() * paths.length)]!;
      const startedMs = Date.now() - t0;
      const p = call(path).then((r) => {
        samples.push({ startedMs, ms: r.ms, ok: r.ok });
      });
      inFlight.add(p);
      void p.finally(() => inFlight.delete(p));
    }
    await Promise.all(inFlight);
  })();
  return {
    async finish() {
      stop = true;
      await load;
      return samples;
    },
  };
}

async function main(): Promise<void> {
  const opts = parseBenchOptions({
    nodes: ['--nodes <n>', 'cluster nodes', '3'],
    esPort: ['--es-port <port>', 'HTTP port of node 1 (node K: port+K−1)', '19400'],
    duration: SHARED_OPTIONS.duration('seconds of load', 60),
    rate: ['--rate <n>', 'requests per second', '40'],
    stop: ['--stop', 'stop the cluster nodes at the end', false],
  });
  const nodes = Number(opts.nodes);
  const port = Number(opts.esPort);
  const clusterEnv = { ES_NODES: String(nodes), ES_PORT: String(port), ES_HEAP: process.env.ES_HEAP ?? '512m' };
  const esUrl = Array.from({ length: nodes }, (_, k) => `http://127.0.0.1:${port + k}`).join(',');
  services(['up'], clusterEnv);
  // Everything below (and the API child process) uses the cluster and its own index prefix.
  Object.assign(process.env, { ES_URL: esUrl, ES_INDEX_PREFIX: PREFIX, ES_REPLICAS: 'auto' });
  const cfg = config();
  console.log(`bench:failover — ${nodes} nodes (${esUrl}); indexing the catalog under "${PREFIX}"…`);
  await prepareCatalog(cfg);
  const es = createSearchClient(esUrl);
  const target = await startBenchTarget({ accountName: 'bench-failover', port: 18_095 });
  let rebuild: Promise<void> | undefined;
  try {
    const call = requestCaller(target.url, target.token);
    const { paths, tried } = await benchPaths(target.pool, call);
    console.log(`warm-up: ${paths.length} of ${tried} requests answer 200; load at ${opts.rate} req/s`);
    const t0 = Date.now();
    const durationMs = Number(opts.duration) * 1000;
    const load = startLoad(call, paths, Number(opts.rate), t0);

    await sleep(Math.min(10_000, durationMs / 6));
    const master = String((await es.cat.master({ format: 'json' }))[0]?.node ?? `node-${nodes}`);
    const victim = Number(/node-(\d+)/.exec(master)?.[1] ?? nodes);
    const killedMs = Date.now() - t0;
    services(['es-node', 'kill', String(victim)], clusterEnv);
    console.log(`t=${(killedMs / 1000).toFixed(1)}s killed ${master} (the elected master) with SIGKILL`);
    await sleep(3000);
    const rebuildStarted = Date.now() - t0;
    rebuild = rebuildIndex({ es, pool: target.pool, prefix: PREFIX, layout: indexLayout(cfg) }, 'recording').then((r) => {
      console.log(
        `t=${((Date.now() - t0) / 1000).toFixed(1)}s rebuild of the recording index done (started t=${(rebuildStarted / 1000).toFixed(1)}s): ${JSON.stringify(r)}`,
      );
    });
    await sleep(Math.max(5000, durationMs / 4));
    const restartMs = Date.now() - t0;
    console.log(`t=${(restartMs / 1000).toFixed(1)}s starting node-${victim} again`);
    services(['es-node', 'start', String(victim)], clusterEnv);
    await es.cluster.health({ wait_for_status: 'green', timeout: '300s' }, { requestTimeout: 310_000 });
    const greenMs = Date.now() - t0;
    console.log(`t=${(greenMs / 1000).toFixed(1)}s cluster green`);
    await rebuild;
    while (Date.now() - t0 < durationMs) await sleep(250);
    const samples = await load.finish();

    const failed = samples.filter((s) => !s.ok).length;
    const duringLoss = samples.filter((s) => s.startedMs >= killedMs && s.startedMs < restartMs).map((s) => s.ms);
    console.log(
      `latency median ${median(samples.map((s) => s.ms)).toFixed(1)} ms overall, p99 ${p99(samples.map((s) => s.ms)).toFixed(1)} ms overall, ` +
        `${duringLoss.length} requests during the loss`,
    );
    console.log(
      `failover: nodes=${nodes} requests=${samples.length} failed=${failed} p99_ms_during_loss=${p99(duringLoss).toFixed(1)} recovered_s=${((greenMs - restartMs) / 1000).toFixed(1)}`,
    );
  } finally {
    await rebuild?.catch((err: unknown) => console.error('rebuild failed:', err));
    await target.close();
    await es.close();
    if (opts.stop) for (let k = 1; k <= nodes; k++) services(['es-node', 'stop', String(k)], clusterEnv);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
