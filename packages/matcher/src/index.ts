export * from './types';
export * from './match-artist-titles';
export * from './hits';
export * from './batch';
export * from './policy';
export * from './match-type';
export { SLICE_MS, checkDeadline, deadlineError } from './pacing';
export { matchCandidate } from './rerank';
export { bridgeNames } from './other-names';
