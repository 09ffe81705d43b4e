import { join } from 'node:path';
import { asRef } from '@mc/catalog';
import {
  addDays,
  artistTypeFromName,
  buildBillboardCatalog,
  collectHistories,
  hitRating,
  mapChartDate,
  mapChartRow,
  mapRecording,
  mapRecordingChart,
  readBillboardWeeks,
  rowProblem,
} from './billboard';

const { weeks, malformed } = readBillboardWeeks(join(__dirname, '../../../../../data'));
const catalog = buildBillboardCatalog(weeks);
const KEY = 'Flo Rida Featuring T-Pain\u0001Low';

describe('reading the real Hot 100 data', () => {
  it('reads every week in date order and every row', () => {
    expect(malformed).toEqual([]);
    expect(weeks).toHaveLength(3549);
    expect(weeks[0]!.date).toBe('1958-08-04');
    expect(weeks.reduce((n, w) => n + w.data.length, 0)).toBe(354887);
    expect(catalog.histories.size).toBe(32654);
  });
});

describe('billboard mapping', () => {
  const low = catalog.histories.get(KEY)!;
  const credits = catalog.credits.get('Flo Rida Featuring T-Pain')!;

  it('maps a recording with split credits, raw performer and hit rating', () => {
    const c = mapRecording(low, credits);
    expect(asRef(c.entity)).toEqual({ $ref: 'recording', source: 'billboard', key: KEY });
    expect(c.doc).toMatchObject({
      title: 'Low',
      performer: 'Flo Rida Featuring T-Pain',
      hit: 100,
      artists: [
        { name: 'Flo Rida', type: 'MAIN', link: 'Main', roles: [] },
        { name: 'T-Pain', type: 'FEAT', link: 'Feat', roles: [] },
      ],
    });
  });

  it('maps a chart row with entry week and zero-padded rank sort key', () => {
    const week = weeks.find((w) => w.date === '2008-03-01')!;
    const i = week.data.findIndex((r) => r.song === 'Low');
    const item = mapChartRow(week.date, i + 1, week.data[i]!, low, credits);
    expect(item.sortKey).toBe('001');
    expect(item.item).toMatchObject({
      id: i + 1,
      rank: 1,
      previous_rank: 1,
      best_rank: 1,
      appearances: 17,
      date_in: '2007-11-10',
      rank_in: 91,
      date_out: '2008-03-01',
      rank_out: 1,
      ms_artist: { name: 'Flo Rida' },
      ms_recordings: [{ title: 'Low' }],
    });
  });

  it('lists a recording chart history in date order', () => {
    const item = mapRecordingChart(low).item!;
    expect(item).toMatchObject({ name: 'Billboard Hot 100', best_rank: 1, entry_date: '2007-11-10' });
    const dates = (item.positions as { date: string }[]).map((p) => p.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('maps a chart date spanning seven days', () => {
    expect(mapChartDate('1976-12-04', 99, 99).contribution.doc).toMatchObject({
      start_date: '1976-12-04',
      end_date: '1976-12-10',
      matched: 99,
      total: 99,
    });
    expect(addDays('2026-08-08', 6)).toBe('2026-08-14');
  });

  it('rates hits and rejects unusable rows', () => {
    expect(hitRating(1)).toBe(100);
    expect(hitRating(100)).toBe(1);
    expect(rowProblem({ song: '', artist: 'x', this_week: 1 })).toBe('chart row without song or artist');
    expect(rowProblem({ song: 'a', artist: 'x', this_week: 101 })).toBe('chart row with a rank outside 1..100');
  });

  it('collects histories per (song, performer)', () => {
    const h = collectHistories([{ date: '2000-01-01', data: [weeks[0]!.data[0]!] }]);
    expect([...h.keys()]).toEqual(['Ricky Nelson\u0001Poor Little Fool']);
  });

  it('types an artist as Band only when the name says so', () => {
    expect(artistTypeFromName('Earth, Wind & Fire')).toBe('Band');
    expect(artistTypeFromName('The Beatles')).toBe('Band');
    expect(artistTypeFromName('Perez Prado And His Orchestra')).toBe('Band');
    expect(artistTypeFromName('The Weeknd')).toBeUndefined();
    expect(artistTypeFromName('Flo Rida')).toBeUndefined();
  });
});
