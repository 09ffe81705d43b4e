/**
 * The contract every importer implements (one folder per source under `packages/ingest/src/sources/`).
 *
 * An importer = pure mapping functions (source record → {@link ImportBatch}) + an I/O shell that
 * streams the source files from `data/`, writes batches through the {@link CatalogWriter} and
 * reports every record it cannot use through `reject` (nothing is dropped silently).
 */
import type { Pool } from 'pg';
import type { CatalogWriter } from '@mc/store';

/** Progress reporting for long imports (a cli-progress bar in the CLI, silent in tests). */
export interface ImportProgress {
  start(total: number, label: string): void;
  increment(by?: number): void;
  stop(): void;
}

/** A re-import limited to the records of given entities ({@link ImportContext.limited}). */
export interface LimitedRun {
  /** The source keys of the entities' refs (`sourceKeysOfEntities`). @throws on database errors. */
  sourceKeys(): Promise<ReadonlySet<string>>;
}

/** What an importer gets to do its work. */
export interface ImportContext {
  /** Folder of the shipped sample catalog (config DATA_DIR), e.g. `data`. */
  dataDir: string;
  pool: Pool;
  /** Id of this run's `import_run` row (a snapshot source keys its seen set by it: `import-seen.ts`). */
  runId: string;
  /**
   * Set in a re-import limited to the records of merged entities (resolution's `rewrite`): the
   * writer writes only those records and answers `unchanged` for the rest, so the run learns nothing
   * of what its input no longer holds. A snapshot source (a dump) then keeps no seen set and
   * retracts nothing (`import-seen.ts`); it may skip input naming none of the entities' source keys.
   */
  limited?: LimitedRun;
  writer: CatalogWriter;
  progress: ImportProgress;
  /** Records one source record that could not be imported, with a reason. */
  reject(reason: string, record: string): void;
  log(message: string): void;
}

/** One source importer. */
export interface Importer {
  /** Source name (also the contribution source and the `--source` value), e.g. `billboard`. */
  source: string;
  /** Dataset folders under `data/` this importer reads (their contents are checksummed). */
  datasets: string[];
  /** Sources that must be imported first (for cross-source links). */
  dependsOn: string[];
  /**
   * Mapping version: bump it when the importer maps the same files differently, so an unchanged
   * dataset is re-imported once (it is part of the checksum that lets unchanged sources be skipped).
   */
  version?: number;
  /**
   * Files outside `data/` this importer reads (absolute or relative to the working directory),
   * checksummed like `datasets`: an operator's own catalog file (`import --file`).
   */
  files?: string[];
  /**
   * True for a source whose runs each bring only changes (a catalog file: changed lines update,
   * `deleted: true` lines remove): the runner then does not sweep what a run did not mention.
   */
  incremental?: boolean;
  run(ctx: ImportContext): Promise<void>;
}
