/**
 * The derive follower: keeps the derived fields (artist genres and types, genre top artists, show
 * fields, recording albums: `@mc/derive` derive stage) in step with catalog changes that come
 * without a `catalog import`, such as change sets pushed over HTTP and merges undone.
 *
 * Every {@link DeriveFollowerOptions.intervalMs} it calls `deriveIfBehind`: when the change feed's
 * head is past the head the last complete derive started from (the derive stage's mark,
 * `catalog_stage_state`), it runs a whole derive (one process at a time across workers and CLIs:
 * `withDeriveLock`). A derive's own writes move the head, so a run that changed something is
 * followed by one that reads, finds nothing to write, and stops the cycle. The re-merged documents
 * reach the search indices through the live indexer.
 *
 * Nothing is lost to a crash: the feed and the mark are in PostgreSQL, a derive writes its layer
 * in one transaction and re-merges through `entity_pending`, and the mark moves only after a
 * complete run. A worker killed mid-run (even SIGKILL) leaves the mark where it was, and its lock
 * goes with its connection, so the next tick, in any worker, derives again.
 * Cost: a run reads the whole catalog (its keyset pages), so after a burst of change sets the fields
 * follow within one run's time plus the interval.
 */
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { Counter, Histogram } from 'prom-client';
import { deriveIfBehind } from '@mc/derive';

/** What the derive follower needs. */
export interface DeriveFollowerDeps {
  pool: Pool;
  logger: Logger;
}

/** Tuning of {@link startDeriveFollower}. */
export interface DeriveFollowerOptions {
  /** Pause between the end of one check (or run) and the next, ms. Default 5000. */
  intervalMs?: number;
}

/** A running derive follower. */
export interface DeriveFollowerHandle {
  readonly name: string;
  /** Derives now if behind (waits for the check in progress first). Never rejects. */
  tick(): Promise<void>;
  /** Stops the timer and waits for the run in progress. */
  close(): Promise<void>;
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

/** Starts the derive follower (module doc). */
export function startDeriveFollower(deps: DeriveFollowerDeps, opts: DeriveFollowerOptions = {}): DeriveFollowerHandle {
  const intervalMs = opts.intervalMs ?? 5000;
  let closed = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const check = async () => {
    const started = performance.now();
    try {
      const r = await deriveIfBehind(deps.pool);
      if (!r) return;
      runSeconds.observe((performance.now() - started) / 1000);
      const changed = Object.values(r.written).some((n) => n > 0);
      runsTotal.inc({ outcome: changed ? 'changed' : 'unchanged' });
      deps.logger.info(
        { perRule: r.perRule, written: r.written, ms: Math.round(performance.now() - started) },
        'derived fields re-derived',
      );
    } catch (err) {
      runsTotal.inc({ outcome: 'failed' });
      deps.logger.warn({ err: (err as Error).message }, 'derive failed; the next tick retries');
    }
  };
  const tick = (): Promise<void> => {
    if (running) return running.then(tick);
    if (closed) return Promise.resolve();
    running = check().finally(() => {
      running = undefined;
    });
    return running;
  };
  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => void tick().then(schedule), intervalMs);
    timer.unref();
  };
  schedule();
  return {
    name: 'derive-follower',
    tick,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
