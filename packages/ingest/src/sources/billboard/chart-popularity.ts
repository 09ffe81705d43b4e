/**
 * Popularity (`RecordingPopularity`, `ArtistPopularity`) derived from weekly chart positions of one chart (the Billboard Hot 100).
 *
 * Formula (simple, deterministic):
 * - **Points**: each week a recording spends on the chart earns `chartSize + 1 - rank` points
 *   (rank 1 of a 100-place chart = 100 points, rank 100 = 1 point). An artist earns the points of
 *   every recording it is credited on (main or featured, full points each).
 * - **Score 0..100**: `100 * ln(1 + points) / ln(1 + maxPoints)` where `maxPoints` is the largest
 *   total among the entities compared (the whole catalog, one year, or one month), rounded to one
 *   decimal. The log keeps long-running hits from flattening everyone else.
 * - **Rank**: competition rank among the entities compared: `1 + number of entities with strictly
 *   more points` (ties share a rank).
 * - **peak**: the calendar year in which the entity earned most points (earliest on ties).
 * - **catalog**: over all weeks of the data; `details_by_year` has one entry per year charted.
 * - **current**: over the last 52 chart weeks of the data (weeks dated within 364 days of the last
 *   chart date), with `details_by_month` per `YYYY-MM`; omitted for entities without points there.
 * - **global** equals catalog (only one chart is used); `charts_used` is 1; `type` is `catalog`.
 * - `details_by_country` has one entry for the chart's country; `best_month` is the date
 *   (`YYYY-MM-DD`) of the first week at the best rank, `weeks_in_charts` counts chart weeks.
 */
import type { JsonObject } from '@mc/catalog';

/** One chart week of one recording. */
export interface ChartPosition {
  /** Chart date `YYYY-MM-DD`. */
  date: string;
  /** Position 1..chartSize. */
  rank: number;
}

/** A charted recording: its key (caller's identity), title and positions (any order). */
export interface ChartedRecording {
  key: string;
  title: string;
  positions: ChartPosition[];
}

/** The chart's country, for `details_by_*` entries. */
export interface ChartCountry {
  code: string;
  name: string;
}

/** Points one chart week at `rank` earns (see module doc). */
export function weekPoints(rank: number, chartSize = 100): number {
  return Math.max(0, chartSize + 1 - rank);
}

/** Log-scaled score 0..100 of `points` against the largest total `maxPoints` (one decimal). */
export function popularityScore(points: number, maxPoints: number): number {
  if (points <= 0 || maxPoints <= 0) return 0;
  return Math.round((1000 * Math.log1p(points)) / Math.log1p(maxPoints)) / 10;
}

/** Competition ranks (1 + count of strictly greater totals) of every key of `points`. */
export function competitionRanks<K>(points: Map<K, number>): Map<K, number> {
  const sorted = [...points.values()].sort((a, b) => b - a);
  const firstIndex = new Map<number, number>();
  sorted.forEach((p, i) => {
    if (!firstIndex.has(p)) firstIndex.set(p, i);
  });
  return new Map([...points].map(([k, p]) => [k, firstIndex.get(p)! + 1]));
}

/** Statistics of one recording within one period (all time, a year, a month). */
export interface PeriodStats {
  points: number;
  bestRank: number;
  /** First date at the best rank. */
  bestDate: string;
  weeks: number;
}

function addWeek(stats: PeriodStats | undefined, p: ChartPosition, chartSize: number): PeriodStats {
  const points = weekPoints(p.rank, chartSize);
  if (!stats) return { points, bestRank: p.rank, bestDate: p.date, weeks: 1 };
  stats.points += points;
  stats.weeks += 1;
  if (p.rank < stats.bestRank || (p.rank === stats.bestRank && p.date < stats.bestDate)) {
    stats.bestRank = p.rank;
    stats.bestDate = p.date;
  }
  return stats;
}

/** What an entity (a recording, or an artist = a set of recordings) earned per period. */
export interface EntityStats {
  all: PeriodStats;
  byYear: Map<string, PeriodStats>;
  current?: PeriodStats;
  byMonth: Map<string, PeriodStats>;
  /** Per period: the entity's best recording (most points, then best rank, then key). */
  bestByYear: Map<string, ChartedRecording>;
  bestByMonth: Map<string, ChartedRecording>;
  bestAll?: ChartedRecording;
  bestCurrent?: ChartedRecording;
  recordings: number;
}

