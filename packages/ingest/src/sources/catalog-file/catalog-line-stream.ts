/**
 * Streaming import of catalog-file lines (the JSON Lines shape of `catalog-file-lines.ts`) from any
 * async source: the Genius layer and the catalog generator produce such lines and import them here,
 * through the same mapping and validation as an operator's own file.
 *
 * Bounded memory: lines are consumed as they come, `batchSize` at a time; the next batch is mapped
 * (CPU) while the previous one is written (PostgreSQL, `applyLineOutcomes`), and at most one write
 * is in flight (the writer's id allocation is per transaction).
 */
import type { JsonObject } from '@mc/catalog';
import type { ImportContext } from '../../importer';
import { type LineOutcome, mapLine } from '@mc/catalog-file';
import { applyLineOutcomes } from '@mc/catalog-file';

/** Options of {@link importCatalogLines}. */
export interface LineStreamOptions {
  /** Source the contributions are written under (refs of the lines' keys are of this source). */
  source: string;
  /** Lines per transaction (default 2000). */
  batchSize?: number;
  /** Progress units of a line once written (default 1; e.g. 0 for the artist lines of a song). */
  progressOf?: (line: JsonObject) => number;
}

/**
 * Maps and writes every line of `lines`; a line that does not map is passed to `ctx.reject` with
 * its field and reason. Progress: `progressOf(line)` (default 1) per line written or rejected. @returns lines written and rejected.
 * @throws the first database error (its batch is rolled back; earlier batches stay written).
 */
export async function importCatalogLines(
  ctx: ImportContext,
  lines: AsyncIterable<JsonObject> | Iterable<JsonObject>,
  opts: LineStreamOptions,
): Promise<{ written: number; rejected: number }> {
  const batchSize = opts.batchSize ?? 2000;
  let pending: Promise<void> = Promise.resolve();
  let batch: JsonObject[] = [];
  let lineNo = 0;
  let written = 0;
  let rejected = 0;
  const flush = async (chunk: JsonObject[], firstLine: number) => {
    const outcomes: LineOutcome[] = [];
    chunk.forEach((line, i) => {
      const out = mapLine(opts.source, firstLine + i, line);
      if ('reason' in out) {
        rejected++;
        ctx.reject(`${out.field}: ${out.reason}`, JSON.stringify(line));
      } else outcomes.push(out);
    });
    const units = opts.progressOf ? chunk.reduce((n, line) => n + opts.progressOf!(line), 0) : chunk.length;
    await pending;
    pending = applyLineOutcomes(ctx.pool, ctx.writer, outcomes).then(() => {
      written += outcomes.filter((o) => !o.deleted).length;
      ctx.progress.increment(units);
    });
  };
  for await (const line of lines) {
    batch.push(line);
    lineNo++;
    if (batch.length >= batchSize) {
      await flush(batch, lineNo - batch.length + 1);
      batch = [];
    }
  }
  if (batch.length) await flush(batch, lineNo - batch.length + 1);
  await pending;
  return { written, rejected };
}
