/**
 * Billboard Hot 100 importer (source `billboard`, dataset `data/billboard_hot100_weekly`: one JSON
 * chart per line, `{date, data:[{song, artist, this_week, last_week|null, peak_position,
 * weeks_on_chart}]}`, 1958-08-04 … 2026-08-08).
 *
 * What it writes:
 * - **chart** `ref('chart','billboard','hot-100')`: the contract's `Chart`.
 * - **chart dates**: a `chart_date` entity per week (`ref('chart_date','billboard','hot-100/<date>')`,
 *   the contract's `ChartDate`: start = chart date, end = start + 6 days, matched = rows linked to a
 *   recording, total = rows) and the same as inline items of list `chart_dates` (owner chart,
 *   sorted by date).
 * - **chart rows**: list `chart_rows` (owner chart date, sorted by zero-padded rank), the contract's `ChartRow`: `id` = 1-based row number within the week, `best_rank`/`appearances` = Billboard's
 *   peak_position/weeks_on_chart, `date_in`/`rank_in` = first week this (song, performer) charted,
 *   `date_out`/`rank_out` = the last week it charted up to and including this week (= this week:
 *   a row never depends on later charts), `ms_artist` = first main artist, `ms_recordings` = the
 *   recording.
 * - **recordings**: one per distinct (song, performer string), `ref('recording','billboard',
 *   performer + "\u0001" + song)`, the contract's `Recording` plus `performer` (an extension of this service: the raw performer
 *   string, kept searchable). `hit` = `101 - best rank` (1..100; a number-one hit rates 100).
 * - **artists**: the credits of {@link performerCredits}, `ref('artist','billboard', name as
 *   printed)`, the contract's `Artist` `{id, name, type?}`. `type` is `Band` only when the name itself says so
 *   ({@link artistTypeFromName}); otherwise it is left out rather than guessed, because this source
 *   is first in merge priority and a guessed `Person` would override MusicBrainz's real type.
 * - **recording charts**: list `recording_charts` (owner recording, itemRef chart): best rank,
 *   entry date and every weekly position in date order.
 * - **popularity**: `recording_popularity` / `artist_popularity` documents (`RecordingPopularity`, `ArtistPopularity`) computed by
 *   `chart-popularity.ts` and `artist-popularity.ts`; each is declared `sameAs` its recording/artist so it shares the id.
 * No albums (Billboard has none), no cross-source links (this is the first source).
 */
import { LISTS, type JsonObject, padSortKey } from '@mc/catalog';
import type { ContributionInput, ListItemInput } from '@mc/store';
import { type BillboardRecordTest, billboardRecordTest } from './billboard-limited';
import { ConcurrentWrites, writeBillboardPopularity, writeChunked } from './billboard-batches';
import type { ImportContext, Importer } from '../../importer';
import {
  BILLBOARD_SOURCE,
  BILLBOARD_DATASET,
  HOT_100_KEY,
  HOT_100_CHART,
  HOT_100_SIZE,
  hot100Ref,
  chartDateRef,
  billboardRecordingKey,
  billboardRecordingRef,
  billboardArtistRef,
} from './billboard-refs';
import type { PerformerCredit } from '../common/performer-credit';
import {
  type BillboardCatalog,
  type BillboardRow,
  type BillboardWeek,
  type RecordingHistory,
  loadBillboardChart,
  rowProblem,
} from './billboard-data';

export * from './billboard-refs';
export * from './billboard-data';

/** `date` (`YYYY-MM-DD`) plus `days` days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * `Band` when the name itself names a group, else `undefined` (`type` of the contract's `Artist`; see module doc).
 * Markers: a joiner kept inside one name ("Simon & Garfunkel", "Earth, Wind & Fire", "Mike + The
 * Mechanics"), a leader's band ("… And His Orchestra", "… & The News"), a group word (Orchestra,
 * Band, Choir, Chorus, Singers, Quartet, Quintet, Trio, Combo, Brothers, Sisters, Ensemble), or
 * "The" + a plural last word ("The Beatles", "The Chainsmokers"; not "The Weeknd").
 */
