/**
 * The search indices as readers of the change feed: {@link indexFeedTurn} is one turn of the live
 * indexer (`@mc/store` followFeed over {@link SEARCH_READER}: the next batch's own documents, then
 * a slice of the flagged changes' dependents, both positions advanced in one transaction), and
 * {@link catchUpFromFeed} takes turns until the indices stand at the feed's head. The worker runs
 * the first on every notification (apps/worker `live-index-worker.ts`); `catalog index --if-stale`
 * runs the second, so a catalog changed with no worker running is brought to the head by the CLI.
 */
import {
  type FeedChange,
  type FeedTurn,
  changesBetween,
  SEARCH_DEPENDENTS_READER_NAME,
  SEARCH_DEPENDENTS_READER,
  SEARCH_READER,
  advanceReader,
  followFeed,
  readerLag,
  rebuiltThrough,
} from '@mc/store';
import { SEARCH_ENTITIES, type SearchEntity } from '@mc/mappings';
import { type LiveIndexCounts, type TargetScope, indexChanges, prepareChanges, sendPrepared } from './live-index';
import { type IndexProgress, ensureIndices } from './reindex';
import type { IndexerDeps } from './search-documents';

/** Tuning of a live-index turn; defaults suit production. */
export interface FeedIndexingOptions {
  /** Changes per turn (one transaction, one or a few bulk requests). Default 1000. */
  batchSize?: number;
  /**
   * Flagged changes whose dependents (an artist's crediting documents) are applied per turn, behind
   * the batch. Default 20: a turn re-indexes the documents of at most 20 renamed artists.
   */
  dependentsBatchSize?: number;
  /** Told of each applied slice (metrics, logs; `counts.entities` are the indices it wrote). */
  onApplied?: (scope: TargetScope, changes: readonly FeedChange[], counts: LiveIndexCounts) => void;
  /**
   * How long one turn goes on taking the batches committed while it indexed, ms (default 1000):
   * past it, the next batch is left to the next turn (a turn holds one transaction open).
   */
  turnBudgetMs?: number;
  /**
   * Refresh the indices written with each slice's last bulk request, so they are searchable when
   * the turn returns (default true). The worker passes false and refreshes on its own schedule
   * (`refresh-scheduler.ts`): one refresh per interval, not one per turn.
   */
  refresh?: boolean;
}

/** Applies `changes` (the documents of `scope`) to the indices, skipping what a rebuild already holds. */
async function applyScope(
  deps: IndexerDeps,
  changes: readonly FeedChange[],
  scope: TargetScope,
  opts: FeedIndexingOptions,
): Promise<void> {
  const counts = await indexChanges(deps, changes, { rebuilt: await rebuiltThrough(deps.pool), scope, refresh: opts.refresh });
  opts.onApplied?.(scope, changes, counts);
}

/**
 * The live indexer's own documents of `first` and of the batches committed after it, pipelined:
 * each batch's bulk requests are sent while the next batch is read (with the turn's transaction
 * `client`) and its documents built; a batch is followed by the next only once its requests
 * succeeded, so the position returned (the last change of the last batch sent) is always one whose
 * bulk succeeded, and a failed request fails the turn (its transaction rolls back: the position
 * stays, and the next turn applies the batches again). Stops when no change is waiting, or once
 * {@link FeedIndexingOptions.turnBudgetMs} has passed (the next batch is then left to the next turn).
 * @returns the position reached, the changes applied and whether the budget stopped it.
 */
async function applyPipelined(
  deps: IndexerDeps,
  first: readonly FeedChange[],
  client: Parameters<typeof changesBetween>[0],
  opts: FeedIndexingOptions,
): Promise<{ position: number; applied: number; stopped: boolean }> {
  const limit = opts.batchSize ?? 1000;
  const deadline = performance.now() + (opts.turnBudgetMs ?? 1000);
  const prepare = async (changes: readonly FeedChange[]) =>
    prepareChanges(deps, changes, { rebuilt: await rebuiltThrough(deps.pool), scope: 'own' });
  let batch = first;
  let prepared = await prepare(batch);
  let applied = 0;
  for (;;) {
    const sent = sendPrepared(deps, prepared, { refresh: opts.refresh });
    sent.catch(() => undefined); // observed below: a failure while the next batch is read is not unhandled
    const position = batch[batch.length - 1]!.seq;
    const stopped = performance.now() >= deadline;
    // Read and build the next batch while this one's requests are in flight; settle both before going on.
    const next = stopped
      ? []
      : await changesBetween(client, position, Number.MAX_SAFE_INTEGER, limit).catch(async (err: unknown) => {
          await Promise.allSettled([sent]);
          throw err;
        });
    const [done, built] = await Promise.allSettled([sent, next.length ? prepare(next) : undefined]);
    if (done.status === 'rejected') throw done.reason;
    if (built.status === 'rejected') throw built.reason;
    const [counts, nextPrepared] = [done.value, built.value];
    applied += batch.length;
    opts.onApplied?.('own', batch, counts);
    if (!next.length || !nextPrepared) return { position, applied, stopped };
    batch = next;
    prepared = nextPrepared;
  }
}

