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

/** Creates a fresh versioned index for `entity` with its mapping; returns its name. */
export async function createVersionedIndex(es: Client, prefix: string, entity: SearchEntity, now = Date.now()): Promise<string> {
  const def = INDEX_DEFINITIONS[entity];
  const name = `${aliasName(prefix, entity)}_v${def.version}_${now}`;
  await es.indices.create({
    index: name,
    settings: { ...def.body.settings, refresh_interval: '-1' },
    mappings: def.body.mappings,
  });
  return name;
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
 * index's refresh interval and refreshing it. Deletes the indices the alias pointed at before.
 * @returns the names of the indices that were replaced.
 */
export async function swapAlias(es: Client, alias: string, index: string): Promise<string[]> {
  await es.indices.putSettings({ index, settings: { refresh_interval: '1s' } });
  await es.indices.refresh({ index });
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
