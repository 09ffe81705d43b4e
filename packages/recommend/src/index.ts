/**
 * Playlist recommendation (`GET /api/recommendation` in the contract, `RecommendationItem`): pure parts (levels, moods, years, audio space,
 * artist similarity, ranking, the model and the pipeline) and the store loader (I/O).
 */
export * from './levels';
export * from './moods';
export * from './years';
export * from './audio-space';
export * from './artist-similarity';
export * from './ranking';
export * from './model';
export * from './recommend';
export * from './store-loader';
export * from './errors';
