/**
 * Runs before every integration test file (Jest `setupFilesAfterEnv`). Jest reads `testTimeout`
 * only from the top-level configuration, never from a `projects` entry (jest#9696), so the
 * integration project sets its tests' and hooks' default timeout here: they talk to real
 * Elasticsearch, PostgreSQL and Redis, and start processes and a browser. A file that needs
 * longer still calls `jest.setTimeout` itself.
 */
jest.setTimeout(60_000);
