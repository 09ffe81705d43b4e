/**
 * Every document family of the contract from an operator's own JSON Lines file: a small file holding each family the
 * API serves (release track lists, biographies, artist and show pictures, reviews, cover art, album
 * and recording audio descriptors, lyrics with timed lines and translations, album and recording
 * credits, charts with dates and rows, shows, genres and genre parents) is imported into a database
 * of this test only, then each family is read through the API; a second, incremental file and a
 * change set (`applyCatalogChanges`, what `POST /api/catalog/{source}/changes` runs) update, prune
 * and delete. Strings: the JamendoLyrics song "Disparan" by CRIATURA (CC BY-NC-SA) and the Discogs
 * sample's "The Persuader – Stockholm".
 */
import { readFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Pool } from 'pg';
import { config } from '@mc/config';

import { applyCatalogChanges } from '@mc/catalog-file';
import { catalogFileImporter, runImports } from '@mc/ingest';
import { startTestApi, type TestApi } from './harness';
import { idOfSourceKey } from './id-map';
import { TestDatabase } from './test-database';

const SOURCE = 'my-families';
const FAMILY_LINES = readFileSync(join(__dirname, '..', 'fixtures', 'catalog-families', 'families.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l) as Record<string, unknown>);
const cfg = config();
const db = new TestDatabase('families');
const dir = mkdtempSync(join(tmpdir(), 'catalog-families-'));
const jsonl = (lines: unknown[]) => lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n');

let pool: Pool;
let api: TestApi;

async function importFile(name: string, lines: unknown[], force = false) {
  const file = join(dir, name);
  writeFileSync(file, jsonl(lines));
  const [summary] = await runImports(pool, cfg.DATA_DIR, [catalogFileImporter({ file, source: SOURCE })], { force });
  return { summary: summary!, rejects: readFileSync(`${file}.rejects.jsonl`, 'utf8').trim().split('\n').filter(Boolean) };
}

const idOf = (kind: string, key: string) => idOfSourceKey(pool, kind, SOURCE, key);
const ok = async (path: string) => {
  const res = await api.get(path);
  expect([path, res.status]).toEqual([path, 200]);
  return res.body;
};

beforeAll(async () => {
  pool = await db.create();
}, 120_000);

afterAll(async () => {
  await api?.close();
  await db.drop();
});

describe('importing a file of every family', () => {
  it('imports the valid lines and writes each bad line with the field at fault to the rejects file', async () => {
    const bad = [
      { kind: 'lyric', key: 'r-disparan', title: 'Disparan' },
      { kind: 'release_tracks', key: 're-stockholm', tracks: [{ track_number: 1, recording: { key: 'r-x' } }] },
      { kind: 'artist_pictures', key: 'a-persuader', pictures: [{ id_picture: 7, format: '4:3' }] },
      { kind: 'chart', key: 'c-2', name: 'Incomplete' },
      { kind: 'recording_audio', key: 'r-disparan', bpm: 'fast' },
    ];
    const { summary, rejects } = await importFile('families.jsonl', [...FAMILY_LINES, ...bad]);
    expect(summary.counts.contributionsChanged).toBeGreaterThan(0);
    const n = FAMILY_LINES.length;
    expect(rejects.map((r) => JSON.parse(r) as { line: number; field: string })).toEqual([
      expect.objectContaining({ line: n + 1, field: 'lfid' }),
      expect.objectContaining({ line: n + 2, field: 'tracks.0.recording.title' }),
      expect.objectContaining({ line: n + 3, field: 'pictures.0.format' }),
      expect.objectContaining({ line: n + 4, field: 'area' }),
      expect.objectContaining({ line: n + 5, field: 'bpm' }),
    ]);
    // No document cache: the incremental tests read right after their writes (the cache is not under test).
    api = await startTestApi({ ...db.apiConfig(), DOCUMENT_CACHE_TTL_S: 0 });
  }, 120_000);

  it('is idempotent: the same file again changes nothing', async () => {
    const { summary } = await importFile('families.jsonl', FAMILY_LINES, true);
    expect([summary.counts.contributionsChanged, summary.counts.listItemsChanged]).toEqual([0, 0]);
  }, 60_000);
});

describe('every list family answers from the file', () => {
  it('serves the release track list in disc and track order', async () => {
    const body = await ok(`/api/release/${await idOf('release', 're-stockholm')}/tracks`);
    expect(body.results.map((t: { recording: { id: number; title: string } }) => [t.recording.id, t.recording.title])).toEqual([
      [await idOf('recording', 'r-ostermalm'), 'Östermalm'],
      [await idOf('recording', 'r-vasastaden'), 'Vasastaden'],
    ]);
    expect(body.results[1]).toMatchObject({ disc_number: 1, track_number: 2, recording: { duration: '00:06:11' } });
  });

  it('serves artist biographies and album reviews in file order', async () => {
    const bios = await ok(`/api/artist/${await idOf('artist', 'a-persuader')}/biographies`);
    expect(bios.results.map((b: { lang: string }) => b.lang)).toEqual(['EN', 'FR']);
    const reviews = await ok(`/api/album/${await idOf('album', 'al-stockholm')}/reviews`);
    expect(reviews.results).toEqual([expect.objectContaining({ author: 'Resident Advisor', lang: 'EN' })]);
  });

  it('serves artist and show pictures filtered by format', async () => {
    const artist = await idOf('artist', 'a-persuader');
    const square = await ok(`/api/artist/${artist}/pictures`);
    expect(square.results.map((p: { id_picture: number }) => p.id_picture)).toEqual([501]);
    expect(square.results[0]).toMatchObject({ format: '1:1', mimetype: 'image/jpeg', width: 1000 });
    const all = await ok(`/api/artist/${artist}/pictures?format=all`);
    expect(all.results.map((p: { format: string }) => p.format)).toEqual(['1:1', '16:9']);
    const show = await ok(`/api/show/${await idOf('show', 's-sonar')}/pictures?format=16:9`);
    expect(show.results).toEqual([expect.objectContaining({ id_picture: 601, source: 'house' })]);
  });
});

describe('every document family answers from the file', () => {
  it('serves cover art and album audio descriptors under the album id', async () => {
    const album = await idOf('album', 'al-stockholm');
    expect(await ok(`/api/album/${album}/coverart`)).toMatchObject({ path: 'covers/stockholm.jpg', width: 1200 });
    expect(await ok(`/api/album/${album}/audiodescriptions`)).toMatchObject({ arousal: 0.62, valence: 0.41 });
  });

  it('serves recording audio descriptors and lyrics with timed lines and translations', async () => {
    const recording = await idOf('recording', 'r-disparan');
    expect(await ok(`/api/recording/${recording}/audiodescriptions`)).toMatchObject({
      bpm: 126,
      moods: [{ name: 'tense', value: 0.7 }],
    });
    const lyric = await ok(`/api/recording/${recording}/lyric`);
    expect(lyric).toMatchObject({ id_recording: recording, lfid: '1314277', language_code: 'es', territories: ['ES'] });
    expect(lyric.lrc[0]).toEqual({
      line: 'disparan la linea hay que cruzar',
      milliseconds: '16018',
      duration: '4331',
      lrc_timestamp: '[00:16.02]',
    });
    expect(lyric.translations[0]).toMatchObject({ language: 'en', lrc: [expect.objectContaining({ milliseconds: '16018' })] });
  });

  it('serves album and recording credits with credited artists resolved to their ids', async () => {
    const persuader = await idOf('artist', 'a-persuader');
    const album = await ok(`/api/album/${await idOf('album', 'al-stockholm')}/credits`);
    expect(album.data[0].parent_credit[0].credit_child).toEqual([{ name: 'Jesper Dahlbäck', id_artist: persuader }]);
    const recording = await ok(`/api/recording/${await idOf('recording', 'r-vasastaden')}/credits`);
    expect(recording.data[0]).toMatchObject({ parent_credit_name: 'Production' });
  });
});

describe('charts, shows and genres answer from the file', () => {
  it('serves charts, their dates and rows pointing at the catalog', async () => {
    const chart = await idOf('chart', 'c-club');
    const charts = await ok('/api/charts');
    expect(charts.results).toEqual([expect.objectContaining({ id: chart, name: 'Stockholm Club Chart', country_code: 'SE' })]);
    const dates = await ok(`/api/charts/${chart}/dates`);
    expect(dates.results.map((d: { start_date: string }) => d.start_date)).toEqual(['1999-03-06', '1999-03-13']);
    expect(dates.results[0]).toMatchObject({ total: 2, matched: 2 });
    const rows = await ok(`/api/charts/${chart}/dates/${dates.results[0].id}/rows`);
    expect(rows.results.map((r: { rank: number; ms_recordings: { id: number }[] }) => [r.rank, r.ms_recordings[0]!.id])).toEqual([
      [1, await idOf('recording', 'r-vasastaden')],
      [2, await idOf('recording', 'r-ostermalm')],
    ]);
  });

  it('serves shows with their type, artists and album', async () => {
    const show = await ok(`/api/show/${await idOf('show', 's-sonar')}`);
    expect(show).toMatchObject({
      name: 'Sónar 1999',
      year: 1999,
      artists: [{ id: await idOf('artist', 'a-persuader'), name: 'The Persuader' }],
      album: { id: await idOf('album', 'al-stockholm'), title: 'Stockholm' },
    });
    expect(await ok(`/api/show-type/${show.type.id}`)).toMatchObject({ name: 'Festival' });
  });

  it('serves genres with their parent, and the children of a parent', async () => {
    const genres = await ok('/api/genre?limit=50');
    const byName = new Map(genres.results.map((g: { name: string; id: number }) => [g.name, g]));
    const techno = byName.get('Techno') as { id: number };
    expect(byName.get('Minimal Techno')).toMatchObject({ parent_genre: { id_genre: techno.id, name: 'Techno' } });
    const children = await ok(`/api/genre?id_parent=${techno.id}`);
    expect(children.results.map((g: { name: string }) => g.name)).toEqual(['Minimal Techno']);
    const recording = await ok(`/api/recording/${await idOf('recording', 'r-vasastaden')}`);
    expect(recording.genre).toEqual({ id_genre: techno.id, name: 'Techno' });
  });
});

describe('incremental files and change sets of the families', () => {
  it('replaces a list a line states again, and removes what deleted lines name', async () => {
    const { rejects } = await importFile('changes.jsonl', [
      {
        kind: 'release_tracks',
        key: 're-stockholm',
        tracks: [{ track_number: 1, recording: { key: 'r-vasastaden', title: 'Vasastaden' } }],
      },
      { kind: 'artist_pictures', key: 'a-persuader', deleted: true },
      { kind: 'lyric', key: 'r-disparan', deleted: true },
    ]);
    expect(rejects).toEqual([]);
    const tracks = await ok(`/api/release/${await idOf('release', 're-stockholm')}/tracks`);
    expect(tracks.results.map((t: { recording: { title: string } }) => t.recording.title)).toEqual(['Vasastaden']);
    expect((await ok(`/api/artist/${await idOf('artist', 'a-persuader')}/pictures?format=all`)).total).toBe(0);
    expect((await api.get(`/api/recording/${await idOf('recording', 'r-disparan')}/lyric`)).status).toBe(404);
  }, 60_000);

  it('applies family lines of a change set with per-line counts, a replay counting them unchanged', async () => {
    const body = jsonl([
      { kind: 'album_reviews', key: 'al-stockholm', reviews: [{ lang: 'EN', content: '<p>Deep.</p>', author: 'Pitchfork' }] },
      { kind: 'recording_audio', key: 'r-vasastaden', bpm: 124, valence: 0.5 },
      { kind: 'show_pictures', key: 's-sonar', deleted: true },
    ]);
    const first = await applyCatalogChanges(pool, Readable.from([body]), { source: SOURCE, resolve: false });
    expect(first.counts).toMatchObject({ created: 1, updated: 1, deleted: 1, rejected: 0 });
    const replay = await applyCatalogChanges(pool, Readable.from([body]), { source: SOURCE, resolve: false });
    expect(replay.counts).toMatchObject({ created: 0, updated: 0, unchanged: 3, deleted: 0 });
    const reviews = await ok(`/api/album/${await idOf('album', 'al-stockholm')}/reviews`);
    expect(reviews.results).toEqual([expect.objectContaining({ author: 'Pitchfork' })]);
    expect(await ok(`/api/recording/${await idOf('recording', 'r-vasastaden')}/audiodescriptions`)).toMatchObject({ bpm: 124 });
  }, 60_000);
});
