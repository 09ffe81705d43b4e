/**
 * Consumers of the change feed that must apply every change exactly in order, at least once (the
 * live search indexer, consumer {@link SEARCH_CONSUMER}): the position each has applied is a row of
 * `change_consumer` (migration 007), so PostgreSQL, not the queue, says where the next drain
 * starts — a consumer killed with SIGKILL, or a Redis restarted empty, loses no change.
 *
 * {@link consumeChanges} runs one batch in one transaction: it locks the consumer's row
 * (`FOR UPDATE SKIP LOCKED`: one drainer at a time; another finds it busy and returns), reads the
 * changes after the position, lets the caller apply them (e.g. to Elasticsearch), and advances the
 * position in the same transaction. A drainer killed before COMMIT leaves the position where it
 * was (its connection closes, the transaction rolls back, the lock goes): the next drain applies
 * the batch again, so applying must be idempotent (re-indexing a document from the store is).
 */
import type { Pool, PoolClient } from 'pg';
import type { EntityKind } from '@mc/catalog';
import type { ChangeOp } from './change-outbox';
import { withTransaction } from './db';

/** The live search indexer's consumer name. */
export const SEARCH_CONSUMER = 'search';
/**
 * The live search indexer's second consumer: the dependents of flagged changes (an artist's
 * crediting documents), applied behind {@link SEARCH_CONSUMER} in the same turn (migration 010).
 */
export const SEARCH_DEPENDENTS_CONSUMER = 'search-dependents';

/** One change as a consumer reads it. */
export interface ConsumedChange {
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
const toConsumed = (r: ChangeRow): ConsumedChange => ({
  seq: Number(r.seq),
  kind: r.kind,
  id: Number(r.id),
  op: r.op,
  ...(r.merged_into === null ? {} : { mergedInto: Number(r.merged_into) }),
  dependents: r.dependents,
});

/** Outcome of one {@link consumeChanges} call. */
export interface ConsumeResult {
  /** True when another drainer held the consumer (nothing was done). */
  busy: boolean;
  /** Changes applied by this call. */
  applied: number;
  /** The consumer's position after this call. */
  position: number;
  /** True when the batch was full: more changes may be waiting. */
  more: boolean;
}

/**
 * A consumer that follows another in the same turn, over the changes flagged `dependents` only,
 * never past the position the leader has reached: what a change asks beyond itself (an artist's
 * crediting documents) is applied in slices of `limit` changes, so one heavy change never holds
 * back the leader's next batch.
 */
export interface FollowerLane {
  consumer: string;
  /** Flagged changes per turn. */
  limit: number;
  apply: (changes: ConsumedChange[]) => Promise<void>;
}

/**
 * Applies the next batch (at most `limit` changes, in commit order) of `consumer` with `apply` and
 * advances its position, in one transaction (module doc); then, in the same transaction (one
 * drainer at a time for both), the next slice of `follower` up to the new position. A consumer
 * name seen for the first time starts at 0. `more` is true when either has more waiting.
 * @throws whatever `apply` throws, or database errors (the positions are then not advanced).
 */
export async function consumeChanges(
  pool: Pool,
  consumer: string,
  limit: number,
  apply: (changes: ConsumedChange[]) => Promise<void>,
  follower?: FollowerLane,
): Promise<ConsumeResult> {
  return withTransaction(pool, async (client) => {
    const held = await client.query<{ position: string }>(
      'SELECT position FROM change_consumer WHERE name = $1 FOR UPDATE SKIP LOCKED',
      [consumer],
    );
    if (!held.rows[0]) {
      // Held by another drainer, or a consumer never seen: it starts at 0 (the next call drains).
      const added = await client.query('INSERT INTO change_consumer (name, position) VALUES ($1, 0) ON CONFLICT DO NOTHING', [
        consumer,
      ]);
      return { busy: !added.rowCount, applied: 0, position: added.rowCount ? 0 : -1, more: !!added.rowCount };
    }
    let position = Number(held.rows[0].position);
    const { rows } = await client.query<ChangeRow>(
      `SELECT ${CHANGE_COLUMNS} FROM change_outbox WHERE seq > $1 ORDER BY seq LIMIT $2`,
      [position, limit],
    );
    if (rows.length) {
      const changes = rows.map(toConsumed);
      await apply(changes);
      position = changes[changes.length - 1]!.seq;
      await client.query('UPDATE change_consumer SET position = $2, updated_at = now() WHERE name = $1', [consumer, position]);
    }
    const followerMore = follower ? await followUpTo(client, follower, position) : false;
    return { busy: false, applied: rows.length, position, more: rows.length === limit || followerMore };
  });
}

/**
 * One slice of `lane` (flagged changes after its position, up to `upto`), applied and its position
 * advanced — to `upto` when the slice was the last one. @returns whether more are waiting.
 */
async function followUpTo(client: PoolClient, lane: FollowerLane, upto: number): Promise<boolean> {
  const held = await client.query<{ position: string }>('SELECT position FROM change_consumer WHERE name = $1 FOR UPDATE', [
    lane.consumer,
  ]);
  const from = held.rows[0] ? Number(held.rows[0].position) : 0;
  if (from >= upto) return false;
  const { rows } = await client.query<ChangeRow>(
    `SELECT ${CHANGE_COLUMNS} FROM change_outbox WHERE seq > $1 AND seq <= $2 AND dependents ORDER BY seq LIMIT $3`,
    [from, upto, lane.limit],
  );
  if (rows.length) await lane.apply(rows.map(toConsumed));
  const more = rows.length === lane.limit;
  await client.query(
    `INSERT INTO change_consumer (name, position) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET position = EXCLUDED.position, updated_at = now()`,
    [lane.consumer, more ? Number(rows[rows.length - 1]!.seq) : upto],
  );
  return more;
}

/** Position of `consumer` (the last seq it applied), or undefined when it never ran. @throws on database errors. */
export async function consumerPosition(pool: Pick<Pool, 'query'>, consumer: string): Promise<number | undefined> {
  const { rows } = await pool.query<{ position: string }>('SELECT position FROM change_consumer WHERE name = $1', [consumer]);
  return rows[0] ? Number(rows[0].position) : undefined;
}

/**
 * Feed position at the start of the last complete rebuild of each search entity (table
 * `search_index_state`): changes at or below it are in that index already.
 * @returns entity → seq (entities never rebuilt are absent). @throws on database errors.
 */
export async function rebuiltThrough(pool: Pick<Pool, 'query'>): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ entity: string; seq: string }>(
    'SELECT entity, rebuilt_through AS seq FROM search_index_state',
  );
  return new Map(rows.map((r) => [r.entity, Number(r.seq)]));
}

