/**
 * Readers of the change feed (docs/write-side.md "Readers of the feed"). Every reader is one row of
 * `feed_reader` (migrations 007, 014): its name, the feed position it has read through, the
 * version of the rules it read with, and whether retention must wait for it. The readers:
 *
 * - the live search indexer, {@link SEARCH_READER_NAME}, and the reader of its dependents,
 *   {@link SEARCH_DEPENDENTS_READER_NAME} (they apply each change: they hold the feed);
 * - the catalog-wide stages, `derive` and `resolution` (a run reads the whole catalog, so they only
 *   ask whether anything was committed after their position);
 * - each search index's last full rebuild, `rebuild:<entity>` ({@link rebuildReader}): the changes
 *   at or below it are in that index already.
 *
 * {@link followFeed} is the one way a reader takes a turn: it claims the reader's row (`FOR UPDATE`,
 * one turn at a time across processes; `SKIP LOCKED` unless told to wait), reads the changes after
 * its position, lets the caller apply them, and advances the position in the same transaction. A
 * process killed before COMMIT (even SIGKILL) leaves the position where it was and its claim goes
 * with its connection: the next turn, in any process, applies the batch again, so applying must be
 * idempotent (re-indexing or re-deriving from the store is). {@link readerLag} is the one way to ask
 * whether a reader is behind the feed's head.
 */
import type { Pool, PoolClient } from 'pg';
import type { EntityKind } from '@mc/catalog';
import type { ChangeOp } from './change-feed-write';
import { changeFeedHead } from './change-feed';
import { withTransaction } from './db';

/** The live search indexer's reader name. */
export const SEARCH_READER_NAME = 'search';
/**
 * The live search indexer's second reader: the dependents of flagged changes (an artist's
 * crediting documents), applied behind {@link SEARCH_READER_NAME} in the same turn (migration 010).
 */
export const SEARCH_DEPENDENTS_READER_NAME = 'search-dependents';

/** A reader of the change feed: one row of `feed_reader` (module doc). */
export interface FeedReader {
  /** The row's name, e.g. `search`, `derive`, `rebuild:artist`. */
  name: string;
  /**
   * Version of the rules the reader applies (default 0). A row read with another version counts as
   * never read: the reader is behind and reads from the start.
   */
  rulesVersion?: number;
  /** True (default) when the reader applies each change, so retention never prunes past it. */
  holdsFeed?: boolean;
}

/** The live search indexer as a reader of the change feed: it applies each change, so it holds the feed. */
export const SEARCH_READER: FeedReader = { name: SEARCH_READER_NAME };
/** The live search indexer's reader of dependents as a reader (see {@link SEARCH_DEPENDENTS_READER_NAME}). */
export const SEARCH_DEPENDENTS_READER: FeedReader = { name: SEARCH_DEPENDENTS_READER_NAME };

/** The reader of the feed position a search index's last full rebuild read through. */
export function rebuildReader(entity: string): FeedReader {
  return { name: `rebuild:${entity}`, holdsFeed: false };
}

/** One change as a reader reads it. */
export interface FeedChange {
  seq: number;
  kind: EntityKind;
  id: number;
  op: ChangeOp;
  mergedInto?: number;
  /** Documents carrying this entity's names must be rebuilt too (see `ChangeInput.dependents`). */
  dependents: boolean;
}

type ChangeRow = { seq: string; kind: EntityKind; id: string; op: ChangeOp; merged_into: string | null; dependents: boolean };
const CHANGE_COLUMNS = 'seq, kind, id, op, merged_into, dependents';
const toFeedChange = (r: ChangeRow): FeedChange => ({
  seq: Number(r.seq),
  kind: r.kind,
  id: Number(r.id),
  op: r.op,
  ...(r.merged_into === null ? {} : { mergedInto: Number(r.merged_into) }),
  dependents: r.dependents,
});

/** Where a reader stands against the feed. */
export interface ReaderLag {
  /** The position it has read through with its rules; null when it never read with them. */
  position: number | null;
  /** The feed's head now (the last seq given, or the last pruned). */
  head: number;
  /** True when a change was committed after its position, or it never read with its rules. */
  behind: boolean;
}

/** Where `reader` stands (module doc). @throws on database errors. */
export async function readerLag(pool: Pick<Pool, 'query'>, reader: FeedReader): Promise<ReaderLag> {
  const { rows } = await pool.query<{ position: string }>(
    'SELECT position FROM feed_reader WHERE name = $1 AND rules_version = $2',
    [reader.name, reader.rulesVersion ?? 0],
  );
  const position = rows[0] ? Number(rows[0].position) : null;
  const head = await changeFeedHead(pool);
  return { position, head, behind: position === null || head > position };
}

