/**
 * The MusicBrainz dump source re-imported after a merge, as entity resolution does it: limited to
 * the records of the merged entities, it parses only the dump lines that name one of their MBIDs
 * and passes over the others unparsed, and ends with the same catalog as a full forced re-import of
 * the dump after the same merge. Dumps are built from the real WS/2 JSON documents the product
 * ships (`data/musicbrainz_ws_json_picard`), one document per line.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { config } from '@mc/config';
import { applyEntityMerges, materializePending, mergesToRewrite, settleMergedContributions } from '@mc/store';
import { MUSICBRAINZ_DUMP_SOURCE, musicbrainzDumpImporter, runImports } from '@mc/ingest';
import { idOfSourceKey } from './id-map';
import { TestDatabase } from './test-database';

const cfg = config();
const limited = new TestDatabase('mbdump_limited');
const full = new TestDatabase('mbdump_limited_full');
const WS = join(cfg.DATA_DIR, 'musicbrainz_ws_json_picard', 'ws_data');
const doc = (file: string) => JSON.parse(readFileSync(join(WS, file), 'utf8')) as { id: string };

const FILES = {
  artist: ['artist.json', 'artist_arabic.json', 'artist_ended.json'],
  'release-group': ['release_group.json'],
  release: ['release.json', 'release_multidisc.json'],
  recording: ['recording.json', 'recording_credits.json', 'recording_multi_artists_1.json'],
};
let dir: string;

/** Every served document, the dump source's contributions and every list item, in one string. */
async function snapshot(pool: Pool): Promise<string> {
  const parts = await Promise.all([
    pool.query('SELECT kind, id, doc FROM entity ORDER BY kind, id'),
    pool.query('SELECT kind, id, doc FROM contribution WHERE source = $1 ORDER BY kind, id', [MUSICBRAINZ_DUMP_SOURCE]),
    pool.query('SELECT list, owner_id, item_key, item FROM list_item ORDER BY list, owner_id, item_key'),
  ]);
  return JSON.stringify(parts.map((p) => p.rows));
}

/** The dump imported, then artist `artist_arabic.json` merged into `artist.json`. @returns the merged id. */
async function importThenMerge(pool: Pool): Promise<number> {
  await runImports(pool, cfg.DATA_DIR, [musicbrainzDumpImporter({ dir })]);
  const mergedId = await idOfSourceKey(pool, 'artist', 'musicbrainz', doc('artist_arabic.json').id);
  const survivingId = await idOfSourceKey(pool, 'artist', 'musicbrainz', doc('artist.json').id);
  await applyEntityMerges(pool, [{ kind: 'artist', mergedId, survivingId, rule: 'test', evidence: {} }]);
  return mergedId;
}

/** A forced re-import of the dump (limited to the merge's records with `rewrite`), settled and re-merged. @returns the log. */
async function reimport(pool: Pool, limitedToMerges: boolean): Promise<string[]> {
  const log: string[] = [];
  const rewrite = limitedToMerges ? ((await mergesToRewrite(pool, MUSICBRAINZ_DUMP_SOURCE)) ?? undefined) : undefined;
  expect(rewrite === undefined).toBe(!limitedToMerges);
  await runImports(pool, cfg.DATA_DIR, [musicbrainzDumpImporter({ dir })], { force: true, rewrite, log: (m) => log.push(m) });
  await settleMergedContributions(pool, MUSICBRAINZ_DUMP_SOURCE);
  await materializePending(pool);
  return log;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mbdump-limited-'));
  mkdirSync(join(dir, 'mbdump'));
  for (const [entity, docs] of Object.entries(FILES))
    writeFileSync(join(dir, 'mbdump', entity), docs.map((f) => `${JSON.stringify(doc(f))}\n`).join(''));
  await Promise.all([limited.create(), full.create()]);
}, 120_000);

afterAll(async () => {
  await Promise.allSettled([limited.drop(), full.drop()]);
  rmSync(dir, { recursive: true, force: true });
});

describe('a re-import of the MusicBrainz dump limited to the records of a merge', () => {
  it('parses only the lines naming a merged entity and ends with the catalog of a full re-import', async () => {
    const mergedId = await importThenMerge(limited.pool);
    await importThenMerge(full.pool);

    const log = await reimport(limited.pool, true);
    await reimport(full.pool, false);

    // The merged artist's line and the survivor's are parsed; the third artist's is passed over.
    expect(log).toContainEqual(expect.stringMatching(/^musicbrainz_dump: artist: 3 line\(s\), 0 rejected, 1 passed over /));
    const passedOver = log.map((l) => /, (\d+) passed over/.exec(l)).filter((m) => m !== null);
    expect(passedOver).toHaveLength(4);
    const { rows } = await limited.pool.query(`SELECT 1 FROM contribution WHERE source = $1 AND kind = 'artist' AND id = $2`, [
      MUSICBRAINZ_DUMP_SOURCE,
      mergedId,
    ]);
    expect(rows).toEqual([]); // the merged artist's record was rewritten under the survivor
    expect(await snapshot(limited.pool)).toEqual(await snapshot(full.pool));
  });
});