/**
 * Records that `entity`'s index now holds every change up to feed position `seq` (called by a full
 * rebuild after its alias swap, with the head it read before reading the catalog). Never moves back.
 * @throws on database errors.
 */
export async function recordRebuild(pool: Pick<Pool, 'query'>, entity: string, seq: number): Promise<void> {
  await pool.query(
    `INSERT INTO search_index_state (entity, rebuilt_through) VALUES ($1, $2)
     ON CONFLICT (entity) DO UPDATE SET rebuilt_through = greatest(search_index_state.rebuilt_through, $2), rebuilt_at = now()`,
    [entity, seq],
  );
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
): Promise<ConsumedChange[]> {
  const { rows } = await pool.query<ChangeRow>(
    `SELECT ${CHANGE_COLUMNS} FROM change_outbox WHERE seq > $1 AND seq <= $2 ORDER BY seq LIMIT $3`,
    [after, upto, limit],
  );
  return rows.map(toConsumed);
}

/**
 * The positions consumers have applied, as a cache generation: {@link current} answers at once with
 * the last value read and, at most every `checkMs`, starts a background read (never two at once;
 * a failed read keeps the last value). The API keys its suggest answers with the live search
 * indexer's positions, so an answer computed before a drained change is not served after it.
 */
export class ConsumerPositionWatch {
  private value = '';
  private checkedAt = 0;
  private reading: Promise<void> | undefined;

  /**
   * @param consumers default the live search indexer's two ({@link SEARCH_CONSUMER},
   *   {@link SEARCH_DEPENDENTS_CONSUMER}).
   * @param checkMs how often at most the position is read, ms (default 1000).
   */
  constructor(
    private readonly pool: Pick<Pool, 'query'>,
    private readonly consumers: readonly string[] = [SEARCH_CONSUMER, SEARCH_DEPENDENTS_CONSUMER],
    private readonly checkMs = 1000,
  ) {}

  /** The last positions read, `a:b` (`''` before the first read completes). Never throws. */
  current(): string {
    const now = Date.now();
    if (!this.reading && now - this.checkedAt >= this.checkMs) {
      this.checkedAt = now;
      this.reading = Promise.all(this.consumers.map((c) => consumerPosition(this.pool, c)))
        .then(
          (ps) => {
            this.value = ps.map((p) => p ?? 0).join(':');
          },
          () => undefined,
        )
        .finally(() => {
          this.reading = undefined;
        });
    }
    return this.value;
  }
}
