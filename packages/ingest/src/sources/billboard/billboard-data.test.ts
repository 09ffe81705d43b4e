import { mkdtempSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BILLBOARD_DATASET } from './billboard-refs';
import { creditSpellings, loadBillboardChart } from './billboard-data';

const row = (song: string, artist: string, rank: number) => ({
  song,
  artist,
  this_week: rank,
  last_week: null,
  peak_position: rank,
  weeks_on_chart: 1,
});

/** A data dir whose chart file holds `weeks`, with modification time `mtime` (s). */
function writeChart(dir: string, weeks: object[], mtime: number): void {
  const file = join(dir, BILLBOARD_DATASET, 'charts.jsonl.gz');
  mkdirSync(join(dir, BILLBOARD_DATASET), { recursive: true });
  writeFileSync(file, gzipSync(weeks.map((w) => JSON.stringify(w)).join('\n')));
  utimesSync(file, mtime, mtime);
}

describe('loadBillboardChart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'billboard-data-'));

  it('reads the weeks in date order and credits each performer string', () => {
    writeChart(
      dir,
      [
        { date: '2020-01-11', data: [row('Song B', 'Artist Two', 1)] },
        { date: '2020-01-04', data: [row('Song A', 'Artist One', 1)] },
      ],
      1_600_000_000,
    );
    const chart = loadBillboardChart(dir);
    expect(chart.weeks.map((w) => w.date)).toEqual(['2020-01-04', '2020-01-11']);
    expect(chart.catalog.histories.size).toBe(2);
    expect(chart.catalog.credits.get('Artist One')?.map((c) => c.name)).toEqual(['Artist One']);
  });

  it('answers from memory while the file is unchanged and reads it again once it changed', () => {
    const first = loadBillboardChart(dir);
    expect(loadBillboardChart(dir)).toBe(first);
    writeChart(
      dir,
      [{ date: '2020-01-04', data: [row('Song C', 'Artist Three', 1), row('Song D', 'Artist Four', 2)] }],
      1_600_000_100,
    );
    const changed = loadBillboardChart(dir);
    expect(changed).not.toBe(first);
    expect([...changed.catalog.histories.values()].map((h) => h.song).sort()).toEqual(['Song C', 'Song D']);
  });
});

describe('creditSpellings', () => {
  const credits = new Map([
    ['Zayn', [{ name: 'Zayn', type: 'MAIN' as const }]],
    ['ZAYN', [{ name: 'ZAYN', type: 'MAIN' as const }]],
    [
      'ZAYN Featuring Sia',
      [
        { name: 'ZAYN', type: 'MAIN' as const },
        { name: 'Sia', type: 'FEAT' as const },
      ],
    ],
    ['Kings Of Leon', [{ name: 'Kings Of Leon', type: 'MAIN' as const }]],
    ['Kings of Leon', [{ name: 'Kings of Leon', type: 'MAIN' as const }]],
  ]);

  it('credits a name printed in several cases under the spelling of the most songs', () => {
    const histories = ['Zayn', 'ZAYN', 'ZAYN Featuring Sia'].map((performer) => ({ performer }));
    expect(creditSpellings(histories, credits)).toEqual(new Map([['zayn', 'ZAYN']]));
  });

  it('keeps the first spelling to chart on a tie and leaves names printed one way out', () => {
    const histories = ['Kings Of Leon', 'Kings of Leon', 'ZAYN Featuring Sia'].map((performer) => ({ performer }));
    expect(creditSpellings(histories, credits)).toEqual(new Map([['kings of leon', 'Kings Of Leon']]));
  });
});
