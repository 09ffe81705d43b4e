/**
 * Child process of `limited-reimport.test.ts`: imports and resolves {@link limitedReimportSource}
 * into `DATABASE_URL`, pausing mid re-import after the merge (argument: the file it writes then).
 */
import { config } from '@mc/config';
import { createPool } from '@mc/store';
import { importAndResolve } from '@mc/ingest';
import { limitedReimportSource } from './limited-reimport-source';

const pool = createPool(config().DATABASE_URL);
void importAndResolve(pool, config().DATA_DIR, [limitedReimportSource(process.argv[2])]).finally(() => pool.end());
