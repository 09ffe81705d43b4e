export * from './types';
export * from './match-artist-titles';
export * from './hits';
export * from './batch';
