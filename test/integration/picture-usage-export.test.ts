/**
 * The billing CSV export of picture usage (`catalog usage export`, the picture-usage ledger) against the
 * real PostgreSQL, Redis and usage-report worker: one row per account, day and picture, test
 * reports only when asked, and the CLI end to end.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PassThrough } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { config } from '@mc/config';
import { exportPictureUsageCsv } from '@mc/cli';
import { usePictureUsage } from './picture-usage-fixture';

const ROOT = join(__dirname, '../..');
const { api, post, newAccount, untilIngested, prefix } = usePictureUsage('usage-export');

describe('usage export (billing CSV)', () => {
  it('writes one row per account, day and picture, test reports only when asked', async () => {
    const { token, info } = await newAccount('export, "quoted"');
    await post(
      {
        id_transaction: 1,
        assets: [
          { id_picture: 31, count: 4 },
          { id_picture: 30, count: 1 },
        ],
      },
      { token },
    );
    await post({ id_transaction: 2, assets: [{ id_picture: 31, count: 6 }] }, { token });
    await post({ id_transaction: 3, test: true, assets: [{ id_picture: 31, count: 50 }] }, { token });
    await untilIngested(info.accountId);
    const { rows } = await api().deps.pool.query<{ day: string }>(
      "SELECT to_char(max(report_date), 'YYYY-MM-DD') AS day FROM picture_usage_report WHERE account_id = $1",
      [info.accountId],
    );
    const day = rows[0]!.day;
    const mine = (csv: string) =>
      (parse(csv, { columns: true }) as Record<string, string>[]).filter((r) => r.account_id === String(info.accountId));

    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    await exportPictureUsageCsv(api().deps.pool, { from: day, to: day }, out);
    const csv = Buffer.concat(chunks).toString('utf8');
    expect(csv.split('\n')[0]).toBe('account_id,account_name,day,id_picture,count,reports,test');
    const name = `${prefix}-export, "quoted"`;
    expect(mine(csv)).toEqual([
      { account_id: String(info.accountId), account_name: name, day, id_picture: '30', count: '1', reports: '1', test: 'false' },
      { account_id: String(info.accountId), account_name: name, day, id_picture: '31', count: '10', reports: '2', test: 'false' },
    ]);

    // The CLI command, end to end, with --include-test and --out.
    const dir = mkdtempSync(join(tmpdir(), 'usage-export-'));
    try {
      const file = join(dir, 'usage.csv');
      await promisify(execFile)(
        process.execPath,
        [
          '--import',
          'tsx',
          'apps/cli/src/cli.ts',
          'usage',
          'export',
          '--from',
          day,
          '--to',
          day,
          '--include-test',
          '--out',
          file,
        ],
        {
          cwd: ROOT,
          env: { ...process.env, DATABASE_URL: config().DATABASE_URL },
        },
      );
      expect(mine(readFileSync(file, 'utf8')).map((r) => [r.id_picture, r.count, r.test])).toEqual([
        ['30', '1', 'false'],
        ['31', '10', 'false'],
        ['31', '50', 'true'],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000); // spawns the CLI under tsx: seconds of start-up on a loaded machine, not a timing check

  it('refuses a reversed range', async () => {
    await expect(
      exportPictureUsageCsv(api().deps.pool, { from: '2024-05-02', to: '2024-05-01' }, new PassThrough()),
    ).rejects.toThrow('--to must not be before --from');
  });
});
