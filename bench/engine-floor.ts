/**
 * The engine's own floor for a catalog's search indices: how long Elasticsearch takes to hold the
 * finished search documents as served indices when nothing else has to happen — no catalog to read,
 * no document to build. `bench:scale` compares its end-to-end ingestion against it.
 *
 * 1. {@link exportDocuments}: every document of the `<prefix>_<entity>` aliases is written to an
 *    NDJSON file (a scroll in `_doc` order; not timed).
 * 2. {@link bulkLoadFloor}: for each entity, a fresh index created as a rebuild creates it
 *    (`createVersionedIndex`: same mapping, no replica, no refresh, async translog) under a prefix
 *    of its own, the file's documents sent with the client's bulk helper (`client.helpers.bulk`,
 *    5 MB requests, two in flight: one per core), the index refreshed, then force-merged for
 *    serving (`mergeForServing`, as every rebuild does) — timed from the first create to the last
 *    merge. The indices are deleted afterwards.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Client } from '@elastic/elasticsearch';
import { SEARCH_ENTITIES, type SearchEntity } from '@mc/mappings';
import { type IndexLayout, aliasName, createVersionedIndex, mergeForServing } from '@mc/search';

/** Documents per scroll page of {@link exportDocuments}. */
const EXPORT_PAGE = 5000;

/**
 * Writes every document of each entity's alias under `prefix` to `<dir>/<entity>.ndjson`, one
 * `_source` per line. @returns documents written per entity. @throws on Elasticsearch or file errors.
 */
export async function exportDocuments(es: Client, prefix: string, dir: string): Promise<Record<SearchEntity, number>> {
  const counts = {} as Record<SearchEntity, number>;
  for (const entity of SEARCH_ENTITIES) {
    const out = createWriteStream(join(dir, `${entity}.ndjson`));
    let n = 0;
    const scroll = es.helpers.scrollDocuments<Record<string, unknown>>({
      index: aliasName(prefix, entity),
      size: EXPORT_PAGE,
      sort: ['_doc'],
      query: { match_all: {} },
    });
    for await (const doc of scroll) {
      if (!out.write(`${JSON.stringify(doc)}\n`)) await once(out, 'drain');
      n += 1;
    }
    out.end();
    await once(out, 'finish');
    counts[entity] = n;
  }
  return counts;
}

/** Wall time (seconds) of {@link bulkLoadFloor}: bulk loading, and the serving merge. */
export interface FloorTimes {
  bulkS: number;
  mergeS: number;
  totalS: number;
  documents: number;
}

async function* lines(file: string): AsyncGenerator<Record<string, unknown>> {
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity }))
    if (line) yield JSON.parse(line) as Record<string, unknown>;
}

/**
 * Loads the files of {@link exportDocuments} in `dir` into fresh indices under `prefix` (module
 * doc), then deletes them. @returns the timings. @throws on Elasticsearch or file errors, or when a
 * document is refused.
 */
export async function bulkLoadFloor(es: Client, prefix: string, dir: string, layout: IndexLayout): Promise<FloorTimes> {
  const times: FloorTimes = { bulkS: 0, mergeS: 0, totalS: 0, documents: 0 };
  const indices: string[] = [];
  const t0 = performance.now();
  try {
    for (const entity of SEARCH_ENTITIES) {
      const index = await createVersionedIndex(es, prefix, entity, Date.now(), layout);
      indices.push(index);
      const b0 = performance.now();
      const stats = await es.helpers.bulk({
        datasource: lines(join(dir, `${entity}.ndjson`)),
        onDocument: (doc) => ({ index: { _index: index, _id: String(doc.id) } }),
        flushBytes: 5_000_000,
        concurrency: 2,
        refreshOnCompletion: index,
      });
      if (stats.failed) throw new Error(`engine floor: ${stats.failed} ${entity} documents refused`);
      times.documents += stats.successful;
      const m0 = performance.now();
      times.bulkS += (m0 - b0) / 1000;
      await mergeForServing(es, index);
      times.mergeS += (performance.now() - m0) / 1000;
    }
    times.totalS = (performance.now() - t0) / 1000;
    return times;
  } finally {
    if (indices.length) await es.indices.delete({ index: indices, ignore_unavailable: true });
  }
}
