import type { ImportBatch } from '@mc/store';
import type { ImportContext } from '../../importer';
import { ConcurrentWrites } from './billboard-batches';

/** A context whose writer records how many writes overlap and fails the batches `fail` names. */
function recordingContext(fail?: (b: ImportBatch) => boolean) {
  const state = { inFlight: 0, most: 0, written: [] as ImportBatch[] };
  const write = async (b: ImportBatch) => {
    state.inFlight++;
    state.most = Math.max(state.most, state.inFlight);
    await new Promise((r) => setTimeout(r, 5));
    state.inFlight--;
    if (fail?.(b)) throw new Error('write failed');
    state.written.push(b);
    return [];
  };
  return { ctx: { writer: { write } } as unknown as ImportContext, state };
}

const batch = (n: number): ImportBatch => ({ listItems: [], contributions: [], sameAs: [{ entity: n, target: n }] });

describe('ConcurrentWrites', () => {
  it('keeps at most depth writes in flight and writes every batch once drained', async () => {
    const { ctx, state } = recordingContext();
    const writes = new ConcurrentWrites(ctx, 2);
    for (let i = 0; i < 7; i++) await writes.push(batch(i));
    await writes.drain();
    expect(state.most).toBe(2);
    expect(state.written).toHaveLength(7);
  });

  it('writes one at a time with depth 1', async () => {
    const { ctx, state } = recordingContext();
    const writes = new ConcurrentWrites(ctx, 1);
    for (let i = 0; i < 3; i++) await writes.push(batch(i));
    await writes.drain();
    expect(state.most).toBe(1);
  });

  it('throws a failed write from the next push, after the writes in flight ended, and starts no more', async () => {
    const { ctx, state } = recordingContext((b) => b.sameAs![0]!.entity === 1);
    const writes = new ConcurrentWrites(ctx, 2);
    await writes.push(batch(0));
    await writes.push(batch(1));
    await writes.push(batch(2)); // waits for a free slot: batch 0 written
    await expect(
      (async () => {
        for (let i = 3; i < 10; i++) await writes.push(batch(i));
      })(),
    ).rejects.toThrow('write failed');
    await expect(writes.drain()).rejects.toThrow('write failed');
    expect(state.written.length).toBeLessThan(9);
    expect(state.inFlight).toBe(0);
  });
});
