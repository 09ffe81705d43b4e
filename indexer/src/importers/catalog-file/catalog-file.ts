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
import { readFileSync, writeFileSync } from 'node:fs';
import { extname } from 'node:path';
import { parse } from 'csv-parse/sync';
import { type EntityKind, ref } from '@mc/catalog';
import { retractEntities, type ContributionInput, type ListItemInput } from '@mc/store';
import type { ImportContext, Importer } from '../importer';
import { type CatalogCsvRow, type LineOutcome, type LineReject, linesOfCsvRow, mapLine } from './catalog-file-lines';
import { IMPORTERS } from '../registry';

/** Lines written per transaction. */
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

/** Numbered parsed lines of a file: objects, or rejects for lines that are not. */
export function readCatalogLines(text: string, format: 'jsonl' | 'csv'): { line: number; value: unknown; text: string }[] {
  if (format === 'csv') {
    const rows = parse(text, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as { record: CatalogCsvRow; info: { lines: number } }[];
    return rows.flatMap(({ record, info }) => {
      const text = JSON.stringify(record);
      if (!record.artist?.trim()) return [{ line: info.lines, value: { missing: 'artist' }, text }];
      if (!record.title?.trim()) return [{ line: info.lines, value: { missing: 'title' }, text }];
      return linesOfCsvRow(record).map((value) => ({ line: info.lines, value, text }));
    });
  }
  return text.split('\n').flatMap((raw, i) => {
    if (!raw.trim()) return [];
    try {
      return [{ line: i + 1, value: JSON.parse(raw) as unknown, text: raw }];
    } catch {
      return [{ line: i + 1, value: { invalidJson: true }, text: raw }];
    }
  });
}

const isReject = (o: LineOutcome | LineReject): o is LineReject => 'reason' in o;

/**
 * Maps every line: accepted outcomes (last line per key wins) and rejects.
 * @returns outcomes in file order of their last occurrence, and rejects in line order.
 */
export function mapCatalogLines(
  source: string,
  lines: { line: number; value: unknown; text: string }[],
): { outcomes: LineOutcome[]; rejects: (LineReject & { text: string })[] } {
  const outcomes = new Map<string, LineOutcome>();
  const rejects: (LineReject & { text: string })[] = [];
  // A CSV row stands for several objects: it is taken whole or refused whole.
  const byLine = new Map<number, { value: unknown; text: string }[]>();
  for (const { line, value, text } of lines) byLine.set(line, [...(byLine.get(line) ?? []), { value, text }]);
  for (const [line, values] of byLine) {
    const mapped = values.map(({ value }) => {
      const v = value as { invalidJson?: boolean; missing?: string };
      if (v.invalidJson) return { line, field: '(line)', reason: 'not a JSON object' };
      if (v.missing) return { line, field: v.missing, reason: 'required' };
      return mapLine(source, line, value);
    });
    const refused = mapped.find(isReject);
    if (refused) {
      rejects.push({ ...refused, text: values[0]!.text.slice(0, 500) });
      continue;
    }
    for (const outcome of mapped as LineOutcome[]) {
      const id = `${outcome.kind}\u0000${outcome.key}`;
      outcomes.delete(id);
      outcomes.set(id, outcome);
    }
  }
  return { outcomes: [...outcomes.values()], rejects };
}

/** @throws Error when the source name is malformed or is one of the shipped sources. */
export function checkSource(source: string): void {
  if (!/^[a-z0-9][a-z0-9_-]{0,62}$/.test(source))
    throw new Error(`--source must be lower-case letters, digits, "-" or "_" (got "${source}")`);
  if (source === 'all' || IMPORTERS.some((i) => i.source === source))
    throw new Error(`--source "${source}" is a shipped source; name your catalog, e.g. --source my-library`);
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
    async run(ctx: ImportContext) {
      const { outcomes, rejects } = mapCatalogLines(opts.source, readCatalogLines(readFileSync(opts.file, 'utf8'), format));
      writeFileSync(rejectsFile, rejects.map((r) => `${JSON.stringify(r)}\n`).join(''));
      for (const r of rejects) ctx.reject(`${r.field}: ${r.reason}`, `line ${r.line}: ${r.text}`);
      if (rejects.length) ctx.log(`${rejects.length} rejected line(s) written to ${rejectsFile}`);
      const kept = outcomes.filter((o) => !o.deleted) as Extract<LineOutcome, { deleted: false }>[];
      ctx.progress.start(outcomes.length, 'lines');
      for (let i = 0; i < kept.length; i += BATCH) {
        const slice = kept.slice(i, i + BATCH);
        const contributions: ContributionInput[] = slice.map((o) => o.contribution);
        const listItems: ListItemInput[] = slice.flatMap((o) => o.listItems);
        await ctx.writer.write({ contributions, listItems });
        ctx.progress.increment(slice.length);
      }
      const gone = outcomes.filter((o) => o.deleted).map((o) => ref(o.kind as EntityKind, opts.source, o.key));
      const retracted = await retractEntities(ctx.pool, opts.source, gone);
      ctx.progress.increment(gone.length);
      ctx.progress.stop();
      ctx.log(
        `${opts.source}: ${kept.length} line(s) written, ${gone.length} deletion(s) (${retracted.rowsDeleted} rows removed)`,
      );
    },
  };
}
