/**
 * Bring your own catalog: the importer of an operator's own file (format in
 * `catalog-file-lines.ts` and the README), run by `npm run catalog -- import --file F --source S`.
 *
 * Line by line: a bad line is written to the rejects file (JSON Lines `{line, field, reason, text}`)
 * and the rest is imported. Idempotent (the writer only counts changed rows; an unchanged file is
 * skipped by the runner's checksum) and incremental: a run never sweeps what the file does not
 * mention, a changed line updates its entity, a `deleted: true` line retracts it (the entity
 * disappears unless another source contributes to it). When a key appears on several lines, the
 * last one wins. Searchable and matchable after `npm run catalog -- index`.
 */
import { appendFileSync, createReadStream, statSync, writeFileSync } from 'node:fs';
import { extname } from 'node:path';
import { createInterface } from 'node:readline';
import { parse } from 'csv-parse';
import type { ImportContext, Importer } from '../../importer';
import { checkSource } from '@mc/catalog';
import { type CatalogCsvRow, applyLineOutcomes, linesOfCsvRow, mapCatalogLines } from '@mc/catalog-file';

/** Lines (CSV: rows) mapped and written per batch. */
const BATCH = 500;

/** Options of {@link catalogFileImporter}. */
export interface CatalogFileOptions {
  /** The file (`.jsonl`/`.ndjson` JSON Lines, or `.csv`). */
  file: string;
  /** Source name of the provider, e.g. `my-library` (lower-case letters, digits, `-`, `_`). */
  source: string;
  /** Format; default from the file extension. */
  format?: 'jsonl' | 'csv';
  /** Where to write rejected lines; default `<file>.rejects.jsonl`. */
  rejectsFile?: string;
}

/** One numbered parsed line of a file: an object, or a marker of a line that is not one; `bytes` read for it. */
export interface CatalogFileLine {
  line: number;
  value: unknown;
  text: string;
  bytes: number;
}

/** The parsed lines of a JSON Lines file, streamed (one line held at a time). */
async function* jsonLinesOf(file: string): AsyncGenerator<CatalogFileLine> {
  let line = 0;
  for await (const raw of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    line++;
    const bytes = Buffer.byteLength(raw) + 1;
    if (!raw.trim()) continue;
    try {
      yield { line, value: JSON.parse(raw) as unknown, text: raw, bytes };
    } catch {
      yield { line, value: { invalidJson: true }, text: raw, bytes };
    }
  }
}

/** The lines a CSV file's rows stand for, streamed; a row's lines share its line number. */
async function* csvLinesOf(file: string): AsyncGenerator<CatalogFileLine> {
  const parser = createReadStream(file).pipe(
    parse({
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }),
  );
  let read = 0;
  for await (const { record, info } of parser as AsyncIterable<{
    record: CatalogCsvRow;
    info: { lines: number; bytes: number };
  }>) {
    const text = JSON.stringify(record);
    const at = { line: info.lines, text, bytes: info.bytes - read };
    read = info.bytes;
    if (!record.artist?.trim()) yield { ...at, value: { missing: 'artist' } };
    else if (!record.title?.trim()) yield { ...at, value: { missing: 'title' } };
    else for (const [i, value] of linesOfCsvRow(record).entries()) yield { ...at, value, bytes: i ? 0 : at.bytes };
  }
}

/** Numbered parsed lines of a catalog file, streamed: objects, or markers for lines that are not. */
export function readCatalogLines(file: string, format: 'jsonl' | 'csv'): AsyncGenerator<CatalogFileLine> {
  return format === 'csv' ? csvLinesOf(file) : jsonLinesOf(file);
}

/**
 * Maps and writes the streamed `lines` of `source` {@link BATCH} at a time (a CSV row's lines in
 * one batch, so a row is taken or refused whole); within a batch the last line of a key wins, and
 * batches apply in file order. Refused lines are appended to `rejectsFile` as they come, so memory
 * holds one batch whatever the file's size.
 * @throws on database errors (the batches before stay written; a re-run completes the import).
 */
export async function importCatalogFile(
  ctx: ImportContext,
  source: string,
  lines: AsyncIterable<CatalogFileLine>,
  opts: { rejectsFile: string; bytes: number },
): Promise<void> {
  writeFileSync(opts.rejectsFile, '');
  ctx.progress.start(opts.bytes, 'bytes');
  const totals = { written: 0, deleted: 0, rejected: 0, itemsRemoved: 0 };
  let batch: CatalogFileLine[] = [];
  const flush = async () => {
    const { outcomes, rejects } = mapCatalogLines(source, batch);
    if (rejects.length) appendFileSync(opts.rejectsFile, rejects.map((r) => `${JSON.stringify(r)}\n`).join(''));
    for (const r of rejects) ctx.reject(`${r.field}: ${r.reason}`, `line ${r.line}: ${r.text}`);
    const applied = await applyLineOutcomes(ctx.pool, ctx.writer, outcomes);
    totals.rejected += rejects.length;
    totals.deleted += outcomes.filter((o) => o.deleted).length;
    totals.written += outcomes.length - outcomes.filter((o) => o.deleted).length;
    totals.itemsRemoved += applied.itemsRemoved;
    ctx.progress.increment(batch.reduce((n, l) => n + l.bytes, 0));
    batch = [];
  };
  for await (const l of lines) {
    if (batch.length >= BATCH && batch[batch.length - 1]!.line !== l.line) await flush();
    batch.push(l);
  }
  if (batch.length) await flush();
  ctx.progress.stop();
  if (totals.rejected) ctx.log(`${totals.rejected} rejected line(s) written to ${opts.rejectsFile}`);
  ctx.log(
    `${source}: ${totals.written} line(s) written, ${totals.deleted} deletion(s), ${totals.itemsRemoved} list item(s) no longer listed removed`,
  );
}

/** An {@link Importer} for one catalog file. @throws Error on a bad source name or format. */
export function catalogFileImporter(opts: CatalogFileOptions): Importer {
  checkSource(opts.source);
  if (opts.format !== undefined && opts.format !== 'jsonl' && opts.format !== 'csv')
    throw new Error(`--format must be jsonl or csv (got "${String(opts.format)}")`);
  const ext = extname(opts.file).toLowerCase();
  const format = opts.format ?? (ext === '.csv' ? 'csv' : ext === '.jsonl' || ext === '.ndjson' ? 'jsonl' : undefined);
  if (!format) throw new Error(`cannot tell the format of ${opts.file}: use a .jsonl or .csv name, or --format`);
  const rejectsFile = opts.rejectsFile ?? `${opts.file}.rejects.jsonl`;
  return {
    source: opts.source,
    datasets: [],
    files: [opts.file],
    dependsOn: [],
    incremental: true,
    run: (ctx: ImportContext) =>
      importCatalogFile(ctx, opts.source, readCatalogLines(opts.file, format), {
        rejectsFile,
        bytes: statSync(opts.file).size,
      }),
  };
}
