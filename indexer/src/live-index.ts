/**
 * Live indexing: the changes of the change feed (`feed-indexing.ts`) applied to the live
 * search indices as partial bulk updates, so a committed change is searchable without a rebuild.
 *
 * Which documents a batch of changes touches ({@link changeTargets}, pure):
 * - a change of a search entity (artist, album, release, recording, show) → that document, rebuilt
 *   from the store as `reindexIds` (`--ids`) rebuilds it, or deleted from the index when the store
 *   no longer serves it (a delete, or an id merged away);
 * - a change of a popularity document (`artist_popularity`, `recording_popularity`) → the artist or
 *   recording of the same id (its popularity prior);
 * - a change that flags its dependents (an artist renamed, deleted or merged) → every recording,
 *   album, release and show crediting it (found through the store's credits index), whose credit
 *   fields carry its names.
 * Changes already in an index because its last full rebuild started after them
 * (its `rebuild:<entity>` reader, `@mc/store` rebuiltThrough) are skipped for that index. The live indexer applies a
 * change's own documents and its dependents in two passes ({@link TargetScope}), so the fan-out of
 * a much-credited artist's rename is applied in slices behind the changes that follow it.
 *
 * Then {@link indexChanges} sends the operations in bulk requests of about
 * {@link OPERATIONS_PER_BULK} operations, one at a time while the next slice is built (bounded size
 * and concurrency, so searches keep their share of the engine), with `refresh` on the last one unless told not to: the live
 * indexer of the worker refreshes on a schedule of its own instead (`apps/worker`
 * refresh-scheduler.ts: at most one refresh per interval, whatever the number of batches), and
 * `catalog index --if-stale` refreshes with its last request (when it returns, the changes are
 * searchable).
 */
import { SEARCH_ENTITIES, type SearchEntity } from '@mc/mappings';
import { liveAliasExists, refreshLiveIndices, sendBulk, type SearchOperation } from '@mc/search';
import { type FeedChange, CREDITING_KINDS, creditingDocuments } from '@mc/store';
import { type IndexerDeps, searchOperations } from './search-documents';

/**
 * Bulk operations a request is sent at (an indexed document counts two: action and source); a
 * request holds the slices built since the last one, so at most this plus one slice of
 * {@link IDS_PER_READ} documents.
 */
export const OPERATIONS_PER_BULK = 2000;
/** How long an alias seen to exist is trusted without asking again, ms (a rebuild swaps it, never drops it). */
const ALIAS_SEEN_MS = 5_000;
/** `<prefix>:<entity>` → when its live alias was last seen to exist (performance clock, ms). */
const aliasSeen = new Map<string, number>();

/** {@link liveAliasExists}, a positive answer remembered for {@link ALIAS_SEEN_MS}. */
async function aliasExists(deps: IndexerDeps, entity: SearchEntity): Promise<boolean> {
  const key = `${deps.prefix}:${entity}`;
  const seen = aliasSeen.get(key);
  if (seen !== undefined && performance.now() - seen < ALIAS_SEEN_MS) return true;
  const exists = await liveAliasExists(deps, entity);
  if (exists) aliasSeen.set(key, performance.now());
  return exists;
}
/** Ids per store read when building documents. */
const IDS_PER_READ = 1000;

/** The search entity whose documents a change of a popularity kind feeds. */
const POPULARITY_OF: Record<string, SearchEntity> = { artist_popularity: 'artist', recording_popularity: 'recording' };

const isSearchEntity = (kind: string): kind is SearchEntity => (SEARCH_ENTITIES as readonly string[]).includes(kind);

/** What a batch of changes asks of the search indices. */
export interface ChangeTargets {
  /** Documents to rebuild or delete, per search entity. */
  ids: Map<SearchEntity, Set<number>>;
  /** Artists whose crediting documents must be rebuilt, with the entities that still need it. */
  dependents: { artists: number[]; entities: SearchEntity[] };
}

/**
 * Which documents of a change a pass applies: the changed documents themselves (`own`), their
 * dependents (`dependents`: an artist's crediting documents), or both (`all`). The live indexer's
 * reader applies `own`, the reader of its dependents `dependents` (`feed-indexing.ts`).
 */
export type TargetScope = 'all' | 'own' | 'dependents';

/**
 * The documents `changes` touch (module doc). Pure.
 * @param rebuilt per entity, the feed position its last full rebuild started at (skipped up to it).
 * @param only when given, only this entity's index is considered.
 * @param scope which documents of each change (default `all`).
 */
