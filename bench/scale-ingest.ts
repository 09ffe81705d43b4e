/**
 * The ingestion of `bench:scale`: what turns the sample catalog into one of N recordings, each step
 * a `catalog` child process ({@link steps.runCatalog}), then the engine's floor for the indices it
 * built (`engine-floor.ts`).
 *
 * Sources (`--source`):
 * - `generated` (default): the Genius layer (`import --genius`), the generated layer up to N
 *   (`generate`), a rebuild of every index (`index --entity all`).
 * - `musicbrainz-dump`: a MusicBrainz JSON dump of N − (recordings already there) generated
 *   recordings (`generate --format musicbrainz-dump`, input preparation, not ingestion), imported
 *   by its importer (`import --musicbrainz-dump`), then every index rebuilt.
 * Every import step includes entity resolution and the derived fields, as every import does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@elastic/elasticsearch';
import type { IndexLayout } from '@mc/search';
import { type FloorTimes, bulkLoadFloor, exportDocuments } from './engine-floor';
import { formatCpu } from './process-cpu';
import * as steps from './scale-steps';

/** Where the catalog of `bench:scale` comes from. */
export const SCALE_SOURCES = ['generated', 'musicbrainz-dump'] as const;
export type ScaleSource = (typeof SCALE_SOURCES)[number];

/** What {@link ingest} ran: the input preparation (not timed as ingestion) and the ingestion steps. */
export interface Ingestion {
  prepared: steps.ChildRun[];
  runs: steps.ChildRun[];
}

/**
 * Runs the ingestion of `source` on the bench catalog the environment points at (module doc).
 * @param present recordings the catalog holds before it. @throws when a step fails.
 */
export async function ingest(
  source: ScaleSource,
  opts: { recordings: number; seed: string; genius: string },
  present: number,
): Promise<Ingestion> {
  if (source === 'generated') {
    return {
      prepared: [],
      runs: [
        await steps.runCatalog('import genius', ['import', '--genius', opts.genius, '--force']),
        await steps.runCatalog('generate', ['generate', '--recordings', String(opts.recordings), '--seed', opts.seed]),
        await steps.runCatalog('index all', ['index', '--entity', 'all']),
      ],
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'mc-scale-mbdump-'));
  try {
    const count = String(Math.max(1, opts.recordings - present));
    const prepared = [
      await steps.runCatalog('generate dump', [
        'generate',
        '--format',
        'musicbrainz-dump',
        '--recordings',
        count,
        '--seed',
        opts.seed,
        '--out',
        dir,
      ]),
    ];
    const runs = [
      await steps.runCatalog('import --musicbrainz-dump', ['import', '--musicbrainz-dump', join(dir, 'mbdump')]),
      await steps.runCatalog('index all', ['index', '--entity', 'all']),
    ];
    return { prepared, runs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The engine's floor for the indices under `prefix` (`engine-floor.ts`): their documents exported,
 * then bulk-loaded into fresh indices under `<prefix>floor`. @throws on Elasticsearch or file errors.
 */
export async function engineFloor(es: Client, prefix: string, layout: IndexLayout): Promise<FloorTimes> {
  const dir = mkdtempSync(join(tmpdir(), 'mc-scale-floor-'));
  try {
    await exportDocuments(es, prefix, dir);
    await steps.deleteIndices(es, `${prefix}floor`);
    return await bulkLoadFloor(es, `${prefix}floor`, dir, layout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The step table: wall time, peak RSS and CPU-seconds per role of each child run. */
export function printSteps(runs: steps.ChildRun[]): void {
  console.log('| step | wall s | peak RSS MiB | CPU-seconds per process |\n|---|---|---|---|');
  for (const r of runs)
    console.log(`| ${r.label} | ${(r.ms / 1000).toFixed(1)} | ${r.peakRssMb.toFixed(0)} | ${formatCpu(r.cpuS, r.ms / 1000)} |`);
}
