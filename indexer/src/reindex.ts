/**
 * Building the search indices from the store.
 *
 * Full rebuild: new versioned index → stream every entity of the kind from PostgreSQL in id order
 * (keyset pages) → build search documents → bulk-index with at most `concurrency` bulk requests in
 * flight (the client retries transient failures) → atomic alias swap → old index deleted.
 * Partial reindex: the given ids are rebuilt into the live index (deleted from it when the store
 * no longer has them).
 *
 * A rebuild and the live indexer (`live-index.ts`) run side by side: a change committed while a
 * rebuild reads the catalog may be missing from the new index and applied by the live indexer to
 * the old one. So the rebuild notes the change feed's head before it reads anything, and after
 * its alias swap re-applies to the new index every change committed since; then it records that
 * head (its `rebuild:<entity>` feed reader) so the live indexer skips what the new index already holds.
 */
import type { Config } from '@mc/config';
import { INDEX_DEFINITIONS, type SearchEntity } from '@mc/mappings';
import {
  type IndexLayout,
  aliasName,
  createVersionedIndex,
  deleteOrphanIndices,
  dropIndex,
  indexedCount,
  indicesOfAlias,
  liveIndexExists,
  mergeForServing,
  sendBulk,
  swapAlias,
} from '@mc/search';
import { advanceReader, changeFeedHead, changesBetween, countEntities, entityPage, rebuildReader } from '@mc/store';
import { type IndexerDeps, buildDoc, loadBuildContext, searchOperations } from './search-documents';
import { indexChanges } from './live-index';

export type { IndexerDeps };
export type { IndexLayout };

/** The index layout configured by `ES_SHARDS` and `ES_REPLICAS`. */
export function indexLayout(cfg: Pick<Config, 'ES_SHARDS' | 'ES_REPLICAS'>): IndexLayout {
  return { shards: cfg.ES_SHARDS, replicas: cfg.ES_REPLICAS };
}

/** Progress callback: documents done so far and the total. */
export type IndexProgress = (done: number, total: number) => void;

/**
 * Where a rebuild spent its wall time (ms): waiting for PostgreSQL pages (not hidden behind the
 * previous page's work), building search documents (CPU in this process), waiting for
 * Elasticsearch to take bulk requests (back-pressure), force-merging the new index
 * (`mergeForServing`), and finishing (alias swap and replicas).
 */
export interface RebuildTimings {
  readMs: number;
  buildMs: number;
  bulkWaitMs: number;
  mergeMs: number;
  finishMs: number;
}

/** Options of {@link rebuildIndex}. */
export interface RebuildOptions {
  /** Documents per keyset page and per bulk request (default 1000). */
  batchSize?: number;
  /** Bulk requests in flight at most (default 2: one being indexed while the next is built). */
  concurrency?: number;
  onProgress?: IndexProgress;
  /**
   * Stops the rebuild before its alias swap when it fires (a cancelled job): the half-built index
   * is deleted and the alias, with the index it serves, is left as it was.
   */
  signal?: AbortSignal;
}

/**
 * Rebuilds the index of `entity` from scratch, force-merges it (`mergeForServing`) and swaps its
 * alias. The next keyset page is read from PostgreSQL while the current one is built and sent, and
 * at most `concurrency` bulk requests are in flight (back-pressure).
 * @returns the new index name, the number of documents indexed and the stage timings.
 * @throws on any Elasticsearch or PostgreSQL error (the half-built index is left as an orphan and
 * removed when the next rebuild of the entity completes); `opts.signal`'s reason when it fired
 * before the alias swap (the half-built index is then deleted).
 */
