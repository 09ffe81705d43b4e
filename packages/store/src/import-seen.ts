/**
 * The seen set of an import run of a snapshot source (table `import_seen`, migration 012): a
 * source whose every complete input is the whole of its upstream (the MusicBrainz JSON dumps,
 * `musicbrainz_dump`; the Discogs monthly dumps, `discogs_dump`), so
 * that what it contributed earlier and a complete run no longer finds was deleted (or merged away)
 * upstream and is retracted (`deleteSourceRowsOf`, as a catalog file's `deleted: true` line).
 *
 * A pass: {@link startSeenPass} when the run starts, {@link recordSeen} after each written batch,
 * and only once the run has read its whole input {@link retractUnseen}, then {@link endSeenPass}.
 * Memory stays bounded whatever the input's size: the seen set is in PostgreSQL (one row of about
 * 60 bytes per entity, plus its key in the primary key) and retraction walks the source's
 * contributions of one kind in id order, {@link RETRACT_CHUNK} at a time.
 *
 * Crash safety: nothing is retracted before the run's whole input was read, so a run killed
 * before that retracts nothing, and its seen rows are deleted by the next run's
 * {@link startSeenPass}, which finds everything again. A run killed during retraction leaves each
 * committed chunk retracted (each chunk is one transaction with its re-merge marks) and the next
 * run retracts the rest. A run that is no longer the source's latest `import_run` (another run of
 * the source started since, and may have deleted its seen rows) retracts nothing more.
 */
import type { Pool, PoolClient } from 'pg';
import type { EntityKind } from '@mc/catalog';
import { withTransaction } from './db';
import type { PendingEntity } from './entity-materializer';
import { deleteSourceRowsOf } from './catalog-retract';

/** Entities retracted per transaction by {@link retractUnseen}. */
export const RETRACT_CHUNK = 1000;

/**
 * Opens run `runId`'s seen set: deletes the seen rows earlier runs of `source` left (a killed
 * run's). @throws on database errors.
 */
export async function startSeenPass(pool: Pool, source: string, runId: string): Promise<void> {
  await pool.query(`DELETE FROM import_seen s USING import_run r WHERE r.id = s.run_id AND r.source = $1 AND s.run_id <> $2`, [
    source,
    runId,
  ]);
}

/** Records that run `runId` found `entities` (idempotent). @throws on database errors. */
export async function recordSeen(pool: Pool, runId: string, entities: readonly PendingEntity[]): Promise<void> {
  if (!entities.length) return;
  await pool.query(
    `INSERT INTO import_seen (run_id, kind, id)
     SELECT $1, k, i FROM unnest($2::text[], $3::bigint[]) AS t(k, i) ON CONFLICT DO NOTHING`,
    [runId, entities.map((e) => e.kind), entities.map((e) => e.id)],
  );
}

/** Outcome of {@link retractUnseen}. */
export interface RetractUnseenResult {
  /** Entities retracted per kind (every kind asked for, 0 included). */
  retracted: Partial<Record<EntityKind, number>>;
  /** Contribution, list-item and CD TOC rows deleted. */
  rowsDeleted: number;
  /** True when another run of the source started since run `runId`: it stopped retracting then. */
  superseded: boolean;
}

/** True when `runId` is still the latest `import_run` of `source` (no run of it started since). */
async function isLatestRun(client: PoolClient, source: string, runId: string): Promise<boolean> {
  const { rows } = await client.query<{ id: string }>('SELECT max(id) AS id FROM import_run WHERE source = $1', [source]);
  return rows[0]?.id === runId;
}

/**
 * Retracts `source`'s contributions of `kinds` whose entity run `runId` did not record as seen
 * (module doc), {@link RETRACT_CHUNK} entities per transaction, each marked for re-merge (the
 * caller drains them: `materializePending`, as the import runner does after each run). Call only
 * after the run read its whole input, and only with the kinds that input covered completely.
 * @throws on database errors (the chunks committed before stay retracted).
 */
export async function retractUnseen(
  pool: Pool,
  source: string,
  runId: string,
  kinds: readonly EntityKind[],
): Promise<RetractUnseenResult> {
  const out: RetractUnseenResult = { retracted: {}, rowsDeleted: 0, superseded: false };
  // The seen set filled during this run: planned on statistics from before it (an empty table),
  // the anti-join below probes it by a sequential scan per contribution (minutes for the first
  // chunk of a dump of 200,000 recordings). A few ms: plan it on its size now.
  await pool.query('ANALYZE import_seen');
  for (const kind of kinds) {
    out.retracted[kind] = 0;
    for (let after = 0; ;) {
      // Chosen before the chunk's transaction checks that the run is still the latest: a run that
      // started later (and may delete this run's seen rows) is committed before that check.
      const { rows } = await pool.query<{ id: string }>(
        `SELECT c.id FROM contribution c
          WHERE c.kind = $1 AND c.source = $2 AND c.id > $3
            AND NOT EXISTS (SELECT 1 FROM import_seen s WHERE s.run_id = $4 AND s.kind = c.kind AND s.id = c.id)
          ORDER BY c.id LIMIT $5`,
        [kind, source, after, runId, RETRACT_CHUNK],
      );
      if (!rows.length) break;
      const ids = rows.map((r) => Number(r.id));
      after = ids[ids.length - 1]!;
      const done = await withTransaction(pool, async (client) => {
        if (!(await isLatestRun(client, source, runId))) return false;
        const d = await deleteSourceRowsOf(
          client,
          source,
          ids.map((id) => ({ kind, id })),
        );
        out.rowsDeleted += d.rows;
        out.retracted[kind]! += ids.length;
        return true;
      });
      if (!done) return { ...out, superseded: true };
    }
  }
  return out;
}

/** Deletes run `runId`'s seen rows (the run's retraction is done). @throws on database errors. */
export async function endSeenPass(pool: Pool, runId: string): Promise<void> {
  await pool.query('DELETE FROM import_seen WHERE run_id = $1', [runId]);
}
