/**
 * Bounds of the contract's parameters and bodies (see the decisions in `../contract.ts`).
 */

/** Page size of every search endpoint (hits per page). */
export const SEARCH_PAGE_SIZE = 20;
/** Deepest hit a search can reach (Elasticsearch `index.max_result_window` default). */
export const MAX_SEARCH_WINDOW = 10_000;
/** Largest `page` accepted by search endpoints. */
export const MAX_PAGE = MAX_SEARCH_WINDOW / SEARCH_PAGE_SIZE;
/** Largest `limit` of ordinary lists (default 20). */
export const MAX_LIMIT = 500;
/** Largest `limit` of the lists whose default is 500 (recording charts, chart details, clusters, candidates). */
export const MAX_LIMIT_LARGE = 1000;
/** Largest `offset` of any list. */
export const MAX_OFFSET = 1_000_000;
/** Longest free-text parameter, characters. */
export const MAX_TEXT_LENGTH = 500;
/** Most ids in one `ms_track_ids` / `ms_artist_ids` list. */
export const MAX_ID_LIST = 100;
/** Items per artist-title batch and assets per picture-usage report. */
export const MAX_BATCH_ITEMS = 1000;
/**
 * Longest artist name or title of an artist-title match (single or batch), characters: matching
 * cost grows with the number of words, and real playlist lines are far shorter (the dev set's
 * longest name is 62 characters, its longest title 75).
 */
export const MAX_MATCH_FIELD_LENGTH = 200;
