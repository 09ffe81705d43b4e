/**
 * `npm run eval:match -- --file <tsv> [--url <base> --token <t>] [--baselines] [--misses] [--present-negatives] [--candidates]`
 *
 * Evaluates the artist-title matcher on a labelled file in the format of shared/eval/README.md
 * (any such file): per category, P@1 over positive rows (top hit's normalised title equals the
 * expected title AND the expected artist equals one of the hit's artist names or a credit part of
 * one) and, over negative rows, the false-match rate (share that returned any hit; with
 * --present-negatives a hit that is the queried song itself is not counted, see
 * `withoutPresentNegatives`, and the raw rate is printed too). The last line
 * is exactly `match: p_at_1=… false_match_rate=… n=…`; before it, one line per `match_type` band
 * (`eval-bands.ts`), exactly like `band: match_type=high n=412 right=0.998`: the top hits graded in
 * the band and the share that were right (a hit on a negative row is not right). With --candidates,
 * the line before the last is `review: review_recall_at_3=…` (`eval-review.ts`).
 *
 * Without --url the matcher runs in-process against the configured services (the catalog is
 * imported and indexed first if it is not yet, see `prepareCatalog`); with --url it calls a
 * running API. The npm script starts the local services first (idempotent). With --baselines (default on) it also scores, on the same catalog: a plain
 * Elasticsearch multi_match (fuzziness AUTO) over title and artist names, and fuse.js over all
 * (artist, title) pairs.
 */
import { Command } from 'commander';
import Fuse from 'fuse.js';
import { config } from '@mc/config';
import { aliasName } from '@mc/search';
import { matchLines, matchTypeOfMatch } from '@mc/matcher';
import { prepareCatalog } from '@mc/cli';
import { OtherAnswers } from './eval-answers';
import { bandLines } from './eval-bands';
import { type ScoredSong, reviewLine, reviewTally } from './eval-review';
import type { BenchMatcher } from './matcher-deps';
import { LABEL_COLUMNS, type TsvRow, artistAmong, norm, readTsv, sameSongByRadioLabelRule } from './eval-scoring';
import { openMatcher } from './matcher-deps';

/** The columns of an artist-title eval file (shared/eval/README.md), by row field. */
const COLUMNS = { ...LABEL_COLUMNS, name: 'query_name', title: 'query_title', expectedTitle: 'expected_title' } as const;

/** One labelled row of an eval file (shared/eval/README.md). */
export type Row = TsvRow<typeof COLUMNS>;

/** A top hit: its title, artist names, band (`match_type`) and, with `--candidates`, the answer's candidates; null for "no match". */
export type TopHit = { title: string; artists: string[]; matchType?: string; candidates?: ScoredSong[] } | null;

/** True when the hit is the expected recording under the README's rule. */
export function isCorrect(row: Row, hit: TopHit): boolean {
  if (!hit) return false;
  if (norm(hit.title) !== norm(row.expectedTitle)) return false;
  return artistAmong(row.expectedArtist, hit.artists);
}

/** The rows of a labelled TSV file. */
export function readRows(file: string): Row[] {
  return readTsv(file, COLUMNS);
}

/**
 * The hits with those of negative rows that ARE the queried song removed (same normalised title
 * and artist under `isCorrect`, or under the radio set's labelling rule,
 * `sameSongByRadioLabelRule`): the dev sets' negatives are songs absent from the sample catalog,
 * and a larger catalog (e.g. the Genius layer) really holds some of them (e.g.
 * "Lady Gaga / Dance In the Dark"), so finding them is not a false match. @returns the hits to score
 * and how many negatives were found present.
 */
export function withoutPresentNegatives(rows: Row[], hits: TopHit[]): { hits: TopHit[]; present: number } {
  let present = 0;
  const kept = hits.map((hit, i) => {
    const row = rows[i]!;
    const negative = !row.expectedTitle && !row.expectedArtist;
    const self = { ...row, expectedTitle: row.title, expectedArtist: row.name };
    if (negative && hit && (isCorrect(self, hit) || sameSongByRadioLabelRule(row.name, row.title, hit))) {
      present++;
      return null;
    }
    return hit;
  });
  return { hits: kept, present };
}

