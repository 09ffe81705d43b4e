/**
 * Elasticsearch index settings and mappings, one per searchable entity, versioned.
 *
 * The Elasticsearch distribution this project runs (integ-test-zip) has only the server's built-in
 * analysis, so every music-specific analysis step (folding, transliteration, name order, phonetic
 * keys, edge n-grams) happens in TypeScript (`packages/matching`) and is indexed into dedicated
 * fields analysed with the plain `whitespace` analyzer. The same mappings work on any ES 8.
 *
 * Bump an entity's `version` whenever its mapping changes: the indexer then builds a new index
 * and swaps the read alias atomically.
 */

/** Entities with a search index. */
export const SEARCH_ENTITIES = ['artist', 'album', 'release', 'recording', 'show'] as const;
/** One of {@link SEARCH_ENTITIES}. */
export type SearchEntity = (typeof SEARCH_ENTITIES)[number];

type Field = Record<string, unknown>;
/** Pre-analysed tokens (already folded by packages/matching). */
const tokens: Field = { type: 'text', analyzer: 'whitespace', norms: true };
/** Pre-analysed tokens plus an exact keyword sub-field for whole-value equality. */
const tokensExact: Field = { ...tokens, fields: { exact: { type: 'keyword', ignore_above: 512 } } };
/** Many short tokens (n-grams, phonetic keys): no length normalisation, no positions. */
const bag: Field = { type: 'text', analyzer: 'whitespace', norms: false, index_options: 'freqs' };
const keyword: Field = { type: 'keyword', ignore_above: 512 };

const externalIds = (keys: string[]): Record<string, Field> => Object.fromEntries(keys.map((k) => [`${k}_id`, keyword]));

const nameFields = {
  name: { type: 'keyword', index: false },
  name_folded: tokensExact,
  name_compact: keyword,
  name_latin: tokens,
  name_phonetic: bag,
  name_ngram: bag,
  name_variants: tokensExact,
};

const titleFields = {
  title: { type: 'keyword', index: false },
  title_folded: tokensExact,
  title_base: tokensExact,
  title_phonetic: bag,
  title_ngram: bag,
  /** `foldedKey` of the base title: the matcher's equality key across spellings. */
  title_key: keyword,
};

const artistRefFields = {
  artist_ids: { type: 'long' },
  artist_names: tokensExact,
  artist_variants: tokensExact,
  artist_compact: keyword,
  artist_phonetic: bag,
};

const settings = { number_of_shards: 1, number_of_replicas: 0, refresh_interval: '1s' };

/** Index definition of one entity. */
export interface IndexDefinition {
  version: number;
  body: { settings: Record<string, unknown>; mappings: Record<string, unknown> };
}

function def(version: number, properties: Record<string, Field>): IndexDefinition {
  return { version, body: { settings, mappings: { dynamic: 'strict', _meta: { version }, properties } } };
}

/** Settings and mappings per entity. */
export const INDEX_DEFINITIONS: Record<SearchEntity, IndexDefinition> = {
  artist: def(2, {
    id: { type: 'long' },
    ...nameFields,
    type: keyword,
    isni: keyword,
    country_code: keyword,
    popularity: { type: 'float' },
    ...externalIds(['ext_mb', 'ext_dg', 'ext_s1', 'ext_s2', 'ext_s3', 'ext_s4', 'ext_s5', 'ext_s6', 'ext_s7', 'ext_kb']),
  }),
  album: def(3, {
    id: { type: 'long' },
    ...titleFields,
    ...artistRefFields,
    release_date: keyword,
    year: { type: 'integer' },
    popularity: { type: 'float' },
    ...externalIds(['ext_mb', 'ext_dg']),
  }),
  release: def(3, {
    id: { type: 'long' },
    ...titleFields,
    ...artistRefFields,
    album_id: { type: 'long' },
    barcode: keyword,
    release_date: keyword,
    popularity: { type: 'float' },
    ...externalIds(['ext_mb', 'ext_dg', 'ext_s1', 'ext_s2', 'ext_s3', 'ext_s4', 'ext_s5', 'ext_s6', 'ext_s7']),
  }),
  recording: def(3, {
    id: { type: 'long' },
    ...titleFields,
    alt_titles: tokensExact,
    ...artistRefFields,
    main_artist_ids: { type: 'long' },
    performer: tokensExact,
    isrc: keyword,
    year: { type: 'integer' },
    duration_s: { type: 'integer' },
    popularity: { type: 'float' },
    ...externalIds(['ext_mb', 'ext_lf', 'ext_s1', 'ext_s2', 'ext_s3', 'ext_s4', 'ext_s5', 'ext_s6', 'ext_s7']),
  }),
  show: def(3, {
    id: { type: 'long' },
    ...titleFields,
    ...artistRefFields,
    type_id: { type: 'long' },
    year: { type: 'integer' },
    popularity: { type: 'float' },
  }),
};
