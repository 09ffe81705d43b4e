/**
 * Page sizes of the change feed (`GET /api/catalog/changes`, docs/write-side.md "The change feed"):
 * the store applies them and the contract publishes them.
 */

/** Changes per page of the feed unless `limit` says otherwise. */
export const DEFAULT_CHANGES_LIMIT = 100;
/** Most changes per page of the feed. */
export const MAX_CHANGES_LIMIT = 1000;
