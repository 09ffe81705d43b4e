/**
 * Crash-safe re-merging and the re-import plan, against the real PostgreSQL holding the imported
 * test catalog: a batch whose writer never got to re-merge (the process died) leaves its entities
 * marked in `entity_pending`, and the next drain serves them; after the global import, no recorded
 * merge is left waiting for a re-import.
 */
import { ref } from '@mc/catalog';
import { config } from '@mc/config';
import {
  CatalogReader,
  CatalogWriter,
  createPool,
  materializePending,
  mergeReimportGroups,
  entityKeyOf,
  removeSource,
} from '@mc/store';
import { reimporters, sourcesToReimport } from '@mc/ingest';

const pool = createPool(config().DATABASE_URL);
const SOURCE = 'it-pending';
const reader = new CatalogReader(pool);
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
    // no materializePending(pool): the process "died" here
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

describe('a re-import limited to the survivors of merges', () => {
  it('rewrites only the records resolving to or referencing one of the ids', async () => {
    const [survivor, other, song] = [
      ref('artist', SOURCE, 'survivor'),
      ref('artist', SOURCE, 'other'),
      ref('recording', SOURCE, 'song'),
    ];
    const batch = (v: string) => ({
      contributions: [
        { entity: survivor, doc: { name: `Only Ids Survivor ${v}` } },
        { entity: other, doc: { name: `Only Ids Other ${v}` } },
        { entity: song, doc: { title: `Only Ids Song ${v}`, artists: [{ id: survivor, name: 'Only Ids Survivor' }] } },
      ],
    });
    const first = new CatalogWriter(pool, SOURCE);
    await first.write(batch('v1'));
    await materializePending(pool);
    const survivorId = (await first.resolveIds([survivor])).get(survivor)!;

    const limited = new CatalogWriter(pool, SOURCE, { onlyIds: new Set([entityKeyOf('artist', survivorId)]) });
    await limited.write(batch('v2'));
    await materializePending(pool);
    const { rows } = await pool.query<{ name: string }>(
      `SELECT coalesce(doc->>'name', doc->>'title') AS name FROM entity
        WHERE coalesce(doc->>'name', doc->>'title') LIKE 'Only Ids %' ORDER BY 1`,
    );
    expect(rows.map((r) => r.name)).toEqual(['Only Ids Other v1', 'Only Ids Song v2', 'Only Ids Survivor v2']);
  });
});

describe('a re-import after a merge of two records of one source', () => {
  it("rewrites the survivor's own record too, so the two combine as in a full re-import", async () => {
    const [kept, merged] = [ref('artist', SOURCE, 'kept-record'), ref('artist', SOURCE, 'merged-record')];
    const first = new CatalogWriter(pool, SOURCE);
    await first.write({ contributions: [{ entity: kept, doc: { name: 'Two Records', country_code: 'GB' } }] });
    await first.write({ contributions: [{ entity: merged, doc: { name: 'Two Records' } }] });
    await materializePending(pool);
    const ids = await first.resolveIds([kept, merged]);
    // what applyEntityMerges does: the merged record's key now names the surviving id
    await pool.query("UPDATE id_map SET id = $1 WHERE kind = 'artist' AND source = $2 AND source_key = 'merged-record'", [
      ids.get(kept),
      SOURCE,
    ]);
    const limited = new CatalogWriter(pool, SOURCE, { onlyIds: new Set([entityKeyOf('artist', ids.get(kept)!)]) });
    await limited.write({
      contributions: [
        { entity: kept, doc: { name: 'Two Records', country_code: 'GB' } },
        { entity: merged, doc: { name: 'Two Records' } },
      ],
    });
    await materializePending(pool);
    const { rows } = await pool.query<{ doc: { doc: Record<string, unknown> } }>(
      "SELECT doc FROM contribution WHERE kind = 'artist' AND id = $1 AND source = $2",
      [ids.get(kept), SOURCE],
    );
    expect(rows[0]!.doc.doc).toMatchObject({ name: 'Two Records', country_code: 'GB' });
  });
});

