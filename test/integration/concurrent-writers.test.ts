/**
 * Batches written at the same time (the MusicBrainz dump importer keeps two in flight; two
 * clients may post catalog changes at once), against the real PostgreSQL: a new ref that several
 * concurrent batches name gets one id, each batch's contributions land on it, no batch waits for
 * the whole of another to allocate ids, and the ids of one writer alone are 1, 2, 3… as before.
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
    // 24 batches, 6 at a time per writer, each naming the shared artists in its own order.
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

  it('lets a second batch allocate ids while a first one waits, mid-transaction, on a row lock', async () => {
    const pool = db.pool;
    const blocker = await pool.connect();
    try {
      // Writer A's show gets id 1 (the first of its kind); an uncommitted row of the same key makes
      // A's contribution insert wait, after A allocated its id and before it commits.
      await blocker.query('BEGIN');
      await blocker.query(`INSERT INTO contribution (kind, id, source, doc, doc_hash) VALUES ('show', 1, 'a', '{}', 'held')`);
      const a = new CatalogWriter(pool, 'a').write({
        contributions: [{ entity: ref('show', 'a', 'first'), doc: { name: 'A' } }],
      });
      a.catch(() => undefined);
      await new Promise((r) => setTimeout(r, 300));
      const b = new CatalogWriter(pool, 'b').write({
        contributions: [{ entity: ref('show', 'b', 'second'), doc: { name: 'B' } }],
      });
      const timeout = new Promise<'still waiting'>((r) => setTimeout(() => r('still waiting'), 10_000).unref());
      const first = await Promise.race([b, timeout]);
      expect(first).toEqual([{ kind: 'show', id: 2, outcome: 'created' }]);
      await blocker.query('ROLLBACK');
      expect(await a).toEqual([{ kind: 'show', id: 1, outcome: 'created' }]);
    } finally {
      await blocker.query('ROLLBACK').catch(() => undefined);
      blocker.release();
    }
  });
});
