/**
 * The derive follower: keeps the derived fields (artist genres and types, genre top artists, show
 * fields, recording albums: `@mc/derive` derive stage) in step with catalog changes that come
 * without a `catalog import`, such as change sets pushed over HTTP and merges undone.
 *
 * Every {@link DeriveFollowerOptions.intervalMs} (the worker's one feed-follower loop,
 * `feed-follower.ts`) it calls `deriveIfBehind`: when the change feed's head is past the position of
 * the derive reader (the head the last complete derive started from), it runs a whole derive (one
 * process at a time across workers and CLIs: the reader's row is claimed). A derive's own writes move the head, so a run that changed something is
 * followed by one that reads, finds nothing to write, and stops the cycle. The re-merged documents
 * reach the search indices through the live indexer.
 *
 * Nothing is lost to a crash: the feed and the reader's position are in PostgreSQL, a derive writes
 * its layer in one transaction and re-merges through `entity_pending`, and the position moves only
 * after a complete run. A worker killed mid-run (even SIGKILL) leaves the position where it was, and
 * its claim goes with its connection, so the next wake, in any worker, derives again.
 * Cost: a run reads the whole catalog (its keyset pages), so after a burst of change sets the fields
 * follow within one run's time plus the interval.
 */
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { Counter, Histogram } from 'prom-client';
import { deriveIfBehind } from '@mc/derive';
import { type FeedFollowerHandle, type FollowerTurn, startFeedFollower } from './feed-follower';

/** What the derive follower needs. */
export interface DeriveFollowerDeps {
  pool: Pool;
  logger: Logger;
}

/** Tuning of {@link startDeriveFollower}. */
export interface DeriveFollowerOptions {
  /** Wake period, ms. Default 5000. */
  intervalMs?: number;
}

const runsTotal = new Counter({
  name: 'mc_derive_runs_total',
  help: 'Derive runs of the derive follower by outcome: changed (it wrote), unchanged, failed',
  labelNames: ['outcome'] as const,
});
const runSeconds = new Histogram({
  name: 'mc_derive_run_seconds',
  help: 'Wall time of one derive run of the derive follower',
  buckets: [0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
});

/** One turn: a derive when behind, with its metrics. Never throws (a failure is counted and logged). */
async function deriveTurn(deps: DeriveFollowerDeps): Promise<FollowerTurn> {
  const started = performance.now();
  try {
    const r = await deriveIfBehind(deps.pool);
    if (!r) return { more: false, busy: false };
    runSeconds.observe((performance.now() - started) / 1000);
    const changed = Object.values(r.written).some((n) => n > 0);
    runsTotal.inc({ outcome: changed ? 'changed' : 'unchanged' });
    deps.logger.info(
      { perRule: r.perRule, written: r.written, ms: Math.round(performance.now() - started) },
      'derived fields re-derived',
    );
  } catch (err) {
    runsTotal.inc({ outcome: 'failed' });
    deps.logger.warn({ err: (err as Error).message }, 'derive failed; the next wake retries');
  }
  // A derive's own writes move the head: the next wake reads again (and then finds nothing to write).
  return { more: false, busy: false };
}

/** Starts the derive follower (module doc). Its handle's `wake` derives now if behind. */
export function startDeriveFollower(deps: DeriveFollowerDeps, opts: DeriveFollowerOptions = {}): FeedFollowerHandle {
  return startFeedFollower({
    name: 'derive-follower',
    turn: () => deriveTurn(deps),
    intervalMs: opts.intervalMs ?? 5000,
    logger: deps.logger,
  });
}
