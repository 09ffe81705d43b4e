/**
 * Crash-safe re-merging and the re-import plan, against the real PostgreSQL holding the imported
 * test catalog: a batch whose writer never got to re-merge (the process died) leaves its entities
 * marked in `entity_pending`, and the next drain serves them; after the global import, no recorded
 * merge is left waiting for a re-import.
 */
import { ref } from '@mc/catalog';
import { config } from '@mc/config';
import { CatalogWriter, createPool, materializePending, mergeReimportGroups, refKeyOf, removeSource } from '@mc/store';
import { reimporters } from '../../indexer/src/resolution/resolution-stage';
import { sourcesToReimport } from '../../indexer/src/resolution/reimport-plan';

const pool = createPool(config().DATABASE_URL);
const SOURCE = 'it-pending';
const artist = ref('artist', SOURCE, 'a1');

afterAll(async () => {
  await removeSource(pool, SOURCE);
  await pool.end();
});

async function served(name: string): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(
    "SELECT count(*) AS n FROM entity WHERE kind = 'artist' AND doc->>'name' = $1",
    [name],
  );
  return Number(rows[0]!.n);
}

async function pending(): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM entity_pending p JOIN id_map m ON m.kind = p.kind AND m.id = p.id
      WHERE m.source = $1`,
    [SOURCE],
  );
  return Number(rows[0]!.n);
}

describe('re-merging after a crash', () => {
  it('serves a batch whose writer died before re-merging at the next drain, and a rewrite marks nothing', async () => {
    const crashed = new CatalogWriter(pool, SOURCE);
    await crashed.write({ contributions: [{ entity: artist, doc: { name: 'Pending Remerge Test', type: 'Band' } }] });
    // no crashed.materialize(): the process "died" here
    expect(await served('Pending Remerge Test')).toBe(0);
    expect(await pending()).toBe(1);

    expect(await materializePending(pool)).toBeGreaterThanOrEqual(1);
    expect(await served('Pending Remerge Test')).toBe(1);
    expect(await pending()).toBe(0);

    const again = new CatalogWriter(pool, SOURCE);
    await again.write({ contributions: [{ entity: artist, doc: { name: 'Pending Remerge Test', type: 'Band' } }] });
    expect(again.counts.contributionsChanged).toBe(0);
    expect(await pending()).toBe(0);
  });
});

describe('a re-import limited to moved refs', () => {
  it('writes only the records holding one of the refs, wherever the ref sits in the record', async () => {
    const writer = new CatalogWriter(pool, SOURCE, { onlyRefs: new Set([refKeyOf('artist', SOURCE, 'moved')]) });
    await writer.write({
      contributions: [
        { entity: ref('artist', SOURCE, 'moved'), doc: { name: 'Only Refs Moved' } },
        { entity: ref('artist', SOURCE, 'kept'), doc: { name: 'Only Refs Kept' } },
        {
          entity: ref('recording', SOURCE, 'song'),
          doc: { title: 'Only Refs Song', artists: [{ id: ref('artist', SOURCE, 'moved'), name: 'Only Refs Moved' }] },
        },
      ],
    });
    await writer.materialize();
    const { rows } = await pool.query<{ name: string }>(
      `SELECT coalesce(doc->>'name', doc->>'title') AS name FROM entity e
        WHERE EXISTS (SELECT 1 FROM contribution c WHERE c.kind = e.kind AND c.id = e.id AND c.source = $1)
          AND coalesce(doc->>'name', doc->>'title') LIKE 'Only Refs %' ORDER BY 1`,
      [SOURCE],
    );
    expect(rows.map((r) => r.name)).toEqual(['Only Refs Moved', 'Only Refs Song']);
  });
});

describe('the re-import plan of the imported catalog', () => {
  it('groups the recorded merges by the sources they concern and finds every one re-imported since', async () => {
    const groups = await mergeReimportGroups(pool);
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.every((g) => g.sources.length > 0)).toBe(true);
    expect(groups.flatMap((g) => g.sources)).toContain('billboard');
    expect(sourcesToReimport(groups, await reimporters(pool, []))).toEqual([]);
  });
});
