export * from './index-admin';
export * from './entity-search-query';
export * from './toc-match';