/**
 * Records that `reader` has read the feed through `seq` with its rules: never moves back under the
 * same rules; under other rules the position is replaced. For readers that run outside
 * {@link followFeed} (a full rebuild, the resolution stage). @throws on database errors.
 */
export async function advanceReader(pool: Pick<Pool, 'query'>, reader: FeedReader, seq: number): Promise<void> {
  await pool.query(
    `INSERT INTO feed_reader AS c (name, position, rules_version, holds_feed) VALUES ($1, $2, $3, $4)
     ON CONFLICT (name) DO UPDATE
       SET position = CASE WHEN c.rules_version = EXCLUDED.rules_version
                           THEN greatest(c.position, EXCLUDED.position) ELSE EXCLUDED.position END,
           rules_version = EXCLUDED.rules_version, updated_at = now()`,
    [reader.name, seq, reader.rulesVersion ?? 0, reader.holdsFeed ?? true],
  );
}

/**
 * A reader that follows another in the same turn, over the changes flagged `dependents` only,
 * never past the position the leader has reached: what a change asks beyond itself (an artist's
 * crediting documents) is applied in slices of `limit` changes, so one heavy change never holds
 * back the leader's next batch.
 */
export interface TrailingReader {
  /** Its row's name, e.g. `search-dependents`. */
  name: string;
  /** Flagged changes per turn. */
  limit: number;
  apply: (changes: FeedChange[]) => Promise<void>;
}

/** How {@link followFeed} takes a turn. */
export interface FeedTurnOptions {
  /** Changes read per turn at most. */
  limit: number;
  /** Wait for a turn in progress in another process instead of answering busy. Default false. */
  wait?: boolean;
  /** Apply even when nothing was committed after the position (a forced re-run). Default false. */
  force?: boolean;
  /** A reader that follows this one in the same turn and transaction. */
  trailing?: TrailingReader;
}

/** Outcome of one {@link followFeed} turn. */
export interface FeedTurn {
  /** True when another process held the reader (nothing was done). */
  busy: boolean;
  /** Whether `apply` ran this turn. */
  ran: boolean;
  /** Changes read by this turn. */
  applied: number;
  /** The reader's position after this turn (-1 when busy). */
  position: number;
  /** True when the batch was full: more changes may be waiting. */
  more: boolean;
}

/** What a turn's `apply` is told besides its changes. */
export interface FeedTurnContext {
  /** The feed's head as it stood before the changes were read. */
  head: number;
  /** The turn's transaction: what `apply` writes with it commits or rolls back with the position. */
  client: PoolClient;
  /** The reader's position the changes follow (0 when it never read, or read with other rules). */
  position: number;
  /** True when the reader last read with other rules (it reads from the start). */
  otherRules: boolean;
}

/**
 * One turn of `reader` (module doc): claims its row, reads at most `limit` changes after its
 * position and, when there are any (or the rules changed, or `force`), runs `apply` with them and
 * the feed's head as it stood before they were read and the turn's transaction (`client`: what
 * `apply` writes with it commits or rolls back with the position); then advances the position to
 * what `apply` returns (default: the last change read) and runs the `trailing` reader, all in one
 * transaction.
 * A reader name seen for the first time starts at 0.
 * @throws whatever `apply` throws, or database errors (the positions are then not advanced).
 */
export async function followFeed(
  pool: Pool,
  reader: FeedReader,
  opts: FeedTurnOptions,
  apply: (changes: FeedChange[], turn: FeedTurnContext) => Promise<number | void>,
): Promise<FeedTurn> {
  return withTransaction(pool, async (client) => {
    const claimed = await claimReader(client, reader, opts.wait ?? false);
    if (!claimed) return { busy: true, ran: false, applied: 0, position: -1, more: false };
    const head = await changeFeedHead(client);
    const { rows } = await client.query<ChangeRow>(
      `SELECT ${CHANGE_COLUMNS} FROM change_feed WHERE seq > $1 ORDER BY seq LIMIT $2`,
      [claimed.position, opts.limit],
    );
    let position = claimed.position;
    const ran = rows.length > 0 || claimed.otherRules || (opts.force ?? false);
    if (ran) {
      const changes = rows.map(toFeedChange);
      const reached = await apply(changes, { head, client, position: claimed.position, otherRules: claimed.otherRules });
      position = reached ?? changes[changes.length - 1]?.seq ?? position;
      await client.query('UPDATE feed_reader SET position = $2, rules_version = $3, updated_at = now() WHERE name = $1', [
        reader.name,
        position,
        reader.rulesVersion ?? 0,
      ]);
    }
    const trailingMore = opts.trailing ? await followUpTo(client, opts.trailing, position) : false;
    return { busy: false, ran, applied: rows.length, position, more: rows.length === opts.limit || trailingMore };
  });
}

