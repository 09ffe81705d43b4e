/**
 * The Billboard source re-imported after merges, as entity resolution does it: limited to the
 * records of the merged entities, it maps only the records that can hold a ref to one of them
 * (`billboard-limited.ts`) and ends with the same catalog as a full forced re-import after the same
 * merges. The data is the real Hot 100 of 2019 (`data/billboard_hot100_weekly`, 52 weeks).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Pool } from 'pg';
import { config } from '@mc/config';
import { applyEntityMerges, materializePending, mergesToRewrite } from '@mc/store';
import { runImports, selectImporters } from '@mc/ingest';
import { idOfSourceKey } from './id-map';
import { TestDatabase } from './test-database';

const limited = new TestDatabase('billboard_limited');
const full = new TestDatabase('billboard_limited_full');
const DATASET = 'billboard_hot100_weekly';
const billboard = selectImporters('billboard');
let dataDir: string;

/** Every served document, contribution, list item and id of the source, in one string. */
async function snapshot(pool: Pool): Promise<string> {
  const parts = await Promise.all([
    pool.query('SELECT kind, id, doc FROM entity ORDER BY kind, id'),
    pool.query("SELECT kind, id, doc FROM contribution WHERE source = 'billboard' ORDER BY kind, id"),
    pool.query('SELECT list, owner_id, item_key, sort_key, item_id, item FROM list_item ORDER BY list, owner_id, item_key'),
    pool.query("SELECT kind, source_key, id FROM id_map WHERE source = 'billboard' ORDER BY kind, source_key"),
  ]);
  return JSON.stringify(parts.map((p) => p.rows));
}

/**
 * The 2019 weeks imported, then artist Halsey merged into Lil Nas X and recording "Graveyard" into
 * "Without Me" (by Halsey). @returns the merged ids.
 */
async function importThenMerge(pool: Pool): Promise<{ artist: number; recording: number }> {
  await runImports(pool, dataDir, billboard);
  const id = (kind: string, key: string) => idOfSourceKey(pool, kind, 'billboard', key);
  const merged = { artist: await id('artist', 'Halsey'), recording: await id('recording', 'Halsey\u0001Graveyard') };
  await applyEntityMerges(pool, [
    { kind: 'artist', mergedId: merged.artist, survivingId: await id('artist', 'Lil Nas X'), rule: 'test', evidence: {} },
    {
      kind: 'recording',
      mergedId: merged.recording,
      survivingId: await id('recording', 'Halsey\u0001Without Me'),
      rule: 'test',
      evidence: {},
    },
  ]);
  return merged;
}

/** A forced re-import (limited to the merges' records with `limitedToMerges`), re-merged. @returns the log. */
async function reimport(pool: Pool, limitedToMerges: boolean): Promise<string[]> {
  const log: string[] = [];
  const rewrite = limitedToMerges ? ((await mergesToRewrite(pool, 'billboard')) ?? undefined) : undefined;
  expect(rewrite === undefined).toBe(!limitedToMerges);
  await runImports(pool, dataDir, billboard, { force: true, rewrite, log: (m) => log.push(m) });
  await materializePending(pool);
  return log;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'billboard-limited-'));
  mkdirSync(join(dataDir, DATASET));
  const lines = gunzipSync(readFileSync(join(config().DATA_DIR, DATASET, 'charts.jsonl.gz')))
    .toString('utf8')
    .split('\n')
    .filter((l) => l.startsWith('{"date":"2019-'));
  expect(lines).toHaveLength(52);
  writeFileSync(join(dataDir, DATASET, 'charts.jsonl.gz'), gzipSync(`${lines.join('\n')}\n`));
  await Promise.all([limited.create(), full.create()]);
}, 120_000);

afterAll(async () => {
  await Promise.allSettled([limited.drop(), full.drop()]);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a re-import of Billboard limited to the records of merges', () => {
  it('maps only the chart rows that can hold a merged entity and ends with the catalog of a full re-import', async () => {
    const merged = await importThenMerge(limited.pool);
    await importThenMerge(full.pool);

    const log = await reimport(limited.pool, true);
    const fullLog = await reimport(full.pool, false);

    const mapped = log.map((l) =>
      /^billboard: limited to the records of merged entities: (\d+) of (\d+) chart rows mapped$/.exec(l),
    );
    const [, rows, total] = mapped.find((m) => m !== null) ?? [];
    expect(Number(total)).toBe(5200);
    expect(Number(rows)).toBeGreaterThan(0);
    expect(Number(rows)).toBeLessThan(Number(total) / 5);
    expect(fullLog.some((l) => l.includes('limited to the records'))).toBe(false);

    // The merged records were rewritten under the survivors.
    const { rows: left } = await limited.pool.query(
      "SELECT kind, id FROM contribution WHERE source = 'billboard' AND ((kind = 'artist' AND id = $1) OR (kind = 'recording' AND id = $2))",
      [merged.artist, merged.recording],
    );
    expect(left).toEqual([]);
    expect(await snapshot(limited.pool)).toEqual(await snapshot(full.pool));
  }, 300_000);
});
