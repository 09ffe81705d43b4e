/**
 * The live indexer: drains the change feed (`change_feed`) into the search indices
 * (`@mc/indexer` `indexFeedTurn`: partial bulk updates, refreshed), so a committed change is
 * searchable within about a second, without a rebuild. Its loop is the worker's one feed reader
 * (`feed-reader-loop.ts`).
 *
 * - **Refresh on a schedule.** A turn's bulk requests do not refresh; the indices it wrote are
 *   marked and refreshed at most once per {@link LiveIndexOptions.refreshIntervalMs}
 *   (`refresh-scheduler.ts`): many small change sets cost about one refresh, not one each, and
 *   searches keep their share of the engine. A change is searchable within a turn plus an interval.
 * - **Trigger.** Writers `NOTIFY catalog_changes` at commit (`@mc/store` change-feed-write); this
 *   process `LISTEN`s on a connection of its own and drains at once. A poll every
 *   {@link LiveIndexOptions.pollIntervalMs} is the safety net (a notification lost while the
 *   listening connection was down, a drain that failed).
 * - **Pipelined.** A turn sends a batch's bulk requests and, while they are in flight, reads the
 *   changes committed after it and builds their documents; each batch's bulk is sent only after the
 *   previous one succeeded (one request in flight), and the turn goes on while changes are waiting,
 *   for at most a second (`@mc/indexer` feed-indexing.ts `applyPipelined`).
 * - **One drainer.** A turn holds the search reader's row lock (`@mc/store` followFeed, `FOR UPDATE
 *   SKIP LOCKED`): several worker processes may run; one drains, the others find it busy.
 * - **Dependents behind.** A turn applies the next batch's own documents, then the dependents of
 *   at most {@link LiveIndexOptions.dependentsBatchSize} flagged changes (an artist's recordings,
 *   albums, releases and shows re-indexed after its rename) as a second reader of the feed, in the
 *   same transaction: a rename of an artist credited on thousands of documents never delays the
 *   changes committed after it by more than one slice.
 * - **Nothing lost.** The position is advanced in the transaction that holds the lock, after the
 *   bulk update of the turn's last batch succeeded (a failed one fails the turn). A worker killed (even SIGKILL) mid-batch never commits that batch's
 *   position: the next drain, by any worker, applies it again (re-indexing from the store is
 *   idempotent). Redis plays no part: a Redis restarted empty loses nothing either.
 * - **Caches.** The API's document cache drops on the catalog stamp (the feed head is part of it),
 *   and suggest answers are keyed by the drained position (`apps/api` suggest-cache): a drained
 *   change invalidates both without a message to the API.
 * - **Retention.** Every {@link LiveIndexOptions.pruneIntervalMs} the feed is pruned to its
 *   retention (`pruneChanges`), never past this reader's position.
 */
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { Counter, Histogram } from 'prom-client';
import { type IndexLayout, type TargetScope, indexFeedTurn } from '@mc/indexer';
import { SEARCH_ENTITIES, type SearchEntity } from '@mc/mappings';
import { type SearchClient, refreshLiveIndices } from '@mc/search';
import { type FeedChange, type RetentionOptions, pruneChanges } from '@mc/store';
import { type FeedReaderHandle, startFeedReader } from './feed-reader-loop';
import { RefreshScheduler } from './refresh-scheduler';

/** What the live indexer needs. */
export interface LiveIndexWorkerDeps {
  es: SearchClient;
  pool: Pool;
  /** Index prefix (config ES_INDEX_PREFIX). */
  prefix: string;
  layout?: IndexLayout;
  logger: Logger;
}

