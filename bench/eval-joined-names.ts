/**
 * Proxy evaluation of the joined-name splitter (`readJoinedName`, `chartEvidenceOf`,
 * `splitArtistCredit` with the chart's evidence, as `performerCredits` applies it in the Billboard
 * importer) against labels taken from the other shipped sources (`bench/joined-name-labels.ts`),
 * never written by hand. These are proxies: the held-out labelled set is not read here.
 *
 * - An **act** label (a source's group) is scored on every Billboard performer string that is its
 *   name, or whose main part is (compared by `linkArtistKey`, " + " read as " & ", without a
 *   leading "The"): right when the chart's credits of each such string hold it as one artist.
 * - A **credit** label (a source's artist credit of several names) is scored on every performer
 *   string whose chart atoms are the label's atoms (same keys, any order) and which holds a joined
 *   part the label cuts: right when each labelled name is a credited artist and no joined part the
 *   label cuts is.
 * A name labelled both ways is a conflict, listed and left out of both rates.
 *
 * The chart's credits are built as `buildBillboardCatalog` (packages/ingest billboard-data.ts)
 * builds them, from `@mc/text-analysis`'s exports (`@mc/ingest` does not export
 * `loadBillboardChart`): valid rows, one history per (performer, song), first chart date, evidence
 * over every history, then each performer string's main and featured credits.
 *
 * Usage: `npx tsx bench/eval-joined-names.ts [--data DIR] [--list]` (`--list`: every evaluated item, right or not).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  type AtomSongs,
  CHART_READING,
  chartEvidenceOf,
  creditAtoms,
  featuredParts,
  linkArtistKey,
  readJoinedName,
  splitArtistCredit,
} from '@mc/text-analysis';
import { type Labels, loadLabels } from './joined-name-labels';

/** The Billboard chart as the importer credits it: each performer string's credited artist names. */
export interface ChartCredits {
  credits: Map<string, string[]>;
  atomSongs: AtomSongs;
}

type Week = { date: string; data: { song?: unknown; artist?: unknown; this_week?: unknown }[] };

/** The credits of every Billboard performer string, built as the Billboard importer builds them (module doc). */
export function chartCredits(dataDir: string): ChartCredits {
  const text = gunzipSync(readFileSync(join(dataDir, 'billboard_hot100_weekly', 'charts.jsonl.gz'))).toString('utf8');
  const weeks: Week[] = [];
  for (const line of text.split('\n')) {
    try {
      const w = JSON.parse(line) as Week;
      if (typeof w.date === 'string' && /^\d{4}-\d{2}-\d{2}$/u.test(w.date) && Array.isArray(w.data)) weeks.push(w);
    } catch {
      // a blank or malformed line: the importer skips it too
    }
  }
  weeks.sort((a, b) => a.date.localeCompare(b.date));
  const histories = new Map<string, { performer: string; song: string; first: string }>();
  for (const w of weeks)
    for (const r of w.data) {
      const ok = typeof r.song === 'string' && r.song.trim() && typeof r.artist === 'string' && r.artist.trim();
      if (!ok || !Number.isInteger(r.this_week) || (r.this_week as number) < 1 || (r.this_week as number) > 100) continue;
      const [performer, song] = [r.artist as string, r.song as string];
      const key = `${performer}\u0001${song}`;
      if (!histories.has(key)) histories.set(key, { performer, song, first: w.date });
    }
  const evidence = chartEvidenceOf(histories.values());
  const credits = new Map<string, string[]>();
  for (const { performer } of histories.values()) {
    if (credits.has(performer)) continue;
    const { main, featured } = splitArtistCredit(performer, { evidence });
    credits.set(performer, [...main, ...featured]);
  }
  return { credits, atomSongs: evidence.atomSongs };
}

/** The comparison key of a name: `linkArtistKey`, " + " read as " & ", without a leading "The". */
export const nameKey = (name: string): string =>
  linkArtistKey(
    name
      .trim()
      .replace(/^the\s+/iu, '')
      .replace(/\s\+\s/gu, ' & '),
  );

const atomsOf = (part: string) =>
  creditAtoms(part.trim(), CHART_READING)
    .atoms.map((a) => a.trim())
    .filter(Boolean);
const partsOf = (performer: string) => featuredParts(performer.trim(), CHART_READING).parts;
const atomKey = (names: string[]) => names.map(nameKey).sort().join('|');

