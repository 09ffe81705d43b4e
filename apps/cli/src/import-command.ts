/**
 * Running importers from the CLI: progress (`progress.ts`: one task per importer stage, with the
 * importer's own total) and the printed summary. Shared by `catalog import` and `catalog generate`.
 */
import { config } from '@mc/config';
import { createPool, migrate } from '@mc/store';
import type { Importer } from '@mc/ingest';
import { runImports } from '@mc/ingest';
import { importAndResolve } from '@mc/ingest';
import { type ProgressTask, progressBoard } from './progress';

/**
 * Runs `importers` against the configured database with progress, then prints each summary.
 * With `resolve`, the entity-resolution stage follows the importers (`importAndResolve`: resolve,
 * record merges, re-import until nothing new merges).
 */
export async function runImportsWithBars(importers: Importer[], opts: { force: boolean; resolve?: boolean }): Promise<void> {
  const cfg = config();
  const pool = createPool(cfg.DATABASE_URL);
  const bars = progressBoard();
  try {
    await migrate(pool);
    const run = opts.resolve
      ? async (o: Parameters<typeof runImports>[3]) => (await importAndResolve(pool, cfg.DATA_DIR, importers, o)).summaries
      : (o: Parameters<typeof runImports>[3]) => runImports(pool, cfg.DATA_DIR, importers, o);
    const summaries = await run({
      force: opts.force,
      log: (m) => bars.log(m),
      progress: (label) => {
        let bar: ProgressTask | undefined;
        return {
          start: (total, what) => {
            bar = bars.task(`${label}: ${what}`, total);
          },
          increment: (by = 1) => bar?.increment(by),
          stop: () => bar?.stop(),
        };
      },
    });
    bars.stop();
    for (const s of summaries) {
      if (s.skipped) {
        console.log(`${s.source}: unchanged since last import (skipped; --force to re-run)`);
        continue;
      }
      console.log(`${s.source}: ${JSON.stringify(s.counts)} in ${(s.ms / 1000).toFixed(1)}s`);
      for (const r of s.rejects) console.log(`  rejected ${r.count}: ${r.reason} (e.g. ${r.examples.join(' | ')})`);
    }
  } finally {
    bars.stop();
    await pool.end();
  }
}
