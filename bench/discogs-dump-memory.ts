/**
 * `npm run bench:discogs-dump -- [--copies 1,10,30] [--heap-mb M] [--seed S] [--keep]`
 *
 * Peak memory of the Discogs importer against the size of the dump: for each size, a dump folder
 * of that many copies of the shipped sample (`discogs-dump-generator.ts`: ids shifted per copy,
 * titles recombined from the sample's own, fixed seed) is imported by
 * `catalog import --discogs-dump DIR --no-resolve` as a child process into a fresh database of its
 * own (`<DATABASE_URL's database>_discogsbench`, dropped afterwards unless --keep), and its wall
 * time and peak resident set (`VmHWM`, sampled every 200 ms) are printed with the contributions
 * written. With `--heap-mb M` (default 128; 0 for none) the child runs with
 * `--max-old-space-size=M`: an importer whose live memory grew with the dump would run out of heap
 * at some size, while V8 left uncapped lets a busy heap grow well past its live set before it
 * collects, so the uncapped peak says less about what the import needs.
 * Prints one line per size as it is measured, then a table:
 * `discogs-dump: copies=… releases=… contributions=… wall_s=… peak_rss_mb=…`
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Command } from 'commander';
import { loadConfig } from '@mc/config';
import { createPool } from '@mc/store';
import { writeDiscogsDump } from './discogs-dump-generator';
import { createBenchDatabase, databaseOf, dropBenchDatabase, runCatalog, withDatabase } from './scale-steps';

interface Figures {
  copies: number;
  releases: number;
  contributions: number;
  wallS: number;
  peakRssMb: number;
}

/** Generates a dump of `copies` samples and imports it into a fresh database. */
async function measure(
  copies: number,
  o: { seed: number; keep: boolean; url: string; sampleDir: string; heapMb: number },
): Promise<Figures> {
  const dir = mkdtempSync(join(tmpdir(), `discogs-bench-${copies}-`));
  const database = `${databaseOf(o.url)}_discogsbench`;
  const dbUrl = withDatabase(o.url, database);
  try {
    const written = await writeDiscogsDump(o.sampleDir, dir, { copies, seed: o.seed });
    await createBenchDatabase(o.url, database, 'template0');
    process.env.DATABASE_URL = dbUrl;
    if (o.heapMb > 0) process.env.NODE_OPTIONS = `--max-old-space-size=${o.heapMb}`;
    const run = await runCatalog(`import ×${copies}`, ['import', '--discogs-dump', dir, '--no-resolve']);
    const pool = createPool(dbUrl, 1);
    const { rows } = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM contribution WHERE source = 'discogs_dump'`);
    await pool.end();
    return {
      copies,
      releases: written.releases,
      contributions: Number(rows[0]!.n),
      wallS: run.ms / 1000,
      peakRssMb: run.peakRssMb,
    };
  } finally {
    process.env.DATABASE_URL = o.url;
    delete process.env.NODE_OPTIONS;
    rmSync(dir, { recursive: true, force: true });
    if (!o.keep) await dropBenchDatabase(o.url, database);
  }
}

async function main(): Promise<void> {
  const opts = new Command()
    .option('--copies <list>', 'dump sizes in copies of the sample, comma-separated', '1,10,30')
    .option('--heap-mb <m>', 'old-space heap of the import process in MiB (0: V8 default)', '128')
    .option('--seed <s>', 'seed of the title recombination', '1')
    .option('--keep', 'keep the last size’s database', false)
    .parse()
    .opts<{ copies: string; heapMb: string; seed: string; keep: boolean }>();
  const cfg = loadConfig();
  const sizes = opts.copies.split(',').map(Number);
  if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('--copies must list positive integers');
  const sampleDir = resolve(cfg.DATA_DIR, 'discogs_sample_20200806');
  const out: Figures[] = [];
  for (const [i, copies] of sizes.entries()) {
    const keep = opts.keep && i === sizes.length - 1;
    const f = await measure(copies, {
      seed: Number(opts.seed),
      keep,
      url: cfg.DATABASE_URL,
      sampleDir,
      heapMb: Number(opts.heapMb),
    });
    out.push(f);
    console.log(
      `discogs-dump: copies=${f.copies} releases=${f.releases} contributions=${f.contributions} ` +
        `wall_s=${f.wallS.toFixed(1)} peak_rss_mb=${f.peakRssMb.toFixed(0)}`,
    );
  }
  console.log('| copies | releases | contributions | wall s | peak RSS MiB |\n|---|---|---|---|---|');
  for (const f of out) {
    console.log(`| ${f.copies} | ${f.releases} | ${f.contributions} | ${f.wallS.toFixed(1)} | ${f.peakRssMb.toFixed(0)} |`);
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