/** One evaluated name: the printed name (acts) or performer string (credits), its sources and outcome. */
interface Item {
  kind: 'act' | 'credit';
  name: string;
  sources: Set<string>;
  performers: string[];
  /** For credits, the labelled names; for acts, the name itself. */
  parts: string[];
  right?: boolean;
  /** The joined names the splitter read (act: the name; credit: each joined part the label cuts). */
  joined: string[];
}

/** Indexes of the chart's performer strings by whole key, main-part key and atom keys. */
function chartIndex(credits: Map<string, string[]>) {
  const byKey = new Map<string, string[]>();
  const byAtoms = new Map<string, string[]>();
  const add = (m: Map<string, string[]>, k: string, p: string) => (m.get(k) ?? m.set(k, []).get(k)!).push(p);
  for (const p of credits.keys()) {
    add(byKey, nameKey(p), p);
    const main = partsOf(p)[0] ?? p;
    if (nameKey(main) !== nameKey(p)) add(byKey, nameKey(main), p);
    add(byAtoms, atomKey(partsOf(p).flatMap(atomsOf)), p);
  }
  return { byKey, byAtoms };
}

/** The evaluated items of the labels (one per printed act name, one per credited performer string) and what was left out. */
function itemsOf(labels: Labels, chart: ChartCredits) {
  const { byKey, byAtoms } = chartIndex(chart.credits);
  const items = new Map<string, Item>();
  const left = { actNotCharted: 0, actNotJoined: 0, creditNotCharted: 0, creditNoJoinedPart: 0 };
  const matched = new Map<string, number>();
  const take = (source: string, key: string, make: () => Item) => {
    const it = items.get(key) ?? items.set(key, make()).get(key)!;
    it.sources.add(source);
    matched.set(source, (matched.get(source) ?? 0) + 1);
  };
  for (const a of labels.acts) {
    const k = nameKey(a.name);
    const performers = byKey.get(k) ?? [];
    if (!performers.length) left.actNotCharted++;
    const printed = performers.map((p) => (nameKey(p) === k ? p : partsOf(p)[0]!));
    if (!performers.length) continue;
    if (atomsOf(printed[0]!).length < 2) left.actNotJoined++;
    else
      take(a.source, `act\u0001${k}`, () => ({
        kind: 'act',
        name: printed[0]!,
        sources: new Set(),
        performers,
        parts: [a.name],
        joined: [printed[0]!],
      }));
  }
  for (const c of labels.credits) {
    const performers = byAtoms.get(atomKey(c.parts.flatMap(atomsOf))) ?? [];
    if (!performers.length) left.creditNotCharted++;
    const own = new Set(c.parts.map(nameKey));
    for (const p of performers) {
      const joined = partsOf(p).filter((part) => atomsOf(part).length >= 2 && !own.has(nameKey(part)));
      if (!joined.length) left.creditNoJoinedPart++;
      else
        take(c.source, `credit\u0001${p}`, () => ({
          kind: 'credit',
          name: p,
          sources: new Set(),
          performers: [p],
          parts: c.parts,
          joined,
        }));
    }
  }
  return { items: [...items.values()], left, matched };
}

/** Scores each item against the chart's credits (module doc); returns the names labelled both ways. */
function score(items: Item[], chart: ChartCredits): Set<string> {
  for (const it of items) {
    const served = it.performers.map((p) => new Set((chart.credits.get(p) ?? []).map(nameKey)));
    if (it.kind === 'act') it.right = served.every((s) => s.has(nameKey(it.name)));
    else
      it.right = it.parts.every((part) => served[0]!.has(nameKey(part))) && it.joined.every((j) => !served[0]!.has(nameKey(j)));
  }
  const actKeys = new Set(items.filter((i) => i.kind === 'act').map((i) => nameKey(i.name)));
  return new Set(items.filter((i) => i.kind === 'credit').flatMap((i) => i.joined.map(nameKey).filter((k) => actKeys.has(k))));
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : 'n/a');

/** One line per miss: the labelled name, the credits served, and the splitter's reading of each joined name. */
function missLine(it: Item, chart: ChartCredits): string {
  const readings = it.joined.map((j) => {
    const r = readJoinedName(j, chart.atomSongs);
    return `"${j}" → ${r.act ? 'act' : 'credit'} [${r.rule}] ${r.reason}`;
  });
  const served = it.performers.map((p) => `"${p}" → ${JSON.stringify(chart.credits.get(p))}`).join('; ');
  const label = it.kind === 'credit' ? ` labelled ${JSON.stringify(it.parts)}` : '';
  return `  ${it.kind.padEnd(6)} ${it.name}${label} (${[...it.sources].join(', ')})\n         served: ${served}\n         read:   ${readings.join('; ')}`;
}

