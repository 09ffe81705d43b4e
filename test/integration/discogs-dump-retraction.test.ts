/**
 * `catalog import --discogs-dump`, dump after dump: a monthly dump is the whole of Discogs at its
 * date, so the artists, albums, releases, recordings and credits a newer complete dump no longer
 * holds are retracted (served 404, with a release's track list rows), an artist only credited on a
 * release (absent from the artists file) stays, and every other document is left as it was; a run
 * SIGKILLed before it read the whole dump retracts nothing, and the next complete run does; nor does
 * a re-import limited to the records of merged entities, which reads the whole dump but writes only
 * those. The
 * dumps are small XML files in the monthly dumps' format, written by the test.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { config } from '@mc/config';
import { CatalogReader, type MergeRewrite, entityKeyOf } from '@mc/store';
import { DISCOGS_DUMP_SOURCE, createDiscogsImporter, runImports } from '@mc/ingest';
import { killAndWait, sleep } from './child-processes';
import { idOfSourceKey } from './id-map';
import { TestDatabase } from './test-database';

jest.setTimeout(300_000);

const cfg = config();
const ROOT = join(__dirname, '../..');
const newer = new TestDatabase('dgdump_retract');
const killed = new TestDatabase('dgdump_retract_kill');
const folders: string[] = [];

const credit = (id: number, name: string, role = '') =>
  `<artist><id>${id}</id><name>${name}</name><anv/><join/><role>${role}</role><tracks/></artist>`;
const track = (position: string, title: string, extra = '') =>
  `<track><position>${position}</position><title>${title}</title><duration>3:00</duration>${extra ? `<extraartists>${extra}</extraartists>` : ''}</track>`;
const release = (id: number, o: { title: string; artist: string; master?: number; extra?: string; tracks: string[] }) =>
  `<release id="${id}" status="Accepted"><artists>${o.artist}</artists><title>${o.title}</title>` +
  `<labels><label name="Label" catno="L${id}" id="5"/></labels>${o.extra ? `<extraartists>${o.extra}</extraartists>` : ''}` +
  `<formats><format name="CD" qty="1" text=""><descriptions><description>Album</description></descriptions></format></formats>` +
  `<genres><genre>Electronic</genre></genres><country>Sweden</country><released>2001-02-03</released>` +
  `${o.master ? `<master_id is_main_release="true">${o.master}</master_id>` : ''}<tracklist>${o.tracks.join('')}</tracklist></release>`;
const master = (id: number, title: string, mainRelease: number, artist: string) =>
  `<master id="${id}"><main_release>${mainRelease}</main_release><artists>${artist}</artists><year>2001</year><title>${title}</title></master>`;
const artist = (id: number, name: string) => `<artist><id>${id}</id><name>${name}</name><profile/></artist>`;

/** Dump 1: artists 1–3, masters 10–11, releases 100 (master 10), 110 (master 11) and 120 (no master). */
const ARTISTS = [artist(1, 'Alpha'), artist(2, 'Beta'), artist(3, 'Gamma')];
const MASTERS = [master(10, 'Ten', 100, credit(1, 'Alpha')), master(11, 'Eleven', 110, credit(2, 'Beta'))];
const release100 = (a2Credited: boolean) =>
  release(100, {
    title: 'Ten',
    artist: credit(1, 'Alpha'),
    master: 10,
    tracks: [
      track('1', 'One', credit(6, 'Zeta', 'Mixed By')),
      track('2', 'Two', a2Credited ? credit(1, 'Alpha', 'Written-By') : ''),
    ],
  });
const RELEASE_110 = release(110, {
  title: 'Eleven',
  artist: credit(2, 'Beta'),
  master: 11,
  extra: credit(5, 'Epsilon', 'Producer'),
  tracks: [track('1', 'Eleven Song'), track('2', 'Twelve Song')],
});
const RELEASE_120 = release(120, { title: 'Solo', artist: credit(4, 'Delta'), tracks: [track('1', 'Solo Song')] });
const DUMP_1 = { artists: ARTISTS, masters: MASTERS, releases: [release100(true), RELEASE_110, RELEASE_120] };
/**
 * Dump 2 lacks artist 3, master 11 with its only release 110 (whose producer, artist 5, nothing
 * else credits), release 120 without master (its album and its only artist, 4, credited-only) and
 * the credit of track 2 of release 100. Artist 6 is in neither artists file: credited only.
 */
