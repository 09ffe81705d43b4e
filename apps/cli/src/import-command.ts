/**
 * Running importers from the CLI: progress (`progress.ts`: one task per importer stage, with the
 * importer's own total) and the printed summary. Shared by `catalog import` and `catalog generate`.
 *
 * Quiet by default: one line per source and pass (the importer's own lines joined by "; ", printed
 * when its run ends), one line per resolution pass, the rejected lines, and a last total line; the
 * link and merge decisions themselves (an importer's indented detail lines) are listed by `catalog
 * resolve --list`. `--verbose` adds those lines, the plain progress lines off a terminal and each
 * run's write counts.
 */
import { config } from '@mc/config';
import { createPool, migrate } from '@mc/store';
import type { Importer } from '@mc/ingest';
import { runImports } from '@mc/ingest';
import { importAndResolve } from '@mc/ingest';
import { type ProgressTask, progressBoard } from './progress';

/**
 * The importers' log lines gathered per source (a line starting `<source>:`), printed as one line
 * when that source's stage ends (`flush(label)`) or at the end (`flush()`); other lines (resolution
 * passes) print at once.
 */
function sourceLines(sources: string[], print: (line: string) => void, verbose: boolean) {
  const pending = new Map<string, string[]>();
  const flushOne = (source: string) => {
    const got = pending.get(source);
    if (got?.length) print(`${source}: ${got.join('; ')}`);
    pending.delete(source);
  };
  return {
    log(line: string) {
      if (!verbose && /^\s/u.test(line)) return; // an importer's detail line (one link decision): `resolve --list`
      const source = sources.find((s) => line.startsWith(`${s}: `));
      if (!source) {
        for (const s of [...pending.keys()]) flushOne(s);
        print(line);
        return;
      }
      pending.set(source, [...(pending.get(source) ?? []), line.slice(source.length + 2)]);
    },
    flush(label?: string) {
      for (const s of [...pending.keys()]) if (label === undefined || label === s) flushOne(s);
    },
  };
}

/**
 * Runs `importers` against the configured database with progress, then prints each summary.
 * With `resolve`, the entity-resolution stage follows the importers (`importAndResolve`: resolve,
 * record merges, re-import until nothing new merges).
 */
export async function runImportsWithBars(
  importers: Importer[],
  opts: { force: boolean; resolve?: boolean; verbose?: boolean },
): Promise<void> {
  const cfg = config();
  const pool = createPool(cfg.DATABASE_URL);
  const bars = progressBoard({ plainLines: opts.verbose ?? false });
  const lines = sourceLines(
    importers.map((i) => i.source),
    (line) => bars.log(line),
    opts.verbose ?? false,
  );
  try {
    await migrate(pool);
    const run = opts.resolve
      ? async (o: Parameters<typeof runImports>[3]) => (await importAndResolve(pool, cfg.DATA_DIR, importers, o)).summaries
      : (o: Parameters<typeof runImports>[3]) => runImports(pool, cfg.DATA_DIR, importers, o);
    const summaries = await run({
      force: opts.force,
      log: lines.log,
      progress: (label) => {
        let bar: ProgressTask | undefined;
        return {
          start: (total, what) => {
            bar = bars.task(`${label}: ${what}`, total);
          },
          increment: (by = 1) => bar?.increment(by),
          stop: () => {
            bar?.stop();
            lines.flush(label);
          },
        };
      },
    });
    lines.flush();
    bars.stop();
    let ms = 0;
    let changed = 0;
    for (const s of summaries) {
      if (s.skipped) {
        console.log(`${s.source}: unchanged since last import (skipped; --force to re-run)`);
        continue;
      }
      ms += s.ms;
      changed += Number(s.counts.contributionsChanged ?? 0);
      if (opts.verbose) console.log(`${s.source}: ${JSON.stringify(s.counts)} in ${(s.ms / 1000).toFixed(1)}s`);
      for (const r of s.rejects) console.log(`  ${s.source}: rejected ${r.count}: ${r.reason} (e.g. ${r.examples.join(' | ')})`);
    }
    const runs = summaries.filter((s) => !s.skipped).length;
    console.log(`import: ${runs} source run(s), ${changed} contribution(s) changed in ${(ms / 1000).toFixed(1)}s`);
  } finally {
    bars.stop();
    await pool.end();
  }
}