export async function rebuildIndex(
  deps: IndexerDeps,
  entity: SearchEntity,
  opts: RebuildOptions = {},
): Promise<{ index: string; count: number; timings: RebuildTimings }> {
  const batchSize = opts.batchSize ?? 1000;
  const concurrency = opts.concurrency ?? 2;
  const startHead = await changeFeedHead(deps.pool);
  const index = await createVersionedIndex(deps.es, deps.prefix, entity, Date.now(), deps.layout);
  const ctx = await loadBuildContext(deps.pool, entity);
  const total = await countEntities(deps.pool, entity);
  const timings: RebuildTimings = { readMs: 0, buildMs: 0, bulkWaitMs: 0, mergeMs: 0, finishMs: 0 };
  const timed = async <T>(key: keyof RebuildTimings, work: Promise<T>): Promise<T> => {
    const t0 = performance.now();
    try {
      return await work;
    } finally {
      timings[key] += performance.now() - t0;
    }
  };
  let done = 0;
  const inFlight = new Set<Promise<void>>();
  let next = entityPage(deps.pool, entity, 0, batchSize);
  try {
    for (;;) {
      opts.signal?.throwIfAborted();
      const page = await timed('readMs', next);
      if (!page.length) break;
      next = entityPage(deps.pool, entity, page[page.length - 1]!.id, batchSize);
      next.catch(() => undefined); // awaited on the next turn; an error then is thrown there
      const t0 = performance.now();
      const docs = page.map((d) => buildDoc(entity, d, ctx));
      timings.buildMs += performance.now() - t0;
      const p: Promise<void> = sendBulk(
        deps.es,
        docs.flatMap((d) => [{ index: { _index: index, _id: String(d.id) } }, d]),
        { refresh: false, requireAlias: false },
      ).then(() => {
        done += docs.length;
        opts.onProgress?.(done, total);
      });
      inFlight.add(p);
      p.finally(() => inFlight.delete(p)).catch(() => undefined);
      if (inFlight.size >= concurrency) await timed('bulkWaitMs', Promise.race(inFlight));
    }
    await timed('bulkWaitMs', Promise.all(inFlight));
    opts.signal?.throwIfAborted();
    await timed('mergeMs', mergeForServing(deps.es, index));
    opts.signal?.throwIfAborted();
  } catch (err) {
    // Stopped (or failed): no alias swap. A cancelled rebuild removes its half-built index now.
    if (opts.signal?.aborted) {
      await Promise.allSettled(inFlight);
      await dropIndex(deps.es, index);
    }
    throw err;
  }
  const t1 = performance.now();
  await swapAlias(deps.es, aliasName(deps.prefix, entity), index, deps.layout);
  // Half-built indices of earlier, interrupted attempts (a killed worker) go now; a rebuild
  // started after this one keeps its index.
  await deleteOrphanIndices(deps.es, deps.prefix, entity, index);
  await catchUpAfterSwap(deps, entity, startHead);
  timings.finishMs = performance.now() - t1;
  return { index, count: done, timings };
}

/**
 * After a rebuild's alias swap: re-applies to the new index the changes committed since the
 * rebuild began (`after`, the feed head it read first), then records `after` as the position the
 * index holds (module doc). @throws on Elasticsearch or database errors.
 */
async function catchUpAfterSwap(deps: IndexerDeps, entity: SearchEntity, after: number): Promise<void> {
  const upto = await changeFeedHead(deps.pool);
  for (let from = after; from < upto;) {
    const changes = await changesBetween(deps.pool, from, upto, 5000);
    if (!changes.length) break;
    await indexChanges(deps, changes, { only: entity });
    from = changes[changes.length - 1]!.seq;
  }
  await advanceReader(deps.pool, rebuildReader(entity), after);
}

/**
 * Re-indexes the given ids of `entity` into the live alias ({@link searchOperations}) and refreshes
 * it. @returns counts indexed and deleted. @throws on Elasticsearch or database errors.
 */
export async function reindexIds(
  deps: IndexerDeps,
  entity: SearchEntity,
  ids: number[],
): Promise<{ indexed: number; deleted: number }> {
  const { operations, indexed, deleted } = await searchOperations(deps, entity, ids);
  await sendBulk(deps.es, operations, { refresh: true, requireAlias: true });
  return { indexed, deleted };
}

/** Rebuilds run at once by {@link ensureIndices}: one's force merge overlaps the other's build. */
const REBUILDS_AT_ONCE = 2;

/**
 * Rebuilds every search index whose live document count differs from the store's entity count
 * (missing index, new import, interrupted rebuild) or whose mapping version is not the current one
 * of `INDEX_DEFINITIONS` (a mapping or analysis change), {@link REBUILDS_AT_ONCE} at a time, the
 * largest first. @returns the entities rebuilt, in the order of `entities`.
 * @throws the first rebuild's error, once the rebuilds started have ended (no new one starts).
 */
export async function ensureIndices(
  deps: IndexerDeps,
  entities: readonly SearchEntity[],
  onProgress?: (e: SearchEntity) => IndexProgress,
): Promise<SearchEntity[]> {
  const stale: { entity: SearchEntity; stored: number }[] = [];
  for (const entity of entities) {
    const stored = await countEntities(deps.pool, entity);
    const current =
      (await liveMappingVersion(deps, entity)) === INDEX_DEFINITIONS[entity].version &&
      (await indexedCount(deps, entity)) === stored &&
      (stored > 0 || (await liveIndexExists(deps, entity)));
    if (!current) stale.push({ entity, stored });
  }
  const queue = [...stale].sort((a, b) => b.stored - a.stored);
  let failed = false;
  const worker = async () => {
    for (let next = queue.shift(); next && !failed; next = queue.shift()) {
      try {
        await rebuildIndex(deps, next.entity, { onProgress: onProgress?.(next.entity) });
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  const results = await Promise.allSettled(Array.from({ length: REBUILDS_AT_ONCE }, worker));
  for (const r of results) if (r.status === 'rejected') throw r.reason;
  return stale.map((s) => s.entity);
}

/** Mapping version of the index the entity's alias points at (from its name), or undefined. */
async function liveMappingVersion(deps: IndexerDeps, entity: SearchEntity): Promise<number | undefined> {
  const [live] = await indicesOfAlias(deps.es, aliasName(deps.prefix, entity));
  const m = live === undefined ? null : /_v(\d+)_\d+$/.exec(live);
  return m ? Number(m[1]) : undefined;
}
