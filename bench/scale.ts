/**
 * `npm run bench:scale -- --recordings N [--source generated|musicbrainz-dump] [--seed S] [--genius PATH] [--template DB] [--duration s] [--keep]`
 *
 * The service on a catalog of N recordings (default 1,000,000), in its own database
 * (`<DATABASE_URL's database>_scalebench`), index prefix (`<ES_INDEX_PREFIX>scalebench`) and
 * Redis prefix, removed at the end unless --keep:
 * 1. the real sample catalog: a copy of database `--template` (default `catalog`, the demo
 *    import) when nobody is connected to it, else imported; indexed; the artist-title matcher
 *    evaluated on both dev sets (the baseline);
 * 2. ingestion (`scale-ingest.ts`), each step a `catalog` child process with its wall time, peak
 *    RSS and the CPU-seconds of each process meanwhile: `--source generated` imports the Genius
 *    layer and the generated layer up to N; `--source musicbrainz-dump` generates a MusicBrainz
 *    JSON dump of the missing recordings and imports it with its importer; both then rebuild every
 *    index. Each import includes entity resolution and the derived fields. `end_to_end_s` = the
 *    ingestion steps' summed wall time (generating the dump is input preparation, not counted);
 *    `ingest_per_s` = recordings added / `end_to_end_s`;
 * 3. the engine's floor (`engine-floor.ts`): the finished search documents bulk-loaded into fresh
 *    indices and merged for serving, with nothing else to do → `engine_floor_s`; sizes of the
 *    Elasticsearch indices of the prefix and of the PostgreSQL tables;
 * 4. the matcher again on both dev sets, the catalog now holding N recordings as distractors
 *    (P@1, false-match rate; `batch_items_per_s` = dev rows / matching wall time, 50 per batch).
 *    A negative row (a song absent from the sample catalog) whose top hit is that very song — the
 *    Genius layer holds real songs — is not a false match; the raw rate is printed too;
 * 5. the API (its own process) under 16 connections: the five searches and `/api/suggest` on 2,000
 *    real names each (bench/search.ts requests), artist and recording lookups by id.
 * With `--existing`, steps 1–3 are skipped and nothing is created or removed: steps 4 and 5 run on
 * the catalog the environment points at as it is (DATABASE_URL, ES_INDEX_PREFIX; e.g. one kept by
 * `--keep`, or a catalog of any size indexed by `catalog index`), and the ingestion figures are `-`.
 * Prints the step table, the load table, `lookup_p99_ms=… index_mb=… batch_items_per_s=…` and the
 * last line
 * `scale: recordings=… ingest_per_s=… engine_floor_s=… end_to_end_s=… max_rss_mb=… search_p99_ms=… match_p_at_1=… match_fmr=…`
 * where search_p99 is the worst p99 of the five searches and suggest, match_* are the worse of
 * the two dev sets, and max_rss_mb the largest peak RSS of the bench's node processes (Elasticsearch
 * and PostgreSQL are shared services; their memory is their configured heap and buffers).
 */
import { join } from 'node:path';
import { loadConfig } from '@mc/config';
import { SEARCH_ENTITIES } from '@mc/mappings';
import type { Client } from '@elastic/elasticsearch';
import { indexLayout } from '@mc/indexer';
import { type IndexLayout, createSearchClient } from '@mc/search';
import { countEntities, createPool } from '@mc/store';
import {
  type BenchRequest,
  type LoadFigures,
  benchProgram,
  loadTest,
  printFigures,
  sample,
  startBenchTarget,
} from './bench-harness';
import { matchRowsInProcess, readRows, scoreHits, withoutPresentNegatives } from './eval-match';
import { openMatcher } from './matcher-deps';
import { NAME_SQL, queriesOf, suggestRequests } from './search';
import * as steps from './scale-steps';
import { SCALE_SOURCES, type ScaleSource, engineFloor, ingest, printSteps } from './scale-ingest';
import type { FloorTimes } from './engine-floor';
import { formatCpu, reapedCpuMs, reapedSecondsBetween, serverPids } from './process-cpu';
import { DATASETS_DIR, evalFile } from './eval-files';

