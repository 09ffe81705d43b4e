/**
 * Jest global setup for integration tests: the real services must be up (`npm run services:up`);
 * this applies migrations and imports the real sample catalog (skipped when unchanged).
 */
import { config } from '@mc/config';
import { createPool, migrate } from '@mc/store';
import { runImports, selectImporters } from '../indexer/src/import-runner';

export default async function globalSetup(): Promise<void> {
  const cfg = config();
  const pool = createPool(cfg.DATABASE_URL);
  try {
    await migrate(pool);
    await runImports(pool, cfg.DATA_DIR, selectImporters('all'));
  } finally {
    await pool.end();
  }
}