export function changeTargets(
  changes: readonly FeedChange[],
  rebuilt: ReadonlyMap<string, number> = new Map(),
  only?: SearchEntity,
  scope: TargetScope = 'all',
): ChangeTargets {
  const ids = new Map<SearchEntity, Set<number>>();
  const wanted = (entity: SearchEntity, seq: number) => (!only || entity === only) && seq > (rebuilt.get(entity) ?? 0);
  const artists = new Set<number>();
  const entities = new Set<SearchEntity>();
  for (const c of changes) {
    const entity = isSearchEntity(c.kind) ? c.kind : POPULARITY_OF[c.kind];
    if (scope !== 'dependents' && entity && wanted(entity, c.seq))
      (ids.get(entity) ?? ids.set(entity, new Set()).get(entity)!).add(c.id);
    if (!c.dependents || scope === 'own') continue;
    const need = CREDITING_KINDS.filter((e) => wanted(e, c.seq));
    if (!need.length) continue;
    artists.add(c.id);
    for (const e of need) entities.add(e);
  }
  return { ids, dependents: { artists: [...artists], entities: [...entities] } };
}

/** What {@link indexChanges} did. */
export interface LiveIndexCounts {
  /** Documents rebuilt into the indices. */
  indexed: number;
  /** Documents deleted from the indices. */
  deleted: number;
  /** Of those, documents touched because a credited artist changed. */
  dependents: number;
  /** The entities whose live index was written (to refresh when the caller refreshes on its own schedule). */
  entities: SearchEntity[];
  /** Where the time went, ms: finding crediting documents, building documents from the store, bulk requests and refresh. */
  ms: { credits: number; build: number; bulk: number };
}

/** Options of {@link indexChanges}. */
export interface IndexChangesOptions {
  /** See {@link changeTargets}. */
  rebuilt?: ReadonlyMap<string, number>;
  /** See {@link changeTargets}. */
  only?: SearchEntity;
  /** Refresh with the last bulk request, so the changes are searchable on return (default true). */
  refresh?: boolean;
  /** See {@link changeTargets}. */
  scope?: TargetScope;
}

/** The documents a batch touches, with its crediting documents found and indices that exist (`counts.dependents`, `counts.entities`, `counts.ms.credits` set). */
async function resolveTargets(
  deps: IndexerDeps,
  changes: readonly FeedChange[],
  opts: IndexChangesOptions,
  counts: LiveIndexCounts,
): Promise<ChangeTargets> {
  const started = performance.now();
  const targets = changeTargets(changes, opts.rebuilt, opts.only, opts.scope);
  if (targets.dependents.artists.length) {
    const crediting = await creditingDocuments(deps.pool, targets.dependents.artists);
    for (const entity of targets.dependents.entities) {
      const set = targets.ids.get(entity) ?? targets.ids.set(entity, new Set()).get(entity)!;
      for (const id of crediting.get(entity) ?? []) {
        if (!set.has(id)) counts.dependents++;
        set.add(id);
      }
    }
  }
  // An entity whose index was never built has nothing to update: its first rebuild reads the store.
  for (const entity of [...targets.ids.keys()]) if (!(await aliasExists(deps, entity))) targets.ids.delete(entity);
  counts.entities = [...targets.ids].filter(([, set]) => set.size > 0).map(([entity]) => entity);
  counts.ms.credits += performance.now() - started;
  return targets;
}

/**
 * The bulk operations of the documents `ids` (entity → ids) rebuilt from the store, read
 * {@link IDS_PER_READ} documents at a time, one slice per read; their indexed and deleted counts
 * added to `counts`. @throws on database errors.
 */
async function* operationSlices(
  deps: IndexerDeps,
  ids: ReadonlyMap<SearchEntity, ReadonlySet<number>>,
  counts: LiveIndexCounts,
): AsyncGenerator<SearchOperation[]> {
  for (const [entity, set] of ids) {
    const all = [...set];
    for (let i = 0; i < all.length; i += IDS_PER_READ) {
      const r = await searchOperations(deps, entity, all.slice(i, i + IDS_PER_READ));
      counts.indexed += r.indexed;
      counts.deleted += r.deleted;
      yield r.operations;
    }
  }
}

const noCounts = (): LiveIndexCounts => ({
  indexed: 0,
  deleted: 0,
  dependents: 0,
  entities: [],
  ms: { credits: 0, build: 0, bulk: 0 },
});

