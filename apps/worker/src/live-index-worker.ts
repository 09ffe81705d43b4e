/**
 * The live indexer: drains the change feed (`change_outbox`) into the search indices
 * (`@mc/indexer` `indexChanges`: partial bulk updates, refreshed), so a committed change is
 * searchable within about a second, without a rebuild.
 *
 * - **Trigger.** Writers `NOTIFY catalog_changes` at commit (`@mc/store` change-outbox); this
 *   process `LISTEN`s on a connection of its own and drains at once. A poll every
 *   {@link LiveIndexOptions.pollIntervalMs} is the safety net (a notification lost while the
 *   listening connection was down, a drain that failed).
 * - **One drainer.** A drain batch holds the consumer's row lock (`consumeChanges`, `FOR UPDATE
 *   SKIP LOCKED`): several worker processes may run; one drains, the others find it busy.
 * - **Dependents behind.** A turn applies the next batch's own documents, then the dependents of
 *   at most {@link LiveIndexOptions.dependentsBatchSize} flagged changes (an artist's recordings,
 *   albums, releases and shows re-indexed after its rename) as a second consumer of the feed, in the
 *   same transaction: a rename of an artist credited on thousands of documents never delays the
 *   changes committed after it by more than one slice.
 * - **Nothing lost.** The position is advanced in the transaction that holds the lock, after the
 *   bulk update succeeded. A worker killed (even SIGKILL) mid-batch never commits that batch's
 *   position: the next drain, by any worker, applies it again (re-indexing from the store is
 *   idempotent). Redis plays no part: a Redis restarted empty loses nothing either.
 * - **Caches.** The API's document cache drops on the catalog stamp (the feed head is part of it),
 *   and suggest answers are keyed by the drained position (`apps/api` suggest-cache): a drained
 *   change invalidates both without a message to the API.
 * - **Retention.** Every {@link LiveIndexOptions.pruneIntervalMs} the feed is pruned to its
 *   retention (`pruneChanges`), never past this consumer's position.
 */
import type { Client } from '@elastic/elasticsearch';
import type { Pool, PoolClient } from 'pg';
import type { Logger } from 'pino';
import { Counter, Histogram } from 'prom-client';
import { type IndexLayout, type TargetScope, indexChanges } from '@mc/indexer';
import {
  type ConsumeResult,
  type ConsumedChange,
  SEARCH_DEPENDENTS_CONSUMER,
  type RetentionOptions,
  SEARCH_CONSUMER,
  consumeChanges,
  listenForChanges,
  pruneChanges,
  rebuiltThrough,
} from '@mc/store';

/** What the live indexer needs. */
export interface LiveIndexWorkerDeps {
  es: Client;
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
  /** Safety-net poll, ms. Default 1000. */
  pollIntervalMs?: number;
  /** Retention pruning period, ms (0 = never). Default one hour. */
  pruneIntervalMs?: number;
  retention?: RetentionOptions;
}

/** A running live indexer. */
export interface LiveIndexerHandle {
  readonly name: string;
  /** Drains until the feed is empty (or another process holds the drain). Never rejects. */
  drain(): Promise<void>;
  /** Stops listening and polling and waits for the drain in progress. */
  close(): Promise<void>;
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
  help: 'Time of one live-index batch per stage: credits (crediting documents found), build (documents read and built), bulk (bulk requests and refresh)',
  labelNames: ['stage'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});

/** Applies `changes` (the documents of `scope`) to the indices, with metrics and a debug log. */
async function applyScope(deps: LiveIndexWorkerDeps, changes: ConsumedChange[], scope: TargetScope): Promise<void> {
  const counts = await indexChanges(deps, changes, { rebuilt: await rebuiltThrough(deps.pool), scope });
  if (scope === 'own') appliedTotal.inc(changes.length);
  documentsTotal.inc({ op: 'index' }, counts.indexed);
  documentsTotal.inc({ op: 'delete' }, counts.deleted);
  for (const [stage, ms] of Object.entries(counts.ms)) stageSeconds.observe({ stage }, ms / 1000);
  deps.logger.debug({ scope, changes: changes.length, ...counts, upto: changes[changes.length - 1]!.seq }, 'changes indexed');
}

/**
 * One turn: the next changes' own documents applied to the indices, then a slice of the flagged
 * changes' dependents (`dependentsBatchSize` changes), both positions advanced in one transaction.
 */
async function drainBatch(deps: LiveIndexWorkerDeps, batchSize: number, dependentsBatchSize: number): Promise<ConsumeResult> {
  return consumeChanges(deps.pool, SEARCH_CONSUMER, batchSize, (changes) => applyScope(deps, changes, 'own'), {
    consumer: SEARCH_DEPENDENTS_CONSUMER,
    limit: dependentsBatchSize,
    apply: (changes) => applyScope(deps, changes, 'dependents'),
  });
}

/**
 * `LISTEN`s on a pooled connection held for the purpose; on its loss, listens again after 1 s.
 * @returns a function that releases the connection.
 */
function listen(deps: LiveIndexWorkerDeps, onNotify: () => void, isClosed: () => boolean): () => void {
  let client: PoolClient | undefined;
  const connect = async () => {
    if (isClosed()) return;
    try {
      const c = await deps.pool.connect();
      client = c;
      c.on('notification', onNotify);
      c.on('error', () => {
        c.release(true);
        if (client === c) client = undefined;
        setTimeout(() => void connect(), 1000).unref();
      });
      await listenForChanges(c);
      onNotify(); // what committed while the connection was down
    } catch (err) {
      deps.logger.warn({ err: (err as Error).message }, 'live index: LISTEN failed; polling until it works');
      setTimeout(() => void connect(), 1000).unref();
    }
  };
  void connect();
  return () => {
    client?.release(true);
    client = undefined;
  };
}

/** Starts the live indexer (module doc). */
export function startLiveIndexer(deps: LiveIndexWorkerDeps, opts: LiveIndexOptions = {}): LiveIndexerHandle {
  const batchSize = opts.batchSize ?? 1000;
  const dependentsBatchSize = opts.dependentsBatchSize ?? 20;
  let closed = false;
  let running: Promise<void> | undefined;
  let again = false;
  const loop = async () => {
    try {
      for (;;) {
        again = false;
        const r = await drainBatch(deps, batchSize, dependentsBatchSize);
        if (closed || r.busy || (!r.more && !again)) return;
      }
    } catch (err) {
      deps.logger.warn({ err: (err as Error).message }, 'live index drain failed; the next poll retries');
    }
  };
  const drain = (): Promise<void> => {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = loop().finally(() => {
      running = undefined;
      // A notification that came while the last batch was deciding to stop.
      if (again && !closed) void drain();
    });
    return running;
  };
  const unlisten = listen(
    deps,
    () => void drain(),
    () => closed,
  );
  const poll = setInterval(() => void drain(), opts.pollIntervalMs ?? 1000);
  poll.unref();
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
  void drain();
  return {
    name: 'live-index',
    drain,
    async close() {
      closed = true;
      clearInterval(poll);
      if (pruner) clearInterval(pruner);
      unlisten();
      await running;
    },
  };
}
