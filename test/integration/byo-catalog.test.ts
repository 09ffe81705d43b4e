/**
 * Bring your own catalog, end to end: a JSON Lines file and a CSV made of real rows of the shipped
 * data (Discogs sample release 1 "Stockholm", JamendoLyrics songs) plus bad lines are imported into
 * a database and index prefix of this test only, indexed, then searched, matched and read through
 * the API; a second, incremental file updates one line and deletes another.
 */
import { Client as EsClient } from '@elastic/elasticsearch';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { config } from '@mc/config';
import { SEARCH_ENTITIES } from '@mc/mappings';
import { countUnsettledMerges } from '@mc/store';
import { runImports, importAndResolve, catalogFileImporter } from '@mc/ingest';
import { rebuildIndex } from '@mc/indexer';
import { startTestApi, type TestApi } from './harness';
import { idOfSourceKey } from './id-map';
import { TestDatabase } from './test-database';

const FIXTURES = join(__dirname, '..', 'fixtures', 'byo-catalog');
const cfg = config();
const db = new TestDatabase('byo');
const prefix = `${cfg.ES_INDEX_PREFIX}-byo`;
const dir = mkdtempSync(join(tmpdir(), 'byo-catalog-'));

let pool: Pool;
let es: EsClient;
let api: TestApi;

async function importFile(file: string, source: string, force = false) {
  const [summary] = await runImports(pool, cfg.DATA_DIR, [catalogFileImporter({ file, source })], { force });
  return summary!;
}

async function reindex(): Promise<void> {
  for (const entity of SEARCH_ENTITIES) await rebuildIndex({ es, pool, prefix }, entity);
}

const idOf = (kind: string, source: string, key: string) => idOfSourceKey(pool, kind, source, key);

beforeAll(async () => {
  pool = await db.create();
  es = new EsClient({ node: cfg.ES_URL });
  copyFileSync(join(FIXTURES, 'my-catalog.jsonl'), join(dir, 'my-catalog.jsonl'));
  copyFileSync(join(FIXTURES, 'my-catalog.csv'), join(dir, 'my-catalog.csv'));
}, 120_000);

afterAll(async () => {
  await api?.close();
  await Promise.allSettled([db.drop(), es?.close()]);
});

