/**
 * Search-entity definitions: for each searchable entity, ONE module (`entities/<entity>.ts`)
 * declares its Elasticsearch mapping (versioned), its document builder (served catalog document →
 * pre-analysed search document), the fields its text queries read, and typed field-name
 * constants (`ARTIST.folded`, `RECORDING.variants`…). Shared field groups live in `fields/`
 * (name, title, credit, external ids, mapping primitives).
 *
 * The Elasticsearch distribution this project runs (integ-test-zip) has only the server's built-in
 * analysis, so every music-specific analysis step (folding, transliteration, name order, phonetic
 * keys, edge n-grams) happens in TypeScript (`packages/text-analysis`, pure and field-name free) and is
 * indexed into dedicated fields analysed with the plain `whitespace` analyzer. The same mappings
 * work on any ES 8.
 *
 * Bump an entity's `version` whenever its mapping changes: the indexer then builds a new index
 * and swaps the read alias atomically.
 */
import { albumEntity } from './entities/album';
import { artistEntity } from './entities/artist';
import { recordingEntity } from './entities/recording';
import { releaseEntity } from './entities/release';
import { showEntity } from './entities/show';
import { type SearchEntity, type SearchEntityDefinition } from './entity';
import { SUGGEST } from './fields/suggest';

export * from './entity';
export * from './fields/primitives';
export * from './fields/name';
export * from './fields/title';
export * from './fields/credit';
export * from './fields/suggest';
export { ARTIST } from './entities/artist';
export { ALBUM } from './entities/album';
export { RELEASE } from './entities/release';
export { RECORDING } from './entities/recording';
export { SHOW } from './entities/show';

/** Every search entity's definition. */
export const SEARCH_ENTITY_DEFINITIONS: Record<SearchEntity, SearchEntityDefinition> = {
  artist: artistEntity,
  album: albumEntity,
  release: releaseEntity,
  recording: recordingEntity,
  show: showEntity,
};

/**
 * Index settings of every entity. Segments are sorted by popularity prior (highest first), then
 * id, so a query sorted the same way stops after the first `size` hits of a segment (one-word
 * searches and suggestions, see `packages/search/src/prior-ordered-query.ts`).
 */
const settings = {
  number_of_shards: 1,
  number_of_replicas: 0,
  refresh_interval: '1s',
  'sort.field': [SUGGEST.prior, 'id'],
  'sort.order': ['desc', 'asc'],
};

/** Index definition of one entity: settings and mappings as `indices.create` takes them. */
export interface IndexDefinition {
  version: number;
  body: { settings: Record<string, unknown>; mappings: Record<string, unknown> };
}

function indexDefinition({ version, properties }: SearchEntityDefinition): IndexDefinition {
  return { version, body: { settings, mappings: { dynamic: 'strict', _meta: { version }, properties } } };
}

/** Settings and mappings per entity, derived from {@link SEARCH_ENTITY_DEFINITIONS}. */
export const INDEX_DEFINITIONS: Record<SearchEntity, IndexDefinition> = {
  artist: indexDefinition(artistEntity),
  album: indexDefinition(albumEntity),
  release: indexDefinition(releaseEntity),
  recording: indexDefinition(recordingEntity),
  show: indexDefinition(showEntity),
};