interface Options {
  recordings: string;
  seed: string;
  genius: string;
  template: string;
  duration: string;
  rounds: string;
  connections: string;
  keep: boolean;
  existing: boolean;
  source: ScaleSource;
}

const DEV_SETS = [evalFile('artist_title_dev.tsv'), evalFile('radio_dev.tsv')];

/** P@1 and false-match rate of each dev set, and the batch matching rate over all of them. */
async function evaluate(label: string): Promise<{ sets: { p: number; f: number; rawF: number }[]; itemsPerS: number }> {
  const deps = openMatcher(loadConfig(process.env));
  try {
    let items = 0;
    let ms = 0;
    const sets: { p: number; f: number; rawF: number }[] = [];
    for (const file of DEV_SETS) {
      const rows = readRows(file);
      const run = await matchRowsInProcess(deps, rows);
      const raw = scoreHits(rows, run.hits);
      const { hits, present } = withoutPresentNegatives(rows, run.hits);
      const score = { ...scoreHits(rows, hits), rawF: raw.f };
      items += rows.length;
      ms += run.ms;
      sets.push(score);
      console.error(
        `${label} ${file}: p_at_1=${score.p.toFixed(3)} false_match_rate=${score.f.toFixed(3)} ` +
          `(raw ${raw.f.toFixed(3)}: ${present} negatives found as themselves; ${rows.length} rows)`,
      );
    }
    return { sets, itemsPerS: items / (ms / 1000) };
  } finally {
    await deps.close();
  }
}

/** The five searches, suggest and two lookups under load on the API of the bench catalog. */
async function loadScenarios(opts: Options): Promise<{ figures: LoadFigures[]; apiRssMb: number }> {
  const target = await startBenchTarget({ accountName: 'bench-scale' });
  try {
    const load = { durationS: Number(opts.duration), connections: Number(opts.connections), rounds: Number(opts.rounds) };
    const names: string[] = [];
    const scenarios: [string, BenchRequest[], number[]][] = [];
    for (const entity of SEARCH_ENTITIES) {
      const { rows } = await target.pool.query<{ name: string }>(
        `SELECT ${NAME_SQL[entity]} AS name FROM entity WHERE kind = $1 AND ${NAME_SQL[entity]} <> ''`,
        [entity],
      );
      const picked = sample(
        rows.map((r) => r.name),
        2000,
      );
      names.push(...picked.filter((_, i) => i % 2 === 0));
      // A prefix may legitimately find nothing (404: `docs/api.md` "Errors").
      scenarios.push([`${entity} search`, queriesOf(picked).map((r) => ({ path: `/api/${entity}${r.path}` })), [404]]);
    }
    scenarios.push(['suggest', suggestRequests(names), []]);
    for (const kind of ['artist', 'recording'] as const) {
      const { rows } = await target.pool.query<{ id: string }>('SELECT id FROM entity WHERE kind = $1', [kind]);
      scenarios.push([`${kind} lookup`, sample(rows, 2000).map((r) => ({ path: `/api/${kind}/${r.id}` })), []]);
    }
    // A fresh process and freshly built indices: one unmeasured round over every scenario first.
    const mixed = scenarios.flatMap(([, requests]) => requests.slice(0, 200));
    await loadTest(target, 'warm-up', sample(mixed, mixed.length), { ...load, rounds: 1, durationS: 20, okStatuses: [404] });
    const figures: LoadFigures[] = [];
    for (const [name, requests, okStatuses] of scenarios)
      figures.push(await loadTest(target, name, requests, { ...load, okStatuses }));
    return { figures, apiRssMb: steps.peakRssMb(target.pid) };
  } finally {
    await target.close();
  }
}

