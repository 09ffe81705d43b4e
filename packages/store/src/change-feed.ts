/**
 * Reading the change feed (table `change_feed`, written by `change-feed-write.ts`): pages in commit
 * order behind an opaque, resumable cursor, and the feed's retention.
 *
 * **Order.** Seqs are assigned in commit order (see `change-feed-write.ts`: taken under an advisory
 * lock held until COMMIT), so a page `seq > after ORDER BY seq` never skips a change that commits
 * later: a reader that sees seq N already sees every committed seq below it.
 *
 * **Cursor.** `base64url("c1:" + seq)` of the last change a page returned: opaque to clients,
 * resumable across processes and restarts. No cursor = from the oldest change retained.
 *
 * **Retention** ({@link pruneChanges}): changes older than {@link DEFAULT_RETENTION_DAYS} days, and
 * the oldest beyond {@link DEFAULT_RETENTION_ROWS} rows, are pruned — never past a reader that
 * holds the feed and has not applied them yet (`feed-readers.ts`: the live search indexer). A cursor at or below the
 * last pruned seq is expired ({@link ExpiredChangeCursorError}, HTTP 410): its holder missed changes
 * and must resync from the catalog.
 */
import type { Pool } from 'pg';
import type { EntityKind } from '@mc/catalog';
import type { ChangeOp } from './change-feed-write';
import { DEFAULT_CHANGES_LIMIT, MAX_CHANGES_LIMIT } from '@mc/catalog';

/** Changes younger than this are kept (days). */
export const DEFAULT_RETENTION_DAYS = 7;
/** At most this many changes are kept (the oldest go first). */
export const DEFAULT_RETENTION_ROWS = 10_000_000;

/** One change of the feed, as served (`GET /api/catalog/changes`, an extension of this service). */
export interface ChangeRecord {
  /** Position in commit order (increasing, with gaps). */
  seq: number;
  kind: EntityKind;
  id: number;
  op: ChangeOp;
  /** The surviving id, for `merge` only. */
  mergedInto?: number;
  /** When the transaction that made the change began (PostgreSQL `now()`, to the microsecond). */
  at: Date;
}

/** A page of the feed. */
export interface ChangePage {
  changes: ChangeRecord[];
  /** Cursor after the last change of the page (the given one when the page is empty): pass it as `after`. */
  next: string;
  /** True when more changes follow `next` already. */
  more: boolean;
}

/** The cursor is not one this feed hands out (HTTP 400 naming `after`). */
export class InvalidChangeCursorError extends Error {
  readonly field = 'after';
  constructor() {
    super('not a change-feed cursor (pass the `next` value of a previous page, or nothing to start)');
  }
}

/** The cursor points before the retained feed (HTTP 410): changes after it were pruned. */
export class ExpiredChangeCursorError extends Error {
  constructor(
    /** Seq of the cursor. */
    readonly seq: number,
    /** Last pruned seq: a cursor must be at least this. */
    readonly prunedThrough: number,
    /** The feed's retention, days (named in the message). */
    retentionDays = DEFAULT_RETENTION_DAYS,
  ) {
    super(
      `the change feed no longer holds the changes after this cursor (retention ${retentionDays} days): resync from the catalog, then follow the feed from a fresh cursor`,
    );
  }
}

/** The cursor of position `seq` (0 = before every change). */
export function changeCursor(seq: number): string {
  return Buffer.from(`c1:${seq}`, 'utf8').toString('base64url');
}

/** The seq of a cursor built by {@link changeCursor}. @throws InvalidChangeCursorError */
export function parseChangeCursor(cursor: string): number {
  const text = /^[A-Za-z0-9_-]{1,40}$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const m = /^c1:(0|[1-9][0-9]{0,15})$/.exec(text);
  const seq = m ? Number(m[1]) : NaN;
  if (!Number.isSafeInteger(seq)) throw new InvalidChangeCursorError();
  return seq;
}

/** The last seq pruned by retention (0 when none): a reader at a lower position missed changes. @throws on database errors. */
export async function changeFeedPrunedThrough(pool: Pick<Pool, 'query'>): Promise<number> {
  const { rows } = await pool.query<{ p: string }>('SELECT pruned_through AS p FROM change_feed_state');
  return Number(rows[0]?.p ?? 0);
}

/**
 * The seq of the latest committed change (the last pruned one when every change was pruned; 0 when
 * none ever was). @throws on database errors.
 */
