/**
 * `@mc/resolution`: entity resolution (docs/entity-resolution.md). Blocking keys and evidence rules
 * that decide which artists and which recordings are one entity, union-find over the decisions,
 * the catalog-wide scan that reads the facts from the store, and the data-quality audit that counts
 * what resolution left.
 */
export {
  COMMON_TITLE_ARTISTS,
  MAX_BLOCK,
  type ArtistFacts,
  artistBlocks,
  commonTitlesOf,
  comparedArtistIds,
  isNamePrefix,
  nameBlockingKeys,
} from './artist-facts';
export { type ArtistLinkage, type MergeDecision, artistConflict, linkArtists, resolveArtists } from './artist-resolution';
export { type RecordingFacts, realSources, recordingBlockingKey, resolveRecordings } from './recording-resolution';
export { addRecordingEvidence, addYears, artistFacts, artistOwnFacts, popularityYears, recordingFacts } from './resolution-facts';
export * from './linkage';
export { type ReviewPair, decideMerges, linkCatalogArtists } from './resolution-scan';
export { type AuditReport, auditCatalog, formatAudit } from './catalog-audit';
export { type UnmergedCluster, auditClusters, formatClusters, unmergedClusters } from './audit-clusters';
export { RESOLUTION_KEY_RULES, titleKey } from './resolution-keys';
export { printedIn, readingProblem, recordDecision } from './curation';
export {
  RESOLUTION_READER,
  RESOLUTION_RULES_VERSION,
  type ResolutionResult,
  resolveCatalog,
  resolveCatalogIfBehind,
} from './resolution-stage';
export { type ChangedEntities, resolveChangedEntities } from './changed-resolution';
