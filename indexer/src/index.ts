/**
 * `@mc/indexer`: builds search documents from the store and puts them into Elasticsearch. A full
 * rebuild writes a new versioned index and swaps the alias (`reindex.ts`); live indexing applies the
 * change feed as partial updates (`live-index.ts`); `reindexIds` re-indexes given entities. The
 * worker (apps/worker) and the `catalog index` command run these.
 */
export {
  type IndexLayout,
  type IndexProgress,
  type IndexerDeps,
  ensureIndices,
  indexLayout,
  rebuildIndex,
  reindexIds,
} from './reindex';
export { type BuildContext, buildDoc, loadBuildContext } from './search-documents';
export {
  type ChangeTargets,
  type LiveIndexCounts,
  OPERATIONS_PER_BULK,
  type PreparedChanges,
  type TargetScope,
  changeTargets,
  indexChanges,
  prepareChanges,
  sendPrepared,
} from './live-index';
export {
  type CatchUpResult,
  type FeedIndexingOptions,
  type UpToDateResult,
  bringIndicesUpToDate,
  catchUpFromFeed,
  indexFeedTurn,
} from './feed-indexing';
