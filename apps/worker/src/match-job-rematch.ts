/**
 * Re-matching finished matching jobs as the catalog changes (`docs/matching-jobs.md` "Keeping
 * results current"): every {@link RematchLoopOptions.pollMs} the worker takes the jobs with a
 * round to plan or finish (`rematchDueJobs` of `@mc/store`: asked for by `POST …/rematch`, in
 * progress, or kept current and behind the live indexer) and runs each round: planned from the
 * changes since the job's position (`touchedKeys` of `@mc/matcher` decides which keys they can
 * touch), its marked keys matched in batches as a chunk's keys are (`chunkAnswers`: the owner's
 * pins first), each batch committed with the charge of the lines whose answer changed, then the
 * job made current to the round's position and the charges synced into Redis.
 *
 * Several worker processes share a round (batches are claimed `SKIP LOCKED`); a process killed
 * mid-batch rolls it back and the next poll, here or elsewhere, resumes the round.
 */
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { chargeDay } from '@mc/auth';
import { type RematchChanges, touchedKeys } from '@mc/matcher';
import {
  type RematchPlanInput,
  finishRematchRound,
  planRematchRound,
  rematchDueJobs,
  rematchNames,
  rematchTarget,
  runRematchBatch,
} from '@mc/store';
import { chunkAnswers } from './match-job-answers';
import type { MatchJobWorkerDeps } from './match-job-worker';

/** Tuning of {@link startRematchLoop}. */
export interface RematchLoopOptions {
  /** Period of the poll, ms (config MATCH_JOB_REMATCH_POLL_MS). */
  pollMs: number;
  /** Keys re-matched per transaction. */
  batchKeys: number;
}

/** The changes a round weighs, read from the feed's changes and the entities they name. */
async function changesOf(deps: MatchJobWorkerDeps, input: RematchPlanInput): Promise<RematchChanges | null> {
  if (!input.changes) return null;
  const recordings = new Set<number>();
  const artists = new Set<number>();
  const upserted: number[] = [];
  const renamed: number[] = [];
  for (const c of input.changes) {
    if (c.kind === 'recording') {
      recordings.add(c.id);
      if (c.op === 'upsert') upserted.push(c.id);
    } else if (c.kind === 'artist' && (c.op !== 'upsert' || c.dependents)) {
      artists.add(c.id);
      if (c.op === 'upsert') renamed.push(c.id);
    }
  }
  const names = await rematchNames(deps.pool, [...new Set(upserted)], [...new Set(renamed)]);
  return { recordings, artists, added: names.recordings, renamed: names.artistNames, pinKeys: new Set(input.pinKeys) };
}

/**
 * Plans (when due) and runs job `jobId`'s round towards position `target`, until no marked key is
 * left or `closing()`. @returns lines whose answer changed. @throws the matcher's and database errors
 * (the round stays recorded; the next poll resumes it).
 */
export async function rematchJob(
  deps: MatchJobWorkerDeps,
  jobId: string,
  target: number,
  opts: { batchKeys: number; closing: () => boolean; synced?: (jobId: string) => Promise<void> },
): Promise<number> {
  const planned = await planRematchRound(deps.pool, jobId, target, async (input) =>
    touchedKeys(input.keys, await changesOf(deps, input)),
  );
  if (planned === 'none' || planned === 'current') return 0;
  let changed = 0;
  while (!opts.closing()) {
    const outcome = await runRematchBatch(deps.pool, jobId, chargeDay(), opts.batchKeys, (keys, tokenId) =>
      chunkAnswers(deps.pool, deps.matcher, keys, { failLines: false, owner: { tokenId } }),
    );
    if (!outcome) break;
    changed += outcome.linesChanged;
    if (outcome.charged) await opts.synced?.(jobId);
  }
  await finishRematchRound(deps.pool, jobId);
  return changed;
}

/**
 * Starts the poll (module doc). `syncCharges` syncs a job's committed charges into Redis.
 * @returns a handle whose `close` waits for the round in progress to stop after its batch.
 */
export function startRematchLoop(
  deps: MatchJobWorkerDeps,
  redis: Redis,
  log: Logger,
  opts: RematchLoopOptions,
  syncCharges: (redis: Redis, jobId: string) => Promise<void>,
): { close(): Promise<void> } {
  let closed = false;
  let running: Promise<void> | undefined;
  const poll = async () => {
    try {
      const target = await rematchTarget(deps.pool);
      for (const jobId of await rematchDueJobs(deps.pool, target)) {
        if (closed) return;
        const changed = await rematchJob(deps, jobId, target, {
          batchKeys: opts.batchKeys,
          closing: () => closed,
          synced: (id) => syncCharges(redis, id),
        });
        if (changed) log.info({ jobId, changed, target }, 'match job re-matched');
      }
    } catch (err) {
      log.warn({ err: (err as Error).message }, 'match job re-match failed; the next poll resumes it');
    }
  };
  const timer =
    opts.pollMs > 0
      ? setInterval(() => {
          running ??= poll().finally(() => (running = undefined));
        }, opts.pollMs)
      : undefined;
  timer?.unref();
  return {
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
