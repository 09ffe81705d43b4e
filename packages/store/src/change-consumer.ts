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
import type { Pool } from 'pg';
import type { EntityKind } from '@mc/catalog';
import type { ChangeOp } from './change-outbox';
import { withTransaction } from './db';

/** The live search indexer's consumer name. */
export const SEARCH_CONSUMER = 'search';

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
 * Applies the next batch (at most `limit` changes, in commit order) of `consumer` with `apply` and
 * advances its position, in one transaction (module doc). A consumer name seen for the first time
 * starts at 0.
 * @throws whatever `apply` throws, or database errors (the position is then not advanced).
 */
export async function consumeChanges(
  pool: Pool,
  consumer: string,
  limit: number,
  apply: (changes: ConsumedChange[]) => Promise<void>,
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
    const position = Number(held.rows[0].position);
    const { rows } = await client.query<ChangeRow>(
      `SELECT ${CHANGE_COLUMNS} FROM change_outbox WHERE seq > $1 ORDER BY seq LIMIT $2`,
      [position, limit],
    );
    if (!rows.length) return { busy: false, applied: 0, position, more: false };
    const changes = rows.map(toConsumed);
    await apply(changes);
    const last = changes[changes.length - 1]!.seq;
    await client.query('UPDATE change_consumer SET position = $2, updated_at = now() WHERE name = $1', [consumer, last]);
    return { busy: false, applied: changes.length, position: last, more: rows.length === limit };
  });
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
 * The position a consumer has applied, as a cache generation: {@link current} answers at once with
 * the last value read and, at most every `checkMs`, starts a background read (never two at once;
 * a failed read keeps the last value). The API keys its suggest answers with the live search
 * indexer's position, so an answer computed before a drained change is not served after it.
 */
export class ConsumerPositionWatch {
  private value = '';
  private checkedAt = 0;
  private reading: Promise<void> | undefined;

  /**
   * @param consumer default {@link SEARCH_CONSUMER}.
   * @param checkMs how often at most the position is read, ms (default 1000).
   */
  constructor(
    private readonly pool: Pick<Pool, 'query'>,
    private readonly consumer = SEARCH_CONSUMER,
    private readonly checkMs = 1000,
  ) {}

  /** The last position read (`''` before the first read completes). Never throws. */
  current(): string {
    const now = Date.now();
    if (!this.reading && now - this.checkedAt >= this.checkMs) {
      this.checkedAt = now;
      this.reading = consumerPosition(this.pool, this.consumer)
        .then(
          (p) => {
            this.value = String(p ?? 0);
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
