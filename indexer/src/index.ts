/**
 * `@mc/indexer`, the package entry: what the worker (apps) uses of the indexer, the search-index
 * builds (`reindex.ts`). Importers and the `catalog` CLI are run, not imported.
 */
export {
  type IndexLayout,
  type IndexProgress,
  type IndexerDeps,
  ensureIndices,
  indexLayout,
  indexedCount,
  rebuildIndex,
  reindexIds,
} from './reindex';
