/**
 * `@mc/api`, the package entry: the API as a library, for processes that embed it (benches,
 * integration tests). The API process itself starts from `main.ts` (`npm run api`, `dist/bin/api.js`).
 *
 * - `createDeps` / `closeDeps`: the long-lived resources of one API process ({@link Deps});
 * - `createApp`: the Express application over them; `createHttpServer`: the HTTP server that serves
 *   it with the connection limits `main.ts` uses (`answerClientErrors`: its answers to malformed
 *   requests);
 * - the suggest answer cache (`SuggestCache`, `redisAnswerStore`, `suggestCacheKey`).
 */
export { createApp } from './app';
export { type Deps, closeDeps, createDeps, createLogger } from './deps';
export { answerClientErrors } from './middleware/errors';
export { createHttpServer } from './http-server';
export { SuggestCache, redisAnswerStore, suggestCacheKey } from './suggest-cache';
