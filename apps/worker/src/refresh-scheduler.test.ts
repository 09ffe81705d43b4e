import pino from 'pino';
import type { SearchEntity } from '@mc/mappings';
import { RefreshScheduler } from './refresh-scheduler';

const logger = pino({ level: 'silent' });

/** A scheduler whose refreshes are recorded (each takes a few ms; the first `fail` throw). */
function recording(intervalMs: number, fail = 0) {
  const calls: SearchEntity[][] = [];
  let failures = fail;
  const scheduler = new RefreshScheduler({
    intervalMs,
    logger,
    refresh: async (entities) => {
      calls.push([...entities].sort());
      await new Promise((r) => setTimeout(r, 5));
      if (failures-- > 0) throw new Error('refresh refused');
    },
  });
  return { calls, scheduler };
}

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves once `check()` holds (polled), or after 5 s. */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 1000 && !check(); i++) await tick(5);
}

describe('RefreshScheduler', () => {
  it('covers every index marked before a refresh starts with that one refresh', async () => {
    const { calls, scheduler } = recording(1000);
    scheduler.mark(['recording']);
    scheduler.mark(['artist']);
    scheduler.mark(['recording']);
    await until(() => calls.length === 1);
    await scheduler.close();
    expect(calls).toEqual([['artist', 'recording']]);
  });

  it('refreshes what was marked during a refresh once more, no sooner than the interval allows', async () => {
    const { calls, scheduler } = recording(30);
    scheduler.mark(['recording']);
    await until(() => calls.length === 1);
    scheduler.mark(['artist']);
    scheduler.mark(['show']);
    await until(() => calls.length === 2);
    expect(calls).toEqual([['recording'], ['artist', 'show']]);
    await scheduler.close();
  });

  it('keeps the indices of a failed refresh marked and refreshes them with the next one', async () => {
    const { calls, scheduler } = recording(10, 1);
    scheduler.mark(['album']);
    await until(() => calls.length === 2);
    await scheduler.close();
    expect(calls).toEqual([['album'], ['album']]);
  });
});
