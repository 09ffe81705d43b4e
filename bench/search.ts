/**
 * `npm run bench:search -- [--duration 10] [--connections 16] [--rounds 3] [--no-rebuild] [--suggest-only] [--url <base> --token <t>]`
 *
 * Search throughput on the real catalog, per entity (GET /api/artist|album|release|recording|show
 * ?query=…), with 2,000 queries drawn from the store's own names and titles (fixed seed): half
 * the full name, half a 3–6 character prefix as a search box sends while the user types.
 * Prints searches/s and p50/p99 latency (medians over rounds). Then `GET /api/suggest` with
 * prefixes of 1–8 letters of the same real names (search as you type across all entities), with
 * the hit rate of the API's suggest response cache over those requests (read from its metrics:
 * `mc_suggest_cache_requests_total`, all processes together; not shown with --url).
 * `--suggest-only` skips the five entity searches (and the rebuild).
 *
 * Then, unless --no-rebuild: a full rebuild of all five indices (new versioned index each, alias
 * swap, old index deleted) runs in this process while recording searches keep hitting the API in
 * 5 s rounds; the line `rebuild under load: failed=<n> of <requests>` must show failed=0 (a 404,
 * i.e. an empty result during the swap, counts as a failure).
 */

import { SEARCH_ENTITIES, type SearchEntity } from '@mc/mappings';
import { createSearchClient } from '@mc/search';
import { rebuildIndex } from '@mc/indexer';
import {
  type BenchRequest,
  type CommonBenchOptions,
  type LoadFigures,
  benchProgram,
  loadTest,
  printFigures,
  sample,
  freePort,
  startBenchTarget,
} from './bench-harness';

/** The searchable name of each entity's document (releases are named by their album title). */
export const NAME_SQL: Record<SearchEntity, string> = {
  artist: "doc->>'name'",
  album: "doc->>'title'",
  release: "doc->'album'->>'title'",
  recording: "doc->>'title'",
  show: "doc->>'name'",
};

/** Suggest cache lookups so far by outcome, from the API's metrics endpoint. */
async function suggestCacheCounts(metricsUrl: string): Promise<{ hit: number; shared: number; miss: number }> {
  const text = await (await fetch(metricsUrl)).text();
  const count = (outcome: string) =>
    Number(new RegExp(`^mc_suggest_cache_requests_total\\{outcome="${outcome}"\\} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  return { hit: count('hit'), shared: count('shared'), miss: count('miss') };
}

/** Search requests of names: half the full name, half a 3–6 character prefix. */
export function queriesOf(names: string[]): BenchRequest[] {
  return names.map((name, i) => {
    const chars = [...name];
    const q = i % 2 === 0 || chars.length <= 3 ? name : chars.slice(0, 3 + (i % 4)).join('');
    return { path: `?query=${encodeURIComponent(q)}` };
  });
}

/** `GET /api/suggest` with prefixes of 1..8 letters of real names (the n-th name cut to 1 + n mod 8). */
export function suggestRequests(names: string[]): BenchRequest[] {
  return names
    .map((name, i) => [...name].slice(0, 1 + (i % 8)).join(''))
    .filter((q) => /[\p{L}\p{N}]/u.test(q))
    .map((q) => ({ path: `/api/suggest?query=${encodeURIComponent(q)}` }));
}

async function main(): Promise<void> {
  const opts = benchProgram()
    .option('--no-rebuild', 'skip the rebuild-under-load check')
    .option('--suggest-only', 'only the suggest scenario')
    .parse()
    .opts<CommonBenchOptions & { rebuild: boolean; suggestOnly?: boolean }>();
  const metricsPort = await freePort();
  const target = await startBenchTarget({
    url: opts.url,
    token: opts.token,
    accountName: 'bench-search',
    env: { METRICS_PORT: String(metricsPort), METRICS_HOST: '127.0.0.1' },
  });
  const metricsUrl = opts.url ? undefined : `http://127.0.0.1:${metricsPort}/metrics`;
  const es = createSearchClient(target.config.ES_URL);
  try {
    const load = { durationS: Number(opts.duration), connections: Number(opts.connections), rounds: Number(opts.rounds) };
    console.log(`bench:search — ${load.rounds} rounds × ${load.durationS}s, ${load.connections} connections, ${target.url}`);
    const figures: LoadFigures[] = [];
    const requestsOf: Partial<Record<SearchEntity, BenchRequest[]>> = {};
    for (const entity of SEARCH_ENTITIES) {
      const { rows } = await target.pool.query<{ name: string }>(
        `SELECT ${NAME_SQL[entity]} AS name FROM entity WHERE kind = $1 AND ${NAME_SQL[entity]} <> ''`,
        [entity],
      );
      const requests = queriesOf(
        sample(
          rows.map((r) => r.name),
          2000,
        ),
      ).map((r) => ({ path: `/api/${entity}${r.path}` }));
      requestsOf[entity] = requests;
      // A prefix may legitimately find nothing (404: `docs/api.md` "Errors"): allowed here, not in the rebuild check.
      if (!opts.suggestOnly) figures.push(await loadTest(target, `${entity} search`, requests, { ...load, okStatuses: [404] }));
    }
    // Search as you type: every entity's names cut to 1–8 letters, as a search box sends them.
    const names = Object.values(requestsOf)
      .flat()
      .filter((_, i) => i % 2 === 0)
      .map((r) => decodeURIComponent(r.path.split('query=')[1] ?? ''));
    const before = metricsUrl ? await suggestCacheCounts(metricsUrl) : undefined;
    figures.push(await loadTest(target, 'suggest (1–8 letter prefixes)', suggestRequests(names), load));
    printFigures(figures);
    if (metricsUrl && before) {
      const after = await suggestCacheCounts(metricsUrl);
      const [hit, shared, miss] = [after.hit - before.hit, after.shared - before.shared, after.miss - before.miss];
      const rate = (hit + shared) / Math.max(1, hit + shared + miss);
      console.log(`suggest cache: hits=${hit} shared=${shared} misses=${miss} hit_rate=${rate.toFixed(3)}`);
    }

    if (opts.rebuild && !opts.suggestOnly) {
      const fullNames = requestsOf.recording!.filter((_, i) => i % 2 === 0);
      let done = false;
      const rebuild = (async () => {
        try {
          for (const entity of SEARCH_ENTITIES)
            await rebuildIndex({ es, pool: target.pool, prefix: target.config.ES_INDEX_PREFIX }, entity);
        } finally {
          done = true;
        }
      })();
      let failed = 0;
      let requests = 0;
      while (!done) {
        const f = await loadTest(target, 'recording search during rebuild', fullNames, {
          durationS: 5,
          connections: load.connections,
          rounds: 1,
        });
        failed += f.failed;
        requests += f.requests;
      }
      await rebuild;
      console.log(`rebuild under load: failed=${failed} of ${requests}`);
      if (failed > 0) process.exitCode = 1;
    }
  } finally {
    await Promise.allSettled([es.close(), target.close()]);
  }
}

if (require.main === module)
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
