/**
 * `npm run bench:abuse -- [--rounds 3] [--duration 10] [--connections 4] [--in-flight 2]
 * [--processes <n>] [--searched-share 0] [--url <base> --token <t> --metrics-url <url>]`
 *
 * Hostile matcher input beside real search traffic (`docs/api.md` "Limits"), on the configured catalog
 * (the demo's by default), with the API as a child process (`--processes` API processes; default
 * the API's own, one per CPU; 1 is the harshest case, every request sharing one event loop):
 * `--rounds` times (default 3; figures are medians, this machine is shared):
 * 1. idle: entity searches (`GET /api/artist?query=<a catalog artist>`, `--connections` clients)
 *    for `--duration` seconds;
 * 2. under abuse: the same searches while one token sends `POST /api/artist-title/batch` batches of
 *    1,000 hostile lines back to back, `--in-flight` at once (the per-token cap), at least 1,000
 *    lines in all: names and titles of about 200 characters of one letter ("aaa…a", "aaa…a!") or of
 *    one letter and spaces ("a a a …"), on the name, the title or both. With `--searched-share s`,
 *    a share s of the lines is near-repeats the matcher must search ("aaa…ab", "abab…"), whose
 *    re-ranking is bounded but not cut short. `/readyz` is polled every 100 ms meanwhile.
 *
 * The last line:
 * `abuse: lines=… p50_search_ms_idle=… p50_search_ms_under_abuse=… over_deadline=… uncharged_work=… readyz_max_ms=…`
 * - `over_deadline`: batch answers (any status) that arrived more than {@link DEADLINE_GRACE_MS}
 *   after `MATCH_DEADLINE_MS` (an answer after the deadline is a bug);
 * - `uncharged_work`: lines the engine searched (`mc_match_lines_total{outcome="searched"}` of the
 *   API's metrics) beyond the quota units the abusing token was charged (work done is charged
 *   even when the answer is a 503);
 * - targets: p50 under abuse ≤ 1.5 × idle, `over_deadline=0`, `uncharged_work=0`, `readyz_max_ms` < 1,000.
 * With `--url` the API is not started: then its metrics are read from `--metrics-url`.
 */
import { Worker } from 'node:worker_threads';
import { createToken } from '@mc/auth';
import { MAX_BATCH_ITEMS, MAX_MATCH_FIELD_LENGTH } from '@mc/openapi';
import {
  type BenchRequest,
  type BenchTarget,
  type CommonBenchOptions,
  benchProgram,
  freePort,
  loadTest,
  median,
  prng,
  sample,
  startBenchTarget,
} from './bench-harness';

/**
 * Slack after the deadline, ms: the deadline starts once the API has read and validated a batch
 * (400 kB), the clients' clock when they start sending it, and the answer has its way back.
 */
const DEADLINE_GRACE_MS = 1000;

/** Lines of hostile text per batch (the largest batch the contract accepts). */
const LINES_PER_BATCH = MAX_BATCH_ITEMS;

/** At least this many hostile lines are sent in all. */
const MIN_LINES = 1000;

interface Line {
  name: string;
  title: string;
}

/** One hostile line: a kind of text on the name, the title or both (a real line on the other side). */
function hostileLine(rand: () => number, searchedShare: number): Line {
  const letter = String.fromCharCode(97 + Math.floor(rand() * 26));
  const n = MAX_MATCH_FIELD_LENGTH;
  const cut = [letter.repeat(n), `${letter.repeat(n - 1)}!`, `${letter} `.repeat(n / 2).trim()];
  const searched = [`${letter.repeat(n - 1)}b`, `${letter}b`.repeat(n / 2)];
  const kinds = rand() < searchedShare ? searched : cut;
  const text = kinds[Math.floor(rand() * kinds.length)]!;
  const side = Math.floor(rand() * 3);
  return { name: side === 1 ? 'Adele' : text, title: side === 0 ? 'Hello' : text };
}

/** `mc_match_lines_total` by outcome from a Prometheus text page. */
async function matchLines(metricsUrl: string): Promise<Record<string, number>> {
  const text = await (await fetch(metricsUrl)).text();
  const out: Record<string, number> = { searched: 0, cut_short: 0, budget_spent: 0 };
  for (const m of text.matchAll(/^mc_match_lines_total\{[^}]*outcome="([a-z_]+)"[^}]*\} (\S+)$/gm)) out[m[1]!] = Number(m[2]);
  return out;
}

