/**
 * A PostgreSQL database of one test file only, on the configured server, named after the
 * configured database (`<database>_<suffix>`): created empty and migrated before the tests, dropped
 * after them (`WITH (FORCE)`: connections a failed test left open do not keep it). An API on it
 * gets a Redis prefix of its own too ({@link TestDatabase.apiConfig}): its tokens' ids start at 1
 * like those of the shared test database, and their quota counters must not meet.
 */
import { Pool } from 'pg';
import { type Config, config } from '@mc/config';
import { createPool, migrate } from '@mc/store';
import { isolatedRedisPrefix } from './harness';

/** A database of one test file (module doc). */
export class TestDatabase {
  /** The database's name. */
  readonly name: string;
  /** Its connection URL (for `DATABASE_URL` of an API or a worker the test starts). */
  readonly url: string;
  private readonly adminUrl: string;
  private current: Pool | undefined;

  /** @param suffix appended to the configured database's name (letters, digits, `_`). */
  constructor(suffix: string) {
    const configured = new URL(config().DATABASE_URL);
    this.name = `${configured.pathname.slice(1)}_${suffix}`;
    this.url = Object.assign(new URL(configured), { pathname: `/${this.name}` }).toString();
    this.adminUrl = Object.assign(new URL(configured), { pathname: '/postgres' }).toString();
  }

  /** Configuration of an API (or worker) on this database: its URL and a Redis prefix of its own. */
  apiConfig(): Partial<Config> {
    return { DATABASE_URL: this.url, REDIS_PREFIX: isolatedRedisPrefix(this.name) };
  }

  /** The pool of the database. @throws before {@link create}. */
  get pool(): Pool {
    if (!this.current) throw new Error(`test database ${this.name} not created`);
    return this.current;
  }

  /** Creates the database afresh (dropping one a crashed run left) and migrates it. @returns its pool. */
  async create(): Promise<Pool> {
    await this.admin(`DROP DATABASE IF EXISTS "${this.name}" WITH (FORCE)`, `CREATE DATABASE "${this.name}"`);
    this.current = createPool(this.url);
    await migrate(this.current);
    return this.current;
  }

  /** Closes the pool and drops the database. */
  async drop(): Promise<void> {
    await this.current?.end();
    this.current = undefined;
    await this.admin(`DROP DATABASE IF EXISTS "${this.name}" WITH (FORCE)`);
  }

  private async admin(...statements: string[]): Promise<void> {
    const admin = new Pool({ connectionString: this.adminUrl });
    try {
      for (const sql of statements) await admin.query(sql);
    } finally {
      await admin.end();
    }
  }
}