export function artistTypeFromName(name: string): 'Band' | undefined {
  if (/ (?:&|and|\+) |, /iu.test(name)) return 'Band';
  if (
    /\b(?:orchestra|orch\.|band|choir|chorus|singers|quartet|quintet|trio|combo|brothers|bros\.|sisters|ensemble)\b/iu.test(name)
  ) {
    return 'Band';
  }
  if (/^the\s.*[a-z]s$/iu.test(name) && !/'s$/u.test(name)) return 'Band';
  return undefined;
}

/** Best (lowest) rank of a history. */
export const bestRank = (h: RecordingHistory): number => Math.min(...h.positions.map((p) => p.rank));

/** Recording `hit` rating: `101 - best rank` (rank 1 → 100, rank 100 → 1). */
export const hitRating = (best: number): number => HOT_100_SIZE + 1 - best;

/** The chart entity's contribution. */
export function mapChart(): ContributionInput {
  return { entity: hot100Ref(), doc: { id: hot100Ref(), ...HOT_100_CHART } };
}

/** An artist's contribution (the contract's `Artist` `{id, name, type?}`). */
export function mapArtist(name: string): ContributionInput {
  const type = artistTypeFromName(name);
  const doc: JsonObject = { id: billboardArtistRef(name), name };
  if (type) doc.type = type;
  return { entity: billboardArtistRef(name), doc };
}

/** A recording's contribution (the contract's `Recording` + `performer`). */
export function mapRecording(h: RecordingHistory, credits: PerformerCredit[]): ContributionInput {
  const id = billboardRecordingRef(h.key);
  return {
    entity: id,
    doc: {
      id,
      title: h.song,
      artists: credits.map((c) => ({
        id: billboardArtistRef(c.name),
        name: c.name,
        type: c.type,
        link: c.type === 'MAIN' ? 'Main' : 'Feat',
        roles: [],
      })),
      performer: h.performer,
      hit: hitRating(bestRank(h)),
      externals: {},
    },
  };
}

/** One week's chart date: the entity contribution and its `chart_dates` item. */
export function mapChartDate(
  date: string,
  matched: number,
  total: number,
): { contribution: ContributionInput; listItem: ListItemInput } {
  const doc = { id: chartDateRef(date), start_date: date, end_date: addDays(date, 6), matched, total };
  return {
    contribution: { entity: chartDateRef(date), doc },
    listItem: { list: LISTS.chartDates, owner: hot100Ref(), itemKey: date, sortKey: date, item: doc },
  };
}

/**
 * One `chart_rows` item (the contract's `ChartRow`).
 * @param rowNumber 1-based position of the row in the week's file.
 * @param h the row's (song, performer) history (for `date_in`/`rank_in`).
 * @param credits the performer's credits (the first MAIN one is `ms_artist`).
 */
export function mapChartRow(
  date: string,
  rowNumber: number,
  row: BillboardRow,
  h: RecordingHistory,
  credits: PerformerCredit[],
): ListItemInput {
  const first = h.positions[0]!;
  const main = credits.find((c) => c.type === 'MAIN') ?? credits[0]!;
  return {
    list: LISTS.chartRows,
    owner: chartDateRef(date),
    itemKey: String(rowNumber),
    sortKey: padSortKey(row.this_week, 3),
    item: {
      id: rowNumber,
      artist_name: row.artist,
      recording_title: row.song,
      rank: row.this_week,
      previous_rank: row.last_week ?? null,
      best_rank: row.peak_position,
      appearances: row.weeks_on_chart,
      date_in: first.date,
      rank_in: first.rank,
      date_out: date,
      rank_out: row.this_week,
      ms_artist: { id: billboardArtistRef(main.name), name: main.name },
      ms_recordings: [{ id: billboardRecordingRef(h.key), title: h.song }],
    },
  };
}

/** A recording's `recording_charts` item: best rank, entry date, positions in date order. */
export function mapRecordingChart(h: RecordingHistory): ListItemInput {
  return {
    list: LISTS.recordingCharts,
    owner: billboardRecordingRef(h.key),
    itemKey: HOT_100_KEY,
    sortKey: h.positions[0]!.date,
    itemRef: hot100Ref(),
    item: {
      id_charts: hot100Ref(),
      name: HOT_100_CHART.name,
      best_rank: bestRank(h),
      entry_date: h.positions[0]!.date,
      positions: h.positions.map((p) => ({ date: p.date, rank: p.rank })),
    },
  };
}

const BATCH = 5000;

/**
 * Chart dates and rows, week by week, flushed every {@link BATCH} list items of a full run (the
 * same batches in every run), each with only the records `test` passes; rejects every unusable row.
 * The chart dates' ids are allocated first, in date order, so the batches allocate none and are
 * written two at a time ({@link ConcurrentWrites}) with the same ids as one at a time.
 * @returns the chart rows mapped. @throws on database errors.
 */
async function writeChartWeeks(
  ctx: ImportContext,
  cat: BillboardCatalog,
  weeks: BillboardWeek[],
  test: BillboardRecordTest,
): Promise<number> {
  const dates = weeks.filter((w) => test.chartDate(w.date)).map((w) => chartDateRef(w.date));
  if (dates.length) await ctx.writer.resolveIds(dates);
  const writes = new ConcurrentWrites(ctx);
  let mapped = 0;
  const empty = () => ({ dates: [] as ContributionInput[], items: [] as ListItemInput[], size: 0, rows: 0 });
  let b = empty();
  const flush = async () => {
    if (b.items.length || b.dates.length) await writes.push({ contributions: b.dates, listItems: b.items });
    ctx.progress.increment(b.rows);
    b = empty();
  };
  for (const w of weeks) {
    let matched = 0;
    w.data.forEach((row, i) => {
      const problem = rowProblem(row);
      if (problem) {
        ctx.reject(problem, `${w.date} ${JSON.stringify(row)}`);
        return;
      }
      const h = cat.histories.get(billboardRecordingKey(row.artist, row.song))!;
      const credits = cat.credits.get(row.artist)!;
      if (test.chartRow(w.date, h.key, credits)) {
        b.items.push(mapChartRow(w.date, i + 1, row, h, credits));
        mapped += 1;
      }
      matched += 1;
    });
    b.size += matched + 1;
    if (test.chartDate(w.date)) {
      const d = mapChartDate(w.date, matched, w.data.length);
      b.dates.push(d.contribution);
      b.items.push(d.listItem);
    }
    b.rows += w.data.length;
    if (b.size >= BATCH) await flush();
  }
  await flush();
  await writes.drain();
  return mapped;
}

/** The Billboard Hot 100 importer. */
export const billboardImporter: Importer = {
  source: BILLBOARD_SOURCE,
  datasets: [BILLBOARD_DATASET],
  dependsOn: [],
  /**
   * 4: a one-off joined credit is split into its artists (matching's chart-credit.ts, step 2);
   * 5: " Or ", " + " and "/" without spaces are joiners, a joiner left at a name's edge is dropped;
   * 6: a joined group the chart never credits as a name of its own, in a credit read as several
   *    artists, is cut into its atoms credited elsewhere (chart-credit.ts, step 3);
   * 7: a joined main part is one act or a credit by the chart's history of its parts
   *    (text-analysis `joined-names.ts`), never by its song count alone ("21 Savage & Metro Boomin"
   *    → 21 Savage, Metro Boomin);
   * 8: a "The …" credited apart with many other artists is a collaborator, not a leader's band
   *    ("Gesaffelstein & The Weeknd" → two artists);
   * 9: a joined name is one act or a credit by the scored joined-name model estimated on the chart
   *    (`@mc/resolution` `joined-name-model.ts`);
   * 10: that model also weighs `partners` (parts billed with other partners);
   * 11: it weighs the career share, the era and a backing "The …" band, and a name printed in
   *    several cases is credited under one spelling (`creditSpellings`);
   * 12: "no part charting apart" of a billing first charted in 2015 or later is its own level.
   */
  version: 12,
  /**
   * In a re-import limited to merged entities, maps only the records that can hold a ref to one of
   * them (`billboard-limited.ts`); the whole-history statistics are computed as in a full run.
   */
  async run(ctx: ImportContext): Promise<void> {
    const { weeks, malformed, catalog: cat } = loadBillboardChart(ctx.dataDir);
    for (const line of malformed) ctx.reject('malformed chart line (not a {date, data[]} JSON object)', line);
    const totalRows = weeks.reduce((n, w) => n + w.data.length, 0);
    const { histories, credits } = cat;
    const artistNames = new Set([...credits.values()].flatMap((cs) => cs.map((c) => c.name)));
    ctx.log(
      `billboard: ${weeks.length} weeks, ${totalRows} rows, ${histories.size} recordings, ${credits.size} performer strings, ${artistNames.size} artists`,
    );
    const test = await billboardRecordTest(ctx);

    const progress = ctx.progress;
    progress.start(totalRows + histories.size * 2 + artistNames.size, 'billboard');
    await ctx.writer.write({ contributions: [mapChart()] });
    await writeChunked(ctx, [...artistNames], BATCH, test.artist, (names) => ({ contributions: names.map(mapArtist) }));
    progress.increment(artistNames.size);
    const hs = [...histories.values()];
    const creditsOf = (h: RecordingHistory) => credits.get(h.performer)!;
    const recordings = (chunk: RecordingHistory[]) => ({ contributions: chunk.map((h) => mapRecording(h, creditsOf(h))) });
    await writeChunked(ctx, hs, BATCH, (h) => test.recording(h.key, creditsOf(h)), recordings);
    const rowsMapped = await writeChartWeeks(ctx, cat, weeks, test);
    if (ctx.limited)
      ctx.log(`billboard: limited to the records of merged entities: ${rowsMapped} of ${totalRows} chart rows mapped`);
    const charts = (chunk: RecordingHistory[]) => ({ listItems: chunk.map(mapRecordingChart) });
    await writeChunked(ctx, hs, 2000, (h) => test.recordingChart(h.key), charts);
    progress.increment(hs.length);

    // Popularity (`RecordingPopularity`, `ArtistPopularity`), sharing ids with the recording/artist through sameAs.
    const lastChartDate = weeks[weeks.length - 1]?.date;
    if (lastChartDate) await writeBillboardPopularity(ctx, lastChartDate, hs, credits, test);
    progress.stop();
  },
};
