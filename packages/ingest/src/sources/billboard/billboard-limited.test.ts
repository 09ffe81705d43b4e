import type { EntityRef, JsonObject } from '@mc/catalog';
import { collectRefs } from '@mc/store';
import {
  type BillboardWeek,
  buildBillboardCatalog,
  mapArtist,
  mapChartDate,
  mapChartRow,
  mapRecording,
  mapRecordingChart,
} from './billboard';
import { EVERY_RECORD, type BillboardRecordTest, recordTestOfKeys } from './billboard-limited';
import { artistPopularity } from './artist-popularity';
import { recordingPopularity } from './chart-popularity';
import { HOT_100_KEY, billboardArtistRef, billboardRecordingRef } from './billboard-refs';

const row = (song: string, artist: string, rank: number) => ({
  song,
  artist,
  this_week: rank,
  last_week: null,
  peak_position: rank,
  weeks_on_chart: 1,
});
const WEEKS: BillboardWeek[] = [
  {
    date: '2008-02-23',
    data: [row('Low', 'Flo Rida Featuring T-Pain', 1), row('Apologize', 'Timbaland Featuring OneRepublic', 2)],
  },
  { date: '2008-03-01', data: [row('Low', 'Flo Rida Featuring T-Pain', 2), row('Love Song', 'Sara Bareilles', 1)] },
  { date: '2008-03-08', data: [row('Buy U A Drank', 'T-Pain Featuring Yung Joc', 3), row('Love Song', 'Sara Bareilles', 4)] },
];
const { histories, credits } = buildBillboardCatalog(WEEKS);

/** Every record the importer maps, with the refs it holds and the test that decides whether it is mapped. */
function records(): { what: string; refs: unknown; passes: (t: BillboardRecordTest) => boolean }[] {
  const out: { what: string; refs: unknown; passes: (t: BillboardRecordTest) => boolean }[] = [];
  for (const name of new Set([...credits.values()].flatMap((cs) => cs.map((c) => c.name)))) {
    out.push({ what: `artist ${name}`, refs: mapArtist(name), passes: (t) => t.artist(name) });
  }
  for (const h of histories.values()) {
    const cs = credits.get(h.performer)!;
    out.push({ what: `recording ${h.key}`, refs: mapRecording(h, cs), passes: (t) => t.recording(h.key, cs) });
    out.push({ what: `chart of ${h.key}`, refs: mapRecordingChart(h), passes: (t) => t.recordingChart(h.key) });
  }
  for (const w of WEEKS) {
    out.push({ what: `date ${w.date}`, refs: mapChartDate(w.date, 2, 2), passes: (t) => t.chartDate(w.date) });
    w.data.forEach((r, i) => {
      const h = histories.get(`${r.artist}\u0001${r.song}`)!;
      const cs = credits.get(r.artist)!;
      const item = mapChartRow(w.date, i + 1, r, h, cs);
      out.push({ what: `row ${w.date} ${i + 1}`, refs: item, passes: (t) => t.chartRow(w.date, h.key, cs) });
    });
  }
  const opts = { lastChartDate: '2008-03-08', country: { code: 'US', name: 'United States' }, chartSize: 100 };
  const charted = [...histories.values()].map((h) => ({ key: h.key, title: h.song, positions: h.positions }));
  const byArtist = new Map<string, typeof charted>();
  for (const r of charted)
    for (const c of credits.get(histories.get(r.key)!.performer)!) byArtist.set(c.name, [...(byArtist.get(c.name) ?? []), r]);
  const popularity: [string, JsonObject, number][] = [
    ...[...recordingPopularity(charted, opts)].map(([k, d]): [string, JsonObject, number] => [k, d, billboardRecordingRef(k)]),
    ...[...artistPopularity(byArtist, billboardRecordingRef, opts)].map(([k, d]): [string, JsonObject, number] => [
      k,
      d,
      billboardArtistRef(k),
    ]),
  ];
  for (const [key, doc, owner] of popularity) {
    out.push({ what: `popularity ${key}`, refs: { doc, owner }, passes: (t) => t.popularity(key, doc) });
  }
  return out;
}

const refKeysOf = (value: unknown): string[] => {
  const refs = new Map<string, EntityRef>();
  collectRefs(value, refs);
  return [...refs.values()].map((r) => r.key);
};

describe('the record tests of a Billboard re-import limited to merged entities', () => {
  const all = records();
  const everyKey = [...new Set(all.flatMap((r) => refKeysOf(r.refs)))];

  it('map every record holding a ref keyed by one of the limited run’s source keys', () => {
    expect(everyKey).toEqual(expect.arrayContaining(['Flo Rida', 'T-Pain', `${HOT_100_KEY}/2008-03-01`, HOT_100_KEY]));
    for (const key of everyKey) {
      const test = recordTestOfKeys(new Set([key]));
      const missed = all.filter((r) => refKeysOf(r.refs).includes(key) && !r.passes(test)).map((r) => r.what);
      expect({ key, missed }).toEqual({ key, missed: [] });
    }
  });

  it('pass over the records that hold none of the keys', () => {
    const test = recordTestOfKeys(new Set(['Sara Bareilles']));
    const mapped = all.filter((r) => r.passes(test)).map((r) => r.what);
    expect(mapped).toEqual(
      expect.arrayContaining(['artist Sara Bareilles', 'recording Sara Bareilles\u0001Love Song', 'popularity Sara Bareilles']),
    );
    expect(mapped).not.toContain('artist Flo Rida');
    expect(mapped).not.toContain('date 2008-03-01');
    expect(mapped.filter((w) => w.startsWith('row '))).toEqual(['row 2008-03-01 2', 'row 2008-03-08 2']);
    expect(all.filter((r) => r.passes(recordTestOfKeys(new Set())))).toEqual([]);
  });

  it('map every record of the chart when the chart itself is among the keys, and every record in a full run', () => {
    const test = recordTestOfKeys(new Set([HOT_100_KEY]));
    expect(all.filter((r) => r.what.startsWith('date ') || r.what.startsWith('chart of ')).every((r) => r.passes(test))).toBe(
      true,
    );
    expect(all.every((r) => r.passes(EVERY_RECORD))).toBe(true);
  });
});
