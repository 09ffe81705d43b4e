/**
 * Versioned indices behind read aliases: a full rebuild writes a new index
 * `<prefix>_<entity>_v<mapping version>_<timestamp>`, then one `_aliases` call moves the alias
 * `<prefix>_<entity>` from the old index to the new one (atomic for readers), then the old index
 * is deleted. Searches always go through the alias.
 */
import type { Client } from '@elastic/elasticsearch';
import { INDEX_DEFINITIONS, type SearchEntity } from '@mc/mappings';

/** The read alias of an entity, e.g. `catalog_recording`. */
export function aliasName(prefix: string, entity: SearchEntity): string {
  return `${prefix}_${entity}`;
}

/**
 * How an index is spread over the cluster: primary shards, and replicas per shard — a number, or
 * `auto` = Elasticsearch's `auto_expand_replicas: 0-1` (no replica on one node, one replica as soon
 * as the cluster has two nodes, so losing a node loses no shard).
 */
export interface IndexLayout {
  shards: number;
  replicas: number | 'auto';
}

/** One shard, replicas `auto` (config `ES_SHARDS`, `ES_REPLICAS`). */
export const DEFAULT_INDEX_LAYOUT: IndexLayout = { shards: 1, replicas: 'auto' };

/** The shard and replica settings of `layout`. */
export function layoutSettings(layout: IndexLayout): Record<string, unknown> {
  return layout.replicas === 'auto'
    ? { number_of_shards: layout.shards, auto_expand_replicas: '0-1' }
    : { number_of_shards: layout.shards, number_of_replicas: layout.replicas, auto_expand_replicas: false };
}

/** Creates a fresh versioned index for `entity` with its mapping and `layout`; returns its name. */
export async function createVersionedIndex(
  es: Client,
  prefix: string,
  entity: SearchEntity,
  now = Date.now(),
  layout: IndexLayout = DEFAULT_INDEX_LAYOUT,
): Promise<string> {
  const def = INDEX_DEFINITIONS[entity];
  const name = `${aliasName(prefix, entity)}_v${def.version}_${now}`;
  const { number_of_replicas: _replicas, ...settings } = def.body.settings;
  await es.indices.create({
    index: name,
    // While it is built: no replica (each document is analysed once, on the primary), no refresh,
    // translog fsync in the background (a crashed build is rebuilt anyway). `swapAlias` restores
    // the layout's replicas, the refresh interval and per-request durability.
    settings: {
      ...settings,
      ...layoutSettings(layout),
      ...BUILD_SETTINGS,
    },
    mappings: def.body.mappings,
  });
  return name;
}

/** Settings of an index while it is built (see {@link createVersionedIndex}). */
const BUILD_SETTINGS: Record<string, unknown> = {
  number_of_replicas: 0,
  auto_expand_replicas: false,
  refresh_interval: '-1',
  'translog.durability': 'async',
};

/** The serving settings `swapAlias` restores after a build: replicas of `layout`, refresh, durability. */
export function servingSettings(layout: IndexLayout): Record<string, unknown> {
  const { number_of_shards: _shards, ...replicas } = layoutSettings(layout);
  return { ...replicas, refresh_interval: '1s', 'translog.durability': 'request' };
}

/**
 * Largest segment a force merge aims at (5 GiB, Lucene's `TieredMergePolicy` default
 * `maxMergedSegmentMB`): bigger segments are left alone by later merges, so the deleted documents
 * of updates would pile up in them.
 */
export const MAX_SERVING_SEGMENT_BYTES = 5 * 1024 ** 3;

/**
 * Segments a freshly built index of `sizeBytes` is merged down to before it serves: one, or one
 * per {@link MAX_SERVING_SEGMENT_BYTES}. Every search pays a per-segment cost (weights, term
 * lookups, scorers of every clause, once per segment): on the million-recording bench index, 18
 * segments merged into one cut Elasticsearch CPU per recording search from 5.9 to 3.6 ms.
 */
export function servingSegmentCount(sizeBytes: number): number {
  return Math.max(1, Math.ceil(sizeBytes / MAX_SERVING_SEGMENT_BYTES));
}