/** Prints the label counts per source, the two rates (overall and per source), the conflicts and every miss. */
function report(labels: Labels, chart: ChartCredits): void {
  const { items, left, matched } = itemsOf(labels, chart);
  const conflicts = score(items, chart);
  const inConflict = (it: Item) => it.joined.some((j) => conflicts.has(nameKey(j)));
  const scored = items.filter((it) => !inConflict(it));
  console.log('PROXY EVALUATION of the joined-name splitter: labels come from other shipped sources');
  console.log('(Discogs, MusicBrainz fixtures, kpopnet, Spotify), NOT from the held-out labelled set.\n');
  const raw = new Map<string, number>();
  for (const l of [...labels.acts, ...labels.credits]) raw.set(l.source, (raw.get(l.source) ?? 0) + 1);
  console.log(
    'labels per source (raw with a join / matched to a Billboard performer string with a joined name / evaluated items):',
  );
  for (const [source, n] of [...raw].sort()) {
    const evaluated = scored.filter((i) => i.sources.has(source));
    const right = evaluated.filter((i) => i.right).length;
    console.log(
      `  ${source.padEnd(24)} ${String(n).padStart(5)} ${String(matched.get(source) ?? 0).padStart(5)} ${String(evaluated.length).padStart(5)}  right ${right}/${evaluated.length}`,
    );
  }
  console.log(
    `  left out: acts not charted ${left.actNotCharted}, acts one atom on the chart ${left.actNotJoined}, credits not charted ${left.creditNotCharted}, credit matches with no joined part to cut ${left.creditNoJoinedPart}`,
  );
  console.log(
    `  conflicts (labelled act by one source, credit by another; out of both rates): ${[...conflicts].join(', ') || 'none'}\n`,
  );
  const acts = scored.filter((i) => i.kind === 'act');
  const credits = scored.filter((i) => i.kind === 'credit');
  const actsRight = acts.filter((i) => i.right).length;
  const creditsRight = credits.filter((i) => i.right).length;
  console.log(
    `credits served as their artists: ${creditsRight}/${credits.length} = ${pct(creditsRight, credits.length)} (target ≥ 95 %)`,
  );
  const mainJoined = credits.filter((i) => i.joined.includes(partsOf(i.name)[0]!));
  const mainRight = mainJoined.filter((i) => i.right).length;
  console.log(
    `  of which a joined main part ("A & B", "A & B Featuring C"): ${mainRight}/${mainJoined.length} = ${pct(mainRight, mainJoined.length)}; only a joined featured list: ${creditsRight - mainRight}/${credits.length - mainJoined.length}`,
  );
  console.log(`acts kept as one artist:         ${actsRight}/${acts.length} = ${pct(actsRight, acts.length)} (target ≥ 98 %)`);
  const withoutSpotifyActs = acts.filter((i) => [...i.sources].some((s) => s !== 'spotify-artist'));
  const r2 = withoutSpotifyActs.filter((i) => i.right).length;
  console.log(
    `acts typed as groups only (without Spotify's one-artist names): ${r2}/${withoutSpotifyActs.length} = ${pct(r2, withoutSpotifyActs.length)}\n`,
  );
  if (process.argv.includes('--list'))
    for (const it of scored)
      console.log(
        `  ${it.right ? 'right' : 'MISS '} ${it.kind.padEnd(6)} ${it.name} ${JSON.stringify(it.parts)} (${[...it.sources].join(', ')})`,
      );
  const misses = scored.filter((i) => !i.right);
  console.log(`misses (${misses.length}):`);
  for (const it of misses) console.log(missLine(it, chart));
  for (const it of items.filter(inConflict)) console.log(`conflict ${missLine(it, chart).trimStart()}`);
  console.log("\nThese figures are proxies (other sources' modelling of names the chart prints), not the held-out set.");
}

async function main(): Promise<void> {
  const at = process.argv.indexOf('--data');
  const dataDir = at > 0 ? process.argv[at + 1]! : join(__dirname, '..', 'data');
  const chart = chartCredits(dataDir);
  report(await loadLabels(dataDir), chart);
}

if (require.main === module) void main();