export async function changeFeedHead(pool: Pick<Pool, 'query'>): Promise<number> {
  const { rows } = await pool.query<{ head: string | null }>(
    'SELECT greatest((SELECT max(seq) FROM change_feed), (SELECT pruned_through FROM change_feed_state)) AS head',
  );
  return Number(rows[0]?.head ?? 0);
}

/**
 * A page of changes after `after` (a cursor; none = from the oldest retained), at most `limit`
 * (1..{@link MAX_CHANGES_LIMIT}, default {@link DEFAULT_CHANGES_LIMIT}) in commit order;
 * `retentionDays` (the pruner's, default {@link DEFAULT_RETENTION_DAYS}) is named in the 410 message.
 * @throws InvalidChangeCursorError for a malformed cursor; ExpiredChangeCursorError when changes
 *   after it were pruned; RangeError for a limit out of range; database errors.
 */
export async function listChanges(
  pool: Pool,
  opts: { after?: string; limit?: number; retentionDays?: number } = {},
): Promise<ChangePage> {
  const limit = opts.limit ?? DEFAULT_CHANGES_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_CHANGES_LIMIT)
    throw new RangeError(`limit must be an integer from 1 to ${MAX_CHANGES_LIMIT}`);
  const pruned = await changeFeedPrunedThrough(pool);
  const after = opts.after === undefined ? pruned : parseChangeCursor(opts.after);
  if (after < pruned) throw new ExpiredChangeCursorError(after, pruned, opts.retentionDays);
  const { rows } = await pool.query<{
    seq: string;
    kind: EntityKind;
    id: string;
    op: ChangeOp;
    merged_into: string | null;
    at: Date;
  }>('SELECT seq, kind, id, op, merged_into, at FROM change_feed WHERE seq > $1 ORDER BY seq LIMIT $2', [after, limit + 1]);
  const changes = rows.slice(0, limit).map((r) => ({
    seq: Number(r.seq),
    kind: r.kind,
    id: Number(r.id),
    op: r.op,
    ...(r.merged_into === null ? {} : { mergedInto: Number(r.merged_into) }),
    at: r.at,
  }));
  return { changes, next: changeCursor(changes.length ? changes[changes.length - 1]!.seq : after), more: rows.length > limit };
}

/** The cursor of the feed's head now: a client that stores it sees every change committed after. */
export async function currentChangeCursor(pool: Pick<Pool, 'query'>): Promise<string> {
  return changeCursor(await changeFeedHead(pool));
}

/** Options of {@link pruneChanges}. */
export interface RetentionOptions {
  /** Keep changes younger than this many days (default {@link DEFAULT_RETENTION_DAYS}). */
  days?: number;
  /** Keep at most this many changes (default {@link DEFAULT_RETENTION_ROWS}). */
  maxRows?: number;
}

/**
 * Prunes the feed to its retention (module doc), never past the slowest reader that holds the feed.
 * @returns how many changes were deleted and the new last pruned seq. @throws on database errors.
 */
export async function pruneChanges(pool: Pool, opts: RetentionOptions = {}): Promise<{ deleted: number; prunedThrough: number }> {
  const days = opts.days ?? DEFAULT_RETENTION_DAYS;
  const maxRows = opts.maxRows ?? DEFAULT_RETENTION_ROWS;
  const { rows } = await pool.query<{ deleted: string; pruned: string }>(
    `WITH bound AS (
       SELECT least(
                coalesce((SELECT min(position) FROM feed_reader WHERE holds_feed), (SELECT max(seq) FROM change_feed), 0),
                greatest(coalesce((SELECT max(seq) FROM change_feed WHERE at < now() - make_interval(days => $1)), 0),
                         coalesce((SELECT seq FROM change_feed ORDER BY seq DESC OFFSET $2 LIMIT 1), 0))) AS upto),
     gone AS (DELETE FROM change_feed WHERE seq <= (SELECT upto FROM bound) RETURNING seq),
     state AS (UPDATE change_feed_state SET pruned_through = greatest(pruned_through, (SELECT upto FROM bound))
               RETURNING pruned_through)
     SELECT (SELECT count(*) FROM gone) AS deleted, (SELECT pruned_through FROM state) AS pruned`,
    [days, maxRows],
  );
  return { deleted: Number(rows[0]!.deleted), prunedThrough: Number(rows[0]!.pruned) };
}
