/**
 * `@mc/derive`: the derived-fields stage (docs/entity-resolution.md "Derived fields"): recording
 * albums from release track lists, artist genres and types, genre top artists, show fields; each
 * derived field stored with its rule and evidence, and the stage's position against the change feed.
 */
export { DERIVE_READER, DERIVE_RULES_VERSION, type DeriveResult, deriveCatalog, deriveIfBehind } from './derive-stage';
