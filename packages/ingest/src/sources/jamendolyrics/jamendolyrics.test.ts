import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { asRef, lrcTimestamp } from '@mc/catalog';
import {
  type JamendoLineRow,
  type JamendoSongRow,
  jamendoTrackId,
  mapJamendoLyric,
  mapJamendoRecording,
  mapLrcLines,
  normaliseCcLicence,
} from './jamendolyrics';

const dir = join(__dirname, '../../../../../data/jamendolyrics_multilang');
const songs = parse(readFileSync(join(dir, 'JamendoLyrics.csv')), { columns: true }) as JamendoSongRow[];
const hila = songs.find((s) => s.Filepath === 'HILA_-_Give_Me_the_Same.mp3')!;
const hilaLines = parse(readFileSync(join(dir, 'annotations/lines/HILA_-_Give_Me_the_Same.csv')), {
  columns: true,
}) as JamendoLineRow[];
const hilaText = readFileSync(join(dir, 'lyrics/HILA_-_Give_Me_the_Same.txt'), 'utf8');

describe('JamendoLyrics recordings', () => {
  it('has 79 songs, each with a distinct Jamendo track id', () => {
    expect(songs).toHaveLength(79);
    expect(new Set(songs.map((s) => jamendoTrackId(s.URL))).size).toBe(79);
  });

  it('maps a song to a recording keyed by its Jamendo track id, with artist, genre and lyrics-provider id', () => {
    const { recording, artist } = mapJamendoRecording(hila)!;
    expect(asRef(recording.entity)).toEqual({ $ref: 'recording', source: 'jamendolyrics', key: '1559261' });
    expect(recording.doc.title).toBe('Give Me The Same');
    expect(recording.doc.artists).toEqual([{ id: artist.entity, name: 'HILA', type: 'MAIN', link: 'Main' }]);
    expect(recording.doc.externals).toEqual({ ext_lf: [1559261] });
    expect(recording.doc.genre).toEqual({ id_genre: expect.anything(), name: 'Pop' });
    expect(asRef((recording.doc.genre as { id_genre: number }).id_genre).key).toBe('pop');
    expect(recording.doc.duration).toBeUndefined();
    expect(artist.doc).toEqual({ id: artist.entity, name: 'HILA' });
  });

  it('refuses a song whose URL has no track id', () => {
    expect(mapJamendoRecording({ ...hila, URL: 'https://www.jamendo.com/' })).toBeNull();
  });
});

describe('JamendoLyrics lyrics', () => {
  it('turns timed lines into LRC entries in milliseconds', () => {
    const { lrc, bad } = mapLrcLines(hilaLines);
    expect(bad).toEqual([]);
    expect(lrc[0]).toEqual({ line: 'lay awake at night', milliseconds: '18620', duration: '1253', lrc_timestamp: '[00:18.62]' });
    expect(lrc).toHaveLength(hilaLines.length);
  });

  it('refuses lines with non-numeric times', () => {
    const { lrc, bad } = mapLrcLines([{ start_time: 'nan', end_time: '2.0', lyrics_line: 'x' }]);
    expect(lrc).toEqual([]);
    expect(bad).toHaveLength(1);
  });

  it('formats LRC timestamps as [mm:ss.xx] past one minute', () => {
    expect(lrcTimestamp(83456)).toBe('[01:23.46]');
    expect(lrcTimestamp(0)).toBe('[00:00.00]');
  });

  it('writes the lyric under the recording id with language, text, licence and timings', () => {
    const { lrc } = mapLrcLines(hilaLines);
    const c = mapJamendoLyric(hila, 42, hilaText, lrc)!;
    expect(asRef(c.entity)).toEqual({ $ref: 'lyric', source: 'recording', key: '42' });
    expect(asRef(c.doc.id_recording as number)).toEqual({ $ref: 'recording', source: 'jamendolyrics', key: '1559261' });
    expect(c.doc).toMatchObject({
      lfid: '1559261',
      title: 'Give Me The Same',
      language: 'English',
      language_code: 'en',
      territories: [],
      publisher_credit: [],
      license: 'CC BY-ND',
      source_url: hila.URL,
    });
    expect((c.doc.lyric as string).startsWith('lay awake at night\nwondering how could i')).toBe(true);
    expect(c.doc.lrc).toHaveLength(hilaLines.length);
  });

  it('normalises the licence spellings of the dataset', () => {
    expect(normaliseCcLicence('BY-NC-ND')).toBe('CC BY-NC-ND');
    expect(normaliseCcLicence('CC  BY-NC-SA')).toBe('CC BY-NC-SA');
    expect(normaliseCcLicence('CC BY')).toBe('CC BY');
  });

  it('gives every song a language code', () => {
    for (const s of songs) expect(mapJamendoLyric(s, 1, 'x', [])!.doc.language_code).toMatch(/^(en|de|es|fr)$/);
  });
});
