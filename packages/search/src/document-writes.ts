/**
 * Writing search documents and asking about the live indices: the bulk requests of a rebuild and
 * of live indexing, document counts, whether an alias exists, refreshes. The indexer (`indexer/`)
 * builds the documents; only this package talks to Elasticsearch.
 */
import type { SearchEntity } from '@mc/mappings';
import type { SearchClient, SearchTarget } from './client';
import { aliasName } from './index-admin';

/** One bulk operation of a search document: an index action and its source, or a delete. */
export type SearchOperation =
  { index: { _index: string; _id: string } } | { delete: { _index: string; _id: string } } | Record<string, unknown>;

/** How {@link sendBulk} writes. */
export interface BulkOptions {
  /** Refresh the written indices before answering, so the documents are searchable on return. */
  refresh: boolean;
  /**
   * The targets must be aliases (`require_alias`): a write to an alias that does not exist yet
   * fails instead of letting the engine auto-create a plain index under the alias's name, which
   * would block the first rebuild's alias swap. False for a rebuild writing its new concrete index.
   */
  requireAlias: boolean;
}

/**
 * Sends bulk `operations` (a delete of a document the index does not have is no error:
 * Elasticsearch answers `not_found`).
 * @throws Error naming the first failed items when any other item failed; on connection errors.
 */
export async function sendBulk(es: SearchClient, operations: SearchOperation[], opts: BulkOptions): Promise<void> {
  if (!operations.length) return;
  const res = await es.bulk({ operations, refresh: opts.refresh, ...(opts.requireAlias ? { require_alias: true } : {}) });
  if (!res.errors) return;
  const failed = res.items.filter((i) => i.index?.error ?? i.delete?.error);
  if (failed.length)
    throw new Error(
      `bulk update failed for ${failed.length} documents: ${JSON.stringify(failed.slice(0, 3).map((f) => f.index?.error ?? f.delete?.error))}`,
    );
}

/** Number of documents the live alias of `entity` holds (0 when there is no index yet). @throws on other errors. */
export async function indexedCount(target: SearchTarget, entity: SearchEntity): Promise<number> {
  try {
    return (await target.es.count({ index: aliasName(target.prefix, entity) })).count;
  } catch (err) {
    if ((err as { meta?: { statusCode?: number } }).meta?.statusCode === 404) return 0;
    throw err;
  }
}

/** True when `entity` has a live index (its alias, or an index under the alias's name). @throws on connection errors. */
export async function liveIndexExists(target: SearchTarget, entity: SearchEntity): Promise<boolean> {
  return target.es.indices.exists({ index: aliasName(target.prefix, entity) });
}

/** True when `entity`'s alias exists (its first rebuild has swapped it in). @throws on connection errors. */
export async function liveAliasExists(target: SearchTarget, entity: SearchEntity): Promise<boolean> {
  return target.es.indices.existsAlias({ name: aliasName(target.prefix, entity) });
}

/**
 * Refreshes the live indices of `entities`, so what was written is searchable (an entity without a
 * live index yet is skipped). @throws on errors.
 */
export async function refreshLiveIndices(target: SearchTarget, entities: readonly SearchEntity[]): Promise<void> {
  if (!entities.length) return;
  await target.es.indices.refresh({
    index: entities.map((e) => aliasName(target.prefix, e)),
    ignore_unavailable: true,
    allow_no_indices: true,
  });
}

/** Deletes the concrete index `index` (a cancelled rebuild's); a missing one is fine. Never throws. */
export async function dropIndex(es: SearchClient, index: string): Promise<void> {
  await es.indices.delete({ index, ignore_unavailable: true }).catch(() => undefined);
}

/** A request's endpoint, its outcome and its wall time (s), as {@link timeSearchRequests} tells them. */
export type SearchRequestObserver = (operation: string, outcome: 'ok' | 'error', seconds: number) => void;

/**
 * The endpoint of an Elasticsearch request path without index names: the first segment starting
 * with `_` (`/ops-artist/_search` → `_search`, `/_cluster/health` → `_cluster`), else `document`
 * (or `/` for the root).
 */
export function elasticsearchOperation(path: string): string {
  const segments = path.split('?')[0]!.split('/').filter(Boolean);
  return segments.find((s) => s.startsWith('_')) ?? (segments.length ? 'document' : '/');
}

/** Tells `observe` of every request of `es` as it ends (through the client's diagnostic events). */
export function timeSearchRequests(es: SearchClient, observe: SearchRequestObserver): void {
  const started = new Map<unknown, { at: bigint; operation: string }>();
  es.diagnostic.on('request', (_err, event) => {
    const meta = event?.meta;
    if (meta)
      started.set(meta.request.id, { at: process.hrtime.bigint(), operation: elasticsearchOperation(meta.request.params.path) });
  });
  es.diagnostic.on('response', (err, event) => {
    const id = event?.meta.request.id;
    const start = started.get(id);
    if (!start) return;
    started.delete(id);
    observe(start.operation, err ? 'error' : 'ok', Number(process.hrtime.bigint() - start.at) / 1e9);
  });
}
