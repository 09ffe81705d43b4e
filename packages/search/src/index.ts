export * from './index-admin';
export * from './entity-search-query';
export * from './entity-search';
export * from './prior-ordered-query';
export * from './toc-match';
export * from './artist-title-query';
export * from './suggest-query';
export * from './client';
