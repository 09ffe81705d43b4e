/** Scored record linkage (Fellegi–Sunter): the generic model, the artist comparisons, weights and policy. */
export {
  type Comparison,
  type ComparisonVector,
  type Estimate,
  type LinkageModel,
  type MatchWeight,
  estimateModel,
  initialModel,
  matchProbability,
  matchWeight,
  uFromRandomPairs,
  withU,
} from './fellegi-sunter';
export { ARTIST_COMPARISONS, compareArtists, nameLevel, yearsLevel } from './artist-comparisons';
export { ARTIST_LINKAGE_MODEL } from './artist-linkage-weights';
export {
  LINKAGE_POLICY,
  type LinkageDecision,
  type ScoredArtistPair,
  type ArtistBlockingRule,
  artistCandidatePairs,
  blockingRule,
  linkageDecision,
  pairEvidence,
  scoreArtistPairs,
} from './artist-linkage';
export { type ArtistEstimate, PRIOR_PAIRS, estimateArtistModel } from './artist-estimate';
export {
  ESTABLISHED_BEFORE_DAYS,
  JOINED_NAME_COMPARISONS,
  JOINED_NAME_POLICY,
  type JoinedNameScore,
  chartJoinedNames,
  estimateJoinedNameModel,
  joinedNameReader,
  joinedNameVector,
} from './joined-name-model';
