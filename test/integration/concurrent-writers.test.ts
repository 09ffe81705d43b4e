/**
 * Batches written at the same time (two clients may post catalog changes at once), against the
 * real PostgreSQL: a new ref that several concurrent batches name gets one id and each batch's
 * contributions land on it, in whatever order the batches name their refs (no deadlock); the ids
 * of one writer alone are 1, 2, 3…, and a batch that rolls back gives its ids back.
 */
import { ref } from '@mc/catalog';
import { CatalogWriter, type ImportBatch, materializePending } from '@mc/store';
import { TestDatabase } from './test-database';

const db = new TestDatabase('concurrent_writers');

beforeAll(async () => {
  await db.create();
});
afterAll(async () => {
  await db.drop();
});

/** Every id `id_map` holds for `kind`, by source key. */
async function idsOf(kind: string): Promise<Map<string, number>> {
  const { rows } = await db.pool.query<{ source_key: string; id: string }>('SELECT source_key, id FROM id_map WHERE kind = $1', [
    kind,
  ]);
  return new Map(rows.map((r) => [r.source_key, Number(r.id)]));
}

/** A batch of one release crediting `artists` (new refs shared with other batches). */
function releaseBatch(source: string, key: string, artists: string[]): ImportBatch {
  return {
    contributions: [
      {
        entity: ref('release', source, key),
        doc: { title: `Release ${key}`, artists: artists.map((a) => ({ id: ref('artist', 'shared', a), name: a })) },
      },
      ...artists.map((a) => ({ entity: ref('artist', 'shared', a), doc: { name: a } })),
    ],
  };
}

describe('concurrent catalog writers', () => {
  it('numbers the refs of a single writer 1, 2, 3 in the order given', async () => {
    const writer = new CatalogWriter(db.pool, 'solo');
    await writer.write({
      contributions: ['a', 'b', 'c'].map((k) => ({ entity: ref('genre', 'solo', k), doc: { name: k } })),
    });
    expect(Object.fromEntries(await idsOf('genre'))).toEqual({ a: 1, b: 2, c: 3 });
    expect(writer.counts.idsAllocated).toBe(3);
  });

  it('gives a new artist named by many concurrent batches one id, in whatever order they name it', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `Artist ${i}`);
    const writers = [new CatalogWriter(db.pool, 'one'), new CatalogWriter(db.pool, 'two')];
    // 24 batches at once, each naming the shared artists in its own order.
    const batches = Array.from({ length: 24 }, (_, i) => {
      const order = i % 2 ? [...names].reverse() : [...names.slice(i % 12), ...names.slice(0, i % 12)];
      return { writer: writers[i % 2]!, batch: releaseBatch(i % 2 ? 'two' : 'one', `r${i}`, order) };
    });
    await Promise.all(batches.map(({ writer, batch }) => writer.write(batch)));

    const artists = await idsOf('artist');
    expect(artists.size).toBe(names.length);
    expect(new Set(artists.values()).size).toBe(names.length);
    expect(await idsOf('release')).toHaveProperty('size', 24);
    // Each artist id counted as allocated once across both writers.
    expect(writers[0]!.counts.idsAllocated + writers[1]!.counts.idsAllocated).toBe(names.length + 24);

    await materializePending(db.pool);
    const { rows } = await db.pool.query<{ id: string; sources: string[] }>(
      `SELECT id, array_agg(source ORDER BY source) AS sources FROM contribution WHERE kind = 'artist' GROUP BY id`,
    );
    expect(rows).toHaveLength(names.length);
    for (const r of rows) expect(r.sources).toEqual(['one', 'two']);
    const served = await db.pool.query<{ n: string }>(`SELECT count(*) AS n FROM entity WHERE kind = 'release'`);
    expect(Number(served.rows[0]!.n)).toBe(24);
  });

  it('gives back the ids of a batch that rolls back, so the next one numbers as if it never ran', async () => {
    const writer = new CatalogWriter(db.pool, 'rolled');
    // The NUL byte is refused by PostgreSQL after the batch allocated its ids: the batch rolls back.
    const failing = writer.write({
      contributions: [{ entity: ref('lyric', 'rolled', 'a'), doc: { title: 'A' } }],
      listItems: [{ list: 'lyric_lines', owner: ref('lyric', 'rolled', 'a'), itemKey: 'x', sortKey: 'bad\u0000key' }],
    });
    await expect(failing).rejects.toThrow();
    const outcomes = await writer.write({ contributions: [{ entity: ref('lyric', 'rolled', 'b'), doc: { title: 'B' } }] });
    expect(outcomes).toEqual([{ kind: 'lyric', id: 1, outcome: 'created' }]);
    expect(writer.counts.idsAllocated).toBe(1);
  });
});
