/**
 * `npx tsx bench/live-index-turns.ts [--rounds 4] [--requests 20] [--lines 25]`
 *
 * What pipelining the live indexer's turn (`@mc/indexer` indexFeedTurn: the next batch read and
 * built while the previous batch's bulk request is in flight) saves, on the configured catalog and
 * indices (DATABASE_URL, ES_INDEX_PREFIX; run with no worker on them). Each round applies
 * `--requests` change sets of the `bench:freshness` workload (`--lines` a request) in a source of
 * the bench's own, then drains them with batches of one request's changes, alternately one batch
 * per turn (`turnBudgetMs: 0`: each batch's bulk awaited before the next is read, as before) and
 * pipelined (the default budget), both without refresh as the worker drains. Prints the wall ms
 * and this process's CPU ms per change of each, medians over the rounds, and their ratio; at the
 * end the source is removed and drained.
 */
import { Readable } from 'node:stream';
import { applyCatalogChanges } from '@mc/catalog-file';
import { config } from '@mc/config';
import { catchUpFromFeed } from '@mc/indexer';
import { createSearchClient } from '@mc/search';
import { createPool, removeSource } from '@mc/store';
import { parseBenchOptions } from './bench-harness';
import { Workload, quantile } from './freshness-workload';

const SOURCE = 'bench-live-index-turns';

const OPTIONS = {
  rounds: ['--rounds <n>', 'rounds (each drains once one batch a turn, once pipelined)', '4'],
  requests: ['--requests <n>', 'change-set requests applied before each drain', '20'],
  lines: ['--lines <n>', 'lines per request (and changes per batch)', '25'],
} as const;

async function main(): Promise<void> {
  const opts = parseBenchOptions(OPTIONS);
  const cfg = config();
  const pool = createPool(cfg.DATABASE_URL);
  const es = createSearchClient(cfg.ES_URL);
  const deps = { es, pool, prefix: cfg.ES_INDEX_PREFIX };
  const apply = (lines: object[]) =>
    applyCatalogChanges(pool, Readable.from([lines.map((l) => JSON.stringify(l)).join('\n')]), { source: SOURCE, resolve: true });
  const perChange: Record<'sequential' | 'pipelined', { wall: number[]; cpu: number[] }> = {
    sequential: { wall: [], cpu: [] },
    pipelined: { wall: [], cpu: [] },
  };
  try {
    const workload = new Workload(Date.now().toString(36), 40);
    await apply(workload.artistLines());
    await catchUpFromFeed(deps);
    for (let round = 0; round < Number(opts.rounds); round++) {
      for (const mode of round % 2 ? (['pipelined', 'sequential'] as const) : (['sequential', 'pipelined'] as const)) {
        for (let i = 0; i < Number(opts.requests); i++) {
          const request = workload.nextRequest(Number(opts.lines), 3);
          await apply(request.lines);
          for (const c of request.changes) workload.settle(c);
        }
        const cpu = process.cpuUsage();
        const started = performance.now();
        const r = await catchUpFromFeed(deps, {
          batchSize: Number(opts.lines),
          refresh: false,
          ...(mode === 'sequential' ? { turnBudgetMs: 0 } : {}),
        });
        const used = process.cpuUsage(cpu);
        perChange[mode].wall.push((performance.now() - started) / r.applied);
        perChange[mode].cpu.push((used.user + used.system) / 1000 / r.applied);
        console.log(`round ${round + 1} ${mode}: ${r.applied} changes in ${(performance.now() - started).toFixed(0)} ms`);
      }
    }
    const med = (xs: number[]) => quantile(xs, 0.5);
    for (const mode of ['sequential', 'pipelined'] as const)
      console.log(
        `${mode}: wall ${med(perChange[mode].wall).toFixed(2)} ms / change, CPU ${med(perChange[mode].cpu).toFixed(2)} ms / change (medians)`,
      );
    const ratio = med(perChange.pipelined.wall) / med(perChange.sequential.wall);
    console.log(`live-index-turns: pipelined_over_sequential_wall=${ratio.toFixed(2)}`);
  } finally {
    await removeSource(pool, SOURCE);
    await catchUpFromFeed(deps);
    await Promise.allSettled([pool.end(), es.close()]);
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
