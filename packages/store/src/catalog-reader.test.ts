import type { Pool } from 'pg';
import { CatalogReader } from './catalog-reader';

type Query = string | { name?: string; text: string };
const isStamp = (q: Query) => typeof q !== 'string' && q.name === 'catalog-stamp';

/**
 * A pool that answers document reads with `state.doc` and stamp reads with `state.stamp` (or
 * fails them when `state.stamp` is an Error), counting document reads.
 */
function fakePool(state: { doc?: object; stamp?: string | Error }) {
  const reads: Query[] = [];
  const pool = {
    query: async (q: Query) => {
      if (isStamp(q)) {
        if (state.stamp instanceof Error) throw state.stamp;
        return { rows: [{ stamp: state.stamp ?? 's0' }] };
      }
      reads.push(q);
      return { rows: state.doc ? [{ doc: state.doc }] : [] };
    },
  } as unknown as Pool;
  return { pool, reads };
}

const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));

describe('CatalogReader document cache', () => {
  it('reads PostgreSQL once per document within the TTL, then again after it', async () => {
    const { pool, reads } = fakePool({ doc: { id: 7, name: 'Ricky Nelson' } });
    const reader = new CatalogReader(pool, { documentCacheTtlMs: 40, changeCheckMs: 0 });
    expect(await reader.get('artist', 7)).toEqual({ id: 7, name: 'Ricky Nelson' });
    expect(await reader.get('artist', 7)).toEqual({ id: 7, name: 'Ricky Nelson' });
    expect(reads).toHaveLength(1);
    await reader.get('recording', 7);
    expect(reads).toHaveLength(2);
    await tick(60);
    await reader.get('artist', 7);
    expect(reads).toHaveLength(3);
  });

  it('caches an absent document as absent', async () => {
    const { pool, reads } = fakePool({});
    const reader = new CatalogReader(pool, { documentCacheTtlMs: 10_000, changeCheckMs: 0 });
    expect(await reader.get('artist', 1)).toBeNull();
    expect(await reader.get('artist', 1)).toBeNull();
    expect(reads).toHaveLength(1);
  });

  it('reads every time without a TTL', async () => {
    const { pool, reads } = fakePool({ doc: { id: 1 } });
    const reader = new CatalogReader(pool);
    await reader.get('artist', 1);
    await reader.get('artist', 1);
    expect(reads).toHaveLength(2);
  });
});

describe('CatalogReader document cache and the catalog stamp', () => {
  it('serves the changed document once the catalog stamp moves, long before the TTL', async () => {
    const state: { doc: object; stamp: string } = { doc: { id: 7, name: 'Ricky Nelson' }, stamp: 's1' };
    const { pool } = fakePool(state);
    const reader = new CatalogReader(pool, { documentCacheTtlMs: 60_000, changeCheckMs: 10 });
    await reader.get('artist', 7);
    await tick(20);
    expect(await reader.get('artist', 7)).toEqual({ id: 7, name: 'Ricky Nelson' });
    state.doc = { id: 7, name: 'Rick Nelson' };
    await tick(20);
    expect(await reader.get('artist', 7)).toEqual({ id: 7, name: 'Ricky Nelson' }); // the check starts now
    state.stamp = 's2';
    await tick(20);
    await reader.get('artist', 7); // starts the check that sees s2
    await tick(5);
    expect(await reader.get('artist', 7)).toEqual({ id: 7, name: 'Rick Nelson' });
  });

  it('keeps the cache while the stamp stays the same', async () => {
    const { pool, reads } = fakePool({ doc: { id: 7 }, stamp: 's1' });
    const reader = new CatalogReader(pool, { documentCacheTtlMs: 60_000, changeCheckMs: 5 });
    await reader.get('artist', 7);
    await tick(10);
    await reader.get('artist', 7); // the first stamp read dropped what was cached before it
    for (let i = 0; i < 4; i++) {
      await tick(10);
      await reader.get('artist', 7);
    }
    expect(reads).toHaveLength(2);
  });

  it('drops the cache when the stamp cannot be read', async () => {
    const state: { doc: object; stamp: string | Error } = { doc: { id: 7 }, stamp: 's1' };
    const { pool, reads } = fakePool(state);
    const reader = new CatalogReader(pool, { documentCacheTtlMs: 60_000, changeCheckMs: 5 });
    await reader.get('artist', 7);
    await tick(10);
    await reader.get('artist', 7);
    const before = reads.length;
    state.stamp = new Error('connection terminated');
    await tick(10);
    await reader.get('artist', 7);
    await tick(1);
    await reader.get('artist', 7);
    expect(reads.length).toBe(before + 1);
  });

  it('does not cache a read that began before the cache was dropped', async () => {
    let release!: () => void;
    const state = { doc: { id: 7, name: 'old' } as object, stamp: 's1' };
    const reads: string[] = [];
    const pool = {
      query: async (q: Query) => {
        if (isStamp(q)) return { rows: [{ stamp: state.stamp }] };
        const doc = state.doc;
        reads.push('read');
        if (reads.length === 2) await new Promise<void>((r) => (release = r));
        return { rows: [{ doc }] };
      },
    } as unknown as Pool;
    const reader = new CatalogReader(pool, { documentCacheTtlMs: 60_000, changeCheckMs: 5 });
    await reader.get('artist', 7); // read 1, first stamp s1 drops it
    await tick(1);
    const slow = reader.get('artist', 7); // read 2 (old doc) hangs
    await tick(10);
    state.stamp = 's2';
    state.doc = { id: 7, name: 'new' };
    await reader.get('artist', 8).catch(() => undefined); // starts the check that sees s2
    await tick(1);
    release();
    expect(await slow).toEqual({ id: 7, name: 'old' });
    expect(await reader.get('artist', 7)).toEqual({ id: 7, name: 'new' });
  });
});

