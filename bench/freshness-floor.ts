/**
 * The engine's own floor for the documents a freshness run writes: the same number of documents
 * written straight to PostgreSQL (one multi-row INSERT of their JSON in one transaction, into a
 * scratch table) and bulk-indexed into a fresh index made as a rebuild makes it (same mapping), in
 * requests of the live indexer's size ({@link DOCUMENTS_PER_BULK}), one at a time, refreshed once —
 * what writing and indexing cost when nothing has to be validated, merged, resolved or built. The
 * documents are real search documents of the served recording index (their sources). The scratch
 * table and index are dropped afterwards.
 */
import type { Client } from '@elastic/elasticsearch';
import type { Pool } from 'pg';
import { type IndexLayout, aliasName, createVersionedIndex } from '@mc/search';

/** Documents per bulk request: the live indexer's 2,000 operations (`@mc/indexer` OPERATIONS_PER_BULK). */
const DOCUMENTS_PER_BULK = 1000;

/** Wall seconds of the floor's two writes of `documents` documents. */
export interface FreshnessFloor {
  documents: number;
  pgS: number;
  esS: number;
}

/**
 * Measures the floor (module doc) for `n` documents (at most 10,000) under index prefix `prefix`.
 * @throws on database or Elasticsearch errors, or when a document is refused.
 */
export async function freshnessFloor(
  pool: Pool,
  es: Client,
  prefix: string,
  n: number,
  layout: IndexLayout,
): Promise<FreshnessFloor> {
  const res = await es.search<Record<string, unknown>>({ index: aliasName(prefix, 'recording'), size: Math.min(n, 10_000) });
  const docs = res.hits.hits.map((h) => h._source!);
  const table = `bench_freshness_floor_${process.pid}`;
  await pool.query(`CREATE TABLE ${table} (id bigint PRIMARY KEY, doc jsonb NOT NULL)`);
  const index = await createVersionedIndex(es, `${prefix}-floor-${process.pid}`, 'recording', Date.now(), layout);
  try {
    const p0 = performance.now();
    await pool.query(`INSERT INTO ${table} (id, doc) SELECT * FROM unnest($1::bigint[], $2::jsonb[])`, [
      docs.map((_, i) => i + 1),
      docs.map((d) => JSON.stringify(d)),
    ]);
    const pgS = (performance.now() - p0) / 1000;
    const e0 = performance.now();
    const per = DOCUMENTS_PER_BULK;
    for (let i = 0; i < docs.length; i += per) {
      const operations = docs.slice(i, i + per).flatMap((d, j) => [{ index: { _index: index, _id: String(i + j + 1) } }, d]);
      const r = await es.bulk({ operations });
      if (r.errors) throw new Error('engine floor: a document was refused');
    }
    await es.indices.refresh({ index });
    return { documents: docs.length, pgS, esS: (performance.now() - e0) / 1000 };
  } finally {
    await pool.query(`DROP TABLE IF EXISTS ${table}`);
    await es.indices.delete({ index, ignore_unavailable: true });
  }
}
