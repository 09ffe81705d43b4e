/**
 * `npm run bench:search-clauses -- [--queries 200] [--entity recording]`
 *
 * Which part of an entity search costs the engine time on a large catalog: for the same queries as
 * `bench:search` (real names of the store, half whole, half a 3–6 character prefix), one
 * connection, the engine's own `took` (ms) of the search body of `buildEntitySearchQuery` and of
 * variants of it, each variant over the same queries in turn:
 * - `full`: the body the API sends;
 * - `no-typo-tiers`: without the fuzzy and phonetic tiers (`textQuery(…, {typos: false})`);
 * - `no-prior`: the bool query without the popularity `function_score`;
 * - `no-total`: `track_total_hits: false`.
 * Prints p50/p99/mean per entity and variant. Runs against `ES_URL` / `ES_INDEX_PREFIX` /
 * `DATABASE_URL` of the environment (e.g. a catalog kept by `bench:scale --keep`).
 */
import { loadConfig } from '@mc/config';
import { SEARCH_ENTITIES, type SearchEntity } from '@mc/mappings';
import { aliasName, buildEntitySearchQuery, createSearchClient, textQuery, withPopularity } from '@mc/search';
import { createPool } from '@mc/store';
import { parseBenchOptions, sample } from './bench-harness';
import { NAME_SQL, queriesOf } from './search';

type Body = Record<string, unknown>;

/** The variants of the module doc: search body of `query` on `entity`. */
const VARIANTS: Record<string, (entity: SearchEntity, query: string) => Body> = {
  full: (entity, query) => buildEntitySearchQuery({ entity, query, filters: [], page: 1 }),
  'no-typo-tiers': (entity, query) => {
    const body = buildEntitySearchQuery({ entity, query, filters: [], page: 1 });
    const text = textQuery(entity, query, { typos: false });
    return text ? { ...body, query: withPopularity({ bool: { filter: [], must: [text.must], should: text.should } }) } : body;
  },
  'no-prior': (entity, query) => {
    const body = buildEntitySearchQuery({ entity, query, filters: [], page: 1 });
    return { ...body, query: (body.query as { function_score: { query: Body } }).function_score.query };
  },
  'no-total': (entity, query) => ({
    ...buildEntitySearchQuery({ entity, query, filters: [], page: 1 }),
    track_total_hits: false,
  }),
};

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

async function main(): Promise<void> {
  const opts = parseBenchOptions({
    queries: ['--queries <n>', 'queries per entity', '200'],
    entity: ['--entity <entity>', 'one entity or all', 'all'],
  });
  const cfg = loadConfig(process.env);
  const es = createSearchClient(cfg.ES_URL);
  const pool = createPool(cfg.DATABASE_URL, 1);
  try {
    const entities = opts.entity === 'all' ? SEARCH_ENTITIES : [opts.entity as SearchEntity];
    console.log('| entity | variant | p50 ms | p99 ms | mean ms |\n|---|---|---|---|---|');
    for (const entity of entities) {
      const { rows } = await pool.query<{ name: string }>(
        `SELECT ${NAME_SQL[entity]} AS name FROM entity WHERE kind = $1 AND ${NAME_SQL[entity]} <> ''`,
        [entity],
      );
      const queries = queriesOf(
        sample(
          rows.map((r) => r.name),
          Number(opts.queries),
        ),
      ).map((r) => decodeURIComponent(r.path.replace('?query=', '')));
      for (const [variant, body] of Object.entries(VARIANTS)) {
        const took: number[] = [];
        for (const q of queries)
          took.push((await es.search({ index: aliasName(cfg.ES_INDEX_PREFIX, entity), ...body(entity, q) })).took);
        took.sort((a, b) => a - b);
        const mean = took.reduce((s, t) => s + t, 0) / took.length;
        console.log(`| ${entity} | ${variant} | ${quantile(took, 0.5)} | ${quantile(took, 0.99)} | ${mean.toFixed(1)} |`);
      }
    }
  } finally {
    await Promise.allSettled([pool.end(), es.close()]);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