/** One period's competition ranks by entity key, and the largest points total among them. */
export interface RankTable {
  ranks: Map<string, number>;
  max: number;
}

/** The period → rank/score tables of a population of entities. */
export interface Tables {
  all: RankTable;
  current: RankTable;
  year: Map<string, RankTable>;
  month: Map<string, RankTable>;
}

function table(points: Map<string, number>): RankTable {
  return { ranks: competitionRanks(points), max: Math.max(0, ...points.values()) };
}

/** Entity `k`'s rank in `table` and its score 0..100 for `points` against the table's largest total. */
export function rankAndScore(table: RankTable, k: string, points: number): { rank: number; score: number } {
  return { rank: table.ranks.get(k)!, score: popularityScore(points, table.max) };
}

function mergeStats(into: PeriodStats | undefined, s: PeriodStats): PeriodStats {
  if (!into) return { ...s };
  into.points += s.points;
  into.weeks += s.weeks;
  if (s.bestRank < into.bestRank || (s.bestRank === into.bestRank && s.bestDate < into.bestDate)) {
    into.bestRank = s.bestRank;
    into.bestDate = s.bestDate;
  }
  return into;
}

function better(a: { s: PeriodStats; r: ChartedRecording } | undefined, s: PeriodStats, r: ChartedRecording): boolean {
  if (!a) return true;
  if (s.points !== a.s.points) return s.points > a.s.points;
  if (s.bestRank !== a.s.bestRank) return s.bestRank < a.s.bestRank;
  return r.key < a.r.key;
}

