/**
 * The derive reader: keeps the derived fields (artist genres and types, genre top artists, show
 * fields, recording albums: `@mc/derive`) in step with catalog changes that come without a
 * `catalog import`, such as change sets pushed over HTTP and merges undone.
 *
 * Every {@link DeriveReaderOptions.intervalMs} (the worker's one feed-reader loop,
 * `feed-reader-loop.ts`) it takes a turn of `deriveFollowTurn`: it claims the derive reader (one
 * process at a time across workers and CLIs), reads the changes after its position (at most 5,000)
 * and re-derives only the entities they touch (a changed recording's artists and albums, a changed
 * artist's genres, type, members and shows, the top-artist lists of the genres they are on…:
 * `packages/derive/src/incremental-derive.ts`), writing the values, the re-merged documents and
 * the reader's new position in one transaction. A full batch is followed by another turn at once.
 * A whole derive instead when the rules changed, when retention pruned changes the reader had not
 * read, or when it stands more than 50,000 changes behind (an import's worth). A turn's own writes
 * move the feed, so a turn that changed something is followed by one that reads those changes,
 * writes nothing and ends the cycle. The re-merged documents reach the search indices through the
 * live indexer.
 *
 * Nothing is lost to a crash: the feed and the reader's position are in PostgreSQL and a turn
 * commits its writes with its position. A worker killed mid-turn (even SIGKILL) leaves both where
 * they were and its claim goes with its connection, so the next wake, in any worker, applies the
 * batch again (re-deriving from the store is idempotent).
 */
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { Counter, Histogram } from 'prom-client';
import { type DeriveTurn, deriveFollowTurn } from '@mc/derive';
import { type FeedReaderHandle, type ReaderTurn, startFeedReader } from './feed-reader-loop';

/** What the derive reader needs. */
export interface DeriveReaderDeps {
  pool: Pool;
  logger: Logger;
}

/** Tuning of {@link startDeriveReader}. */
export interface DeriveReaderOptions {
  /** Wake period, ms. Default 2000 (the worker passes `DERIVE_FOLLOW_INTERVAL_MS`). */
  intervalMs?: number;
}

const runsTotal = new Counter({
  name: 'mc_derive_runs_total',
  help: 'Turns of the derive reader that derived, by mode (changes: incremental, whole) and outcome (changed, unchanged, failed)',
  labelNames: ['mode', 'outcome'] as const,
});
const runSeconds = new Histogram({
  name: 'mc_derive_run_seconds',
  help: 'Wall time of one turn of the derive reader that derived, by mode (changes, whole)',
  labelNames: ['mode'] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
});

/** One turn with its metrics and log line. Never throws (a failure is counted and logged). */
async function deriveTurn(deps: DeriveReaderDeps): Promise<ReaderTurn> {
  const started = performance.now();
  let r: DeriveTurn;
  try {
    r = await deriveFollowTurn(deps.pool);
  } catch (err) {
    runsTotal.inc({ mode: 'changes', outcome: 'failed' });
    deps.logger.warn({ err: (err as Error).message }, 'derive turn failed; the next wake retries');
    return { more: false, busy: false };
  }
  if (r.mode === 'busy' || r.mode === 'idle') return { more: false, busy: r.mode === 'busy' };
  const ms = performance.now() - started;
  runSeconds.observe({ mode: r.mode }, ms / 1000);
  const { written } = r.result;
  const changed = Object.values(written).some((n) => n > 0);
  runsTotal.inc({ mode: r.mode, outcome: changed ? 'changed' : 'unchanged' });
  const log = { mode: r.mode, perRule: r.result.perRule, written, ms: Math.round(ms) };
  if (r.mode === 'whole') deps.logger.info(log, 'derived fields re-derived whole');
  else if (changed)
    deps.logger.info({ ...log, changes: r.changes, scope: r.result.scope }, 'derived fields of the changes re-derived');
  else deps.logger.debug({ ...log, changes: r.changes, scope: r.result.scope }, 'derived fields of the changes unchanged');
  return { more: r.mode === 'changes' && r.more, busy: false };
}

/** Starts the derive reader (module doc). Its handle's `wake` takes turns now until none is full. */
export function startDeriveReader(deps: DeriveReaderDeps, opts: DeriveReaderOptions = {}): FeedReaderHandle {
  return startFeedReader({
    name: 'derive-reader',
    turn: () => deriveTurn(deps),
    intervalMs: opts.intervalMs ?? 2000,
    logger: deps.logger,
  });
}
