/**
 * `@mc/indexer`, the package entry. The importers and the `catalog` CLI are run (`npm run catalog`),
 * not imported; what other code uses of the indexer is here:
 *
 * - the search-index builds (`reindex.ts`), which the worker (apps) runs as jobs, and the live
 *   indexing of the change feed (`live-index.ts`);
 * - catalog changes from a stream of catalog-file lines (`catalog-changes/apply-changes.ts`), what
 *   `POST /api/catalog/{source}/changes` calls;
 * - the catalog stages as operations, for the benches and integration tests that drive them:
 *   `prepareCatalog` (migrate, import, resolve, build indices), the import runner and importer
 *   factories, entity resolution and its re-import plan, derived fields, the reindex job options,
 *   the picture-usage export, the data-quality audit (`catalog audit`);
 * - the seeded sampling of the benches and the catalog generator (`prng`, `sample`).
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
export { type BuildContext, buildDoc, loadBuildContext } from './search-documents';
export { type ChangeTargets, type LiveIndexCounts, type TargetScope, changeTargets, indexChanges } from './live-index';
export {
  type ApplyChangesOptions,
  type ApplyChangesResult,
  ChangeSetTooLargeError,
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_LINES,
  DEFAULT_MAX_LINE_BYTES,
  InvalidChangeSourceError,
  MAX_REJECTS_LISTED,
  applyCatalogChanges,
} from './catalog-changes/apply-changes';
export { prepareCatalog } from './prepare-catalog';
export { type ImportSummary, runImports, selectImporters } from './import-runner';
export type { Importer } from './importers/importer';
export { catalogFileImporter, checkSource } from './importers/catalog-file/catalog-file';
export { GENERATED_SOURCE, generatedImporter } from './generate/generated-importer';
export { MUSICBRAINZ_DUMP_SOURCE, musicbrainzDumpImporter } from './importers/musicbrainz-dump/musicbrainz-dump';
export { DISCOGS_DUMP_SOURCE, createDiscogsImporter, discogsImporter } from './importers/discogs/discogs';
export { type XmlElement, readDiscogsRecords } from './importers/discogs/discogs-xml';
export { importAndResolve, reimporters } from './resolution/resolution-stage';
export { sourcesToReimport } from './resolution/reimport-plan';
export { DERIVE_RULES_VERSION, type DeriveResult, deriveCatalog, deriveIfBehind } from './derive/derive-stage';
export { type AuditReport, auditCatalog } from './audit/catalog-audit';
export { REINDEX_JOB_OPTIONS } from './reindex-enqueue';
export { exportPictureUsageCsv } from './usage-export';
export { itemPrng, prng, sample } from './generate/random';