/**
 * Force-merges a freshly built `index` (no writes but the build's, no replica yet, so each
 * segment is merged once, on the primary) down to {@link servingSegmentCount} segments, the way
 * Elasticsearch advises for an index no longer written in bulk ("force merge"). The merge runs as
 * a task, polled in 20 s waits (a merge outlasts the client's request timeout: 45 s for the 860 MB
 * million-recording index on two cores).
 * @returns the segment count asked for. @throws on an Elasticsearch error, or the task's failure.
 */
export async function mergeForServing(es: Client, index: string): Promise<number> {
  const stats = await es.indices.stats({ index, metric: 'store' });
  const segments = servingSegmentCount(stats._all.primaries?.store?.size_in_bytes ?? 0);
  const { task } = (await es.indices.forcemerge({ index, max_num_segments: segments, wait_for_completion: false })) as {
    task?: string;
  };
  if (!task) return segments;
  for (;;) {
    const res = await es.tasks
      .get({ task_id: task, wait_for_completion: true, timeout: '20s' })
      .catch((err: { meta?: { body?: { error?: { type?: string } } } }) => {
        // Still merging after 20 s (Elasticsearch answers 500 timeout_exception): wait again.
        if (err.meta?.body?.error?.type === 'timeout_exception') return undefined;
        throw err;
      });
    if (res?.error) throw new Error(`force merge of ${index} failed: ${JSON.stringify(res.error)}`);
    if (res?.completed) return segments;
  }
}

/** Indices the alias points at now (empty when the alias does not exist). */
export async function indicesOfAlias(es: Client, alias: string): Promise<string[]> {
  try {
    const res = await es.indices.getAlias({ name: alias });
    return Object.keys(res);
  } catch (err) {
    if ((err as { meta?: { statusCode?: number } }).meta?.statusCode === 404) return [];
    throw err;
  }
}

/**
 * Makes `alias` point at `index` only, in one atomic `_aliases` call, after restoring the
 * index's serving settings ({@link servingSettings} of `layout`: replicas, refresh interval,
 * per-request translog durability), refreshing it and waiting (at most 120 s) until its replicas
 * are allocated, so a node lost right after the swap loses no shard. Deletes the indices the alias
 * pointed at before. @returns the names of the indices that were replaced.
 */
export async function swapAlias(
  es: Client,
  alias: string,
  index: string,
  layout: IndexLayout = DEFAULT_INDEX_LAYOUT,
): Promise<string[]> {
  await es.indices.putSettings({ index, settings: servingSettings(layout) });
  await es.indices.refresh({ index });
  // 408 = not green in time (e.g. more replicas configured than the cluster can place): serve anyway.
  await es.cluster.health({ index, wait_for_status: 'green', timeout: '120s' }, { ignore: [408] });
  const old = (await indicesOfAlias(es, alias)).filter((i) => i !== index);
  await es.indices.updateAliases({
    actions: [...old.map((i) => ({ remove: { index: i, alias } })), { add: { index, alias } }],
  });
  if (old.length) await es.indices.delete({ index: old, ignore_unavailable: true });
  return old;
}

/** Creation timestamp (ms since epoch) encoded in a versioned index name; NaN if absent. */
export function indexTimestamp(index: string): number {
  const m = /_(\d+)$/.exec(index);
  return m ? Number(m[1]) : Number.NaN;
}

/**
 * Deletes indices of `entity` that no alias points at and that were created before `before`
 * (an index name or a timestamp in ms): leftovers of interrupted or superseded rebuilds. Indices
 * created later belong to a rebuild still in progress elsewhere and are kept.
 * @returns the deleted index names.
 */
export async function deleteOrphanIndices(
  es: Client,
  prefix: string,
  entity: SearchEntity,
  before: string | number,
): Promise<string[]> {
  const alias = aliasName(prefix, entity);
  const cutoff = typeof before === 'number' ? before : indexTimestamp(before);
  const all = await es.cat.indices({ index: `${alias}_v*`, format: 'json', h: 'index' });
  const live = new Set(await indicesOfAlias(es, alias));
  const orphans = (all as { index?: string }[])
    .map((r) => r.index!)
    .filter((i) => i && !live.has(i) && indexTimestamp(i) < cutoff);
  if (orphans.length) await es.indices.delete({ index: orphans, ignore_unavailable: true });
  return orphans;
}
