/**
 * The matcher's resources for in-process evals and benches, straight from the configuration
 * (Elasticsearch client, PostgreSQL pool and store reader), without the API app.
 */
import type { Client } from '@elastic/elasticsearch';
import type { Pool } from 'pg';
import type { Config } from '@mc/config';
import type { MatcherDeps } from '@mc/matcher';
import { createSearchClient } from '@mc/search';
import { CatalogReader, createPool } from '@mc/store';

/** Matcher deps plus the clients behind them (for baselines) and a `close()`. */
export interface BenchMatcher extends MatcherDeps {
  es: Client;
  pool: Pool;
  close(): Promise<void>;
}

/** Opens an Elasticsearch client and a PostgreSQL pool for `cfg`. */
export function openMatcher(cfg: Pick<Config, 'ES_URL' | 'DATABASE_URL' | 'ES_INDEX_PREFIX'>): BenchMatcher {
  const es = createSearchClient(cfg.ES_URL, { requestTimeout: 60_000 });
  const pool = createPool(cfg.DATABASE_URL, 4);
  return {
    es,
    pool,
    search: { es, prefix: cfg.ES_INDEX_PREFIX },
    store: new CatalogReader(pool),
    close: async () => {
      await Promise.allSettled([pool.end(), es.close()]);
    },
  };
}