/** Ingestion figures of the `scale:` line, already formatted (`-` when not measured). */
interface IngestFigures {
  ingestPerS: string;
  floorS: string;
  endToEndS: string;
  indexMb: string;
}

/** The load table, a line of further figures and the `scale:` line. */
function printLastLines(
  recordings: number,
  ingestion: IngestFigures,
  scaled: Awaited<ReturnType<typeof evaluate>>,
  figures: LoadFigures[],
  maxRssMb: number,
): void {
  printFigures(figures);
  const searchP99 = Math.max(...figures.filter((f) => !f.scenario.endsWith('lookup')).map((f) => f.p99));
  const lookupP99 = Math.max(...figures.filter((f) => f.scenario.endsWith('lookup')).map((f) => f.p99));
  console.log(`lookup_p99_ms=${lookupP99} index_mb=${ingestion.indexMb} batch_items_per_s=${scaled.itemsPerS.toFixed(0)}`);
  console.log(
    `scale: recordings=${recordings} ingest_per_s=${ingestion.ingestPerS} engine_floor_s=${ingestion.floorS} ` +
      `end_to_end_s=${ingestion.endToEndS} max_rss_mb=${maxRssMb.toFixed(0)} search_p99_ms=${searchP99} ` +
      `match_p_at_1=${Math.min(...scaled.sets.map((s) => s.p)).toFixed(3)} ` +
      `match_fmr=${Math.max(...scaled.sets.map((s) => s.f)).toFixed(3)}`,
  );
}

/** `--existing`: the matcher and the API under load on the configured catalog, as it is. */
async function measureExisting(opts: Options): Promise<void> {
  const pool = createPool(loadConfig(process.env).DATABASE_URL, 1);
  const recordings = await countEntities(pool, 'recording').finally(() => pool.end());
  const scaled = await evaluate(`with ${recordings} recordings`);
  const { figures, apiRssMb } = await loadScenarios(opts);
  console.log(`\nbench:scale --existing — ${recordings} recordings (no ingestion measured)`);
  console.log(`batch matching items/s: ${scaled.itemsPerS.toFixed(0)}`);
  printLastLines(
    recordings,
    { ingestPerS: '-', floorS: '-', endToEndS: '-', indexMb: '-' },
    scaled,
    figures,
    Math.max(apiRssMb, process.resourceUsage().maxRSS / 1024),
  );
}

