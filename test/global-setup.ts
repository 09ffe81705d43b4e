/**
 * Jest global setup for integration tests: the real services must be up (`npm run services:up`);
 * this applies migrations, imports the real sample catalog (skipped when unchanged) and builds the
 * search indices when they are missing or stale.
 */
import { config } from '@mc/config';
import { createPool, migrate } from '@mc/store';
import { Client } from '@elastic/elasticsearch';
import { SEARCH_ENTITIES } from '@mc/mappings';
import { runImports, selectImporters } from '../indexer/src/import-runner';
import { ensureIndices } from '../indexer/src/reindex';

export default async function globalSetup(): Promise<void> {
  const cfg = config();
  const pool = createPool(cfg.DATABASE_URL);
  try {
    await migrate(pool);
    await runImports(pool, cfg.DATA_DIR, selectImporters('all'));
    const es = new Client({ node: cfg.ES_URL });
    try {
      await ensureIndices({ es, pool, prefix: cfg.ES_INDEX_PREFIX }, SEARCH_ENTITIES);
    } finally {
      await es.close();
    }
  } finally {
    await pool.end();
  }
}
