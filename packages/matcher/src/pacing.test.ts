import { Pacer, SLICE_MS, checkDeadline } from './pacing';

/** Keeps this thread busy for `ms` milliseconds (CPU-bound work standing in for re-ranking). */
function busy(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

describe('Pacer', () => {
  it('passes checks before the deadline and fails with a TimeoutError once it has passed', () => {
    expect(() => new Pacer(undefined, Date.now() + 60_000).check()).not.toThrow();
    expect(() => new Pacer(undefined, Date.now() - 1).check()).toThrow(expect.objectContaining({ name: 'TimeoutError' }));
    expect(() => checkDeadline({ deadlineAt: Date.now() - 1 })).toThrow(expect.objectContaining({ name: 'TimeoutError' }));
  });

  it('fails with the reason of an aborted signal', () => {
    const gone = new AbortController();
    gone.abort(new DOMException('client closed the connection', 'AbortError'));
    expect(() => new Pacer(gone.signal).check()).toThrow('client closed the connection');
  });

  it('sees a passed deadline whose timer could not fire because the thread was busy', async () => {
    const signal = AbortSignal.timeout(1);
    const pacer = new Pacer(signal, Date.now() + 1);
    busy(5);
    expect(signal.aborted).toBe(false);
    await expect(pacer.pace()).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('lets other callbacks run between slices of CPU-bound work, and not within a slice', async () => {
    const pacer = new Pacer();
    let ran = false;
    setImmediate(() => (ran = true));
    await pacer.pace();
    expect(ran).toBe(false);
    busy(SLICE_MS + 1);
    await pacer.pace();
    expect(ran).toBe(true);
  });
});