describe('importing an operator catalog file', () => {
  it('imports the valid JSON Lines and writes every bad line with its line, field and reason to the rejects file', async () => {
    const summary = await importFile(join(dir, 'my-catalog.jsonl'), 'my-library');
    expect(summary.counts.contributionsChanged).toBe(42);
    const rejects = readFileSync(join(dir, 'my-catalog.jsonl.rejects.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { line: number; field: string; reason: string });
    expect(rejects.map((r) => [r.line, r.field])).toEqual([
      [6, 'artists.0.name'],
      [7, 'duration'],
      [8, 'isrc'],
      [24, 'type'],
      [25, 'kind'],
      [26, 'key'],
      [27, '(line)'],
    ]);
    expect(rejects[2]!.reason).toContain('ISRC');
  });

  it('imports the CSV (artist, title, album, isrc, duration), refusing a row whole', async () => {
    const summary = await importFile(join(dir, 'my-catalog.csv'), 'my-csv');
    // 13 good rows: 13 recordings, 13 artists, 1 album
    expect(summary.counts.contributionsChanged).toBe(27);
    const rejects = readFileSync(join(dir, 'my-catalog.csv.rejects.jsonl'), 'utf8').trim().split('\n');
    expect(rejects.map((l) => JSON.parse(l))).toEqual([
      expect.objectContaining({ line: 14, field: 'title', reason: 'required' }),
      expect.objectContaining({ line: 15, field: 'duration' }),
    ]);
    expect((await pool.query("SELECT 1 FROM id_map WHERE source = 'my-csv' AND source_key = 'Quesabe'")).rowCount).toBe(0);
  });

  it('is idempotent: the same file again changes nothing', async () => {
    const again = await importFile(join(dir, 'my-catalog.jsonl'), 'my-library', true);
    expect(again.counts.contributionsChanged).toBe(0);
    expect(again.counts.listItemsChanged).toBe(0);
    expect((await importFile(join(dir, 'my-catalog.jsonl'), 'my-library')).skipped).toBe(true);
  });
});

describe('entity resolution of an operator catalog (like any source)', () => {
  it('merges two spellings of one artist sharing a Discogs id, imports no sample source, and a second run changes nothing', async () => {
    const path = join(dir, 'duplicates.jsonl');
    writeFileSync(
      path,
      [
        { kind: 'artist', key: 'zq-1', name: 'Zyxt Quartet', externals: { ext_dg: [987654] } },
        { kind: 'artist', key: 'zq-2', name: 'ZYXT Quartet', externals: { ext_dg: [987654] } },
      ]
        .map((l) => JSON.stringify(l))
        .join('\n'),
    );
    const file = catalogFileImporter({ file: path, source: 'my-duplicates' });
    const first = await importAndResolve(pool, cfg.DATA_DIR, [file]);
    expect(first.resolutions[0]!.applied.map((m) => m.kind)).toEqual(['artist']);
    const [a, b] = [await idOf('artist', 'my-duplicates', 'zq-1'), await idOf('artist', 'my-duplicates', 'zq-2')];
    expect(a).toBe(b);
    expect((await pool.query("SELECT 1 FROM entity WHERE kind = 'artist' AND doc->>'name' ILIKE 'zyxt quartet'")).rowCount).toBe(
      1,
    );
    expect(await countUnsettledMerges(pool)).toBe(0);
    const { rows } = await pool.query<{ source: string }>('SELECT DISTINCT source FROM contribution ORDER BY 1');
    expect(rows.map((r) => r.source).filter((s) => !s.startsWith('my-') && s !== 'derived')).toEqual([]);
    const again = await importAndResolve(pool, cfg.DATA_DIR, [file]);
    expect(again.summaries.every((s) => s.skipped)).toBe(true);
    expect(again.resolutions.map((r) => r.applied.length)).toEqual([0]);
  }, 120_000);
});

// Runs after the imports above (jest runs a file's describes in order).
describe('serving an imported operator catalog', () => {
  it('serves, searches and matches the imported entities after the reindex', async () => {
    await reindex();
    api = await startTestApi({ ...db.apiConfig(), ES_INDEX_PREFIX: prefix });
    const persuader = await idOf('artist', 'my-library', 'dg-artist-1');
    const recording = await api.get(`/api/recording/${await idOf('recording', 'my-library', 'dg-release-1-B1')}`);
    expect(recording.body).toMatchObject({
      title: 'Vasastaden',
      duration: '00:06:11',
      artists: [{ id: persuader, name: 'The Persuader' }],
    });
    const album = await idOf('album', 'my-library', 'dg-master-1660109');
    expect((await api.get(`/api/artist/${persuader}/albums`)).body.results).toEqual([expect.objectContaining({ id: album })]);
    expect((await api.get(`/api/album/${album}/releases`)).body.results).toEqual([
      expect.objectContaining({ id: await idOf('release', 'my-library', 'dg-release-1') }),
    ]);
    const search = await api.get('/api/artist?query=the%20persuader');
    expect(search.body.hits.map((h: { id: number }) => h.id)).toContain(persuader);
    const match = await api.get(
      `/api/artist-title?name=${encodeURIComponent('The Persuader')}&title=${encodeURIComponent('Gamla Stan')}`,
    );
    expect(match.status).toBe(200);
    expect(JSON.stringify(match.body)).toContain('Gamla Stan');
    const csvMatch = await api.get('/api/artist-title?name=LUNABLIND&title=Vision');
    expect(csvMatch.status).toBe(200);
    expect(JSON.stringify(csvMatch.body)).toContain(String(await idOf('recording', 'my-csv', 'LUNABLIND\u0001Vision')));
  }, 120_000);

  it('applies an incremental file: a changed line updates, a deleted line removes, the rest stays', async () => {
    const changed = join(dir, 'changes.jsonl');
    writeFileSync(
      changed,
      [
        {
          kind: 'recording',
          key: 'dg-release-1-B2',
          title: 'Kungsholmen (Live)',
          artists: [{ key: 'dg-artist-1', name: 'The Persuader' }],
        },
        { kind: 'recording', key: 'dg-release-1-D', deleted: true },
      ]
        .map((l) => JSON.stringify(l))
        .join('\n'),
    );
    const summary = await importFile(changed, 'my-library');
    expect(summary.counts.contributionsChanged).toBe(1);
    // The API's document cache (lookups, search and match hits) serves a committed import about a
    // second later (catalog stamp, DOCUMENT_CACHE_CHECK_MS): poll every 100 ms, at most 10 s.
    const lookup = async (key: string) => api.get(`/api/recording/${await idOf('recording', 'my-library', key)}`);
    const eventually = async (key: string, done: (r: Awaited<ReturnType<typeof lookup>>) => boolean) => {
      for (let i = 0; i < 100 && !done(await lookup(key)); i++) await new Promise((r) => setTimeout(r, 100));
      return lookup(key);
    };
    expect((await eventually('dg-release-1-B2', (r) => r.body.title === 'Kungsholmen (Live)')).body.title).toBe(
      'Kungsholmen (Live)',
    );
    expect((await eventually('dg-release-1-D', (r) => r.status === 404)).status).toBe(404);
    expect((await lookup('dg-release-1-B1')).status).toBe(200);
  });
});
