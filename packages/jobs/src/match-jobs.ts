/**
 * Matching jobs (`POST /api/artist-title/jobs`, `docs/matching-jobs.md`): the intake of a file into PostgreSQL
 * ({@link receiveMatchJob}), the normalised key lines share an answer by ({@link matchJobKey}),
 * and the BullMQ `match-job` queue whose jobs are **lanes**: each lane claims chunks of one
 * matching job until none is left (`@mc/store` runMatchJobChunk), so a job runs on as many
 * workers as it has lanes, and a lane that dies (its worker killed) is re-run by BullMQ once its
 * lock expires, while the other lanes go on. PostgreSQL, not the queue, holds what is done: the
 * worker's sweep re-enqueues the lanes of every unfinished job at start.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { JobsOptions, Queue } from 'bullmq';
import type { Pool } from 'pg';
import { foldForMatch } from '@mc/text-analysis';
import {
  type MatchJobLineInput,
  type MatchJobRow,
  appendMatchJobLines,
  createMatchJob,
  dropMatchJob,
  finishMatchJobIntake,
} from '@mc/store';
import { type MatchJobFileFormat, type MatchJobReadLimits, MatchJobReader } from './match-job-input';

/** Queue of matching-job lanes. */
export const MATCH_JOB_QUEUE = 'match-job';

/** Payload of a lane: the matching job it works on. */
export interface MatchJobLane {
  jobId: string;
}

/** Durations within the same bucket of this many seconds share a key (and an answer). */
export const DURATION_BUCKET_S = 5;

/**
 * The key lines share an answer by: the artist and title folded for matching (case, accents,
 * punctuation and spacing ignored: `foldForMatch`) and the duration's {@link DURATION_BUCKET_S}
 * bucket, tab-separated.
 */
export function matchJobKey(artist: string, title: string, duration?: number): string {
  const bucket = duration === undefined ? '' : String(Math.round(duration / DURATION_BUCKET_S));
  return `${foldForMatch(artist)}\t${foldForMatch(title)}\t${bucket}`;
}

/** Lanes of a job's BullMQ jobs: `match-<job id>-<lane>`. */
export const matchJobLaneId = (jobId: string, lane: number) => `match-${jobId}-${lane}`;

/**
 * Options of every lane: retried with backoff when it fails (a chunk's error leaves the chunk
 * pending); removed once completed, so the sweep can enqueue the lanes of an unfinished job again.
 */
export const MATCH_JOB_LANE_OPTIONS = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: true,
  removeOnFail: { count: 500 },
} as const satisfies JobsOptions;

/**
 * Queues `lanes` lanes of job `jobId`. A lane already waiting or running is left as it is; a lane
 * that failed for good (its attempts spent, e.g. while PostgreSQL was down) is removed and queued
 * again, and one waiting out a retry backoff runs at once: the job is unfinished, so its lanes must
 * run (the worker's sweep calls this for every unfinished job once the store answers again).
 */
export async function enqueueMatchJob(queue: Queue<MatchJobLane>, jobId: string, lanes: number): Promise<void> {
  for (let lane = 0; lane < lanes; lane++) {
    const previous = await queue.getJob(matchJobLaneId(jobId, lane));
    const state = previous ? await previous.getState() : undefined;
    // A lane that moved on meanwhile (picked up, retried) needs nothing more: its errors are ignored.
    if (state === 'failed') await previous!.remove().catch(() => undefined);
    else if (state === 'delayed') await previous!.promote().catch(() => undefined);
  }
  await queue.addBulk(
    Array.from({ length: lanes }, (_, lane) => ({
      name: 'lane',
      data: { jobId },
      opts: { ...MATCH_JOB_LANE_OPTIONS, jobId: matchJobLaneId(jobId, lane) },
    })),
  );
}

/** The job's lines are more than the token's daily quota has left (nothing is charged). */
export class MatchJobOverQuotaError extends Error {
  constructor(
    /** Lines read when the intake stopped (the file holds at least this many). */
    readonly lines: number,
    readonly remaining: number,
    readonly limit: number,
  ) {
    super(
      `the job holds at least ${lines} lines and the token's daily quota has ${remaining} of ${limit} units left; send a smaller file or wait for the quota to reset`,
    );
  }
}

/** What {@link receiveMatchJob} needs. */
export interface MatchJobIntake extends MatchJobReadLimits {
  tokenId: number;
  format: MatchJobFileFormat;
  /** Unfinished jobs a token may have (TooManyMatchJobsError beyond). */
  maxActive: number;
  /** Lines per chunk (the unit a worker claims and commits). */
  chunkLines: number;
  /** Re-match the finished job after every catalog change its answers can feel. */
  keepCurrent?: boolean;
  /** Units left in the token's day, and its limit: a job with more lines is refused. */
  quota: { remaining: number; limit: number };
  /** Lines written per transaction (default 2,000). */
  batchLines?: number;
}

/**
 * Streams a job's file into PostgreSQL (module doc of `match-job-input.ts` for the formats):
 * creates the job, appends its lines in batches, then queues it. On any error the job is dropped.
 * @returns the job as stored (`queued`, or `completed` without lines).
 * @throws TooManyMatchJobsError (`@mc/store`), MatchJobOverQuotaError, MatchJobTooLargeError,
 *   MatchJobFileError, the body's stream errors, database errors.
 */
export async function receiveMatchJob(pool: Pool, body: Readable, intake: MatchJobIntake): Promise<MatchJobRow> {
  const id = randomBytes(12).toString('base64url');
  await createMatchJob(pool, {
    id,
    tokenId: intake.tokenId,
    format: intake.format,
    chunkLines: intake.chunkLines,
    maxActive: intake.maxActive,
    keepCurrent: intake.keepCurrent ?? false,
  });
  const reader = new MatchJobReader(body, intake.format, intake);
  const batchLines = intake.batchLines ?? 2000;
  try {
    let batch: MatchJobLineInput[] = [];
    let seq = 0;
    for await (const line of reader.lines()) {
      if (seq >= intake.quota.remaining) throw new MatchJobOverQuotaError(seq + 1, intake.quota.remaining, intake.quota.limit);
      batch.push({ seq: seq++, key: matchJobKey(line.artist, line.title, line.duration), ...line });
      if (batch.length >= batchLines) {
        await appendMatchJobLines(pool, id, batch);
        batch = [];
      }
    }
    await appendMatchJobLines(pool, id, batch);
    return await finishMatchJobIntake(pool, id, {
      columns: reader.columns,
      lines: seq,
      rejected: reader.rejected,
      rejects: reader.rejects,
    });
  } catch (err) {
    body.resume();
    await dropMatchJob(pool, id).catch(() => undefined);
    throw err;
  }
}