/**
 * Applies `changes` to the live search indices (module doc). Idempotent: every document is rebuilt
 * from the store's current state, so applying a batch twice changes nothing more.
 * @throws on Elasticsearch or database errors (nothing is retried here; the caller re-applies).
 */
export async function indexChanges(
  deps: IndexerDeps,
  changes: readonly FeedChange[],
  opts: IndexChangesOptions = {},
): Promise<LiveIndexCounts> {
  const counts = noCounts();
  const targets = await resolveTargets(deps, changes, opts, counts);
  let t = performance.now();
  const lap = (stage: keyof LiveIndexCounts['ms']) => {
    const now = performance.now();
    counts.ms[stage] += now - t;
    t = now;
  };
  // One bulk request in flight while the next slice is built (bounded concurrency: one request).
  let pending: SearchOperation[] = [];
  let inFlight: Promise<void> | undefined;
  let failed: unknown;
  const settle = async () => {
    await inFlight;
    inFlight = undefined;
    if (failed) throw failed;
  };
  for await (const operations of operationSlices(deps, targets.ids, counts)) {
    pending.push(...operations);
    lap('build');
    if (pending.length >= OPERATIONS_PER_BULK) {
      await settle();
      lap('bulk');
      inFlight = sendBulk(deps.es, pending, { refresh: false, requireAlias: true }).catch((err: unknown) => {
        failed = err;
      });
      pending = [];
    }
  }
  await settle();
  const refresh = opts.refresh ?? true;
  if (pending.length || (refresh && targets.ids.size)) {
    if (pending.length) await sendBulk(deps.es, pending, { refresh, requireAlias: true });
    else await refreshLiveIndices(deps, [...targets.ids.keys()]);
  }
  lap('bulk');
  return counts;
}

/** A batch's bulk operations built and not sent yet ({@link prepareChanges}), with its counts so far. */
export interface PreparedChanges {
  operations: SearchOperation[];
  /** The batch's counts; `ms.bulk` is added by {@link sendPrepared}. */
  counts: LiveIndexCounts;
  /** The indices the operations write (refreshed by {@link sendPrepared} when asked). */
  entities: SearchEntity[];
}

/**
 * The first half of {@link indexChanges}: finds the documents `changes` touch and builds their bulk
 * operations from the store's current state, in memory (a batch of the live indexer's own
 * documents: at most a few thousand), sending nothing. With {@link sendPrepared}, the live
 * indexer builds its next batch while the previous one's bulk requests are in flight.
 * @throws on database errors.
 */
export async function prepareChanges(
  deps: IndexerDeps,
  changes: readonly FeedChange[],
  opts: Omit<IndexChangesOptions, 'refresh'> = {},
): Promise<PreparedChanges> {
  const counts = noCounts();
  const targets = await resolveTargets(deps, changes, opts, counts);
  const started = performance.now();
  const operations: SearchOperation[] = [];
  for await (const slice of operationSlices(deps, targets.ids, counts)) operations.push(...slice);
  counts.ms.build += performance.now() - started;
  return { operations, counts, entities: [...targets.ids.keys()] };
}

/**
 * The second half of {@link indexChanges}: sends `prepared`'s operations in bulk requests of about
 * {@link OPERATIONS_PER_BULK}, one after the other, the last with `refresh` (default true; with
 * nothing to send, a refresh of its indices only). @returns the batch's counts with `ms.bulk`.
 * @throws on Elasticsearch errors (a request failed, or an item of it).
 */
export async function sendPrepared(
  deps: IndexerDeps,
  prepared: PreparedChanges,
  opts: { refresh?: boolean } = {},
): Promise<LiveIndexCounts> {
  const started = performance.now();
  const refresh = opts.refresh ?? true;
  const ops = prepared.operations;
  for (let i = 0; i < ops.length; i += OPERATIONS_PER_BULK) {
    const last = i + OPERATIONS_PER_BULK >= ops.length;
    await sendBulk(deps.es, ops.slice(i, i + OPERATIONS_PER_BULK), { refresh: last && refresh, requireAlias: true });
  }
  if (!ops.length && refresh && prepared.entities.length) await refreshLiveIndices(deps, prepared.entities);
  const counts = { ...prepared.counts, ms: { ...prepared.counts.ms } };
  counts.ms.bulk += performance.now() - started;
  return counts;
}
