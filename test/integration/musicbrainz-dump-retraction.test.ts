/**
 * `catalog import --musicbrainz-dump`, dump after dump: a dump is the whole of MusicBrainz at its
 * date, so what a newer complete dump no longer holds is retracted (served 404), and only for the
 * kinds whose file the folder holds, read without a line lacking its entity; a run that fails
 * before its last file retracts nothing, and the next run does; nor does a re-import limited to the
 * records of merged entities, which reads the whole dump but writes only those. Dumps are built from the real WS/2
 * JSON documents the product ships (`data/musicbrainz_ws_json_picard`), one document per line.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { config } from '@mc/config';
import { CatalogReader, type MergeRewrite, entityKeyOf } from '@mc/store';
import { musicbrainzDumpImporter, runImports } from '@mc/ingest';
import { idOfSourceKey } from './id-map';
import { TestDatabase } from './test-database';

const cfg = config();
const db = new TestDatabase('mbdump_retract');
const WS = join(cfg.DATA_DIR, 'musicbrainz_ws_json_picard', 'ws_data');
const doc = (file: string) => JSON.parse(readFileSync(join(WS, file), 'utf8')) as { id: string };
const mbid = (file: string) => doc(file).id;

type Files = Partial<Record<'artist' | 'release-group' | 'release' | 'recording', string[]>>;
const FULL: Required<Files> = {
  artist: ['artist.json', 'artist_arabic.json', 'artist_ended.json'],
  'release-group': ['release_group.json'],
  release: ['release.json', 'release_multidisc.json'],
  recording: ['recording.json', 'recording_credits.json', 'recording_multi_artists_1.json'],
};

let pool: Pool;
const folders: string[] = [];
/** A dump folder holding `files` (`mbdump/<entity>`, a document per line; `extra` lines appended as they are). */
function dumpFolder(files: Files, extra: Files = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'mbdump-retract-'));
  folders.push(dir);
  mkdirSync(join(dir, 'mbdump'));
  for (const [entity, docs] of Object.entries(files)) {
    const lines = docs.map((f) => JSON.stringify(doc(f))).concat(extra[entity as keyof Files] ?? []);
    writeFileSync(join(dir, 'mbdump', entity), lines.map((l) => `${l}\n`).join(''));
  }
  return dir;
}
/**
 * Imports the dump in `dir`; with `rewrite`, as resolution's forced re-import limited to those
 * entities' records. @returns the importer's log lines.
 */
async function importDump(dir: string, rewrite?: MergeRewrite): Promise<string[]> {
  const log: string[] = [];
  await runImports(pool, cfg.DATA_DIR, [musicbrainzDumpImporter({ dir })], {
    log: (m) => log.push(m),
    ...(rewrite ? { force: true, rewrite } : {}),
  });
  return log;
}
const retractionLine = (log: string[]) => log.find((l) => l.includes('retracted')) ?? '';
const served = async (kind: 'artist' | 'album' | 'release' | 'recording' | 'recording_credits', file: string) =>
  new CatalogReader(pool).get(
    kind,
    await idOfSourceKey(pool, kind === 'recording_credits' ? 'recording' : kind, 'musicbrainz', mbid(file)),
  );
/** Served documents as `kind:id` → JSON text. */
async function servedDocs(): Promise<Map<string, string>> {
  const { rows } = await pool.query<{ k: string; doc: unknown }>(
    `SELECT kind || ':' || id AS k, doc FROM entity ORDER BY kind, id`,
  );
  return new Map(rows.map((r) => [r.k, JSON.stringify(r.doc)]));
}
/** Contributions of the dump source per kind. */
async function contributionsByKind(): Promise<Record<string, number>> {
  const { rows } = await pool.query<{ kind: string; n: string }>(
    `SELECT kind, count(*) AS n FROM contribution WHERE source = 'musicbrainz_dump' GROUP BY kind`,
  );
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.n)]));
}

beforeAll(async () => {
  pool = await db.create();
  await importDump(dumpFolder(FULL));
}, 60_000);

afterAll(async () => {
  await db.drop();
  for (const f of folders) rmSync(f, { recursive: true, force: true });
});

