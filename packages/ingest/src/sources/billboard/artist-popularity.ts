/**
 * Artist popularity (the contract's `ArtistPopularity`) from weekly chart positions: the formula of `chart-popularity.ts`
 * (points, log score, competition rank, peak year, catalog and current windows) applied to the
 * set of recordings each artist is credited on, with the best recording per period.
 */
import {
  type ChartedRecording,
  type EntityStats,
  type PeriodStats,
  type PopularityDoc,
  type PopularityOptions,
  type RankTable,
  buildTables,
  currentWindowStart,
  entityStats,
  peakYear,
  rankAndScore,
  recordingStats,
  sortedEntries,
} from './chart-popularity';

type RecordingStats = ReturnType<typeof recordingStats>;

/** What the per-artist documents share: tables, country, the recording id map and per-recording stats. */
interface ArtistContext {
  tables: ReturnType<typeof buildTables>;
  country: PopularityOptions['country'];
  recordingId: (recordingKey: string) => number;
  recStats: (r: ChartedRecording) => RecordingStats;
}

/** Per-period (year or month) details of artist `k`: rank, score and best recording, by period. */
function periodDetails(
  ctx: ArtistContext,
  k: string,
  periods: Map<string, PeriodStats>,
  best: Map<string, ChartedRecording>,
  tables: Map<string, RankTable>,
  bestRankIn: (r: ChartedRecording, period: string) => number,
) {
  const { code, name } = ctx.country;
  return sortedEntries(periods).map(([p, ps]) => {
    const br = best.get(p)!;
    const detail = {
      charts_used: 1,
      ...rankAndScore(tables.get(p)!, k, ps.points),
      best_recording: {
        id: ctx.recordingId(br.key),
        title: br.title,
        best_rank: bestRankIn(br, p),
        best_country_code: code,
        best_country_name: name,
      },
    };
    return [p, detail] as const;
  });
}

/** The one `details_by_country` entry of a window: rank, score and the window's best recording. */
function countryDetail(ctx: ArtistContext, rank: number, score: number, best: ChartedRecording, bestStats: PeriodStats) {
  const { code, name } = ctx.country;
  return {
    code,
    name,
    charts_used: 1,
    rank,
    score,
    best_recording: {
      id: ctx.recordingId(best.key),
      title: best.title,
      best_rank: bestStats.bestRank,
      best_month: bestStats.bestDate,
      weeks_in_charts: bestStats.weeks,
    },
  };
}

/** One artist's document (without `id`); `recs` are the recordings it is credited on. */
function artistDoc(ctx: ArtistContext, k: string, s: EntityStats, recs: ChartedRecording[]): PopularityDoc {
  const t = ctx.tables;
  const { rank, score } = rankAndScore(t.all, k, s.all.points);
  const doc: PopularityDoc = {
    type: 'catalog',
    peak: peakYear(s.byYear),
    global: { score, rank, recordings_in_charts: s.recordings },
    catalog: {
      score,
      rank,
      recordings_in_charts: s.recordings,
      details_by_year: periodDetails(
        ctx,
        k,
        s.byYear,
        s.bestByYear,
        t.year,
        (r, y) => ctx.recStats(r).byYear.get(y)!.bestRank,
      ).map(([y, d]) => ({ year: Number(y), ...d })),
      details_by_country: [countryDetail(ctx, rank, score, s.bestAll!, ctx.recStats(s.bestAll!).all!)],
    },
  };
  if (s.current) {
    const c = rankAndScore(t.current, k, s.current.points);
    doc.current = {
      score: c.score,
      rank: c.rank,
      recordings_in_charts: recs.filter((r) => ctx.recStats(r).current).length,
      details_by_month: periodDetails(
        ctx,
        k,
        s.byMonth,
        s.bestByMonth,
        t.month,
        (r, m) => ctx.recStats(r).byMonth.get(m)!.bestRank,
      ).map(([m, d]) => ({ month: m, ...d })),
      details_by_country: [countryDetail(ctx, c.rank, c.score, s.bestCurrent!, ctx.recStats(s.bestCurrent!).current!)],
    };
  }
  return doc;
}

/**
 * Artist popularity (the contract's `ArtistPopularity`) of every artist with charted recordings.
 * @param artists artist key → the recordings it is credited on.
 * @param recordingId maps a recording key to the id put in `best_recording.id` (e.g. a ref).
 * @returns artist key → document (without `id`).
 */
export function artistPopularity(
  artists: Map<string, ChartedRecording[]>,
  recordingId: (recordingKey: string) => number,
  opts: PopularityOptions,
): Map<string, PopularityDoc> {
  const chartSize = opts.chartSize ?? 100;
  const windowStart = currentWindowStart(opts.lastChartDate);
  const stats = new Map<string, EntityStats>();
  for (const [k, recs] of artists) {
    const s = entityStats(recs, windowStart, chartSize);
    if (s) stats.set(k, s);
  }
  // Per-recording stats again for best_recording details within a period.
  const perRec = new Map<string, RecordingStats>();
  const recStats = (r: ChartedRecording) => {
    let s = perRec.get(r.key);
    if (!s) perRec.set(r.key, (s = recordingStats(r, windowStart, chartSize)));
    return s;
  };
  const ctx: ArtistContext = { tables: buildTables(stats), country: opts.country, recordingId, recStats };
  const out = new Map<string, PopularityDoc>();
  for (const [k, s] of stats) out.set(k, artistDoc(ctx, k, s, artists.get(k)!));
  return out;
}
