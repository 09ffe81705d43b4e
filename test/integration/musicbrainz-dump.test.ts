/**
 * `catalog import --musicbrainz-dump`: a dump folder built from the real WS/2 JSON documents the
 * product ships (`data/musicbrainz_ws_json_picard`), one document per line as in the official
 * dumps (artists extracted under `mbdump/`, release groups as a `.tar.xz` archive), imported into
 * a database of this test only; then re-imported unchanged, and a newer dump with one change.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { config } from '@mc/config';
import { CatalogReader, tocCandidates } from '@mc/store';
import { MUSICBRAINZ_DUMP_SOURCE, musicbrainzDumpImporter, runImports } from '@mc/ingest';
import { idOfSourceKey } from './id-map';
import { TestDatabase } from './test-database';

const cfg = config();
const db = new TestDatabase('mbdump');
const WS = join(cfg.DATA_DIR, 'musicbrainz_ws_json_picard', 'ws_data');
const dir = mkdtempSync(join(tmpdir(), 'mbdump-'));
const line = (file: string) => `${JSON.stringify(JSON.parse(readFileSync(join(WS, file), 'utf8')))}\n`;

let pool: Pool;
const importDump = async (force = false) =>
  (await runImports(pool, cfg.DATA_DIR, [musicbrainzDumpImporter({ dir })], { force }))[0]!;
const served = async (kind: 'artist' | 'album' | 'release' | 'recording', mbid: string) =>
  new CatalogReader(pool).get(kind, await idOfSourceKey(pool, kind, 'musicbrainz', mbid));

beforeAll(async () => {
  pool = await db.create();
  mkdirSync(join(dir, 'mbdump'));
  writeFileSync(
    join(dir, 'mbdump', 'artist'),
    ['artist.json', 'artist_arabic.json', 'artist_ended.json', 'artist_null.json'].map(line).join(''),
  );
  const archived = mkdtempSync(join(tmpdir(), 'mbdump-rg-'));
  mkdirSync(join(archived, 'mbdump'));
  writeFileSync(join(archived, 'mbdump', 'release-group'), line('release_group.json'));
  execFileSync('tar', ['-cJf', join(dir, 'release-group.tar.xz'), '-C', archived, 'mbdump/release-group']);
  writeFileSync(
    join(dir, 'release'),
    ['release.json', 'release_multidisc.json', 'release_5medias.json'].map(line).join('') + 'not json\n',
  );
  writeFileSync(
    join(dir, 'recording'),
    ['recording.json', 'recording_credits.json', 'recording_multi_artists_1.json'].map(line).join(''),
  );
}, 60_000);

afterAll(async () => {
  await db.drop();
});

describe('importing a MusicBrainz JSON dump', () => {
  it('imports every entity file and reports the lines it cannot use', async () => {
    const s = await importDump();
    expect(s.source).toBe(MUSICBRAINZ_DUMP_SOURCE);
    expect(s.skipped).toBe(false);
    expect(s.counts.contributionsChanged).toBeGreaterThan(0);
    expect(s.rejects.map((r) => [r.reason.split(' (')[0], r.count])).toEqual(
      expect.arrayContaining([
        ['artist: WS fragment or browse page without an entity of its own', 1],
        ['release: line that is not JSON', 1],
      ]),
    );
  });

  it('serves the artist with its type, country, life-span and localed aliases', async () => {
    expect(await served('artist', 'b8a7c51f-362c-4dcb-a259-bc6e0095f0a6')).toMatchObject({
      name: 'Ed Sheeran',
      type: 'Person',
      gender: 'Male',
      country_code: 'GB',
      birth_date: '1991-02-17',
      translated: expect.arrayContaining([{ lang: 'en', rfc_5646: 'en-CA', name: 'Ed Sheeran (en_CA)' }]),
      externals: { ext_mb: ['b8a7c51f-362c-4dcb-a259-bc6e0095f0a6'] },
    });
  });

  it('serves the album from the archived release groups, and the release with barcode and two discs of tracks', async () => {
    expect(await served('album', 'f5093c06-23e3-404f-aeaa-40f72885ee3a')).toMatchObject({
      title: 'The Dark Side of the Moon',
      format: 'ALBUM',
      original_release_date: '1973-03-24',
    });
    const releaseId = await idOfSourceKey(pool, 'release', 'musicbrainz', '6c4f766f-3351-4c10-a53d-b119452c27b2');
    expect(await new CatalogReader(pool).get('release', releaseId)).toMatchObject({ barcode: '4547366518764' });
    const { rows } = await pool.query<{ item: { disc_number: number; track_number: number; recording: { title: string } } }>(
      `SELECT item FROM list_item WHERE list = 'release_tracks' AND owner_id = $1 ORDER BY sort_key`,
      [releaseId],
    );
    expect(rows.map((r) => [r.item.disc_number, r.item.track_number])).toEqual([
      [1, 1],
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 1],
      [2, 2],
      [2, 3],
    ]);
    expect(rows[0]!.item.recording.title).toBe('ケアレス');
  });
});

describe('a MusicBrainz dump import, served and re-imported', () => {
  it('resolves a disc id of the dump to its release through the TOC lookup', async () => {
    const releaseId = await idOfSourceKey(pool, 'release', 'musicbrainz', 'f17a0f30-8eb1-4322-b54e-fb71edb78d7c');
    const found = await tocCandidates(pool, 'tNSQ3K59B8ZkSb19P__Jet6B.sk-', 5);
    expect(found.filter((t) => t.discId === 'tNSQ3K59B8ZkSb19P__Jet6B.sk-').map((t) => t.releaseId)).toEqual([releaseId]);
  });

  it('serves the recording with its ISRC and duration', async () => {
    expect(await served('recording', 'cb2cc207-8125-445c-9ef9-6ea44eee959a')).toMatchObject({
      title: 'Thinking Out Loud',
      isrc: 'GBAHS1400099',
      duration: '00:04:41',
    });
  });

  it('skips an unchanged dump, and a forced re-import changes nothing', async () => {
    expect((await importDump()).skipped).toBe(true);
    const s = await importDump(true);
    expect(s.counts.contributionsChanged).toBe(0);
    expect(s.counts.listItemsChanged).toBe(0);
    expect(s.counts.discTocsChanged).toBe(0);
  });

  it('applies only what a newer dump changed', async () => {
    const changed = JSON.parse(readFileSync(join(WS, 'artist_ended.json'), 'utf8')) as Record<string, unknown>;
    changed.genres = [{ name: 'chanson', count: 3 }];
    writeFileSync(join(dir, 'mbdump', 'artist'), ['artist.json', 'artist_arabic.json'].map(line).join(''));
    appendFileSync(join(dir, 'mbdump', 'artist'), `${JSON.stringify(changed)}\n`);
    const s = await importDump();
    expect(s.counts.contributionsChanged).toBe(1);
    expect(await served('artist', 'b21ef19b-c6aa-4775-90d3-3cc3e067ce6d')).toMatchObject({
      genres: [{ name: 'chanson', link: 'Main' }],
    });
  });
});
