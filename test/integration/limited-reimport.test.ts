/**
 * The re-import after merges, limited to the records of the merges (`resolution-stage.ts`), killed
 * mid-way: a process that recorded a merge of two records of one complete source and was SIGKILLed
 * while re-importing them leaves a catalog that the next import finishes, to the same documents,
 * contributions, lists and ids as an uninterrupted run, in databases of this test only.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { config } from '@mc/config';
import { countUnsettledMerges, listEntityMerges } from '@mc/store';
import { importAndResolve } from '@mc/ingest';
import { killAndWait, sleep } from './child-processes';
import { LIMITED_SOURCE, limitedReimportSource } from './limited-reimport-source';
import { TestDatabase } from './test-database';

const killed = new TestDatabase('limited_killed');
const clean = new TestDatabase('limited_clean');

beforeAll(async () => {
  await Promise.all([killed.create(), clean.create()]);
}, 120_000);

afterAll(async () => {
  await Promise.allSettled([killed.drop(), clean.drop()]);
});

/** Every served document, contribution, list item and id of the test source, in one string. */
async function snapshot(pool: Pool): Promise<string> {
  const parts = await Promise.all([
    pool.query('SELECT kind, id, doc FROM entity ORDER BY kind, id'),
    pool.query('SELECT kind, id, source, doc FROM contribution WHERE source = $1 ORDER BY kind, id', [LIMITED_SOURCE]),
    pool.query('SELECT list, owner_id, item_key, item FROM list_item ORDER BY list, owner_id, item_key'),
    pool.query('SELECT kind, source_key, id FROM id_map WHERE source = $1 ORDER BY kind, source_key', [LIMITED_SOURCE]),
  ]);
  return JSON.stringify(parts.map((p) => p.rows));
}

/** Runs the import in a child process until it pauses mid re-import, then SIGKILLs it. */
async function importKilledMidReimport(): Promise<void> {
  const pauseFile = join(mkdtempSync(join(tmpdir(), 'limited-reimport-')), 'paused');
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/integration/limited-reimport-child.ts', pauseFile], {
    cwd: join(__dirname, '../..'),
    env: { ...process.env, DATABASE_URL: killed.url },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let waited = 0; !existsSync(pauseFile); waited += 100) {
    if (child.exitCode !== null || waited > 90_000) throw new Error('the import never reached its re-import');
    await sleep(100);
  }
  await killAndWait(child, 'SIGKILL');
  await exited;
}

describe('a re-import limited to the records of a merge, SIGKILLed mid-way', () => {
  it('is finished by the next import, to the catalog of an uninterrupted run', async () => {
    await importAndResolve(clean.pool, config().DATA_DIR, [limitedReimportSource()]);
    const merges = await listEntityMerges(clean.pool, 'artist');
    expect(merges).toHaveLength(1);
    expect(await countUnsettledMerges(clean.pool)).toBe(0);

    await importKilledMidReimport();
    // the merge is recorded, the records of the merged id are not all rewritten under the survivor
    expect(await listEntityMerges(killed.pool, 'artist')).toHaveLength(1);
    expect(await countUnsettledMerges(killed.pool)).toBe(1);

    await importAndResolve(killed.pool, config().DATA_DIR, [limitedReimportSource()]);
    expect(await countUnsettledMerges(killed.pool)).toBe(0);
    expect(await snapshot(killed.pool)).toBe(await snapshot(clean.pool));

    const { survivingId, mergedId } = merges[0]!;
    const { rows } = await clean.pool.query<{ kind: string; id: string }>(
      "SELECT kind, id FROM contribution WHERE source = $1 AND kind IN ('artist', 'artist_popularity') ORDER BY kind, id",
      [LIMITED_SOURCE],
    );
    expect(rows.map((r) => `${r.kind}:${r.id}`)).not.toContain(`artist:${mergedId}`);
    expect(rows.map((r) => `${r.kind}:${r.id}`)).toContain(`artist_popularity:${survivingId}`);
    const songs = await clean.pool.query<{ doc: { artists: { id: number }[] } }>(
      "SELECT doc FROM entity WHERE kind = 'recording' AND doc->>'title' LIKE 'Limited Song %'",
    );
    expect(songs.rows.map((r) => r.doc.artists[0]!.id)).toEqual([survivingId, survivingId, survivingId]);
  }, 300_000);
});