async function main(): Promise<void> {
  const opts = benchProgram()
    .option('--recordings <n>', 'recordings in the catalog (real + generated)', '1000000')
    .option('--source <source>', `what the catalog is topped up from: ${SCALE_SOURCES.join(' or ')}`, 'generated')
    .option('--seed <s>', 'generator seed', '1')
    .option('--genius <path>', 'the Genius layer', join(DATASETS_DIR, 'genius_tags_2000_2010', 'genius_metadata.csv.gz'))
    .option('--template <db>', 'database holding the imported sample catalog, copied as the base', 'catalog')
    .option('--keep', 'keep the bench database and indices', false)
    .option('--existing', 'measure the configured catalog as it is: no ingestion, nothing removed', false)
    .parse()
    .opts<Options>();
  if (!(SCALE_SOURCES as readonly string[]).includes(opts.source))
    throw new Error(`--source must be one of ${SCALE_SOURCES.join(', ')}`);
  if (opts.existing) return measureExisting(opts);
  const env = loadConfig(process.env);
  const database = `${steps.databaseOf(env.DATABASE_URL)}_scalebench`;
  const prefix = `${env.ES_INDEX_PREFIX}scalebench`;
  // Everything below (children, the API, the matcher) works on the bench's own catalog.
  process.env.DATABASE_URL = steps.withDatabase(env.DATABASE_URL, database);
  process.env.ES_INDEX_PREFIX = prefix;
  process.env.REDIS_PREFIX = `${env.REDIS_PREFIX}-scalebench`;
  const es = createSearchClient(env.ES_URL);
  try {
    const copied = await steps.createBenchDatabase(env.DATABASE_URL, database, opts.template);
    if (!copied) await steps.runCatalog('import sample catalog', ['import']);
    await steps.deleteIndices(es, prefix);
    await steps.runCatalog('index sample catalog', ['index', '--entity', 'all']);
    const before = await recordingCount();
    const baseline = await evaluate('baseline');
    const { prepared, runs } = await ingest(opts.source, { ...opts, recordings: Number(opts.recordings) }, before);
    const after = await recordingCount();
    const endToEndS = runs.reduce((n, r) => n + r.ms, 0) / 1000;
    const indexMb = await steps.indexSizeMb(es, prefix);
    const tables = await steps.tableSizesMb(process.env.DATABASE_URL);
    const floor = await measureFloor(es, prefix, indexLayout(env));

    const scaled = await evaluate(`with ${after} recordings`);
    const { figures, apiRssMb } = await loadScenarios(opts);
    const maxRss = Math.max(apiRssMb, process.resourceUsage().maxRSS / 1024, ...[...prepared, ...runs].map((r) => r.peakRssMb));

    console.log(`\nbench:scale --source ${opts.source} — ${before} real recordings (sample catalog) → ${after} recordings`);
    printSteps([...prepared, ...runs]);
    console.log(`| API (during load) | – | ${apiRssMb.toFixed(0)} | – |`);
    console.log(
      `engine floor: ${floor.documents} documents, bulk ${floor.bulkS.toFixed(1)} s + serving merge ${floor.mergeS.toFixed(1)} s = ` +
        `${floor.totalS.toFixed(1)} s; end to end ${endToEndS.toFixed(1)} s = ${(endToEndS / floor.totalS).toFixed(2)} × the floor`,
    );
    console.log(`index MiB: ${indexMb.toFixed(0)}; PostgreSQL MiB: ${JSON.stringify(tables)}`);
    DEV_SETS.forEach((file, i) =>
      console.log(
        `${file}: p_at_1 ${baseline.sets[i]!.p.toFixed(3)} → ${scaled.sets[i]!.p.toFixed(3)}, ` +
          `false_match_rate ${baseline.sets[i]!.f.toFixed(3)} → ${scaled.sets[i]!.f.toFixed(3)} ` +
          `(raw, counting negatives found as themselves: ${scaled.sets[i]!.rawF.toFixed(3)})`,
      ),
    );
    console.log(`batch matching items/s: ${baseline.itemsPerS.toFixed(0)} → ${scaled.itemsPerS.toFixed(0)}`);
    const ingestPerS = ((after - before) / endToEndS).toFixed(0);
    printLastLines(
      after,
      { ingestPerS, floorS: floor.totalS.toFixed(1), endToEndS: endToEndS.toFixed(1), indexMb: indexMb.toFixed(0) },
      scaled,
      figures,
      maxRss,
    );
  } finally {
    if (!opts.keep) {
      await steps.deleteIndices(es, prefix).catch(() => undefined);
      await steps.dropBenchDatabase(env.DATABASE_URL, database).catch(() => undefined);
    }
    await es.close();
  }
}

/** Recordings in the bench catalog now. */
async function recordingCount(): Promise<number> {
  const pool = createPool(process.env.DATABASE_URL!, 1);
  return countEntities(pool, 'recording').finally(() => pool.end());
}

/** {@link engineFloor} with the CPU-seconds of the servers while the floor's indices were built. */
async function measureFloor(es: Client, prefix: string, layout: IndexLayout): Promise<FloorTimes> {
  const cpu0 = reapedCpuMs(await serverPids());
  const floor = await engineFloor(es, prefix, layout);
  const cpu1 = reapedCpuMs(await serverPids());
  console.error(`engine floor (export not included): ${formatCpu(reapedSecondsBetween(cpu0, cpu1), floor.totalS)}`);
  return floor;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
