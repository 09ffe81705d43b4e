/**
 * The picture-usage ledger (`docs/picture-usage.md`): raw reports and the billable counters they feed.
 *
 * Life of a report:
 * 1. {@link recordPictureUsageReport} (API, before answering 202) stores the validated report as
 *    `pending`, keyed by (account, id_transaction). Re-posting the same payload is a duplicate
 *    (accepted, stored once); the same id with another payload is a conflict (409).
 * 2. {@link ingestPictureUsageReport} (worker) adds the report's counts to `picture_usage_daily` and
 *    flips it to `ingested` in ONE statement, guarded by `state = 'pending'`: a crash before commit
 *    leaves nothing, after commit everything, and a re-run (retried or duplicated job) adds nothing.
 * 3. {@link listPendingPictureUsageReports} lets the worker re-enqueue reports whose job was lost
 *    (Redis restarted without its data, or the API could not reach Redis).
 *
 * Counts are integers; counters are PostgreSQL bigint, read back exactly (as text) for export and as
 * JS numbers for the JSON read-back (exact up to 2^53-1).
 */
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';

/** One line of a report: how many times a picture was displayed. */
export interface PictureUsageAsset {
  id_picture: number;
  count: number;
}

/** A validated report as the API hands it to the ledger. */
export interface PictureUsageReportInput {
  /** Account of the caller's token: transaction ids are scoped to it. */
  accountId: number;
  /** Token that sent the report (audit). */
  tokenId: number;
  idTransaction: number;
  /** Test reports are counted apart and never billed. */
  test: boolean;
  /** 1..1000 assets (validated by the API contract). */
  assets: PictureUsageAsset[];
}

/** State of a stored report. */
export type PictureUsageReportState = 'pending' | 'ingested';

/**
 * What {@link recordPictureUsageReport} did: `accepted` = stored now; `duplicate` = the same
 * payload was stored before (nothing changed); `conflict` = this id holds another payload.
 */
export interface RecordPictureUsageResult {
  outcome: 'accepted' | 'duplicate' | 'conflict';
  /** State of the stored report (of the earlier one for duplicates and conflicts). */
  state: PictureUsageReportState;
}

/**
 * SHA-256 hex of a report's canonical payload: the test flag and the assets sorted by
 * (id_picture, count). Two posts are "the same payload" when their hashes are equal, so a resend
 * with the assets in another order is still a duplicate (it would count the same).
 */
export function pictureUsagePayloadHash(test: boolean, assets: PictureUsageAsset[]): string {
  const lines = assets.map((a) => [a.id_picture, a.count] as const).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  return createHash('sha256')
    .update(JSON.stringify({ test, assets: lines }))
    .digest('hex');
}

/**
 * Stores a report as `pending` unless (account, id_transaction) exists. Safe under concurrent
 * posts of the same transaction (one insert wins; the others see it).
 * @returns whether it was stored now, was a duplicate, or conflicts with the stored payload.
 * @throws the driver's error when PostgreSQL fails (nothing stored then).
 */
export async function recordPictureUsageReport(pool: Pool, r: PictureUsageReportInput): Promise<RecordPictureUsageResult> {
  const hash = pictureUsagePayloadHash(r.test, r.assets);
  const total = r.assets.reduce((s, a) => s + a.count, 0);
  const inserted = await pool.query<{ state: PictureUsageReportState }>(
    `INSERT INTO picture_usage_report (account_id, id_transaction, token_id, payload_sha256, test, assets, asset_count, total_count)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)
     ON CONFLICT (account_id, id_transaction) DO NOTHING
     RETURNING state`,
    [r.accountId, r.idTransaction, r.tokenId, hash, r.test, JSON.stringify(r.assets), r.assets.length, total],
  );
  if (inserted.rows[0]) return { outcome: 'accepted', state: inserted.rows[0].state };
  // The conflicting row is committed (ON CONFLICT waited for any in-flight insert), and rows are
  // never deleted, so it is there.
  const { rows } = await pool.query<{ payload_sha256: string; state: PictureUsageReportState }>(
    'SELECT payload_sha256, state FROM picture_usage_report WHERE account_id = $1 AND id_transaction = $2',
    [r.accountId, r.idTransaction],
  );
  const stored = rows[0];
  if (!stored) throw new Error(`picture usage report ${r.accountId}/${r.idTransaction} vanished after an insert conflict`);
  return { outcome: stored.payload_sha256 === hash ? 'duplicate' : 'conflict', state: stored.state };
}

