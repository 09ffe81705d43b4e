/**
 * The lanes of a matching job on real Redis (BullMQ): queuing the lanes of an unfinished job again
 * (what the worker's sweep does) revives a lane that failed for good and runs at once one waiting
 * out a retry backoff, and leaves a waiting lane alone — so a job whose lanes all failed while
 * PostgreSQL was down resumes at the next sweep.
 */
import { Queue, Worker } from 'bullmq';
import { config } from '@mc/config';
import { MATCH_JOB_QUEUE, type MatchJobLane, bullOptions, enqueueMatchJob, matchJobLaneId } from '@mc/jobs';
import { isolatedRedisPrefix } from './harness';

const cfg = config();
const options = bullOptions(cfg.REDIS_URL, isolatedRedisPrefix('lanes'));
const queue = new Queue<MatchJobLane>(MATCH_JOB_QUEUE, options);

afterAll(async () => {
  await queue.obliterate({ force: true });
  await queue.close();
});

/** The state of lane `lane` of job `jobId`. */
const laneState = async (jobId: string, lane: number) => (await queue.getJob(matchJobLaneId(jobId, lane)))?.getState();

describe('enqueueMatchJob', () => {
  it('queues a lane that failed for good again, promotes a delayed one, and leaves a waiting one', async () => {
    // Lane 0 fails for good: one attempt, processed by a worker that throws.
    await queue.add('lane', { jobId: 'j1' }, { jobId: matchJobLaneId('j1', 0), attempts: 1 });
    const failed = new Promise<void>((resolve) => {
      const worker = new Worker<MatchJobLane>(
        MATCH_JOB_QUEUE,
        async () => {
          throw new Error('store unreachable');
        },
        { ...options, autorun: true },
      );
      worker.on('failed', () => void worker.close().then(resolve));
    });
    await failed;
    expect(await laneState('j1', 0)).toBe('failed');
    // Lane 1 waits out a backoff; lane 2 waits to run.
    await queue.add('lane', { jobId: 'j1' }, { jobId: matchJobLaneId('j1', 1), delay: 600_000 });
    await queue.add('lane', { jobId: 'j1' }, { jobId: matchJobLaneId('j1', 2) });
    expect([await laneState('j1', 1), await laneState('j1', 2)]).toEqual(['delayed', 'waiting']);

    await enqueueMatchJob(queue, 'j1', 3);
    expect([await laneState('j1', 0), await laneState('j1', 1), await laneState('j1', 2)]).toEqual([
      'waiting',
      'waiting',
      'waiting',
    ]);
    expect(await queue.getJobCounts('waiting', 'delayed', 'failed')).toEqual({ waiting: 3, delayed: 0, failed: 0 });
  }, 30_000);
});
