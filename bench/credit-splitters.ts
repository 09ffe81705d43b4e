/**
 * The one credit splitter (`splitArtistCredit`, packages/text-analysis) on every real Billboard
 * performer string, under its two readings: the chart's (`CHART_READING` with the chart's
 * evidence, what the Billboard importer uses) and the free-text query's (`QUERY_READING`, what the
 * matcher uses on radio lines and names). Prints how many performer strings the two split
 * differently, by the named difference that explains it; with `--write FILE`, writes the split of
 * every performer string under both readings (one JSON line each), so two versions of the code
 * can be compared line by line (`diff`): a change to the vocabulary must not move a real credit
 * unless it means to.
 *
 * Usage: `npx tsx bench/credit-splitters.ts [--show N] [--write FILE]`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { GUEST_MARKERS, VERSUS_JOINERS, chartEvidenceOf, splitArtistCredit, wordsPattern } from '@mc/text-analysis';

/** Every (performer, song, week) row of the Billboard Hot 100 data (`data/billboard_hot100_weekly`). */
function chartedRows(): { performer: string; song: string; first: string }[] {
  const text = gunzipSync(readFileSync(join(__dirname, '../data/billboard_hot100_weekly/charts.jsonl.gz'))).toString('utf8');
  return text
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => {
      try {
        const week = JSON.parse(line) as { date: string; data: { artist: string; song: string }[] };
        return week.data.map((r) => ({ performer: r.artist, song: r.song, first: week.date }));
      } catch {
        return []; // a malformed week: the importer rejects it too
      }
    });
}

const BACKING_BAND = /\bwith (?:his|her|their)\b/iu;
const BRACKETED_MARKER = new RegExp(`\\(\\s*(?:${wordsPattern(GUEST_MARKERS)})`, 'iu');
const VERSUS = new RegExp(`\\b(?:${wordsPattern(VERSUS_JOINERS)})\\s`, 'iu');

/** The difference between the two readings (a `CreditReading` field, or the chart's evidence) that explains a disagreement. */
function cause(p: string): string {
  if (BACKING_BAND.test(p)) return 'backingBands: "With His/Her/Their …" (leader and band)';
  if (/\S\/\S/u.test(p)) return 'joinerLevels + evidence: "/" without spaces ("AC/DC" stays an act)';
  if (/"/u.test(p)) return 'quotedNicknames: a quoted nickname';
  if (BRACKETED_MARKER.test(p)) return 'bracketedMarkers: "(featuring …)"';
  if (VERSUS.test(p)) return 'joinerLevels: " vs. " (an act on the chart, a join in a query)';
  return 'evidence: a joined name the chart shows to be one act, or several artists';
}

function main(): void {
  const show = Number(process.argv[process.argv.indexOf('--show') + 1] || 0);
  const writeAt = process.argv.indexOf('--write');
  const charted = chartedRows();
  const performers = [...new Set(charted.map((c) => c.performer))].sort();
  const evidence = chartEvidenceOf(charted);
  const causes = new Map<string, string[]>();
  const lines: string[] = [];
  for (const p of performers) {
    const chart = splitArtistCredit(p, { evidence });
    const query = splitArtistCredit(p);
    lines.push(JSON.stringify({ performer: p, chart: [chart.main, chart.featured], query: [query.main, query.featured] }));
    const same = JSON.stringify([chart.main, chart.featured]) === JSON.stringify([query.main, query.featured]);
    if (same) continue;
    const c = cause(p);
    (causes.get(c) ?? causes.set(c, []).get(c)!).push(p);
  }
  if (writeAt > 0) writeFileSync(process.argv[writeAt + 1]!, `${lines.join('\n')}\n`);
  const differing = [...causes.values()].reduce((n, xs) => n + xs.length, 0);
  for (const [c, xs] of [...causes].sort((x, y) => y[1].length - x[1].length)) {
    console.log(`${String(xs.length).padStart(6)}  ${c}`);
    for (const p of xs.slice(0, show)) console.log(`          ${p}`);
  }
  console.log(
    `credit splitters: differing=${differing} of ${performers.length} performer strings (chart reading with evidence vs query reading)`,
  );
}

main();
