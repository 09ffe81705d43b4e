/**
 * `@mc/derive`: the derived-fields stage (docs/entity-resolution.md "Derived fields"): recording
 * albums from release track lists, artist genres and types, genre top artists, show fields; each
 * derived field stored with its rule and evidence, and the stage's position against the change feed.
 */
export {
  DERIVE_READER,
  DERIVE_RULES_VERSION,
  DERIVE_TURN_LIMIT,
  DERIVE_WHOLE_ABOVE,
  type DeriveFollowOptions,
  type DeriveResult,
  type DeriveTurn,
  deriveCatalog,
  deriveFollowTurn,
  deriveIfBehind,
} from './derive-stage';
export { type IncrementalDeriveResult, deriveChanges } from './incremental-derive';