interface Tally {
  pos: number;
  correct: number;
  neg: number;
  falseMatch: number;
}

/** P@1 over positive rows and false-match rate over negative rows, without printing. */
export function scoreHits(rows: Row[], hits: TopHit[]): { p: number; f: number } {
  return tally(rows, hits, false).all;
}

function tally(rows: Row[], hits: TopHit[], misses: boolean) {
  const byCat = new Map<string, Tally>();
  const all: Tally = { pos: 0, correct: 0, neg: 0, falseMatch: 0 };
  rows.forEach((row, i) => {
    const t = byCat.get(row.category) ?? { pos: 0, correct: 0, neg: 0, falseMatch: 0 };
    byCat.set(row.category, t);
    const hit = hits[i] ?? null;
    if (!row.expectedTitle && !row.expectedArtist) {
      t.neg++;
      all.neg++;
      if (hit) {
        t.falseMatch++;
        all.falseMatch++;
        if (misses) console.log(`  FALSE ${row.id} ${row.name} / ${row.title} → ${hit.artists.join('; ')} / ${hit.title}`);
      }
    } else {
      t.pos++;
      all.pos++;
      if (isCorrect(row, hit)) {
        t.correct++;
        all.correct++;
      } else if (misses) {
        console.log(
          `  MISS ${row.id} [${row.category}] ${row.name} / ${row.title} → ${hit ? `${hit.artists.join('; ')} / ${hit.title}` : 'none'} (want ${row.expectedArtist} / ${row.expectedTitle})`,
        );
      }
    }
  });
  return { byCat, all: { p: all.pos ? all.correct / all.pos : 0, f: all.neg ? all.falseMatch / all.neg : 0 } };
}

function report(label: string, rows: Row[], hits: TopHit[], misses: boolean): { p: number; f: number } {
  const { byCat, all } = tally(rows, hits, misses);
  console.log(`\n${label}`);
  console.log(`  ${'category'.padEnd(18)} ${'n'.padStart(4)}  metric`);
  for (const [cat, t] of [...byCat].sort()) {
    const metric = t.pos ? `p_at_1=${(t.correct / t.pos).toFixed(3)}` : `false_match_rate=${(t.falseMatch / t.neg).toFixed(3)}`;
    console.log(`  ${cat.padEnd(18)} ${String(t.pos + t.neg).padStart(4)}  ${metric}`);
  }
  return all;
}

/**
 * Top hits of the in-process matcher for every row, in batches of 50 lines (as the batch endpoint
 * sends them). A batch that throws (an engine error, a 429 from Elasticsearch) scores its rows as
 * "no hit" and is counted in `other` (by the error's status or name) instead of ending the run.
 * @returns the hits, the summed wall time per candidate stage, the elapsed ms and the errors.
 */
export async function matchRowsInProcess(
  deps: BenchMatcher,
  rows: Row[],
  candidates = false,
): Promise<{
  hits: TopHit[];
  stages: Map<string, { lines: number; ms: number }>;
  ms: number;
  other: OtherAnswers;
  candidates: ScoredSong[][];
}> {
  const started = performance.now();
  const stageStats = new Map<string, { lines: number; ms: number }>();
  const addStage = (s: { lines: number; ms: number } | undefined, lines: number, ms: number) => ({
    lines: (s?.lines ?? 0) + lines,
    ms: (s?.ms ?? 0) + ms,
  });
  const hits: TopHit[] = [];
  const found: ScoredSong[][] = [];
  const other = new OtherAnswers();
  for (let i = 0; i < rows.length; i += 50) {
    const chunk = rows.slice(i, i + 50);
    let res: Awaited<ReturnType<typeof matchLines>>;
    try {
      res = await matchLines(
        deps,
        chunk.map((r) => ({ name: r.name, title: r.title })),
        undefined,
        { onStage: (stage, lines, ms) => stageStats.set(stage, addStage(stageStats.get(stage), lines, ms)), candidates },
      );
    } catch (err) {
      other.error(err, chunk.length);
      hits.push(...chunk.map(() => null));
      found.push(...chunk.map(() => []));
      continue;
    }
    for (const { matches, candidates: c = [] } of res) {
      const top = matches[0];
      found.push(c.map((x) => ({ title: x.title, artists: x.artists.map((a) => a.name) })));
      hits.push(
        top
          ? {
              title: String(top.recording.title),
              artists: (top.recording.artists ?? []).map((a) => a.name),
              matchType: matchTypeOfMatch(top),
            }
          : null,
      );
    }
  }
  return { hits, stages: stageStats, ms: performance.now() - started, other, candidates: found };
}

