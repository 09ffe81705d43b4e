/**
 * The store's importer and TOC repositories against the imported test catalog in PostgreSQL:
 * results are compared with the tables they read, so a wrong join or filter fails.
 */
import { config } from '@mc/config';
import {
  createPool,
  creditingDocuments,
  loadChartStats,
  recordingsCrediting,
  firstChartEntryDates,
  firstSourceKeys,
  firstSourceKeysAmong,
  loadContributedDocs,
  loadRecordingsOfOtherSources,
  loadSourceContributions,
  seedIdsEqualToKeys,
  tocCandidates,
} from '@mc/store';

const pool = createPool(config().DATABASE_URL);
afterAll(() => pool.end());

describe('store repositories on the imported catalog', () => {
  test('TOC candidates hold the disc id match and only media of the same track count otherwise', async () => {
    const { rows } = await pool.query<{ disc_id: string; release_id: string; n: number }>(
      'SELECT disc_id, release_id, last_track - first_track + 1 AS n FROM disc_toc ORDER BY disc_id LIMIT 1',
    );
    const t = rows[0]!;
    const byDiscId = await tocCandidates(pool, t.disc_id, 0);
    expect(byDiscId.map((c) => c.discId)).toEqual(expect.arrayContaining([t.disc_id]));
    expect(byDiscId.every((c) => c.discId === t.disc_id)).toBe(true);
    const byCount = await tocCandidates(pool, 'no-such-disc-id', t.n);
    expect(byCount.length).toBeGreaterThan(0);
    expect(byCount.every((c) => c.toc.lastTrack - c.toc.firstTrack + 1 === t.n && c.toc.offsets.length === t.n)).toBe(true);
    expect(byCount.some((c) => c.releaseId === Number(t.release_id))).toBe(true);
  });

  test("a source's contributions come with that source's keys", async () => {
    const artists = await loadSourceContributions(pool, 'billboard', 'artist');
    expect(artists.length).toBeGreaterThan(0);
    const sample = artists[0]!;
    const { rows } = await pool.query<{ id: string }>(
      "SELECT id FROM id_map WHERE kind = 'artist' AND source = 'billboard' AND source_key = $1",
      [sample.sourceKey],
    );
    expect(Number(rows[0]!.id)).toBe(sample.id);
    expect(typeof sample.doc.name).toBe('string');
  });

  test('recordings of other sources leave out those only the excluded source contributed', async () => {
    const all = await loadRecordingsOfOtherSources(pool, 'no-such-source');
    const withoutBillboard = await loadRecordingsOfOtherSources(pool, 'billboard');
    expect(withoutBillboard.length).toBeLessThan(all.length);
    expect(Object.keys(all[0]!.doc).sort()).toEqual(['artists', 'duration', 'isrc', 'title']);
  });

  test('first source keys are stable, and seeding ids equal to keys is idempotent', async () => {
    const { rows } = await pool.query<{ id: string }>("SELECT id FROM entity WHERE kind = 'recording' ORDER BY id LIMIT 3");
    const ids = rows.map((r) => Number(r.id));
    const keys = await firstSourceKeys(pool, 'recording', [...ids, -1]);
    expect([...keys.keys()].sort()).toEqual(ids.sort());
    expect(await firstSourceKeys(pool, 'recording', ids)).toEqual(keys);

    const count = async () =>
      Number(
        (await pool.query<{ n: string }>("SELECT count(*) AS n FROM id_map WHERE kind = 'lyric' AND source = 'it-seed'")).rows[0]!
          .n,
      );
    await seedIdsEqualToKeys(pool, 'lyric', 'it-seed', ids);
    await seedIdsEqualToKeys(pool, 'lyric', 'it-seed', ids);
    expect(await count()).toBe(ids.length);
    await pool.query("DELETE FROM id_map WHERE kind = 'lyric' AND source = 'it-seed'");
  });

  test("artist-linking reads: only the given sources' documents, one key of theirs per id, first chart dates", async () => {
    const docs = await loadContributedDocs(pool, 'artist', ['billboard']);
    const { rows: n } = await pool.query<{ n: string }>(
      "SELECT count(*) AS n FROM contribution WHERE kind = 'artist' AND source = 'billboard'",
    );
    expect(docs.length).toBe(Number(n[0]!.n));
    expect(docs.every((d) => d.source === 'billboard' && typeof d.doc.name === 'string')).toBe(true);
    expect(await loadContributedDocs(pool, 'artist', ['no-such-source'])).toEqual([]);

    const keys = await firstSourceKeysAmong(pool, 'artist', ['billboard']);
    expect(keys.size).toBeGreaterThan(0);
    const [id, key] = [...keys][0]!;
    expect(key.source).toBe('billboard');
    const { rows: mapped } = await pool.query<{ id: string }>(
      "SELECT id FROM id_map WHERE kind = 'artist' AND source = $1 AND source_key = $2",
      [key.source, key.sourceKey],
    );
    expect(Number(mapped[0]!.id)).toBe(id);
    expect(await firstSourceKeysAmong(pool, 'artist', ['billboard'])).toEqual(keys);

    const dates = await firstChartEntryDates(pool);
    const { rows: charted } = await pool.query<{ owner_id: string; first: string }>(
      "SELECT owner_id, min(item->>'entry_date') AS first FROM list_item WHERE list = 'recording_charts' GROUP BY owner_id LIMIT 1",
    );
    expect(dates.get(Number(charted[0]!.owner_id))).toBe(charted[0]!.first);
    expect([...dates.values()].every((d) => d === null || /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
  });
});

describe('credits lookups of many artists', () => {
  test('documents crediting more artists than one credits path holds are found chunk by chunk, each once', async () => {
    const { rows } = await pool.query<{ id: string }>("SELECT id FROM entity WHERE kind = 'artist' ORDER BY id LIMIT 2500");
    const ids = rows.map((r) => Number(r.id));
    const all = await creditingDocuments(pool, ids);
    const recordings = all.get('recording') ?? [];
    expect(recordings.length).toBeGreaterThan(0);
    expect(new Set(recordings).size).toBe(recordings.length);
    const first = await creditingDocuments(pool, ids.slice(0, 1000));
    expect(recordings).toEqual(expect.arrayContaining(first.get('recording') ?? []));
    const crediting = await recordingsCrediting(pool, ids, ['title'], 100_000);
    expect(crediting.map((r) => r.id).sort((a, b) => a - b)).toEqual([...recordings].sort((a, b) => a - b));
    const stats = await loadChartStats(pool, 'artist', ids);
    const fewer = await loadChartStats(pool, 'artist', ids.slice(0, 1000));
    for (const [id, s] of fewer) expect(stats.get(id)).toEqual(s);
  }, 60_000);
});