/** What {@link ingestPictureUsageReport} did. */
export interface IngestPictureUsageResult {
  /** True when this call counted the report; false when it was already ingested or is unknown. */
  ingested: boolean;
  /** Counter rows created or incremented by this call (distinct pictures of the report). */
  counters: number;
}

/**
 * Counts one stored report: adds its counts per (account, report day, test flag, picture) and
 * marks it `ingested`, in a single statement (one transaction). The `state = 'pending'` guard
 * row-locks the report, so concurrent or repeated runs count it exactly once. Counter rows are
 * touched in picture order, so concurrent ingestions of overlapping reports do not deadlock.
 * @throws the driver's error when PostgreSQL fails (nothing is counted then; safe to retry).
 */
export async function ingestPictureUsageReport(
  pool: Pool,
  accountId: number,
  idTransaction: number,
): Promise<IngestPictureUsageResult> {
  const res = await pool.query(
    `WITH report AS (
       UPDATE picture_usage_report SET state = 'ingested', ingested_at = now()
       WHERE account_id = $1 AND id_transaction = $2 AND state = 'pending'
       RETURNING account_id, report_date, test, assets
     )
     INSERT INTO picture_usage_daily AS d (account_id, day, test, id_picture, count, reports)
     SELECT report.account_id, report.report_date, report.test, (a->>'id_picture')::bigint, sum((a->>'count')::bigint), 1
     FROM report, jsonb_array_elements(report.assets) AS a
     GROUP BY report.account_id, report.report_date, report.test, (a->>'id_picture')::bigint
     ORDER BY 4
     ON CONFLICT (account_id, day, test, id_picture)
     DO UPDATE SET count = d.count + EXCLUDED.count, reports = d.reports + 1`,
    [accountId, idTransaction],
  );
  const counters = res.rowCount ?? 0;
  return { ingested: counters > 0, counters };
}

/** A report waiting for ingestion. */
export interface PendingPictureUsageReport {
  accountId: number;
  idTransaction: number;
}

/**
 * Pending reports received at least `olderThanMs` milliseconds ago, in key order (account,
 * id_transaction), at most `limit`, starting after the report `after` (keyset pagination: pass the
 * last report of the previous page).
 * @throws the driver's error when PostgreSQL fails.
 */
export async function listPendingPictureUsageReports(
  pool: Pool,
  opts: { olderThanMs: number; limit: number; after?: PendingPictureUsageReport },
): Promise<PendingPictureUsageReport[]> {
  const { rows } = await pool.query<{ account_id: string; id_transaction: string }>(
    `SELECT account_id, id_transaction FROM picture_usage_report
     WHERE state = 'pending' AND received_at <= now() - make_interval(secs => $1::float8 / 1000)
       AND ($3::bigint IS NULL OR (account_id, id_transaction) > ($3::bigint, $4::bigint))
     ORDER BY account_id, id_transaction LIMIT $2`,
    [opts.olderThanMs, opts.limit, opts.after?.accountId ?? null, opts.after?.idTransaction ?? null],
  );
  return rows.map((r) => ({ accountId: Number(r.account_id), idTransaction: Number(r.id_transaction) }));
}

/** Inclusive range of report days `YYYY-MM-DD` (UTC); an absent bound is open. */
export interface UsageDayRange {
  from?: string;
  to?: string;
}

/** One account's billable total of one picture. */
export interface PictureUsageTotal {
  id_picture: number;
  count: number;
}