/**
 * Top hits of a running API (`GET /api/artist-title`, bearer `token`) for every row, in order; an
 * answer other than 200/404 scores as "no hit" and is counted in `other`.
 */
async function matchRowsOverHttp(
  url: string,
  token: string | undefined,
  rows: Row[],
  other: OtherAnswers,
  candidates: boolean,
): Promise<{ hits: TopHit[]; candidates: ScoredSong[][] }> {
  const hits: TopHit[] = [];
  const found: ScoredSong[][] = [];
  type Song = { title: string; artists: { name: string }[] };
  const song = (x: Song): ScoredSong => ({ title: x.title, artists: x.artists.map((a) => a.name) });
  for (const r of rows) {
    const u = `${url}/api/artist-title?name=${encodeURIComponent(r.name)}&title=${encodeURIComponent(r.title)}${candidates ? '&candidates=true' : ''}`;
    const res = await fetch(u, { headers: { authorization: `Bearer ${token}` } });
    other.status(res.status);
    const body = (await res.json().catch(() => ({}))) as { hits?: (Song & { match_type?: string })[]; candidates?: Song[] };
    const h = res.status === 200 ? body.hits?.[0] : undefined;
    hits.push(h ? { ...song(h), matchType: h.match_type } : null);
    found.push((body.candidates ?? []).map(song));
  }
  return { hits, candidates: found };
}

/**
 * The two baselines, scored and printed: Elasticsearch multi_match (fuzziness AUTO) over the
 * recording index of `esIndexPrefix`, and fuse.js over every (artist, title) pair of the catalog.
 */
async function runBaselines(
  esIndexPrefix: string,
  deps: BenchMatcher,
  rows: Row[],
): Promise<{ es: { p: number; f: number }; fuse: { p: number; f: number } }> {
  const index = aliasName(esIndexPrefix, 'recording');
  const ids: number[][] = [];
  for (let i = 0; i < rows.length; i += 100) {
    const res = await deps.es.msearch({
      searches: rows.slice(i, i + 100).flatMap((r) => [
        { index },
        {
          size: 1,
          _source: false,
          query: {
            multi_match: { query: `${r.name} ${r.title}`, fields: ['title_folded', 'artist_names'], fuzziness: 'AUTO' },
          },
        },
      ]),
    });
    for (const x of res.responses) ids.push('hits' in x ? x.hits.hits.map((h) => Number(h._id)) : []);
  }
  const recs = await deps.store.getMany('recording', [...new Set(ids.flat())]);
  const byId = new Map(recs.map((r) => [r.id as number, r]));
  const esHits: TopHit[] = ids.map((l) => {
    const r = l[0] === undefined ? undefined : byId.get(l[0]);
    return r ? { title: String(r.title), artists: ((r.artists ?? []) as { name: string }[]).map((a) => a.name) } : null;
  });
  const es = report('baseline: Elasticsearch multi_match (fuzziness AUTO) over title + artist names', rows, esHits, false);

  const { rows: all } = await deps.pool.query<{ title: string; artists: string }>(
    `SELECT doc->>'title' AS title, coalesce((SELECT string_agg(a->>'name', ', ') FROM jsonb_array_elements(doc->'artists') a), '') AS artists
       FROM entity WHERE kind = 'recording'`,
  );
  const fuse = new Fuse(all, { keys: ['artists', 'title'], threshold: 0.4, ignoreLocation: true, includeScore: true });
  const fuseHits: TopHit[] = rows.map((r) => {
    const top = fuse.search({ $and: [{ artists: r.name }, { title: r.title }] }, { limit: 1 })[0];
    return top ? { title: top.item.title, artists: top.item.artists.split(', ') } : null;
  });
  const fuseScore = report('baseline: fuse.js (threshold 0.4) over all (artist, title) pairs', rows, fuseHits, false);

  return { es, fuse: fuseScore };
}

