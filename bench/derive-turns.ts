/**
 * `npx tsx bench/derive-turns.ts [--requests 40] [--lines 25] [--per-turn 1,10]`
 *
 * What one turn of the worker's derive reader costs against the whole derive it replaced, on the
 * configured catalog (DATABASE_URL; point it at a copy of your own). The change sets of
 * `bench:freshness` (`freshness-workload.ts`: new recordings, renames, deletions, artist renames of
 * 40 artists, `--lines` a request) are applied in-process (`applyCatalogChanges`, no API, no
 * indexer) in a source of the bench's own; after every `n` requests (each `n` of `--per-turn`) the
 * derive reader is brought to the head (`deriveFollowTurn` until a turn finds nothing: the turn of
 * the changes and the turn of its own writes), timed in wall ms and the process's CPU ms. Then one
 * whole derive (`deriveCatalog`), timed the same way; at the end the source is removed and derived
 * again. Prints the median and p90 per `n`, and one last line:
 * `derive-turns: turn_ms_p50=… turn_ms_p90=… changes_per_turn=… whole_ms=…` (for the largest `n`).
 */
import { Readable } from 'node:stream';
import { applyCatalogChanges } from '@mc/catalog-file';
import { config } from '@mc/config';
import { type DeriveTurn, deriveCatalog, deriveFollowTurn } from '@mc/derive';
import { createPool, removeSource } from '@mc/store';
import { parseBenchOptions } from './bench-harness';
import { Workload, quantile } from './freshness-workload';

const SOURCE = 'bench-derive-turns';

const OPTIONS = {
  requests: ['--requests <n>', 'change-set requests applied per --per-turn value', '40'],
  lines: ['--lines <n>', 'lines per request', '25'],
  perTurn: ['--per-turn <list>', 'requests applied between two settles of the derive reader, comma-separated', '1,10'],
} as const;

/** Wall and CPU ms of `fn`. */
async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; wallMs: number; cpuMs: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = await fn();
  const used = process.cpuUsage(cpu);
  return { value, wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

async function main(): Promise<void> {
  const opts = parseBenchOptions(OPTIONS);
  const pool = createPool(config().DATABASE_URL);
  const apply = (lines: object[]) =>
    applyCatalogChanges(pool, Readable.from([lines.map((l) => JSON.stringify(l)).join('\n')]), { source: SOURCE, resolve: true });
  const settle = async (): Promise<DeriveTurn[]> => {
    const turns: DeriveTurn[] = [];
    for (let t = await deriveFollowTurn(pool); t.mode !== 'idle'; t = await deriveFollowTurn(pool)) turns.push(t);
    return turns;
  };
  try {
    const workload = new Workload(Date.now().toString(36), 40);
    await apply(workload.artistLines());
    console.log(`settled before the run: ${(await settle()).map((t) => t.mode).join(', ') || 'nothing to derive'}`);
    let last = { p50: 0, p90: 0, changes: 0 };
    for (const n of opts.perTurn.split(',').map(Number)) {
      const wall: number[] = [];
      const cpu: number[] = [];
      const changes: number[] = [];
      for (let i = 0; i < Number(opts.requests); i += n) {
        for (let j = 0; j < n; j++) {
          const request = workload.nextRequest(Number(opts.lines), 3);
          await apply(request.lines);
          for (const c of request.changes) workload.settle(c);
        }
        const t = await timed(settle);
        if (t.value.some((x) => x.mode === 'whole')) throw new Error('a whole derive ran: the reader was not settled');
        wall.push(t.wallMs);
        cpu.push(t.cpuMs);
        changes.push(t.value.reduce((sum, x) => sum + (x.mode === 'changes' ? x.changes : 0), 0));
      }
      const q = (xs: number[], p: number) => quantile(xs, p).toFixed(1);
      console.log(
        `every ${n} request(s) of ${String(opts.lines)} lines: ${wall.length} settles, ${q(changes, 0.5)} feed changes each (median); ` +
          `wall ms p50 ${q(wall, 0.5)} / p90 ${q(wall, 0.9)}; worker CPU ms p50 ${q(cpu, 0.5)} / p90 ${q(cpu, 0.9)}`,
      );
      last = { p50: quantile(wall, 0.5), p90: quantile(wall, 0.9), changes: quantile(changes, 0.5) };
    }
    const whole = await timed(() => deriveCatalog(pool));
    console.log(`whole derive: wall ${whole.wallMs.toFixed(0)} ms, CPU ${whole.cpuMs.toFixed(0)} ms (this process)`);
    console.log(
      `derive-turns: turn_ms_p50=${last.p50.toFixed(1)} turn_ms_p90=${last.p90.toFixed(1)} changes_per_turn=${last.changes} whole_ms=${whole.wallMs.toFixed(0)}`,
    );
  } finally {
    await removeSource(pool, SOURCE);
    await deriveCatalog(pool);
    await pool.end();
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
