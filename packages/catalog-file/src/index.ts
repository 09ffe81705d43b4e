/**
 * `@mc/catalog-file`: the catalog-file format, one JSON object (or CSV row) per entity, attached
 * item or list row (docs/catalog-import.md "Bring your own catalog"): each line checked and mapped
 * to store writes, and change sets, a stream of such lines applied in one transaction with their
 * entity resolution (`POST /api/catalog/{source}/changes`, docs/write-side.md). The catalog-file
 * importer (`@mc/ingest`) and the API's change route both use it; it holds no importer.
 */
export {
  type CatalogCsvRow,
  type LineOutcome,
  type LineReject,
  linesOfCsvRow,
  mapCatalogLines,
  mapLine,
} from './catalog-file-lines';
export { applyLineOutcomes } from './catalog-file-apply';
export {
  type ApplyChangesOptions,
  type ApplyChangesResult,
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_LINES,
  DEFAULT_MAX_LINE_BYTES,
  InvalidChangeSourceError,
  MAX_REJECTS_LISTED,
  applyCatalogChanges,
} from './change-sets/apply-changes';
export { ChangeSetTooLargeError } from './change-sets/json-lines';
export { CHANGE_SET_STAGES, type ChangeSetStage, type StageTime, type StageTimes } from './change-sets/stage-clock';
