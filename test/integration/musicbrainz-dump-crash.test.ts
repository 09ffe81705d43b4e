/**
 * `catalog import --musicbrainz-dump` killed half-way: a generated dump of many batches
 * (`catalog generate --format musicbrainz-dump`, its model measured on the shared test catalog,
 * which it only reads) is imported by the real CLI as a child process, SIGKILLed once some of its
 * batches are committed (seen in the database, not timed), then run again to the end. The catalog
 * it leaves must be the one an uninterrupted import into a second database leaves: the same
 * `catalog audit` report and the same served documents, ids, contributions, list items, CD TOCs,
 * merges and derived fields.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { config } from '@mc/config';
import { MUSICBRAINZ_DUMP_SOURCE } from '@mc/ingest';
import { auditCatalog } from '@mc/resolution';
import { killAndWait, runCatalogCommand, sleep, startCatalogCommand } from './child-processes';
import { TestDatabase } from './test-database';

/** Recordings of the generated dump: 800 artist, 400 release group, 400 release, 4,000 recording lines (7 batches). */
const RECORDINGS = 4_000;
const crashed = new TestDatabase('mbdump_crashed');
const whole = new TestDatabase('mbdump_whole');
const dir = mkdtempSync(join(tmpdir(), 'mbdump-crash-'));
const envOf = (db: TestDatabase) => ({
  DATABASE_URL: db.url,
  REDIS_PREFIX: db.apiConfig().REDIS_PREFIX!,
  ES_INDEX_PREFIX: `${db.name}_es`,
});
const importArgs = ['import', '--musicbrainz-dump', dir];

/** The dump source's contributions in `pool`. */
async function dumpContributions(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM contribution WHERE source = $1', [
    MUSICBRAINZ_DUMP_SOURCE,
  ]);
  return Number(rows[0]!.n);
}

/** Rows of the served catalog, one text per row (ids included, timestamps and sequence numbers not). */
const CATALOG_ROWS: Record<string, string> = {
  entity: `SELECT kind, id, doc, parent_id FROM entity`,
  id_map: `SELECT kind, source, source_key, id FROM id_map`,
  contribution: `SELECT kind, id, source, doc_hash FROM contribution`,
  list_item: `SELECT list, owner_id, item_key, sort_key, item_id, item, source FROM list_item`,
  disc_toc: `SELECT disc_id, release_id, medium_position, track_offsets, source FROM disc_toc`,
  entity_merge: `SELECT kind, merged_id, surviving_id, rule, evidence FROM entity_merge`,
  derived_field: `SELECT kind, id, field, value, rule, evidence FROM derived_field`,
  id_counter: `SELECT kind, last_id FROM id_counter`,
};

/** Per table of {@link CATALOG_ROWS}: its row count and the md5 of its rows' texts in order. */
async function catalogDigest(pool: Pool): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [table, select] of Object.entries(CATALOG_ROWS)) {
    const { rows } = await pool.query<{ n: string; md5: string | null }>(
      `SELECT count(*) AS n, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS md5 FROM (${select}) t`,
    );
    out[table] = `${rows[0]!.n} rows, md5 ${rows[0]!.md5}`;
  }
  return out;
}

let crashedPool: Pool;
let wholePool: Pool;

beforeAll(async () => {
  crashedPool = await crashed.create();
  wholePool = await whole.create();
  await runCatalogCommand(
    ['generate', '--format', 'musicbrainz-dump', '--recordings', String(RECORDINGS), '--seed', '7', '--out', dir],
    {
      DATABASE_URL: config().DATABASE_URL,
    },
  );
}, 60_000);

afterAll(async () => {
  await crashed.drop();
  await whole.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('a MusicBrainz dump import SIGKILLed half-way and run again', () => {
  it('ends with the catalog and audit of an uninterrupted import', async () => {
    await runCatalogCommand(importArgs, envOf(whole));
    const total = await dumpContributions(wholePool);
    expect(total).toBeGreaterThan(2 * RECORDINGS);

    const killed = startCatalogCommand(importArgs, envOf(crashed));
    let committed = 0;
    while (committed < total / 2) {
      const ended = await Promise.race([killed.exited, sleep(20).then(() => undefined)]);
      if (ended) throw new Error(`the import ended before it was killed (${JSON.stringify(ended)}):\n${killed.tail.join('\n')}`);
      committed = await dumpContributions(crashedPool);
    }
    await killAndWait(killed.proc, 'SIGKILL');
    expect(await killed.exited).toEqual({ code: null, signal: 'SIGKILL' });
    const afterKill = await dumpContributions(crashedPool);
    expect(afterKill).toBeGreaterThanOrEqual(total / 2);
    expect(afterKill).toBeLessThan(total);
    const { rows } = await crashedPool.query<{ finished: number }>(
      `SELECT count(finished_at)::int AS finished FROM import_run WHERE source = $1`,
      [MUSICBRAINZ_DUMP_SOURCE],
    );
    expect(rows[0]!.finished).toBe(0);

    await runCatalogCommand(importArgs, envOf(crashed));
    expect(await catalogDigest(crashedPool)).toEqual(await catalogDigest(wholePool));
    expect(await auditCatalog(crashedPool)).toEqual(await auditCatalog(wholePool));
  }, 120_000);
});
