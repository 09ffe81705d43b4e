/**
 * `catalog index --if-stale` brings search to the change feed's head with no worker running: a
 * catalog file imported again with a renamed artist changes no document count, so no index is
 * rebuilt, yet the rename is searchable once the command has applied the feed's changes (the live
 * indexer's reader, `@mc/indexer` catchUpFromFeed). Both commands run as the operator runs them
 * (child processes of the real CLI) against the test catalog.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { config } from '@mc/config';
import { SEARCH_READER, createPool, readerLag, removeSource } from '@mc/store';
import { suiteTestApi } from './harness';
import { runCatalogCommand } from './child-processes';

jest.setTimeout(240_000);

const cfg = config();
const pool = createPool(cfg.DATABASE_URL);
const api = suiteTestApi();
const SOURCE = `it-stale-${process.pid}`;
const dir = mkdtempSync(join(tmpdir(), 'index-if-stale-'));
const file = join(dir, 'catalog.jsonl');
const env = { ES_INDEX_PREFIX: cfg.ES_INDEX_PREFIX, DATABASE_URL: cfg.DATABASE_URL };

/** Imports the catalog file whose one artist is called `name`, with the real CLI. */
async function importArtist(name: string): Promise<void> {
  writeFileSync(file, `${JSON.stringify({ kind: 'artist', key: 'a1', name, type: 'Person' })}\n`);
  await runCatalogCommand(['import', '--file', file, '--source', SOURCE, '--no-resolve'], env);
}

/** Names of the first artist hits of `query` (none: the search answers 404). */
async function artistHits(query: string): Promise<string[]> {
  const r = await api.get(`/api/artist?query=${encodeURIComponent(query)}`);
  if (r.status === 404) return [];
  expect(r.status).toBe(200);
  return (r.body.hits as { name: string }[]).map((a) => a.name);
}

afterAll(async () => {
  await removeSource(pool, SOURCE);
  await runCatalogCommand(['index', '--if-stale'], env).catch(() => undefined);
  await pool.end();
  rmSync(dir, { recursive: true, force: true });
});

describe('catalog index --if-stale', () => {
  it('applies the change feed an import left behind, so a renamed artist is searchable without a rebuild', async () => {
    await importArtist('Quellmire Vantosh');
    await runCatalogCommand(['index', '--if-stale'], env);
    expect(await artistHits('Quellmire Vantosh')).toContain('Quellmire Vantosh');

    await importArtist('Quellmire Ostravin');
    expect(await artistHits('Quellmire Ostravin')).not.toContain('Quellmire Ostravin');
    expect((await readerLag(pool, SEARCH_READER)).behind).toBe(true);

    const out = await runCatalogCommand(['index', '--if-stale'], env);
    expect(out.join('\n')).toMatch(/no index rebuilt; [1-9][0-9]* change\(s\) of the feed applied/);
    expect(await artistHits('Quellmire Ostravin')).toContain('Quellmire Ostravin');
    expect((await readerLag(pool, SEARCH_READER)).behind).toBe(false);
  });
});
