/**
 * The shape of one search-entity definition (the way metabrainz/sir declares each search entity
 * once): its mapping version and fields, the document builder from the served catalog document,
 * and the fields its text queries read. One module per entity under `entities/`.
 */
import type { ArtistLookup } from './fields/credit';
import type { MappingField } from './fields/primitives';
import type { PriorInputs } from './fields/suggest';

/** Entities with a search index. */
export const SEARCH_ENTITIES = ['artist', 'album', 'release', 'recording', 'show'] as const;
/** One of {@link SEARCH_ENTITIES}. */
export type SearchEntity = (typeof SEARCH_ENTITIES)[number];

/** A served catalog document (the contract's response shapes), as stored in PostgreSQL. */
export type CatalogDoc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A search document: field name → pre-analysed value (undefined values are left out by JSON). */
export type SearchDocument = Record<string, unknown>;

/** What a document builder needs besides the catalog document itself. */
export interface DocumentContext {
  /** Credited artists' documents (aliases, translated names). */
  artists: ArtistLookup;
  /** Popularity of the entity 0..100 (the global score of the contract's `ArtistPopularity` / `RecordingPopularity`), 0 when unknown. */
  popularity: number;
  /** Chart statistics of the entity itself (artists, recordings), undefined when it never charted. */
  chart?: PriorInputs;
  /** Chart statistics of a credited artist (albums, releases, shows take their prior from them). */
  artistChart?: (id: number) => PriorInputs | undefined;
}

/**
 * Which pre-analysed fields carry an entity's searchable text (its name or title). `folded`,
 * `phonetic` and `ngram` always exist; the others only where the entity has them.
 */
export interface TextFields {
  folded: string;
  variants?: string;
  compact?: string;
  latin?: string;
  phonetic: string;
  ngram: string;
}

/** One search entity, declared once. */
export interface SearchEntityDefinition {
  entity: SearchEntity;
  /** Mapping version: bump on any change of `properties` (a rebuild then makes a new index). */
  version: number;
  /** Elasticsearch mapping properties. */
  properties: Record<string, MappingField>;
  /** Fields of the text queries. */
  text: TextFields;
  /** Catalog document → search document. */
  build(doc: CatalogDoc, ctx: DocumentContext): SearchDocument;
}

/** Year of a `YYYY-MM-DD` date (or `YYYY`), undefined for none or year 0. */
export function yearOf(date: unknown): number | undefined {
  if (typeof date !== 'string') return undefined;
  const y = Number(date.slice(0, 4));
  return y > 0 ? y : undefined;
}
