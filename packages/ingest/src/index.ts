/**
 * `@mc/ingest`: getting data into the catalog. One folder per source under `sources/`, each
 * exporting one {@link Importer} (docs/development.md "Adding an importer"); the registry of the
 * shipped importers in run order; the import runner (checksums, import runs, limited re-imports);
 * and `importAndResolve`, an import followed by entity resolution, the re-import of what merges
 * touched, and the derived fields. The `catalog` CLI (apps/cli) runs these; benches and tests
 * drive them through this entry.
 */
export type { Importer, ImportContext } from './importer';
export { IMPORTERS } from './registry';
export { type ImportSummary, runImports, selectImporters } from './import-runner';
export { importAndResolve, reimporters } from './import-and-resolve';
export { sourcesToReimport } from './reimport-plan';
export { catalogFileImporter } from './sources/catalog-file/catalog-file';
export { GENERATED_SOURCE, generatedImporter } from './sources/generated/generated';
export { buildGeneratorModel } from './sources/generated/model';
export { writeGeneratedDump } from './sources/generated/musicbrainz-dump-generator';
export { itemPrng, prng, sample } from './sources/generated/random';
export { geniusImporter } from './sources/genius/genius';
export { MUSICBRAINZ_DUMP_SOURCE, musicbrainzDumpImporter } from './sources/musicbrainz-dump/musicbrainz-dump';
export { DISCOGS_DUMP_SOURCE, createDiscogsImporter, discogsImporter } from './sources/discogs/discogs';
export { type XmlElement, readDiscogsRecords } from './sources/discogs/discogs-xml';
