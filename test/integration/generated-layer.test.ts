/**
 * The generated layer, end to end on PostgreSQL: a database of this test only holds one real
 * source (JamendoLyrics: 79 songs), `generate` tops it up to 79 + 300 recordings through the
 * normal import path, a re-run with the same seed changes nothing, and `removeSource` takes every
 * generated row away again.
 */
import type { Pool } from 'pg';
import { config } from '@mc/config';
import { countEntities, removeSource } from '@mc/store';
import { runImports, selectImporters, GENERATED_SOURCE, generatedImporter } from '@mc/ingest';

import { TestDatabase } from './test-database';

const cfg = config();
const db = new TestDatabase('gen');
let pool: Pool;
let real: number;

beforeAll(async () => {
  pool = await db.create();
  await runImports(pool, cfg.DATA_DIR, selectImporters('jamendolyrics'));
  real = await countEntities(pool, 'recording');
}, 120_000);

afterAll(async () => {
  await db.drop();
});

const generate = (recordings: number) =>
  runImports(pool, cfg.DATA_DIR, [generatedImporter({ recordings, seed: 7 })], { force: true });

test('generate tops the catalog up to the target, each generated entity labelled "generated"', async () => {
  expect(real).toBe(79);
  await generate(real + 300);
  expect(await countEntities(pool, 'recording')).toBe(real + 300);
  const { rows } = await pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM contribution WHERE source = $1 AND kind = 'recording'`,
    [GENERATED_SOURCE],
  );
  expect(Number(rows[0]!.n)).toBe(300);
});

test('a second run with the same seed changes nothing', async () => {
  const [summary] = await generate(real + 300);
  expect(summary!.counts.contributionsChanged).toBe(0);
  expect(summary!.counts.idsAllocated).toBe(0);
});

test('removeSource removes every generated row and leaves the real catalog', async () => {
  const removed = await removeSource(pool, GENERATED_SOURCE);
  expect(removed.contributions).toBe(300 + 60);
  expect(removed.entitiesDeleted).toBe(360);
  expect(await countEntities(pool, 'recording')).toBe(real);
  const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM id_map WHERE source = $1', [GENERATED_SOURCE]);
  expect(Number(rows[0]!.n)).toBe(0);
  expect((await removeSource(pool, GENERATED_SOURCE)).contributions).toBe(0);
});