/** Tuning of {@link startLiveIndexer}; defaults suit production. */
export interface LiveIndexOptions {
  /** Changes per drain batch (one transaction, one or a few bulk requests). Default 1000. */
  batchSize?: number;
  /**
   * Flagged changes whose dependents (an artist's crediting documents) are applied per turn, behind
   * the batch. Default 20: a turn re-indexes the documents of at most 20 renamed artists.
   */
  dependentsBatchSize?: number;
  /**
   * Least time between two refreshes of the live indices, ms (`refresh-scheduler.ts`). Default 250:
   * a change waits at most that for its refresh, against the 1 s freshness target.
   */
  refreshIntervalMs?: number;
  /** Safety-net poll, ms. Default 1000. */
  pollIntervalMs?: number;
  /** Retention pruning period, ms (0 = never). Default one hour. */
  pruneIntervalMs?: number;
  retention?: RetentionOptions;
}

const appliedTotal = new Counter({
  name: 'mc_live_index_changes_total',
  help: 'Change-feed rows applied to the search indices by this worker process',
});
const documentsTotal = new Counter({
  name: 'mc_live_index_documents_total',
  help: 'Search documents the live indexer rebuilt or deleted, by operation',
  labelNames: ['op'] as const,
});

const stageSeconds = new Histogram({
  name: 'mc_live_index_stage_seconds',
  help: 'Time of one live-index batch per stage: credits (crediting documents found), build (documents read and built), bulk (bulk requests); refresh: one scheduled refresh',
  labelNames: ['stage'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});

/** Metrics and a debug log of one applied slice. */
function observe(
  logger: Logger,
  scope: TargetScope,
  changes: readonly FeedChange[],
  counts: { indexed: number; deleted: number; entities: readonly SearchEntity[]; ms: Record<string, number> },
): void {
  if (scope === 'own') appliedTotal.inc(changes.length);
  documentsTotal.inc({ op: 'index' }, counts.indexed);
  documentsTotal.inc({ op: 'delete' }, counts.deleted);
  for (const [stage, ms] of Object.entries(counts.ms)) stageSeconds.observe({ stage }, ms / 1000);
  logger.debug({ scope, changes: changes.length, ...counts, upto: changes[changes.length - 1]!.seq }, 'changes indexed');
}

/** Starts the live indexer (module doc). Its handle's `wake` drains until the feed is empty. */
export function startLiveIndexer(deps: LiveIndexWorkerDeps, opts: LiveIndexOptions = {}): FeedReaderHandle {
  const refresher = new RefreshScheduler({
    intervalMs: opts.refreshIntervalMs ?? 250,
    logger: deps.logger,
    refresh: async (entities) => {
      const end = stageSeconds.startTimer({ stage: 'refresh' });
      await refreshLiveIndices(deps, entities);
      end();
    },
  });
  // What a killed predecessor wrote and did not refresh is published by this process's first refresh.
  refresher.mark(SEARCH_ENTITIES);
  const feed = {
    batchSize: opts.batchSize,
    dependentsBatchSize: opts.dependentsBatchSize,
    refresh: false,
    onApplied: (scope: TargetScope, changes: readonly FeedChange[], counts: Parameters<typeof observe>[3]) => {
      refresher.mark(counts.entities);
      observe(deps.logger, scope, changes, counts);
    },
  };
  const loop = startFeedReader({
    name: 'live-index',
    turn: () => indexFeedTurn(deps, feed),
    intervalMs: opts.pollIntervalMs ?? 1000,
    listen: deps.pool,
    logger: deps.logger,
  });
  const prune = async () => {
    try {
      const r = await pruneChanges(deps.pool, opts.retention);
      if (r.deleted) deps.logger.info(r, 'change feed pruned to its retention');
    } catch (err) {
      deps.logger.warn({ err: (err as Error).message }, 'change feed pruning failed; retried next period');
    }
  };
  const pruneEvery = opts.pruneIntervalMs ?? 3_600_000;
  const pruner = pruneEvery > 0 ? setInterval(() => void prune(), pruneEvery) : undefined;
  pruner?.unref();
  return {
    name: loop.name,
    wake: loop.wake,
    async close() {
      if (pruner) clearInterval(pruner);
      await loop.close();
      await refresher.close();
    },
  };
}
