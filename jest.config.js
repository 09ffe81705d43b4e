/** Jest: unit tests sit beside the code (`*.test.ts`), integration tests under test/integration
 * and talk to the real Elasticsearch, PostgreSQL and Redis started by `npm run services:up`. */
const transform = {
  '^.+\\.tsx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
  // ESM-only dependencies (any-ascii) are compiled to CommonJS for Jest.
  '^.+\\.m?js$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
};
const transformIgnorePatterns = ['/node_modules/(?!any-ascii/)'];
module.exports = {
  projects: [
    {
      displayName: 'unit',
      transform,
      transformIgnorePatterns,
      testEnvironment: 'node',
      roots: ['<rootDir>/packages', '<rootDir>/apps', '<rootDir>/indexer', '<rootDir>/mappings', '<rootDir>/openapi'],
      testMatch: ['**/*.test.ts'],
    },
    {
      displayName: 'integration',
      transform,
      transformIgnorePatterns,
      testEnvironment: 'node',
      roots: ['<rootDir>/test/integration'],
      testMatch: ['**/*.test.ts'],
      globalSetup: '<rootDir>/test/global-setup.ts',
      // The 60 s default of these tests and hooks (a `testTimeout` here would be ignored).
      setupFilesAfterEnv: ['<rootDir>/test/integration-setup.ts'],
    },
  ],
};