/**
 * One turn of the live indexer (module doc): the next batch's own documents and those of the
 * batches committed meanwhile, pipelined ({@link applyPipelined}), then a slice of the flagged
 * changes' dependents up to the position reached, both positions advanced in one transaction.
 * @returns the turn's outcome (`busy` when another process holds the reader; `applied` counts every
 *   batch of the turn; `more` when a batch was full or the turn's budget stopped it).
 * @throws on Elasticsearch or database errors (the positions are not advanced; a turn re-applies).
 */
export async function indexFeedTurn(deps: IndexerDeps, opts: FeedIndexingOptions = {}): Promise<FeedTurn> {
  let pipelined = { applied: 0, stopped: false };
  const turn = await followFeed(
    deps.pool,
    SEARCH_READER,
    {
      limit: opts.batchSize ?? 1000,
      trailing: {
        name: SEARCH_DEPENDENTS_READER_NAME,
        limit: opts.dependentsBatchSize ?? 20,
        apply: (changes) => applyScope(deps, changes, 'dependents', opts),
      },
    },
    async (changes, { client }) => {
      if (!changes.length) return;
      const r = await applyPipelined(deps, changes, client, opts);
      pipelined = r;
      return r.position;
    },
  );
  if (turn.busy || !turn.ran) return turn;
  return { ...turn, applied: pipelined.applied, more: turn.more || pipelined.stopped };
}

/** Outcome of {@link catchUpFromFeed}. */
export interface CatchUpResult {
  /** Changes applied by this call. */
  applied: number;
  /** True when another process (a worker) was applying the feed: it catches the indices up. */
  busy: boolean;
  /** The search reader's position when the call returned. */
  position: number;
}

/**
 * Takes live-index turns until the search reader (and the reader of its dependents) stands at the feed's
 * head, or another process holds it; first moves both past the position every index's last full
 * rebuild read through, since those changes are in the indices already. @throws as
 * {@link indexFeedTurn}.
 */
export async function catchUpFromFeed(deps: IndexerDeps, opts: FeedIndexingOptions = {}): Promise<CatchUpResult> {
  // What every index's last full rebuild already read holds no work: the readers start past it
  // (a fresh catalog's whole feed is in the indices its first rebuild made).
  const rebuilt = await rebuiltThrough(deps.pool);
  const floor = Math.min(...SEARCH_ENTITIES.map((e) => rebuilt.get(e) ?? 0));
  if (floor > 0) for (const reader of [SEARCH_READER, SEARCH_DEPENDENTS_READER]) await advanceReader(deps.pool, reader, floor);
  let applied = 0;
  for (;;) {
    const turn = await indexFeedTurn(deps, opts);
    if (turn.busy) return { applied, busy: true, position: (await readerLag(deps.pool, SEARCH_READER)).position ?? 0 };
    applied += turn.applied;
    if (!turn.more) return { applied, busy: false, position: turn.position };
  }
}

/** Outcome of {@link bringIndicesUpToDate}. */
export interface UpToDateResult {
  /** Entities whose index was rebuilt (missing, other document count, old mapping). */
  rebuilt: SearchEntity[];
  /** The feed's changes applied after that. */
  caughtUp: CatchUpResult;
}

/**
 * Brings the search indices of `entities` to the feed's head: rebuilds those `ensureIndices` finds
 * stale, then applies the changes the live indexer has not applied yet ({@link catchUpFromFeed}),
 * so an import made with no worker running is searchable after it (`catalog index --if-stale`,
 * `prepareCatalog`). @throws on Elasticsearch or database errors.
 */
export async function bringIndicesUpToDate(
  deps: IndexerDeps,
  entities: readonly SearchEntity[],
  onProgress?: (e: SearchEntity) => IndexProgress,
): Promise<UpToDateResult> {
  const rebuilt = await ensureIndices(deps, entities, onProgress);
  return { rebuilt, caughtUp: await catchUpFromFeed(deps) };
}
