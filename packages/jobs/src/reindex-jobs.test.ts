import type { Job } from 'bullmq';
import { CANCELLED_REASON, type ReindexJob, reindexJobId, reindexJobInfo, reindexJobState } from './reindex-jobs';

/** A job record as BullMQ returns it, with the fields the resource reads. */
function record(fields: Partial<Job<ReindexJob>> = {}): Job<ReindexJob> {
  return {
    id: 'reindex-artist-full',
    data: { entities: ['artist'] },
    progress: 0,
    attemptsStarted: 1,
    attemptsMade: 0,
    stacktrace: [],
    failedReason: '',
    returnvalue: null,
    timestamp: Date.UTC(2026, 10, 25, 12),
    ...fields,
  } as Job<ReindexJob>;
}

describe('reindex job resource', () => {
  it('shows BullMQ states as queued, running, cancelling, completed, failed and cancelled', () => {
    const plain = record();
    const marked = record({ data: { entities: ['artist'], cancelRequestedAt: 1 } });
    expect(['waiting', 'prioritized', 'delayed'].map((s) => reindexJobState(s as 'waiting', plain))).toEqual([
      'queued',
      'queued',
      'queued',
    ]);
    expect(reindexJobState('active', plain)).toBe('running');
    expect(reindexJobState('active', marked)).toBe('cancelling');
    expect(reindexJobState('completed', plain)).toBe('completed');
    expect(reindexJobState('failed', record({ failedReason: 'boom' }))).toBe('failed');
    expect(reindexJobState('failed', record({ failedReason: CANCELLED_REASON }))).toBe('cancelled');
  });

  it('sums the reported stages into the progress and lists each failed attempt once', () => {
    const job = record({
      progress: {
        entity: 'recording',
        done: 500,
        total: 2000,
        stages: [
          { entity: 'artist', state: 'done', done: 100, total: 100, ms: 40 },
          { entity: 'recording', state: 'running', done: 500, total: 2000, ms: 90 },
        ],
      },
      stacktrace: ['Error: bulk failed\n    at x', 'Error: bulk failed again\n    at y'],
      failedReason: 'bulk failed again',
      attemptsStarted: 2,
      processedOn: Date.UTC(2026, 10, 25, 12, 1),
    });
    const info = reindexJobInfo(job, 'failed');
    expect(info.progress).toEqual({ done: 600, total: 2100 });
    expect(info.errors).toEqual(['Error: bulk failed', 'Error: bulk failed again']);
    expect(info).toMatchObject({ state: 'failed', attempts: 2, request: { entities: ['artist'] } });
    expect(info.startedAt?.toISOString()).toBe('2026-11-25T12:01:00.000Z');
    expect(info.result).toBeUndefined();
  });

  it('keeps a cancellation out of the errors and gives the result of a completed job', () => {
    const cancelled = reindexJobInfo(
      record({ failedReason: CANCELLED_REASON, stacktrace: [`UnrecoverableError: ${CANCELLED_REASON}`] }),
      'failed',
    );
    expect(cancelled).toMatchObject({ state: 'cancelled', errors: [] });
    expect(reindexJobInfo(record({ returnvalue: { artist: 17 } as never }), 'completed').result).toEqual({ artist: 17 });
  });

  it('derives the job id from the request alone: entities and ids in any order, not the cancellation mark', () => {
    expect(reindexJobId({ entities: ['show'], ids: [3, 1, 2] })).toBe('reindex-show-1,2,3');
    expect(reindexJobId({ entities: ['show'], ids: [1, 2, 3], cancelRequestedAt: 5 })).toBe('reindex-show-1,2,3');
    expect(reindexJobId({})).toBe('reindex-all-full');
    expect(reindexJobId({ entities: ['recording', 'artist'] })).toBe(reindexJobId({ entities: ['artist', 'recording'] }));
  });
});
