/**
 * `@mc/cli`, the operator's `catalog` command (`npm run catalog -- --help`; the program is
 * `cli.ts`). What benches and integration tests use of it is exported here: `prepareCatalog`
 * (migrate, import the sample catalog, resolve, build the search indices when missing or stale),
 * the picture-usage billing export and the lines `resolve --list` prints for import-time links.
 */
export { prepareCatalog } from './prepare-catalog';
export { exportPictureUsageCsv } from './usage-export';
export { formatLinkDecision, parseLinkKey } from './link-decision-lines';
