/**
 * Brings the configured store and search indices up to date with the shipped sample catalog:
 * migrations, imports of the sources whose data (or mapping version) changed since their last
 * import, entity resolution, and a rebuild of every index whose document count differs from the store's. Idempotent
 * and quick when nothing changed; used by the integration-test setup and `npm run eval:match`.
 */
import type { Config } from '@mc/config';
import { SEARCH_ENTITIES } from '@mc/mappings';
import { closeSearchClient, createSearchClient } from '@mc/search';
import { createPool, migrate } from '@mc/store';
import { importAndResolve, selectImporters } from '@mc/ingest';
import { bringIndicesUpToDate, indexLayout } from '@mc/indexer';

/**
 * Prepares the catalog of `cfg` (DATABASE_URL, ES_URL, ES_INDEX_PREFIX, DATA_DIR).
 * @throws when a service is unreachable or an import fails (its batch is rolled back).
 */
export async function prepareCatalog(
  cfg: Pick<Config, 'DATABASE_URL' | 'ES_URL' | 'ES_INDEX_PREFIX' | 'DATA_DIR' | 'ES_SHARDS' | 'ES_REPLICAS'>,
): Promise<void> {
  const pool = createPool(cfg.DATABASE_URL);
  const es = createSearchClient(cfg.ES_URL);
  try {
    await migrate(pool);
    await importAndResolve(pool, cfg.DATA_DIR, selectImporters('all'));
    await bringIndicesUpToDate({ es, pool, prefix: cfg.ES_INDEX_PREFIX, layout: indexLayout(cfg) }, SEARCH_ENTITIES);
  } finally {
    await Promise.allSettled([pool.end(), closeSearchClient(es)]);
  }
}