/** Polls `/readyz` every 100 ms until `stop()`; @returns the slowest answer, ms. */
function pollReadiness(url: string): { stop(): Promise<number> } {
  let running = true;
  let slowest = 0;
  const loop = (async () => {
    while (running) {
      const t0 = performance.now();
      await (await fetch(`${url}/readyz`)).arrayBuffer();
      slowest = Math.max(slowest, performance.now() - t0);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return slowest;
    },
  };
}

interface AbuseFigures {
  lines: number;
  statuses: Record<number, number>;
  overDeadline: number;
}

/**
 * The abusing clients, in a worker thread of their own (sending 400 kB bodies would otherwise
 * delay the measured search clients' timers): `inFlight` loops, each posting the next prepared
 * body as soon as its previous batch is answered, until told to stop and at least `minLines` lines
 * were answered; then the figures are posted back.
 */
const ABUSER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, token, bodies, inFlight, linesPerBatch, minLines, overAfterMs } = workerData;
const figures = { lines: 0, statuses: {}, overDeadline: 0 };
let stop = false;
let sent = 0;
parentPort.on('message', () => (stop = true));
async function abuser() {
  while (!stop || figures.lines < minLines) {
    const t0 = performance.now();
    const res = await fetch(url + '/api/artist-title/batch', {
      method: 'POST',
      headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json' },
      body: bodies[sent++ % bodies.length],
    });
    await res.arrayBuffer();
    if (performance.now() - t0 > overAfterMs) figures.overDeadline++;
    figures.statuses[res.status] = (figures.statuses[res.status] || 0) + 1;
    if (res.status === 200 || res.status === 503) figures.lines += linesPerBatch;
    if (res.status === 429) await new Promise((r) => setTimeout(r, 200));
  }
}
Promise.all(Array.from({ length: inFlight }, abuser)).then(() => parentPort.postMessage(figures));
`;

/** Distinct batch bodies, built before measuring. */
const DISTINCT_BODIES = 16;

/** The batch bodies the abusing clients send, built once. */
function hostileBodies(searchedShare: number): string[] {
  const rand = prng(31);
  return Array.from({ length: DISTINCT_BODIES }, () =>
    JSON.stringify({ items: Array.from({ length: LINES_PER_BATCH }, () => hostileLine(rand, searchedShare)) }),
  );
}

/** Starts the abusing clients (see {@link ABUSER_SOURCE}); `stop()` resolves with their figures. */
function abuse(target: BenchTarget, token: string, bodies: string[], inFlight: number, deadlineMs: number) {
  const worker = new Worker(ABUSER_SOURCE, {
    eval: true,
    workerData: {
      url: target.url,
      token,
      bodies,
      inFlight,
      linesPerBatch: LINES_PER_BATCH,
      minLines: MIN_LINES,
      overAfterMs: deadlineMs + DEADLINE_GRACE_MS,
    },
  });
  const done = new Promise<AbuseFigures>((resolve, reject) => {
    worker.once('message', (figures: AbuseFigures) => resolve(figures));
    worker.once('error', reject);
  });
  return {
    async stop(): Promise<AbuseFigures> {
      worker.postMessage('stop');
      const figures = await done;
      await worker.terminate();
      return figures;
    },
  };
}

type AbuseOptions = CommonBenchOptions & { inFlight: string; processes?: string; searchedShare: string; metricsUrl?: string };

/** Figures of the alternating rounds. */
interface RoundFigures {
  idleP50: number[];
  loadedP50: number[];
  abuse: AbuseFigures;
  readyzMaxMs: number;
}

/**
 * `rounds` pairs of search rounds, idle then beside the abusing clients (this machine is shared:
 * alternating rounds and medians keep drifts of other load out of the ratio).
 */
async function alternatingRounds(
  target: BenchTarget,
  opts: AbuseOptions,
  token: string,
  bodies: string[],
  deadlineMs: number,
): Promise<RoundFigures> {
  const { rows } = await target.pool.query<{ name: string }>("SELECT doc->>'name' AS name FROM entity WHERE kind = 'artist'");
  const searches: BenchRequest[] = sample(rows, 2000).map((r) => ({ path: `/api/artist?query=${encodeURIComponent(r.name)}` }));
  const durationS = Math.max(5, Number(opts.duration));
  const search = async () =>
    (
      await loadTest(target, 'searches', searches, {
        durationS,
        connections: Number(opts.connections),
        rounds: 1,
        okStatuses: [404],
      })
    ).p50;
  const out: RoundFigures = { idleP50: [], loadedP50: [], abuse: { lines: 0, statuses: {}, overDeadline: 0 }, readyzMaxMs: 0 };
  for (let round = 0; round < Math.max(1, Number(opts.rounds)); round++) {
    out.idleP50.push(await search());
    const readiness = pollReadiness(target.url);
    const abusers = abuse(target, token, bodies, Number(opts.inFlight), deadlineMs);
    // Let the batches reach the API before measuring.
    await new Promise((r) => setTimeout(r, 1000));
    out.loadedP50.push(await search());
    const f = await abusers.stop();
    out.readyzMaxMs = Math.max(out.readyzMaxMs, await readiness.stop());
    out.abuse.lines += f.lines;
    out.abuse.overDeadline += f.overDeadline;
    for (const [s, n] of Object.entries(f.statuses)) out.abuse.statuses[Number(s)] = (out.abuse.statuses[Number(s)] ?? 0) + n;
  }
  return out;
}

/** Quota units `token` was charged today (after its leases closed). */
async function chargedUnits(target: BenchTarget, token: string, limit: number): Promise<number> {
  const res = await fetch(`${target.url}/user/api/status`, { headers: { authorization: `Bearer ${token}` } });
  return limit - ((await res.json()) as Record<string, number>)['X-Rate-Limit-Remaining']!;
}

async function main(): Promise<void> {
  const opts = benchProgram({ connections: 4 })
    .option('--in-flight <n>', 'hostile batches in flight', '2')
    .option('--processes <n>', 'API processes (WEB_CONCURRENCY) of the started API (default: its own, one per CPU)')
    .option('--searched-share <s>', 'share of hostile lines the matcher must search (0..1)', '0')
    .option('--metrics-url <url>', 'metrics of a running API (with --url)')
    .parse()
    .opts<AbuseOptions>();
  const metricsPort = await freePort();
  const target = await startBenchTarget({
    url: opts.url,
    token: opts.token,
    accountName: 'bench-abuse',
    env: {
      ...(opts.processes ? { WEB_CONCURRENCY: opts.processes } : {}),
      METRICS_PORT: String(metricsPort),
      METRICS_HOST: '127.0.0.1',
    },
  });
  const metricsUrl = opts.metricsUrl ?? `http://127.0.0.1:${metricsPort}/metrics`;
  try {
    const deadlineMs = target.config.MATCH_DEADLINE_MS;
    console.log(
      `bench:abuse — ${target.url}; ${opts.rounds} × (searches ${opts.duration} s × ${opts.connections} connections idle, then beside batches of ` +
        `${LINES_PER_BATCH} hostile lines, ${opts.inFlight} in flight, searched share ${opts.searchedShare}); deadline ${deadlineMs} ms (+${DEADLINE_GRACE_MS} ms grace)`,
    );
    const limit = 1_000_000_000;
    const { token } = await createToken(target.pool, { accountName: 'bench-abuse-lines', plan: 'premium', dailyLimit: limit });
    const before = await matchLines(metricsUrl);
    const f = await alternatingRounds(target, opts, token, hostileBodies(Number(opts.searchedShare)), deadlineMs);
    // Quota leases close within a lease period (QUOTA_LEASE_MS); the refunds go out with the answers.
    await new Promise((r) => setTimeout(r, 2500));
    const after = await matchLines(metricsUrl);
    const charged = await chargedUnits(target, token, limit);
    const searched = after.searched! - before.searched!;
    const [idle, loaded] = [median(f.idleP50), median(f.loadedP50)];
    const statuses = Object.entries(f.abuse.statuses)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    console.log(
      `search p50 ms idle ${f.idleP50.join('/')}, under abuse ${f.loadedP50.join('/')} (ratio of medians ${(loaded / Math.max(1, idle)).toFixed(2)}); ` +
        `batches: ${statuses}; lines searched ${searched}, cut short ${after.cut_short! - before.cut_short!}, ` +
        `comparison budget spent ${after.budget_spent! - before.budget_spent!}; quota units charged ${charged}`,
    );
    console.log(
      `abuse: lines=${f.abuse.lines} p50_search_ms_idle=${idle} p50_search_ms_under_abuse=${loaded} over_deadline=${f.abuse.overDeadline} uncharged_work=${Math.max(0, searched - charged)} readyz_max_ms=${Math.round(f.readyzMaxMs)}`,
    );
  } finally {
    await target.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