describe('a newer MusicBrainz dump', () => {
  it('retracts the artist and the recording it no longer holds and leaves every other document as it was', async () => {
    const artistId = await idOfSourceKey(pool, 'artist', 'musicbrainz', mbid('artist_arabic.json'));
    const recordingId = await idOfSourceKey(pool, 'recording', 'musicbrainz', mbid('recording_credits.json'));
    expect(await served('recording_credits', 'recording_credits.json')).not.toBeNull();
    const before = await servedDocs();

    const log = await importDump(
      dumpFolder({
        ...FULL,
        artist: ['artist.json', 'artist_ended.json'],
        recording: ['recording.json', 'recording_multi_artists_1.json'],
      }),
    );

    expect(retractionLine(log)).toContain('artist 1, album 0, release 0, track 0, recording 1, recording_credits 1');
    expect(await served('artist', 'artist_arabic.json')).toBeNull();
    expect(await served('recording', 'recording_credits.json')).toBeNull();
    expect(await served('recording_credits', 'recording_credits.json')).toBeNull();
    const expected = new Map(before);
    for (const k of [`artist:${artistId}`, `recording:${recordingId}`, `recording_credits:${recordingId}`]) expected.delete(k);
    expect(await servedDocs()).toEqual(expected);
  });

  it('from a folder of one entity file retracts nothing of the kinds of the files it lacks', async () => {
    const before = await contributionsByKind();
    const log = await importDump(dumpFolder({ artist: ['artist.json'] }));
    expect(retractionLine(log)).toMatch(
      /retracted, no longer in the dump: artist 1 \(\d+ rows\); not checked: album \(no release-group file\)/,
    );
    expect(await served('artist', 'artist_ended.json')).toBeNull();
    expect(await contributionsByKind()).toEqual({ ...before, artist: before.artist! - 1 });
    expect(await served('release', 'release_multidisc.json')).not.toBeNull();
    expect(await served('recording', 'recording_multi_artists_1.json')).not.toBeNull();
  });

  it('retracts nothing of an empty file, nor of a file holding a line without an entity (it may be one the dump still has)', async () => {
    const log = await importDump(
      dumpFolder({ ...FULL, artist: ['artist.json'], release: ['release.json'], recording: [] }, { release: ['not json'] }),
    );
    expect(retractionLine(log)).toContain('not checked: release, track (1 release line(s) without an entity)');
    expect(retractionLine(log)).toContain('recording, recording_credits (empty recording file)');
    expect(await served('recording', 'recording.json')).not.toBeNull();
    expect(await served('release', 'release_multidisc.json')).not.toBeNull();
  });
});

describe('a re-import of the dump limited to the records of merged entities (resolution after merges)', () => {
  it('retracts nothing although it writes only those records, and keeps no seen set', async () => {
    const dir = dumpFolder(FULL);
    await importDump(dir);
    const before = await servedDocs();
    const artistId = await idOfSourceKey(pool, 'artist', 'musicbrainz', mbid('artist.json'));
    const rewrite: MergeRewrite = { entities: new Set([entityKeyOf('artist', artistId)]), merged: new Map() };

    const log = await importDump(dir, rewrite);

    expect(retractionLine(log)).toBe('');
    expect(await servedDocs()).toEqual(before);
    const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM import_seen');
    expect(Number(rows[0]!.n)).toBe(0);
  });
});

describe('a MusicBrainz dump run that stops before its last file', () => {
  it('retracts nothing, and the next complete run of the dump retracts what it lacks', async () => {
    const dir = dumpFolder({ artist: ['artist.json'], 'release-group': FULL['release-group'], release: ['release.json'] });
    writeFileSync(join(dir, 'recording.tar.xz'), 'not an xz archive');
    await expect(importDump(dir)).rejects.toThrow(/tar -xJO .*recording\.tar\.xz/);
    expect(await served('release', 'release_multidisc.json')).not.toBeNull();

    const staged = mkdtempSync(join(tmpdir(), 'mbdump-retract-rec-'));
    folders.push(staged);
    mkdirSync(join(staged, 'mbdump'));
    writeFileSync(join(staged, 'mbdump', 'recording'), FULL.recording.map((f) => `${JSON.stringify(doc(f))}\n`).join(''));
    rmSync(join(dir, 'recording.tar.xz'));
    execFileSync('tar', ['-cJf', join(dir, 'recording.tar.xz'), '-C', staged, 'mbdump/recording']);
    const log = await importDump(dir);
    expect(retractionLine(log)).toContain('release 1, track 7,');
    expect(await served('release', 'release_multidisc.json')).toBeNull();
    const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM import_seen');
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
