/**
 * Writing the change feed (table `change_feed`, migrations 007 and 023): every write path calls
 * {@link recordChanges} in the transaction that changes a served document, as that transaction's
 * LAST statement. The hooks, one per place where a served document actually changes:
 * - `entity-materializer.ts` (re-merge from contributions: imports, catalog changes, retractions,
 *   the derived layer, the settling of merged contributions): `upsert` for a document written or
 *   changed, `delete` for one removed, `merge` for one removed because resolution merged its id;
 * - `entity-resolution-store.ts`: `merge` when a merge is recorded (a lookup of the merged id then
 *   answers with the survivor), `upsert`/`delete` of the merged id when a merge is undone;
 * - `source-layer.ts` (`removeSource`): `delete`/`merge` of the documents it removes.
 * A write that changes no document calls it with nothing and writes no row.
 *
 * **Commit order.** A `bigserial` taken early in a transaction can become visible after a higher
 * one taken by a transaction that committed first, and a reader paging by seq would then step over
 * it for good. Here seqs are taken under a transaction-scoped advisory lock
 * ({@link CHANGE_FEED_LOCK_KEY}) that is held until COMMIT, in the transaction's last statement: the
 * next writer gets its seqs only after this one committed (PostgreSQL makes a commit visible
 * before it releases the transaction's locks), so seq order is commit order and a reader that sees
 * seq N already sees every committed seq below N. The cost is that the commits of concurrent
 * writers are serialised (each holds the lock for the length of its own COMMIT only); gaps (a
 * transaction rolled back after taking seqs) are harmless.
 *
 * The transaction also sends `NOTIFY` on {@link CHANGES_CHANNEL} (delivered at commit; PostgreSQL
 * folds a transaction's duplicate notifications into one): the live indexer listens and drains at
 * once, polling as a safety net.
 */
import type { PoolClient } from 'pg';
import type { EntityKind } from '@mc/catalog';

/** Advisory lock that orders feed seqs by commit (see the module doc). */
export const CHANGE_FEED_LOCK_KEY = 7_031_007;
/** PostgreSQL notification channel of committed catalog changes. */
export const CHANGES_CHANNEL = 'catalog_changes';

/** What happened to a served document: written or changed, removed, or merged into another id. */
export type ChangeOp = 'upsert' | 'delete' | 'merge';

/** One change of one served document, as a write path records it. */
export interface ChangeInput {
  kind: EntityKind;
  id: number;
  op: ChangeOp;
  /** The surviving id, for `merge` only. */
  mergedInto?: number;
  /**
   * True when documents that carry this entity's names must be rebuilt too (an artist renamed,
   * deleted or merged: its credits on recordings, albums, releases and shows). Default false.
   */
  dependents?: boolean;
}

/**
 * Appends `changes` to the change feed in `client`'s transaction and notifies {@link CHANGES_CHANNEL}.
 * Must be the transaction's last statement (module doc: the lock it takes is held until COMMIT).
 * Nothing is written for an empty list.
 * @throws on database errors (the caller's transaction is then rolled back with its change).
 */
export async function recordChanges(client: PoolClient, changes: readonly ChangeInput[]): Promise<void> {
  if (!changes.length) return;
  await client.query('SELECT pg_advisory_xact_lock($1)', [CHANGE_FEED_LOCK_KEY]);
  await client.query(
    `INSERT INTO change_feed (kind, id, op, merged_into, dependents)
     SELECT * FROM unnest($1::text[], $2::bigint[], $3::text[], $4::bigint[], $5::boolean[])`,
    [
      changes.map((c) => c.kind),
      changes.map((c) => c.id),
      changes.map((c) => c.op),
      changes.map((c) => (c.op === 'merge' ? c.mergedInto : null)),
      changes.map((c) => c.dependents ?? false),
    ],
  );
  await client.query(`SELECT pg_notify($1, '')`, [CHANGES_CHANNEL]);
}

/**
 * The feed changes of documents removed (deleted `ids` of `kind`): `merge` into the survivor for
 * an id resolution merged (`entity_merge`), `delete` otherwise; artists flag their dependents.
 * Reads with `client` (the caller's transaction). @throws on database errors.
 */
export async function removalChanges(client: PoolClient, kind: EntityKind, ids: readonly number[]): Promise<ChangeInput[]> {
  if (!ids.length) return [];
  const { rows } = await client.query<{ merged_id: string; surviving_id: string }>(
    'SELECT merged_id, surviving_id FROM entity_merge WHERE kind = $1 AND merged_id = ANY($2::bigint[])',
    [kind, ids],
  );
  const survivor = new Map(rows.map((r) => [Number(r.merged_id), Number(r.surviving_id)]));
  return ids.map((id) => {
    const into = survivor.get(id);
    const base = { kind, id, dependents: kind === 'artist' };
    return into === undefined ? { ...base, op: 'delete' as const } : { ...base, op: 'merge' as const, mergedInto: into };
  });
}

/**
 * Subscribes `client` (a connection held for the purpose) to {@link CHANGES_CHANNEL}: it emits
 * `notification` after each commit that wrote changes. @throws on database errors.
 */
export async function listenForChanges(client: PoolClient): Promise<void> {
  await client.query(`LISTEN ${CHANGES_CHANNEL}`);
}
