/**
 * Entity resolution on the real sample catalog (imported by the global setup through
 * `importAndResolve`), against the real PostgreSQL: merges are recorded with their evidence, a
 * merged id answers with the surviving document, a second import changes nothing, a forced
 * re-import keeps every id, and an import after runs that read every change skips resolution and
 * the derive.
 */
import { config } from '@mc/config';
import { CatalogReader, countUnsettledMerges, createPool, listEntityMerges, loadMergeVetoes } from '@mc/store';
import { LINKAGE_POLICY, blockingRule, linkCatalogArtists } from '@mc/resolution';
import { selectImporters, importAndResolve } from '@mc/ingest';

const cfg = config();
const pool = createPool(cfg.DATABASE_URL);
const reader = new CatalogReader(pool);

afterAll(async () => {
  await pool.end();
});

/** Ids of served artists named exactly `name` ("Boa", born 1987, is another artist than "BoA"). */
async function artistIdsNamed(name: string): Promise<number[]> {
  const { rows } = await pool.query<{ id: string }>(
    `SELECT id FROM entity WHERE kind = 'artist' AND doc->>'name' = $1 ORDER BY id`,
    [name],
  );
  return rows.map((r) => Number(r.id));
}

async function idMapSnapshot(): Promise<string> {
  const { rows } = await pool.query<{ h: string }>(
    `SELECT md5(string_agg(kind || source || source_key || id, ',' ORDER BY kind, source, source_key)) AS h
       FROM id_map WHERE kind IN ('artist', 'recording', 'album', 'release')`,
  );
  return rows[0]!.h;
}

describe('entity resolution of the imported catalog', () => {
  it('leaves one BoA and one The Beatles, the merges recorded with their evidence', async () => {
    expect(await artistIdsNamed('BoA')).toHaveLength(1);
    expect(await artistIdsNamed('The Beatles')).toHaveLength(1);
    const merges = await listEntityMerges(pool, 'artist');
    const [beatles] = await artistIdsNamed('The Beatles');
    const reasons = merges.filter((m) => m.survivingId === beatles).flatMap((m) => m.evidence.reasons as string[]);
    expect(reasons.length).toBeGreaterThan(0);
    expect(merges.every((m) => m.mergedId > m.survivingId && m.movedKeys.length > 0)).toBe(true);
  });

  it('lists the artist pairs of the review band with their names and weights, each still two artists', async () => {
    const { merges, review } = await linkCatalogArtists(pool, await loadMergeVetoes(pool, 'artist'));
    expect(merges).toEqual([]); // the import recorded every merge already
    expect(review.length).toBeGreaterThan(0);
    // Pairs sharing only a word are for review at any weight; name-key pairs below the merge threshold.
    expect(
      review.some(({ pair }) => blockingRule(pair.block) === 'name_words' && pair.weight.total >= LINKAGE_POLICY.merge),
    ).toBe(true);
    for (const { pair, names } of review) {
      expect(pair.weight.total).toBeGreaterThanOrEqual(LINKAGE_POLICY.review);
      if (blockingRule(pair.block) === 'name_key') expect(pair.weight.total).toBeLessThan(LINKAGE_POLICY.merge);
      expect(names.every((n) => n.length > 0)).toBe(true);
      expect((await reader.get('artist', pair.a))?.id).not.toBe((await reader.get('artist', pair.b))?.id);
    }
  });

  it('answers a lookup of a merged id with the surviving document', async () => {
    const [m] = await listEntityMerges(pool, 'artist');
    expect(m).toBeDefined();
    const doc = await reader.get('artist', m!.mergedId);
    expect(doc?.id).toBe(m!.survivingId);
    expect(await countUnsettledMerges(pool)).toBe(0);
  });

  it('changes nothing on a second import and keeps every id on a forced re-import', async () => {
    const before = await idMapSnapshot();
    const merges = (await listEntityMerges(pool)).length;
    const again = await importAndResolve(pool, cfg.DATA_DIR, selectImporters('all'));
    expect(again.summaries.every((s) => s.skipped)).toBe(true);
    expect(again.resolutions.map((r) => r.applied.length)).toEqual([0]);
    const forced = await importAndResolve(pool, cfg.DATA_DIR, selectImporters('billboard'), { force: true });
    expect(forced.resolutions.map((r) => r.applied.length)).toEqual([0]);
    // Nothing was committed since those runs read the catalog: an import neither resolves nor derives again.
    const settled = await importAndResolve(pool, cfg.DATA_DIR, selectImporters('billboard'));
    expect(settled.resolutions.map((r) => r.skipped)).toEqual([true]);
    expect(settled.derived).toBeNull();
    expect(await idMapSnapshot()).toBe(before);
    expect((await listEntityMerges(pool)).length).toBe(merges);
    expect(await countUnsettledMerges(pool)).toBe(0);
  }, 600_000); // two import-and-resolve runs, each with the derive stage; minutes on a shared, loaded machine
});
