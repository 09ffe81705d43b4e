/**
 * `npm run catalog -- <command>`: the operator CLI (commander).
 *
 *   migrate                         apply database migrations
 *   import [--source NAME|all] [--force]   import the real sample catalog from data/
 */
import { Command } from 'commander';
import { MultiBar, Presets } from 'cli-progress';
import { config, ConfigError } from '@mc/config';
import { createPool, migrate } from '@mc/store';
import { runImports, selectImporters } from './import-runner';

const program = new Command().name('catalog').description('Music Catalog API operator commands');

program
  .command('migrate')
  .description('apply pending database migrations')
  .action(async () => {
    const pool = createPool(config().DATABASE_URL);
    try {
      const applied = await migrate(pool);
      console.log(applied.length ? `applied: ${applied.join(', ')}` : 'schema up to date');
    } finally {
      await pool.end();
    }
  });

program
  .command('import')
  .description('import the real sample catalog (idempotent; unchanged sources are skipped unless --force)')
  .option('--source <name>', 'one source name or "all"', 'all')
  .option('--force', 're-import even when the dataset files did not change', false)
  .action(async (opts: { source: string; force: boolean }) => {
    const cfg = config();
    const pool = createPool(cfg.DATABASE_URL);
    const bars = new MultiBar(
      { format: ' {label} |{bar}| {value}/{total} {percentage}%', hideCursor: true, clearOnComplete: false },
      Presets.shades_classic,
    );
    try {
      await migrate(pool);
      const summaries = await runImports(pool, cfg.DATA_DIR, selectImporters(opts.source), {
        force: opts.force,
        log: (m) => bars.log(`${m}\n`),
        progress: (label) => {
          let bar: ReturnType<MultiBar['create']> | undefined;
          return {
            start: (total, what) => (bar = bars.create(total, 0, { label: `${label}: ${what}`.padEnd(36) })),
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
  });

program.parseAsync(process.argv).catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