async function main(): Promise<void> {
  const opts = new Command()
    .requiredOption('--file <tsv>', 'labelled file (shared/eval format)')
    .option('--url <base>', 'base URL of a running API (default: in-process)')
    .option('--token <token>', 'bearer token for --url')
    .option('--no-baselines', 'skip the two baselines')
    .option('--misses', 'print every miss and false match', false)
    .option('--present-negatives', 'do not count a negative whose top hit is the queried song itself', false)
    .option('--candidates', 'ask for candidates and print review_recall_at_3 (eval-review.ts)', false)
    .parse(process.argv)
    .opts<{
      file: string;
      url?: string;
      token?: string;
      baselines: boolean;
      misses: boolean;
      presentNegatives: boolean;
      candidates: boolean;
    }>();
  const rows = readRows(opts.file);
  const cfg = config();
  const deps = openMatcher(cfg);
  let other = new OtherAnswers();
  try {
    let ours: TopHit[];
    let candidates: ScoredSong[][];
    if (opts.url) {
      ({ hits: ours, candidates } = await matchRowsOverHttp(opts.url, opts.token, rows, other, opts.candidates));
    } else {
      // The in-process matcher needs the catalog: imported and indexed on first use.
      await prepareCatalog(cfg);
      const run = await matchRowsInProcess(deps, rows, opts.candidates);
      ours = run.hits;
      candidates = run.candidates;
      other = run.other;
      const stageStats = run.stages;
      const stages = [...stageStats].map(([st, v]) => `${st} ${v.lines} lines ${Math.round(v.ms)} ms`);
      console.log(`candidate stages (lines run, summed wall time): ${stages.join('; ')}`);
    }
    const base = opts.baselines ? await runBaselines(cfg.ES_INDEX_PREFIX, deps, rows) : undefined;
    if (opts.presentNegatives) {
      const raw = scoreHits(rows, ours);
      const kept = withoutPresentNegatives(rows, ours);
      ours = kept.hits;
      console.log(`\nraw false_match_rate=${raw.f.toFixed(3)}; ${kept.present} negatives found as themselves, not counted`);
    }
    const o = report('ours: candidates from ES + re-ranking (confidence ≥ threshold)', rows, ours, opts.misses);
    if (base) {
      console.log(`\nbaseline es_multi_match: p_at_1=${base.es.p.toFixed(3)} false_match_rate=${base.es.f.toFixed(3)}`);
      console.log(`baseline fuse_js: p_at_1=${base.fuse.p.toFixed(3)} false_match_rate=${base.fuse.f.toFixed(3)}`);
    }
    const graded = ours.flatMap((h, i) => (h ? [{ matchType: h.matchType ?? 'none', right: isCorrect(rows[i]!, h) }] : []));
    for (const line of bandLines(graded)) console.log(line);
    other.report();
    if (opts.candidates) {
      const answers = ours.map((hit, i) => ({ hit, matchType: hit?.matchType, candidates: candidates[i] ?? [] }));
      const positive = (i: number) => Boolean(rows[i]!.expectedTitle || rows[i]!.expectedArtist);
      console.log(reviewLine(reviewTally(answers, positive, (i, song) => isCorrect(rows[i]!, song))));
    }
    console.log(`match: p_at_1=${o.p.toFixed(3)} false_match_rate=${o.f.toFixed(3)} n=${rows.length}`);
  } finally {
    await deps.close();
  }
}

if (require.main === module) void main();
