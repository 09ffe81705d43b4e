import type { Pool } from 'pg';
import { CatalogReader } from './catalog-reader';

/** A pool that answers every query with `doc` and counts the queries. */
function fakePool(doc: object | undefined) {
  const calls: unknown[] = [];
  const pool = { query: async (q: unknown) => (calls.push(q), { rows: doc ? [{ doc }] : [] }) } as unknown as Pool;
  return { pool, calls };
}

describe('CatalogReader document cache', () => {
  it('reads PostgreSQL once per document within the TTL, then again after it', async () => {
    const { pool, calls } = fakePool({ id: 7, name: 'Ricky Nelson' });
    const reader = new CatalogReader(pool, { documentCacheTtlMs: 40 });
    expect(await reader.get('artist', 7)).toEqual({ id: 7, name: 'Ricky Nelson' });
    expect(await reader.get('artist', 7)).toEqual({ id: 7, name: 'Ricky Nelson' });
    expect(calls).toHaveLength(1);
    await reader.get('recording', 7);
    expect(calls).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 60));
    await reader.get('artist', 7);
    expect(calls).toHaveLength(3);
  });

  it('caches an absent document as absent', async () => {
    const { pool, calls } = fakePool(undefined);
    const reader = new CatalogReader(pool, { documentCacheTtlMs: 10_000 });
    expect(await reader.get('artist', 1)).toBeNull();
    expect(await reader.get('artist', 1)).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('reads every time without a TTL', async () => {
    const { pool, calls } = fakePool({ id: 1 });
    const reader = new CatalogReader(pool);
    await reader.get('artist', 1);
    await reader.get('artist', 1);
    expect(calls).toHaveLength(2);
  });
});