describe('CatalogReader.getMany with the document cache', () => {
  /** A pool holding `docs` by id: answers batched reads (counting the ids asked) and single reads. */
  function manyPool(docs: Record<number, object>, survivorOf: Record<number, number> = {}) {
    const asked: number[][] = [];
    const pool = {
      query: async (q: Query, params?: unknown[]) => {
        if (isStamp(q)) return { rows: [{ stamp: 's0' }] };
        if (typeof q === 'string') {
          const ids = params![1] as number[];
          asked.push(ids);
          return { rows: ids.filter((id) => docs[id]).map((id) => ({ id: String(id), doc: docs[id] })) };
        }
        const id = (q as unknown as { values: unknown[] }).values[1] as number;
        const doc = docs[id] ?? docs[survivorOf[id] ?? -1];
        return { rows: doc ? [{ doc }] : [] };
      },
    } as unknown as Pool;
    return { pool, asked };
  }

  it('reads only the ids the cache does not hold, and keeps the order of the ids asked', async () => {
    const { pool, asked } = manyPool({ 1: { id: 1 }, 2: { id: 2 }, 3: { id: 3 } });
    const reader = new CatalogReader(pool, { documentCacheTtlMs: 10_000, changeCheckMs: 0 });
    expect(await reader.getMany('artist', [2, 1])).toEqual([{ id: 2 }, { id: 1 }]);
    expect(await reader.getMany('artist', [3, 2, 9, 1])).toEqual([{ id: 3 }, { id: 2 }, { id: 1 }]);
    expect(asked).toEqual([
      [2, 1],
      [3, 9],
    ]);
    expect(await reader.getMany('artist', [1, 2, 3])).toHaveLength(3);
    expect(asked).toHaveLength(2);
  });

  it("never serves the survivor that get() cached under a merged id as that id's own document", async () => {
    const { pool } = manyPool({ 5: { id: 5, name: 'Jay-Z' } }, { 4: 5 });
    const reader = new CatalogReader(pool, { documentCacheTtlMs: 10_000, changeCheckMs: 0 });
    expect(await reader.get('artist', 4)).toEqual({ id: 5, name: 'Jay-Z' });
    expect(await reader.getMany('artist', [4, 5])).toEqual([{ id: 5, name: 'Jay-Z' }]);
  });

  it('reads every id every time without a TTL', async () => {
    const { pool, asked } = manyPool({ 1: { id: 1 } });
    const reader = new CatalogReader(pool);
    await reader.getMany('artist', [1]);
    await reader.getMany('artist', [1]);
    expect(asked).toEqual([[1], [1]]);
  });
});
