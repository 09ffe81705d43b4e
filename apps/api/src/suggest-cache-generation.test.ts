import type { SuggestHit } from '@mc/search';
import { type SharedAnswerStore, SuggestCache } from './suggest-cache';

const hits = (name: string): SuggestHit[] => [{ type: 'artist', id: 1, name, subtitle: 'Person', score: 1 }];

/** A shared store in memory (what Redis holds). */
function memoryStore(): SharedAnswerStore & { keys(): string[] } {
  const values = new Map<string, string>();
  return {
    get: async (k) => values.get(k) ?? null,
    set: async (k, v) => {
      values.set(k, v);
    },
    keys: () => [...values.keys()],
  };
}

describe('SuggestCache keyed by the catalog generation', () => {
  it('computes again once the generation moves, in this process and through the shared answers', async () => {
    let generation = '10';
    const shared = memoryStore();
    const cache = new SuggestCache(60_000, shared, () => generation);
    const compute = jest.fn(async () => hits(`answer ${generation}`));
    expect(await cache.get('bey', 10, compute)).toEqual(hits('answer 10'));
    expect(await cache.get('bey', 10, compute)).toEqual(hits('answer 10'));
    generation = '11';
    expect(await cache.get('bey', 10, compute)).toEqual(hits('answer 11'));
    expect(compute).toHaveBeenCalledTimes(2);
    await new Promise((r) => setImmediate(r));
    // Another process at the new generation reads the new answer, not the old one.
    const other = new SuggestCache(60_000, shared, () => generation);
    expect(await other.get('bey', 10, async () => hits('recomputed'))).toEqual(hits('answer 11'));
    expect(shared.keys()).toHaveLength(2);
  });
});