describe('a complete re-import limited to the records of a merge', () => {
  const SWEPT = 'it-merge-sweep';
  afterAll(async () => {
    await removeSource(pool, SWEPT);
  });

  async function rowsOf(sql: string, params: unknown[]): Promise<number> {
    return (await pool.query(sql, params)).rowCount ?? 0;
  }

  it('rewrites them under the survivor, popularity and lists included, and sweeps only what was left under the merged id', async () => {
    const [kept, merged, other, song] = ['kept', 'merged', 'other', 'song'].map((k) =>
      ref(k === 'song' ? 'recording' : 'artist', SWEPT, k),
    );
    const batch = (v: string) => ({
      sameAs: [{ entity: ref('artist_popularity', SWEPT, 'merged'), target: merged! }],
      contributions: [
        { entity: kept!, doc: { name: 'Merge Sweep' } },
        { entity: merged!, doc: { name: 'Merge Sweep', country_code: 'GB' } },
        { entity: other!, doc: { name: `Merge Sweep Other ${v}` } },
        { entity: song!, doc: { title: 'Merge Sweep Song', artists: [{ id: merged!, name: 'Merge Sweep' }] } },
        { entity: ref('artist_popularity', SWEPT, 'merged'), doc: { hits: 3 } },
      ],
      listItems: [{ list: 'artist_pictures', owner: merged!, itemKey: 'p1', sortKey: '1', item: { url: 'x' } }],
    });
    const first = new CatalogWriter(pool, SWEPT);
    await first.write(batch('v1'));
    await materializePending(pool);
    const ids = await first.resolveIds([kept!, merged!, song!]);
    const [keptId, mergedId, songId] = [ids.get(kept!)!, ids.get(merged!)!, ids.get(song!)!];
    // what applyEntityMerges does: every key of the merged id now names the surviving id
    await pool.query("UPDATE id_map SET id = $1 WHERE kind = 'artist' AND id = $2", [keptId, mergedId]);

    const limited = new CatalogWriter(pool, SWEPT, {
      onlyIds: new Set([entityKeyOf('artist', keptId), entityKeyOf('artist', mergedId)]),
    });
    await limited.write(batch('v2'));
    expect(await limited.sweepMerged(new Map([['artist', [mergedId]]]))).toBe(3);
    await materializePending(pool);

    const contributed = (kind: string, id: number) =>
      rowsOf('SELECT 1 FROM contribution WHERE kind = $1 AND id = $2 AND source = $3', [kind, id, SWEPT]);
    expect(await contributed('artist', mergedId)).toBe(0);
    expect(await contributed('artist_popularity', mergedId)).toBe(0);
    expect(await contributed('artist_popularity', keptId)).toBe(1);
    expect(await rowsOf('SELECT 1 FROM list_item WHERE source = $1 AND owner_id = $2', [SWEPT, mergedId])).toBe(0);
    expect(await rowsOf('SELECT 1 FROM list_item WHERE source = $1 AND owner_id = $2', [SWEPT, keptId])).toBe(1);
    expect(await reader.get('artist', keptId)).toMatchObject({ name: 'Merge Sweep', country_code: 'GB' });
    expect(await rowsOf("SELECT 1 FROM entity WHERE kind = 'artist' AND id = $1", [mergedId])).toBe(0);
    const { rows } = await pool.query<{ doc: { artists: { id: number }[] } }>(
      "SELECT doc FROM entity WHERE kind = 'recording' AND id = $1",
      [songId],
    );
    expect(rows[0]!.doc.artists[0]!.id).toBe(keptId);
    expect(await rowsOf("SELECT 1 FROM entity WHERE kind = 'artist' AND doc->>'name' = 'Merge Sweep Other v1'", [])).toBe(1);
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
