/**
 * Billing export of picture usage (`npm run catalog -- usage export --from D --to D [--out F]`):
 * one CSV row per (account, report day, picture) counter from the ledger, test reports excluded
 * unless asked for. Rows are streamed page by page from PostgreSQL through csv-stringify, so the
 * export's memory does not grow with the range.
 *
 * Columns: `account_id, account_name, day, id_picture, count, reports, test` (`day` is the UTC day
 * the report was accepted; `count` is the exact sum of displays; `reports` how many reports
 * contributed).
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { PassThrough, Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Pool } from 'pg';
import { dailyPictureUsage } from '@mc/store';

/** CSV header, in column order. */
export const USAGE_EXPORT_COLUMNS = ['account_id', 'account_name', 'day', 'id_picture', 'count', 'reports', 'test'] as const;

/** Options of {@link exportPictureUsageCsv}. */
export interface UsageExportOptions {
  /** First report day, `YYYY-MM-DD` (inclusive). */
  from: string;
  /** Last report day, `YYYY-MM-DD` (inclusive). */
  to: string;
  /** Also export test reports' counters (column `test` = true). Default false. */
  includeTest?: boolean;
}

const DATE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

/** True when `v` is a real calendar date `YYYY-MM-DD`. */
function isCalendarDate(v: string): boolean {
  if (!DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/**
 * Checks an export range. @throws RangeError naming the option (`--from must be a date
 * YYYY-MM-DD`, `--to must not be before --from`).
 */
export function checkUsageExportRange(opts: UsageExportOptions): void {
  if (!isCalendarDate(opts.from)) throw new RangeError(`--from must be a date YYYY-MM-DD, got ${JSON.stringify(opts.from)}`);
  if (!isCalendarDate(opts.to)) throw new RangeError(`--to must be a date YYYY-MM-DD, got ${JSON.stringify(opts.to)}`);
  if (opts.to < opts.from) throw new RangeError('--to must not be before --from');
}

/**
 * Writes the CSV (header + rows) to `out` and ends it. @returns the number of data rows.
 * @throws RangeError on a bad range; the driver's or the stream's error on I/O failure.
 */
export async function exportPictureUsageCsv(pool: Pool, opts: UsageExportOptions, out: Writable): Promise<number> {
  checkUsageExportRange(opts);
  let rows = 0;
  async function* records() {
    for await (const r of dailyPictureUsage(pool, { from: opts.from, to: opts.to, includeTest: opts.includeTest })) {
      rows++;
      yield [r.account_id, r.account_name, r.day, r.id_picture, r.count, r.reports, r.test];
    }
  }
  await pipeline(
    Readable.from(records()),
    stringify({ header: true, columns: [...USAGE_EXPORT_COLUMNS], cast: { boolean: (v) => (v ? 'true' : 'false') } }),
    out,
  );
  return rows;
}

/**
 * Runs the export to the file `outPath`, or to stdout when absent (stdout is left open).
 * @returns the number of data rows. @throws like {@link exportPictureUsageCsv}.
 */
export async function runUsageExport(pool: Pool, opts: UsageExportOptions & { out?: string }): Promise<number> {
  checkUsageExportRange(opts);
  if (opts.out) {
    const file = createWriteStream(opts.out);
    await once(file, 'open');
    return exportPictureUsageCsv(pool, opts, file);
  }
  // pipeline() would end process.stdout; write through a pass-through that leaves it open.
  const pass = new PassThrough();
  pass.pipe(process.stdout, { end: false });
  return exportPictureUsageCsv(pool, opts, pass);
}
