/**
 * The Discogs importer's spill to PostgreSQL (migration 011), on the real sample, each import in a
 * database of this test only (two catalog artists written first, so linking has something to find):
 * 1. a spill batch of 3 (every page and batch boundary of the spill is crossed hundreds of times)
 *    gives the contributions, list items and source keys of the default batch, and the spill is
 *    empty after each run; a forced re-run changes nothing;
 * 2. `catalog import --discogs-dump` on a dump folder of the sample files, SIGKILLed half-way as a
 *    child process and re-run, gives what the uninterrupted import gave (source `discogs_dump`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Pool } from 'pg';
import { ref } from '@mc/catalog';
import { config } from '@mc/config';
import { CatalogWriter } from '@mc/store';
import { DISCOGS_DUMP_SOURCE, createDiscogsImporter, runImports } from '@mc/ingest';
import { killAndWait, sleep } from './child-processes';
import { idOfSourceKey } from './id-map';
import { TestDatabase } from './test-database';

jest.setTimeout(300_000);

const cfg = config();
const ROOT = join(__dirname, '../..');
const SAMPLE = resolve(ROOT, cfg.DATA_DIR, 'discogs_sample_20200806');
const byDefault = new TestDatabase('dgspill_default');
const tiny = new TestDatabase('dgspill_tiny');
const killed = new TestDatabase('dgspill_killed');
const dumpDir = mkdtempSync(join(tmpdir(), 'discogs-dump-'));
const SPILL_TABLES = ['artist', 'anv', 'title', 'album', 'album_credit'];

/** Two Billboard artists: one named like a Discogs artist with a shared title, one carrying Discogs id 1. */
async function seedCatalogArtists(pool: Pool): Promise<void> {
  const lowPop = ref('artist', 'billboard', 'low pop suicide');
  await new CatalogWriter(pool, 'billboard').write({
    contributions: [
      { entity: lowPop, doc: { name: 'Low Pop Suicide' } },
      {
        entity: ref('recording', 'billboard', 'hey you'),
        doc: { title: 'Hey You', artists: [{ id: lowPop, name: 'Low Pop Suicide' }] },
      },
      { entity: ref('artist', 'billboard', 'persuader'), doc: { name: 'Persuader', externals: { ext_dg: [1] } } },
    ],
  });
}

/** md5 of a source's contributions, list items and the Discogs source keys, ordered. */
async function digest(pool: Pool, source: string): Promise<Record<string, string>> {
  const { rows } = await pool.query<Record<string, string>>(
    `SELECT
       (SELECT md5(string_agg(kind || ':' || id || ':' || doc_hash, ',' ORDER BY kind, id)) FROM contribution WHERE source = $1) AS contributions,
       (SELECT count(*) FROM contribution WHERE source = $1)::text AS n,
       (SELECT md5(string_agg(concat_ws(':', list, owner_id, item_key, sort_key, item_id, item::text), ',' ORDER BY list, owner_id, item_key))
          FROM list_item WHERE source = $1) AS list_items,
       (SELECT md5(string_agg(kind || ':' || source_key || ':' || id, ',' ORDER BY kind, source_key)) FROM id_map WHERE source = 'discogs') AS keys`,
    [source],
  );
  return rows[0]!;
}

async function spillRows(pool: Pool): Promise<number> {
  let n = 0;
  for (const t of SPILL_TABLES) n += Number((await pool.query(`SELECT count(*) AS n FROM discogs_spill_${t}`)).rows[0].n);
  return n;
}

let expected: Record<string, string>;

beforeAll(async () => {
  for (const db of [byDefault, tiny, killed]) await seedCatalogArtists(await db.create());
  for (const what of ['artists', 'masters', 'releases']) {
    symlinkSync(join(SAMPLE, `discogs_20200806_${what}.xml.gz`), join(dumpDir, `discogs_20250101_${what}.xml.gz`));
  }
  const [s] = await runImports(byDefault.pool, cfg.DATA_DIR, [createDiscogsImporter()]);
  expect(s!.counts.contributionsChanged).toBeGreaterThan(20_000);
  expected = await digest(byDefault.pool, 'discogs');
});

afterAll(async () => {
  for (const db of [byDefault, tiny, killed]) await db.drop();
  rmSync(dumpDir, { recursive: true, force: true });
});

describe('the Discogs importer spilling to PostgreSQL', () => {
  it('links a Discogs artist on a shared title and one on the Discogs id the catalog artist carries', async () => {
    const pool = byDefault.pool;
    expect(await idOfSourceKey(pool, 'artist', 'discogs', '280569')).toBe(
      await idOfSourceKey(pool, 'artist', 'billboard', 'low pop suicide'),
    );
    expect(await idOfSourceKey(pool, 'artist', 'discogs', '1')).toBe(
      await idOfSourceKey(pool, 'artist', 'billboard', 'persuader'),
    );
  });

  it('imports the same catalog with a spill batch of 3 as with the default batch, and leaves no spill rows', async () => {
    await runImports(tiny.pool, cfg.DATA_DIR, [createDiscogsImporter({ spillBatch: 3 })]);
    expect(await digest(tiny.pool, 'discogs')).toEqual(expected);
    expect(await spillRows(tiny.pool)).toBe(0);
    expect(await spillRows(byDefault.pool)).toBe(0);
  });

  it('changes nothing when the sample is imported again', async () => {
    const [s] = await runImports(byDefault.pool, cfg.DATA_DIR, [createDiscogsImporter({ spillBatch: 7 })], { force: true });
    expect(s!.counts).toMatchObject({ contributionsChanged: 0, listItemsChanged: 0, idsAllocated: 0, rowsSwept: 0 });
    expect(await digest(byDefault.pool, 'discogs')).toEqual(expected);
  });
});

describe('catalog import --discogs-dump, SIGKILLed and re-run', () => {
  it('ends with the catalog of an uninterrupted import', async () => {
    const pool = killed.pool;
    const child: ChildProcess = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/cli/src/cli.ts', 'import', '--discogs-dump', dumpDir, '--no-resolve'],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: killed.url }, stdio: 'ignore' },
    );
    const exited = new Promise((r) => child.once('exit', r));
    let written: number;
    for (;;) {
      written = Number(
        (await pool.query(`SELECT count(*) AS n FROM contribution WHERE source = $1`, [DISCOGS_DUMP_SOURCE])).rows[0].n,
      );
      if (written >= 3000 || child.exitCode !== null) break;
      await sleep(50);
    }
    const spilledAtKill = await spillRows(pool);
    await killAndWait(child, 'SIGKILL');
    await exited;
    // Killed half-way: part of the contributions written, the spill left behind, the run unfinished.
    expect(child.signalCode).toBe('SIGKILL');
    expect(written).toBeGreaterThanOrEqual(3000);
    expect(written).toBeLessThan(Number(expected.n));
    expect(spilledAtKill).toBeGreaterThan(0);
    const unfinished = await pool.query(`SELECT 1 FROM import_run WHERE source = $1 AND finished_at IS NULL`, [
      DISCOGS_DUMP_SOURCE,
    ]);
    expect(unfinished.rowCount).toBe(1);

    const [s] = await runImports(pool, cfg.DATA_DIR, [createDiscogsImporter({ dumpDir })]);
    expect(s!.skipped).toBe(false);
    expect(await digest(pool, DISCOGS_DUMP_SOURCE)).toEqual(expected);
    expect(await spillRows(pool)).toBe(0);
  });
});