/** The first chart date of the "current" window: 364 days before the last chart date. */
export function currentWindowStart(lastChartDate: string): string {
  const d = new Date(`${lastChartDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 364);
  return d.toISOString().slice(0, 10);
}

/** One recording's {@link PeriodStats}: all time, current window, per year and per month. */
export function recordingStats(r: ChartedRecording, windowStart: string, chartSize: number) {
  let all: PeriodStats | undefined;
  let current: PeriodStats | undefined;
  const byYear = new Map<string, PeriodStats>();
  const byMonth = new Map<string, PeriodStats>();
  for (const p of r.positions) {
    all = addWeek(all, p, chartSize);
    const y = p.date.slice(0, 4);
    byYear.set(y, addWeek(byYear.get(y), p, chartSize));
    if (p.date >= windowStart) {
      current = addWeek(current, p, chartSize);
      const m = p.date.slice(0, 7);
      byMonth.set(m, addWeek(byMonth.get(m), p, chartSize));
    }
  }
  return { all, current, byYear, byMonth };
}

/** An entity's (an artist's) {@link EntityStats} over its recordings; undefined when none charted. */
export function entityStats(recs: ChartedRecording[], windowStart: string, chartSize: number): EntityStats | undefined {
  let all: PeriodStats | undefined;
  let current: PeriodStats | undefined;
  const byYear = new Map<string, PeriodStats>();
  const byMonth = new Map<string, PeriodStats>();
  const bestYear = new Map<string, { s: PeriodStats; r: ChartedRecording }>();
  const bestMonth = new Map<string, { s: PeriodStats; r: ChartedRecording }>();
  let bestAll: { s: PeriodStats; r: ChartedRecording } | undefined;
  let bestCurrent: { s: PeriodStats; r: ChartedRecording } | undefined;
  let recordings = 0;
  for (const r of recs) {
    const rs = recordingStats(r, windowStart, chartSize);
    if (!rs.all) continue;
    recordings += 1;
    all = mergeStats(all, rs.all);
    if (better(bestAll, rs.all, r)) bestAll = { s: rs.all, r };
    if (rs.current) {
      current = mergeStats(current, rs.current);
      if (better(bestCurrent, rs.current, r)) bestCurrent = { s: rs.current, r };
    }
    for (const [y, s] of rs.byYear) {
      byYear.set(y, mergeStats(byYear.get(y), s));
      if (better(bestYear.get(y), s, r)) bestYear.set(y, { s, r });
    }
    for (const [m, s] of rs.byMonth) {
      byMonth.set(m, mergeStats(byMonth.get(m), s));
      if (better(bestMonth.get(m), s, r)) bestMonth.set(m, { s, r });
    }
  }
  if (!all) return undefined;
  return {
    all,
    current,
    byYear,
    byMonth,
    bestByYear: new Map([...bestYear].map(([k, v]) => [k, v.r])),
    bestByMonth: new Map([...bestMonth].map(([k, v]) => [k, v.r])),
    bestAll: bestAll?.r,
    bestCurrent: bestCurrent?.r,
    recordings,
  };
}

/** Rank and score tables (all time, current, per year, per month) of a population of entities. */
export function buildTables(stats: Map<string, EntityStats>): Tables {
  const all = new Map<string, number>();
  const current = new Map<string, number>();
  const year = new Map<string, Map<string, number>>();
  const month = new Map<string, Map<string, number>>();
  for (const [k, s] of stats) {
    all.set(k, s.all.points);
    if (s.current) current.set(k, s.current.points);
    for (const [y, ys] of s.byYear) (year.get(y) ?? year.set(y, new Map()).get(y)!).set(k, ys.points);
    for (const [m, ms] of s.byMonth) (month.get(m) ?? month.set(m, new Map()).get(m)!).set(k, ms.points);
  }
  return {
    all: table(all),
    current: table(current),
    year: new Map([...year].map(([y, p]) => [y, table(p)])),
    month: new Map([...month].map(([m, p]) => [m, table(p)])),
  };
}

/** The year with most points (earliest on ties). */
export function peakYear(byYear: Map<string, PeriodStats>): number {
  let best: [string, number] | undefined;
  for (const [y, s] of [...byYear].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (!best || s.points > best[1]) best = [y, s.points];
  }
  return Number(best![0]);
}

/** Map entries sorted by key. */
export const sortedEntries = <V>(m: Map<string, V>) => [...m].sort((a, b) => a[0].localeCompare(b[0]));

/** Options of the popularity computations. */
export interface PopularityOptions {
  /** Date of the last chart of the data (`YYYY-MM-DD`), which ends the "current" window. */
  lastChartDate: string;
  country: ChartCountry;
  /** Places on the chart (100 for the Hot 100). */
  chartSize?: number;
}

/** A popularity document (`RecordingPopularity` or `ArtistPopularity`) without `id`. */
export type PopularityDoc = JsonObject;

/** A recording's per-period (year or month) details: rank, score and best rank, by period. */
function periodDetails(k: string, periods: Map<string, PeriodStats>, tables: Map<string, RankTable>, country: ChartCountry) {
  return sortedEntries(periods).map(([p, ps]) => {
    const detail = {
      charts_used: 1,
      ...rankAndScore(tables.get(p)!, k, ps.points),
      best_rank: ps.bestRank,
      best_country_code: country.code,
      best_country_name: country.name,
    };
    return [p, detail] as const;
  });
}

/** A recording's one `details_by_country` entry of a window (all time or current). */
function countryDetail(country: ChartCountry, rank: number, score: number, s: PeriodStats) {
  return {
    code: country.code,
    name: country.name,
    charts_used: 1,
    rank,
    score,
    best_rank: s.bestRank,
    best_month: s.bestDate,
    weeks_in_charts: s.weeks,
  };
}

/**
 * Recording popularity (the contract's `RecordingPopularity`) of every charted recording.
 * @returns key → document (without `id`), for recordings with at least one chart week.
 */
export function recordingPopularity(recordings: ChartedRecording[], opts: PopularityOptions): Map<string, PopularityDoc> {
  const chartSize = opts.chartSize ?? 100;
  const windowStart = currentWindowStart(opts.lastChartDate);
  const stats = new Map<string, EntityStats>();
  for (const r of recordings) {
    const s = entityStats([r], windowStart, chartSize);
    if (s) stats.set(r.key, s);
  }
  const t = buildTables(stats);
  const out = new Map<string, PopularityDoc>();
  for (const [k, s] of stats) {
    const { rank, score } = rankAndScore(t.all, k, s.all.points);
    const doc: PopularityDoc = {
      type: 'catalog',
      peak: peakYear(s.byYear),
      global: { score, rank },
      catalog: {
        score,
        rank,
        details_by_year: periodDetails(k, s.byYear, t.year, opts.country).map(([y, d]) => ({ year: Number(y), ...d })),
        details_by_country: [countryDetail(opts.country, rank, score, s.all)],
      },
    };
    if (s.current) {
      const c = rankAndScore(t.current, k, s.current.points);
      doc.current = {
        score: c.score,
        rank: c.rank,
        details_by_month: periodDetails(k, s.byMonth, t.month, opts.country).map(([m, d]) => ({ month: m, ...d })),
        details_by_country: [countryDetail(opts.country, c.rank, c.score, s.current)],
      };
    }
    out.set(k, doc);
  }
  return out;
}