/**
 * Claims `reader`'s row in the transaction of `client`, adding it at position 0 when it never ran.
 * @returns its position (0 under other rules) and whether its rules differ; undefined when another
 * process holds it and `wait` is false.
 */
async function claimReader(
  client: PoolClient,
  reader: FeedReader,
  wait: boolean,
): Promise<{ position: number; otherRules: boolean } | undefined> {
  const lock = wait ? 'FOR UPDATE' : 'FOR UPDATE SKIP LOCKED';
  const held = await client.query<{ position: string; rules_version: number }>(
    `SELECT position, rules_version FROM feed_reader WHERE name = $1 ${lock}`,
    [reader.name],
  );
  const row = held.rows[0];
  if (row) {
    const otherRules = row.rules_version !== (reader.rulesVersion ?? 0);
    return { position: otherRules ? 0 : Number(row.position), otherRules };
  }
  // Held by another process, or never seen: the insert tells which.
  const added = await client.query(
    'INSERT INTO feed_reader (name, position, rules_version, holds_feed) VALUES ($1, 0, $2, $3) ON CONFLICT DO NOTHING',
    [reader.name, reader.rulesVersion ?? 0, reader.holdsFeed ?? true],
  );
  if (added.rowCount) return { position: 0, otherRules: false };
  return wait ? claimReader(client, reader, wait) : undefined;
}

/**
 * One slice of `trailing` (flagged changes after its position, up to `upto`), applied and its position
 * advanced — to `upto` when the slice was the last one. @returns whether more are waiting.
 */
async function followUpTo(client: PoolClient, trailing: TrailingReader, upto: number): Promise<boolean> {
  const held = await client.query<{ position: string }>('SELECT position FROM feed_reader WHERE name = $1 FOR UPDATE', [
    trailing.name,
  ]);
  const from = held.rows[0] ? Number(held.rows[0].position) : 0;
  if (from >= upto) return false;
  const { rows } = await client.query<ChangeRow>(
    `SELECT ${CHANGE_COLUMNS} FROM change_feed WHERE seq > $1 AND seq <= $2 AND dependents ORDER BY seq LIMIT $3`,
    [from, upto, trailing.limit],
  );
  if (rows.length) await trailing.apply(rows.map(toFeedChange));
  const more = rows.length === trailing.limit;
  await client.query(
    `INSERT INTO feed_reader (name, position) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET position = EXCLUDED.position, updated_at = now()`,
    [trailing.name, more ? Number(rows[rows.length - 1]!.seq) : upto],
  );
  return more;
}

/** Position of reader `name` (the last seq it read through), or undefined when it never ran. @throws on database errors. */
export async function readerPosition(pool: Pick<Pool, 'query'>, name: string): Promise<number | undefined> {
  const { rows } = await pool.query<{ position: string }>('SELECT position FROM feed_reader WHERE name = $1', [name]);
  return rows[0] ? Number(rows[0].position) : undefined;
}

/**
 * The feed position each search entity's last complete rebuild read through ({@link rebuildReader}):
 * changes at or below it are in that index already.
 * @returns entity → seq (entities never rebuilt are absent). @throws on database errors.
 */
export async function rebuiltThrough(pool: Pick<Pool, 'query'>): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ name: string; position: string }>(
    "SELECT name, position FROM feed_reader WHERE name LIKE 'rebuild:%'",
  );
  return new Map(rows.map((r) => [r.name.slice('rebuild:'.length), Number(r.position)]));
}

/**
 * Changes after `after` up to `upto` (inclusive), in commit order, at most `limit` (what a rebuild
 * re-applies to its new index after the alias swap).
 * @throws on database errors.
 */
export async function changesBetween(
  pool: Pick<Pool, 'query'>,
  after: number,
  upto: number,
  limit: number,
): Promise<FeedChange[]> {
  const { rows } = await pool.query<ChangeRow>(
    `SELECT ${CHANGE_COLUMNS} FROM change_feed WHERE seq > $1 AND seq <= $2 ORDER BY seq LIMIT $3`,
    [after, upto, limit],
  );
  return rows.map(toFeedChange);
}