const DUMP_2 = { artists: ARTISTS.slice(0, 2), masters: MASTERS.slice(0, 1), releases: [release100(false)] };
/** What dump 1 has and dump 2 lacks, per kind: artists 3–5, albums 11 and release:120, album 11's credits, ... */
const RETRACTED = 'artist 3, album 2, album_credits 1, release 2, recording 3, recording_credits 1';

type Dump = Record<'artists' | 'masters' | 'releases', string[]>;
/** A dump folder of date `date` holding `dump` (plain `.xml` files). */
function dumpFolder(date: string, dump: Dump): string {
  const dir = mkdtempSync(join(tmpdir(), 'discogs-retract-'));
  folders.push(dir);
  for (const [what, records] of Object.entries(dump)) {
    writeFileSync(join(dir, `discogs_${date}_${what}.xml`), `<${what}>\n${records.join('\n')}\n</${what}>\n`);
  }
  return dir;
}
/**
 * Imports the dump in `dir`; with `rewrite`, as resolution's forced re-import limited to those
 * entities' records. @returns the importer's log lines.
 */
async function importDump(pool: Pool, dir: string, rewrite?: MergeRewrite): Promise<string[]> {
  const log: string[] = [];
  await runImports(pool, cfg.DATA_DIR, [createDiscogsImporter({ dumpDir: dir })], {
    log: (m) => log.push(m),
    ...(rewrite ? { force: true, rewrite } : {}),
  });
  return log;
}
const retractionLine = (log: string[]) => log.find((l) => l.includes('retracted')) ?? '';
type Kind = 'artist' | 'album' | 'album_credits' | 'release' | 'recording' | 'recording_credits';
const idOf = (pool: Pool, kind: Kind, key: string) =>
  idOfSourceKey(pool, kind === 'recording_credits' ? 'recording' : kind === 'album_credits' ? 'album' : kind, 'discogs', key);