/**
 * One account's billable totals (test reports excluded) per picture over report days in `range`,
 * by id_picture ascending; only ingested reports are counted.
 * @throws the driver's error when PostgreSQL fails.
 */
export async function pictureUsageTotals(pool: Pool, accountId: number, range: UsageDayRange): Promise<PictureUsageTotal[]> {
  const { rows } = await pool.query<{ id_picture: string; count: string }>(
    `SELECT id_picture, sum(count)::text AS count FROM picture_usage_daily
     WHERE account_id = $1 AND NOT test
       AND ($2::date IS NULL OR day >= $2::date) AND ($3::date IS NULL OR day <= $3::date)
     GROUP BY id_picture ORDER BY id_picture`,
    [accountId, range.from ?? null, range.to ?? null],
  );
  return rows.map((r) => ({ id_picture: Number(r.id_picture), count: Number(r.count) }));
}

/**
 * How many of one account's reports received on days in `range` are not counted yet.
 * @throws the driver's error when PostgreSQL fails.
 */
export async function countPendingPictureUsageReports(pool: Pool, accountId: number, range: UsageDayRange): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM picture_usage_report
     WHERE account_id = $1 AND state = 'pending'
       AND ($2::date IS NULL OR report_date >= $2::date) AND ($3::date IS NULL OR report_date <= $3::date)`,
    [accountId, range.from ?? null, range.to ?? null],
  );
  return Number(rows[0]?.n ?? 0);
}

/** One counter row as exported for billing; `count` is exact decimal text (bigint). */
export interface DailyPictureUsageRow {
  account_id: number;
  account_name: string;
  /** Report day, `YYYY-MM-DD` (UTC). */
  day: string;
  test: boolean;
  id_picture: number;
  count: string;
  /** Reports that contributed to the counter. */
  reports: number;
}

/** A counter row as the driver returns it (bigint columns as text). */
interface DailyRowText {
  account_id: string;
  account_name: string;
  day: string;
  test: boolean;
  id_picture: string;
  count: string;
  reports: number;
}

/**
 * Every counter row of every account over report days in `range`, ordered by (account, day, test,
 * picture), read in pages of `pageSize` rows (keyset pagination on the primary key, so memory stays
 * bounded whatever the range). Test counters only with `includeTest`.
 * @throws the driver's error when PostgreSQL fails.
 */
export async function* dailyPictureUsage(
  pool: Pool,
  opts: UsageDayRange & { includeTest?: boolean; pageSize?: number },
): AsyncGenerator<DailyPictureUsageRow> {
  const pageSize = opts.pageSize ?? 5000;
  let after: [string, string, boolean, string] | null = null;
  for (;;) {
    const { rows }: { rows: DailyRowText[] } = await pool.query<DailyRowText>(
      `SELECT d.account_id, a.name AS account_name, to_char(d.day, 'YYYY-MM-DD') AS day, d.test, d.id_picture,
                d.count::text AS count, d.reports
         FROM picture_usage_daily d JOIN account a ON a.id = d.account_id
         WHERE ($1::date IS NULL OR d.day >= $1::date) AND ($2::date IS NULL OR d.day <= $2::date)
           AND ($3 OR NOT d.test)
           AND ($4::bigint IS NULL OR (d.account_id, d.day, d.test, d.id_picture) > ($4::bigint, $5::date, $6::boolean, $7::bigint))
         ORDER BY d.account_id, d.day, d.test, d.id_picture
         LIMIT $8`,
      [opts.from ?? null, opts.to ?? null, opts.includeTest === true, ...(after ?? [null, null, null, null]), pageSize],
    );
    for (const r of rows) {
      yield {
        account_id: Number(r.account_id),
        account_name: r.account_name,
        day: r.day,
        test: r.test,
        id_picture: Number(r.id_picture),
        count: r.count,
        reports: r.reports,
      };
    }
    const last: DailyRowText | undefined = rows[rows.length - 1];
    if (!last || rows.length < pageSize) return;
    after = [last.account_id, last.day, last.test, last.id_picture];
  }
}
