/**
 * Jest global setup for integration tests: the real services must be up (`npm run services:up`);
 * this applies migrations, imports the real sample catalog (skipped when unchanged) and builds the
 * search indices when they are missing or stale.
 */
import { config } from '@mc/config';
import { prepareCatalog } from '@mc/cli';

export default async function globalSetup(): Promise<void> {
  await prepareCatalog(config());
}
