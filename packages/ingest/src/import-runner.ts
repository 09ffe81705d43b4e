/**
 * Runs importers in dependency order, each through its own {@link CatalogWriter}, recording an
 * `import_run` row with counts and rejects. A source whose dataset files have not changed since
 * its last successful run is skipped unless `force` is set (a forced re-run still changes nothing:
 * the writer only counts rows whose content changed). A complete source is swept after its run;
 * an incremental one (`Importer.incremental`) is not; a re-import limited to the records of merges
 * sweeps only what it left under the merged ids. After each run, the filled tables whose rows the
 * run changed by more than autovacuum's threshold are analysed (`analyzeImportedTables`), so the
 * next importer's queries are planned on their real sizes, and a run that changed little (a
 * re-import limited to merges) costs no `ANALYZE`.
 */
import { type Hash, createHash } from 'node:crypto';
import { closeSync, openSync, readSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Pool } from 'pg';
import {
  CatalogWriter,
  type MergeRewrite,
  analyzeImportedTables,
  finishImportRun,
  sourceKeysOfEntities,
  lastImportChecksum,
  materializePending,
  startImportRun,
} from '@mc/store';
import type { ImportProgress, Importer, LimitedRun } from './importer';
import { IMPORTERS } from './registry';

/** Outcome of one source's import. */
export interface ImportSummary {
  source: string;
  skipped: boolean;
  counts: Record<string, number>;
  rejects: { reason: string; count: number; examples: string[] }[];
  ms: number;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/** Feeds the content of file `f` to `h` in 1 MiB chunks (bounded memory whatever the file's size). */
function hashFile(h: Hash, f: string): void {
  const fd = openSync(f, 'r');
  try {
    const buf = Buffer.alloc(1 << 20);
    for (let n = readSync(fd, buf); n > 0; n = readSync(fd, buf)) h.update(buf.subarray(0, n));
  } finally {
    closeSync(fd);
  }
}

/** SHA-1 over the names, sizes and contents of every file of the importer's datasets and `files`. */
export function datasetChecksum(dataDir: string, importer: Importer): string {
  const h = createHash('sha1');
  if (importer.version !== undefined) h.update(`mapping-version:${importer.version}`);
  const files = [...importer.datasets.flatMap((d) => filesUnder(join(dataDir, d)).sort()), ...(importer.files ?? [])];
  for (const f of files) {
    h.update(f).update(String(statSync(f).size));
    hashFile(h, f);
  }
  return h.digest('hex');
}

/** Importers for `--source` (a name or `all`), with their dependencies, in run order. */
export function selectImporters(source: string): Importer[] {
  if (source === 'all') return IMPORTERS;
  const byName = new Map(IMPORTERS.map((i) => [i.source, i]));
  if (!byName.has(source)) {
    throw new Error(`unknown source "${source}"; known: ${[...byName.keys()].join(', ')}, all`);
  }
  return [byName.get(source)!];
}

/** The {@link LimitedRun} of a re-import after merges: the source keys are read once, when first asked. */
function limitedRun(pool: Pool, rewrite: MergeRewrite): LimitedRun {
  let keys: Promise<ReadonlySet<string>> | undefined;
  return { sourceKeys: () => (keys ??= sourceKeysOfEntities(pool, rewrite.entities)) };
}

const silentProgress: ImportProgress = { start: () => undefined, increment: () => undefined, stop: () => undefined };

/** Imports the given sources in order. @throws the first importer error (its batch is rolled back). */
export async function runImports(
  pool: Pool,
  dataDir: string,
  importers: Importer[],
  opts: {
    force?: boolean;
    progress?: (label: string) => ImportProgress;
    log?: (m: string) => void;
    /**
     * A re-import after merges (`mergesToRewrite`): each writer writes only the records of their
     * entities (`CatalogWriterOptions.onlyIds`), and a complete source sweeps only what it left under
     * the merged ids (`CatalogWriter.sweepMerged`).
     */
    rewrite?: MergeRewrite;
  } = {},
): Promise<ImportSummary[]> {
  const log = opts.log ?? (() => undefined);
  const summaries: ImportSummary[] = [];
  for (const importer of importers) {
    const started = Date.now();
    const checksum = datasetChecksum(dataDir, importer);
    if (!opts.force && (await lastImportChecksum(pool, importer.source)) === checksum) {
      summaries.push({ source: importer.source, skipped: true, counts: {}, rejects: [], ms: 0 });
      continue;
    }
    const runId = await startImportRun(pool, importer.source);
    const writer = new CatalogWriter(pool, importer.source, { onlyIds: opts.rewrite?.entities });
    const rejects = new Map<string, { count: number; examples: string[] }>();
    await importer.run({
      dataDir,
      pool,
      runId,
      ...(opts.rewrite && { limited: limitedRun(pool, opts.rewrite) }),
      writer,
      progress: opts.progress?.(importer.source) ?? silentProgress,
      log,
      reject(reason, record) {
        const r = rejects.get(reason) ?? { count: 0, examples: [] };
        r.count += 1;
        if (r.examples.length < 3) r.examples.push(record.slice(0, 200));
        rejects.set(reason, r);
      },
    });
    if (!importer.incremental) await (opts.rewrite ? writer.sweepMerged(opts.rewrite.merged) : writer.sweep());
    const materialized = await materializePending(pool);
    const c = writer.counts;
    await analyzeImportedTables(pool, {
      id_map: c.idsAllocated,
      contribution: c.contributionsChanged + c.rowsSwept,
      entity: materialized,
      list_item: c.listItemsChanged + c.rowsSwept,
      disc_toc: c.discTocsChanged + c.rowsSwept,
    });
    const counts = { ...writer.counts, entitiesMaterialized: materialized };
    const rejectList = [...rejects].map(([reason, r]) => ({ reason, ...r }));
    await finishImportRun(pool, runId, { ...counts, checksum }, rejectList);
    summaries.push({ source: importer.source, skipped: false, counts, rejects: rejectList, ms: Date.now() - started });
  }
  return summaries;
}