const served = async (pool: Pool, kind: Kind, key: string) => new CatalogReader(pool).get(kind, await idOf(pool, kind, key));
/** Served documents as `kind:id` → JSON text. */
async function servedDocs(pool: Pool): Promise<Map<string, string>> {
  const { rows } = await pool.query<{ k: string; doc: unknown }>(
    `SELECT kind || ':' || id AS k, doc FROM entity ORDER BY kind, id`,
  );
  return new Map(rows.map((r) => [r.k, JSON.stringify(r.doc)]));
}
/** The source's track list rows of release `key`. */
async function trackRows(pool: Pool, key: string): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM list_item WHERE source = $1 AND list = 'release_tracks' AND owner_id = $2`,
    [DISCOGS_DUMP_SOURCE, await idOf(pool, 'release', key)],
  );
  return Number(rows[0]!.n);
}
/** Source keys (kind, Discogs key) of what dump 2 lacks. */
const GONE: [Kind, string][] = [
  ['artist', '3'],
  ['artist', '4'],
  ['artist', '5'],
  ['album', '11'],
  ['album', 'release:120'],
  ['album_credits', '11'],
  ['release', '110'],
  ['release', '120'],
  ['recording', '110:1'],
  ['recording', '110:2'],
  ['recording', '120:1'],
  ['recording_credits', '100:2'],
];

beforeAll(async () => {
  for (const db of [newer, killed]) await importDump(await db.create(), dumpFolder('20250101', DUMP_1));
}, 120_000);

afterAll(async () => {
  for (const db of [newer, killed]) await db.drop();
  for (const f of folders) rmSync(f, { recursive: true, force: true });
});

describe('a re-import of the dump limited to the records of merged entities (resolution after merges)', () => {
  it('retracts nothing although it writes only those records, and keeps no seen set', async () => {
    const pool = newer.pool;
    const before = await servedDocs(pool);
    const rewrite: MergeRewrite = {
      entities: new Set([entityKeyOf('artist', await idOf(pool, 'artist', '1'))]),
      merged: new Map(),
    };

    const log = await importDump(pool, dumpFolder('20250101', DUMP_1), rewrite);

    expect(retractionLine(log)).toBe('');
    expect(await servedDocs(pool)).toEqual(before);
    const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM import_seen');
    expect(Number(rows[0]!.n)).toBe(0);
  });
});

describe('a newer Discogs dump', () => {
  it('retracts the artists, albums, releases, recordings and credits it no longer holds, and leaves the rest as it was', async () => {
    const pool = newer.pool;
    for (const [kind, key] of GONE) expect(await served(pool, kind, key)).not.toBeNull();
    expect(await trackRows(pool, '110')).toBe(2);
    const before = await servedDocs(pool);
    const goneKeys = await Promise.all(GONE.map(async ([kind, key]) => `${kind}:${await idOf(pool, kind, key)}`));

    const log = await importDump(pool, dumpFolder('20250201', DUMP_2));

    expect(retractionLine(log)).toContain(`${DISCOGS_DUMP_SOURCE}: retracted, no longer in the dump: ${RETRACTED} (`);
    for (const [kind, key] of GONE) expect([kind, key, await served(pool, kind, key)]).toEqual([kind, key, null]);
    expect(await trackRows(pool, '110')).toBe(0);
    expect(await served(pool, 'artist', '6')).not.toBeNull(); // credited on release 100 only: still seen
    expect(await served(pool, 'recording', '100:2')).not.toBeNull();
    const expected = new Map(before);
    for (const k of goneKeys) expected.delete(k);
    expect(await servedDocs(pool)).toEqual(expected);
    const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM import_seen');
    expect(Number(rows[0]!.n)).toBe(0);
  });
});

/** Dump 2 with `n` more artists and releases (ids from 1000): a run long enough to be killed half-way. */
function paddedDump2(n: number): Dump {
  const ids = Array.from({ length: n }, (_, i) => 1000 + i);
  const filler = (id: number) =>
    release(id, { title: `Filler ${id}`, artist: credit(1, 'Alpha'), tracks: [track('1', `Filler Song ${id}`)] });
  return {
    artists: [...DUMP_2.artists, ...ids.map((id) => artist(id, `Filler ${id}`))],
    masters: DUMP_2.masters,
    releases: [...DUMP_2.releases, ...ids.map(filler)],
  };
}
const seenRows = async (pool: Pool) =>
  Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM import_seen')).rows[0]!.n);

describe('a Discogs dump run SIGKILLed before it read the whole dump', () => {
  it('retracts nothing, and the next complete run of the dump retracts what it lacks', async () => {
    const pool = killed.pool;
    const dir = dumpFolder('20250201', paddedDump2(3000));
    const child: ChildProcess = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/cli/src/cli.ts', 'import', '--discogs-dump', dir, '--no-resolve'],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: killed.url, ES_INDEX_PREFIX: killed.name }, stdio: 'ignore' },
    );
    const exited = new Promise((r) => child.once('exit', r));
    // The first write batch of the artists file (2,000 artists) is recorded as seen: kill then.
    while ((await seenRows(pool)) < 2000 && child.exitCode === null) await sleep(20);
    await killAndWait(child, 'SIGKILL');
    await exited;
    expect(child.signalCode).toBe('SIGKILL');
    const unfinished = await pool.query(`SELECT 1 FROM import_run WHERE source = $1 AND finished_at IS NULL`, [
      DISCOGS_DUMP_SOURCE,
    ]);
    expect(unfinished.rowCount).toBe(1);
    expect(await seenRows(pool)).toBeGreaterThanOrEqual(2000);
    for (const [kind, key] of GONE) expect([kind, key, await served(pool, kind, key)]).not.toEqual([kind, key, null]);
    expect(await trackRows(pool, '110')).toBe(2);

    const log = await importDump(pool, dir);
    expect(retractionLine(log)).toContain(`${DISCOGS_DUMP_SOURCE}: retracted, no longer in the dump: ${RETRACTED} (`);
    for (const [kind, key] of GONE) expect([kind, key, await served(pool, kind, key)]).toEqual([kind, key, null]);
    expect(await served(pool, 'release', '3999')).not.toBeNull();
    expect(await seenRows(pool)).toBe(0);
  });
});
