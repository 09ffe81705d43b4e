import { artistPopularity } from './artist-popularity';
import { competitionRanks, currentWindowStart, popularityScore, recordingPopularity, weekPoints } from './chart-popularity';

const country = { code: 'US', name: 'United States' };

describe('chart popularity formula', () => {
  it('gives 101 - rank points per week on a 100-place chart', () => {
    expect(weekPoints(1)).toBe(100);
    expect(weekPoints(100)).toBe(1);
  });
  it('log-scales scores against the largest total, 0..100 with one decimal', () => {
    expect(popularityScore(1000, 1000)).toBe(100);
    expect(popularityScore(0, 1000)).toBe(0);
    expect(popularityScore(31, 1023)).toBeCloseTo(50, 0);
  });
  it('ranks ties together (competition ranking)', () => {
    expect([
      ...competitionRanks(
        new Map([
          ['a', 5],
          ['b', 9],
          ['c', 5],
          ['d', 1],
        ]),
      ).values(),
    ]).toEqual([2, 1, 2, 4]);
  });
  it('starts the current window 52 weeks before the last chart', () => {
    expect(currentWindowStart('2026-08-08')).toBe('2025-08-09');
  });
});

describe('recordingPopularity', () => {
  // Real Hot 100 runs: "Low" (Flo Rida Featuring T-Pain) first weeks, and a one-week entry.
  const low = {
    key: 'low',
    title: 'Low',
    positions: [
      { date: '2007-11-10', rank: 91 },
      { date: '2007-11-17', rank: 63 },
      { date: '2008-03-01', rank: 1 },
    ],
  };
  const small = { key: 'small', title: 'Small', positions: [{ date: '2008-03-01', rank: 100 }] };
  const docs = recordingPopularity([low, small], { lastChartDate: '2008-03-01', country });

  it('scores the larger chart run 100 and ranks it first', () => {
    const d = docs.get('low')!;
    expect(d.catalog).toMatchObject({ score: 100, rank: 1 });
    expect(d.peak).toBe(2008); // 100 points in 2008 vs 48 in 2007
    expect(d.type).toBe('catalog');
  });
  it('reports details per year and for the chart country', () => {
    const d = docs.get('low')! as { catalog: { details_by_year: unknown[]; details_by_country: unknown[] } };
    expect(d.catalog.details_by_year).toEqual([
      {
        year: 2007,
        charts_used: 1,
        rank: 1,
        score: 100,
        best_rank: 63,
        best_country_code: 'US',
        best_country_name: 'United States',
      },
      {
        year: 2008,
        charts_used: 1,
        rank: 1,
        score: 100,
        best_rank: 1,
        best_country_code: 'US',
        best_country_name: 'United States',
      },
    ]);
    expect(d.catalog.details_by_country).toEqual([
      {
        code: 'US',
        name: 'United States',
        charts_used: 1,
        rank: 1,
        score: 100,
        best_rank: 1,
        best_month: '2008-03-01',
        weeks_in_charts: 3,
      },
    ]);
  });
  it('fills current from the last 52 weeks only', () => {
    expect(docs.get('small')!.current).toMatchObject({ rank: 2, details_by_month: [{ month: '2008-03', best_rank: 100 }] });
  });
  it('sums an artist over its recordings and names its best recording', () => {
    const a = artistPopularity(new Map([['T-Pain', [low, small]]]), (k) => k.length, { lastChartDate: '2008-03-01', country });
    expect(a.get('T-Pain')!.catalog).toMatchObject({ score: 100, rank: 1, recordings_in_charts: 2 });
    expect(
      (a.get('T-Pain')!.catalog as { details_by_country: { best_recording: unknown }[] }).details_by_country[0]!.best_recording,
    ).toEqual({
      id: 3,
      title: 'Low',
      best_rank: 1,
      best_month: '2008-03-01',
      weeks_in_charts: 3,
    });
  });
});
