/**
 * The Billboard Hot 100 dataset as read (`data/billboard_hot100_weekly/charts.jsonl.gz`) and what
 * other importers need from it too (Spotify's linking): the weeks, each (song, performer)'s chart
 * history and the artist credits of each performer string. {@link loadBillboardChart} reads and
 * builds them once per process for an unchanged file: one `catalog import` runs the Billboard and
 * Spotify importers up to three times each (resolution passes), and reading and crediting
 * 355,000 chart rows costs about 3 s of CPU each time.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { chartEvidenceOf } from '@mc/text-analysis';
import { joinedNameReader } from '@mc/resolution';
import type { ChartPosition } from './chart-popularity';
import { BILLBOARD_DATASET, HOT_100_SIZE, billboardRecordingKey } from './billboard-refs';
import { type PerformerCredit, performerCredits } from '../common/performer-credit';

/** One row of a weekly chart file, as in the dataset. */
export interface BillboardRow {
  song: string;
  artist: string;
  this_week: number;
  last_week: number | null;
  peak_position: number;
  weeks_on_chart: number;
}

/** One weekly chart, as in the dataset (one line of `charts.jsonl.gz`). */
export interface BillboardWeek {
  date: string;
  data: BillboardRow[];
}

/**
 * Why a row cannot be used, or `undefined` when it can: song and artist must be non-empty text,
 * `this_week` an integer 1..100.
 */
export function rowProblem(row: Partial<BillboardRow>): string | undefined {
  if (typeof row.song !== 'string' || !row.song.trim() || typeof row.artist !== 'string' || !row.artist.trim()) {
    return 'chart row without song or artist';
  }
  if (!Number.isInteger(row.this_week) || row.this_week! < 1 || row.this_week! > HOT_100_SIZE) {
    return 'chart row with a rank outside 1..100';
  }
  return undefined;
}

/** A (song, performer) with its weekly positions in date order. */
export interface RecordingHistory {
  key: string;
  song: string;
  performer: string;
  positions: ChartPosition[];
}

/**
 * Chart history of every (song, performer) of the given weeks (rows that fail {@link rowProblem}
 * are skipped). Weeks must be in date order.
 */
export function collectHistories(weeks: BillboardWeek[]): Map<string, RecordingHistory> {
  const out = new Map<string, RecordingHistory>();
  for (const w of weeks) {
    for (const row of w.data) {
      if (rowProblem(row)) continue;
      const key = billboardRecordingKey(row.artist, row.song);
      let h = out.get(key);
      if (!h) out.set(key, (h = { key, song: row.song, performer: row.artist, positions: [] }));
      h.positions.push({ date: w.date, rank: row.this_week });
    }
  }
  return out;
}

/** Result of reading the dataset: the weeks in date order and the lines that did not parse. */
export interface BillboardData {
  weeks: BillboardWeek[];
  malformed: string[];
}

/** Reads `charts.jsonl.gz` of the dataset folder. @throws when the file is missing. */
export function readBillboardWeeks(dataDir: string): BillboardData {
  const text = gunzipSync(readFileSync(join(dataDir, BILLBOARD_DATASET, 'charts.jsonl.gz'))).toString('utf8');
  const weeks: BillboardWeek[] = [];
  const malformed: string[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const w = JSON.parse(line) as BillboardWeek;
      if (typeof w.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/u.test(w.date) || !Array.isArray(w.data)) throw new Error('shape');
      weeks.push(w);
    } catch {
      malformed.push(line);
    }
  }
  weeks.sort((a, b) => a.date.localeCompare(b.date));
  return { weeks, malformed };
}

/**
 * Everything derived from the weeks that other importers need too (e.g. Spotify linking):
 * histories, credits per performer string.
 */
export interface BillboardCatalog {
  histories: Map<string, RecordingHistory>;
  credits: Map<string, PerformerCredit[]>;
}

/** Builds the {@link BillboardCatalog} of the given weeks. */
export function buildBillboardCatalog(weeks: BillboardWeek[]): BillboardCatalog {
  const histories = collectHistories(weeks);
  const performers = new Set([...histories.values()].map((h) => h.performer));
  const chartEvidence = chartEvidenceOf(
    [...histories.values()].map((h) => ({ performer: h.performer, song: h.song, first: h.positions[0]?.date })),
  );
  // Joined names read by the scored model estimated on this chart (@mc/resolution joined-name-model.ts).
  const reader = joinedNameReader(performers, chartEvidence.atomSongs);
  const evidence = { ...chartEvidence, readsAsAct: (name: string) => reader.score(name).act };
  const read = new Map([...performers].map((p) => [p, performerCredits(p, evidence)]));
  const spelling = creditSpellings(histories.values(), read);
  const credits = new Map(
    [...read].map(([p, cs]) => [p, cs.map((c) => ({ ...c, name: spelling.get(c.name.toLowerCase()) ?? c.name }))]),
  );
  return { histories, credits };
}

/**
 * One spelling per credited name that the chart prints in several cases ("Zayn" / "ZAYN", "Kings
 * Of Leon" / "Kings of Leon"): the chart cannot mean two artists by them, so they are one artist,
 * under the spelling credited on the most songs (the first to chart on a tie). Its key is that
 * spelling, so the artist keeps the id its commonest spelling had.
 * @returns lower-cased name → the spelling credited.
 */
export function creditSpellings(
  histories: Iterable<Pick<RecordingHistory, 'performer'>>,
  credits: ReadonlyMap<string, readonly PerformerCredit[]>,
): Map<string, string> {
  const songs = new Map<string, Map<string, number>>();
  for (const h of histories)
    for (const { name } of credits.get(h.performer) ?? []) {
      const folded = name.toLowerCase();
      const byCase = songs.get(folded) ?? songs.set(folded, new Map()).get(folded)!;
      byCase.set(name, (byCase.get(name) ?? 0) + 1);
    }
  const spelling = new Map<string, string>();
  for (const [folded, byCase] of songs)
    if (byCase.size > 1) spelling.set(folded, [...byCase].reduce((best, e) => (e[1] > best[1] ? e : best))[0]);
  return spelling;
}

/** The dataset read, with its {@link BillboardCatalog}. */
export interface BillboardChart extends BillboardData {
  catalog: BillboardCatalog;
}

let loaded: { file: string; stamp: string; chart: BillboardChart } | undefined;

/**
 * The dataset of `dataDir` read and its catalog built, from this process's last call when the file
 * is unchanged (same path, size and modification time): callers must not modify what it returns.
 * @throws when the file is missing.
 */
export function loadBillboardChart(dataDir: string): BillboardChart {
  const file = join(dataDir, BILLBOARD_DATASET, 'charts.jsonl.gz');
  const st = statSync(file);
  const stamp = `${st.size}:${st.mtimeMs}`;
  if (loaded?.file !== file || loaded.stamp !== stamp) {
    const data = readBillboardWeeks(dataDir);
    loaded = { file, stamp, chart: { ...data, catalog: buildBillboardCatalog(data.weeks) } };
  }
  return loaded.chart;
}
