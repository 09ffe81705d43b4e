// ESLint flat config: typescript-eslint's recommended rules over every workspace's TypeScript,
// plus the dependency rules of the architecture (README "Architecture"), checked with
// eslint-plugin-import-x:
//   - direction: apps → indexer → packages (and mappings, openapi); analysis (packages/text-analysis)
//     at the bottom; nothing imports apps; packages never import the indexer;
//   - declared: a workspace imports only the `@mc/*` packages its package.json declares;
//   - entries: no deep `@mc/<pkg>/<path>` imports, only a package's entry; bench/ and test/ reach
//     a workspace (apps and the indexer included) only through its entry, never by a relative path
//     into its sources;
//   - no import cycles (type-only imports aside).
// SQL only in packages/store (and its migrations): elsewhere no SQL text, no `.query(` call and no
// runtime import of `pg` (types are fine) in the product's code; bench/ and test/ may read the
// store directly to sample fixtures. Elasticsearch only in packages/search: elsewhere no import of
// `@elastic/elasticsearch` and no call on a client (`es.…`).
// Size: no file over 400 lines, no function over 80 (generated files aside).
// The browser playground (apps/api/playground) and the config files are linted as JavaScript.
// Formatting is Prettier's job (`npm run format`), so no stylistic rules here.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import eslint from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const ROOT = import.meta.dirname;
const readPackage = (dir) => JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'));

/** Every workspace directory (relative to the root), from the root package.json's globs. */
const WORKSPACES = readPackage('.').workspaces.flatMap((glob) =>
  glob.endsWith('/*')
    ? readdirSync(join(ROOT, glob.slice(0, -2)), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => `${glob.slice(0, -2)}/${d.name}`)
    : [glob],
);
const SOURCE = '**/*.ts';
const APPS = 'apps';
const INDEXER = 'indexer';
const ANALYSIS = 'packages/text-analysis';
const STORE = 'packages/store';
const INGEST = 'packages/ingest';
const CATALOG_FILE = 'packages/catalog-file';
const APPS_API = 'apps/api';
const APPS_WORKER = 'apps/worker';
/** The package layer: everything below the indexer. */
const PACKAGE_LAYER = ['packages', 'mappings', 'openapi'];
/** Benchmarks (a workspace) and the integration tests: they drive the product from outside. */
const OUTSIDE = ['bench', 'test'];

/** Build-time tools inside workspaces, which may use the root's dev dependencies. */
const BUILD_TOOLS = ['openapi/write.ts', 'openapi/client-schema.ts'];

/** Dependency direction (README "Architecture"); paths are resolved, so relative imports count too. */
const directionZones = [
  ...PACKAGE_LAYER.flatMap((target) => [
    { target, from: INDEXER, message: 'packages never import the indexer (apps → indexer → packages).' },
    { target, from: APPS, message: 'nothing imports apps (apps → indexer → packages).' },
  ]),
  { target: INDEXER, from: APPS, message: 'nothing imports apps (apps → indexer → packages).' },
  ...WORKSPACES.filter((w) => w.startsWith(`${APPS}/`)).map((target) => ({
    target,
    from: APPS,
    except: [`./${target.slice(APPS.length + 1)}`],
    message: 'apps do not import each other; share code through a package.',
  })),
  // Importers run in the `catalog` CLI only: the API and the worker, and the change-set package
  // the API applies, never load one (an import of @mc/ingest there would load every source).
  ...[APPS_API, APPS_WORKER, CATALOG_FILE].map((target) => ({
    target,
    from: INGEST,
    message: 'importer code (packages/ingest) runs in the catalog CLI only: move what is shared to a package below it.',
  })),
  {
    target: ANALYSIS,
    from: '.',
    except: [`./${ANALYSIS}`, './node_modules'],
    message: 'analysis (packages/text-analysis) is at the bottom: it imports no other workspace.',
  },
];

/** bench/ and test/ import a workspace only through its entry (package.json main). */
const entryZones = WORKSPACES.flatMap((from) =>
  OUTSIDE.filter((target) => target !== from).map((target) => ({
    target,
    from,
    except: [`./${readPackage(from).main}`],
    message: `import \`${readPackage(from).name}\` (the package entry), not its internals; export what is missing from its entry.`,
  })),
);

/** Statements that open SQL text (upper-case keywords, as every query here is written). */
const SQL_TEXT = String.raw`/^\s*(SELECT|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|WITH\s+(RECURSIVE\s+)?\w+\s+AS|CREATE|ALTER|DROP|TRUNCATE)\s/`;
const SQL_MESSAGE = 'SQL only in packages/store: add a store function and call it.';
const noSql = [
  { selector: `Literal[value=${SQL_TEXT}]`, message: SQL_MESSAGE },
  { selector: `TemplateLiteral > TemplateElement:first-child[value.raw=${SQL_TEXT}]`, message: SQL_MESSAGE },
  { selector: "CallExpression[callee.property.name='query']", message: SQL_MESSAGE },
  {
    selector:
      "ImportDeclaration[source.value='pg'][importKind='value'] > :matches(ImportSpecifier[importKind='value'], ImportDefaultSpecifier, ImportNamespaceSpecifier)",
    message: `${SQL_MESSAGE} (\`import type\` from pg is fine)`,
  },
];
/** Remaining SQL outside the store, to move into it: the token tables of `@mc/auth`. */
const SQL_EXCEPTIONS = ['packages/auth/src/tokens.ts', 'packages/auth/src/token-admin.ts'];

/**
 * Elasticsearch only in packages/search: elsewhere no import of `@elastic/elasticsearch` (hold a
 * `SearchClient` or `SearchTarget` of `@mc/search` and pass it back there) and no call on a client,
 * which the product always names `es` (`es.bulk(…)`, `deps.es.indices.refresh(…)`).
 */
const ES_MESSAGE = 'Elasticsearch only in packages/search: add a function there and call it.';
const noEs = [
  { selector: "CallExpression[callee.object.name='es']", message: ES_MESSAGE },
  { selector: "CallExpression[callee.object.object.name='es']", message: ES_MESSAGE },
  { selector: "CallExpression[callee.object.property.name='es']", message: ES_MESSAGE },
  { selector: "CallExpression[callee.object.object.property.name='es']", message: ES_MESSAGE },
];
const SEARCH = 'packages/search';
const ENTRY_ONLY = { regex: '^@mc/[^/]+/', message: "import from the package's entry (its package.json main)." };

/** Generated files (`npm run openapi`). */
const GENERATED = ['packages/client/src/schema.d.ts'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '.services/**', 'coverage/**', 'dist/**', 'data/**', '.venv-fuzz/**', '.fuzz/**'] },
  eslint.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['apps/api/playground/**/*.js'], languageOptions: { sourceType: 'script', globals: globals.browser } },
  { files: ['*.js'], languageOptions: { sourceType: 'commonjs', globals: globals.node } },
  { files: ['*.mjs'], languageOptions: { globals: globals.node } },
  {
    files: [SOURCE],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.d.ts', '.js', '.json'] })],
      // Modules no-cycle parses (it follows their imports); the default is JavaScript only.
      'import-x/extensions': ['.ts', '.d.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.d.ts'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...directionZones, ...entryZones] }],
      'import-x/no-cycle': 'error',
      'no-restricted-imports': ['error', { patterns: [ENTRY_ONLY] }],
    },
  },
  // Unit tests (pure logic, no services) may hold SQL text as data (the MusicBrainz fixture
  // parser's) and build the client's errors; bench/ and test/ drive the services from outside.
  {
    files: [SOURCE],
    ignores: [...OUTSIDE.map((dir) => `${dir}/**`), `${STORE}/**`, `${SEARCH}/**`, '**/*.test.ts', ...SQL_EXCEPTIONS],
    rules: { 'no-restricted-syntax': ['error', ...noSql, ...noEs] },
  },
  {
    files: [`${STORE}/${SOURCE}`, ...SQL_EXCEPTIONS],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noEs] },
  },
  {
    files: [`${SEARCH}/${SOURCE}`],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noSql] },
  },
  {
    files: [SOURCE],
    ignores: [...OUTSIDE.map((dir) => `${dir}/**`), `${SEARCH}/**`, '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [ENTRY_ONLY], paths: [{ name: '@elastic/elasticsearch', message: ES_MESSAGE }] },
      ],
    },
  },
  {
    files: [SOURCE],
    ignores: GENERATED,
    rules: {
      'max-lines': ['error', { max: 400 }],
      'max-lines-per-function': ['error', { max: 80, IIFEs: true }],
    },
  },
  // Declared dependencies: each workspace's own package.json, then the root's (third-party).
  // bench/ is a development tool as a whole: the root's dev dependencies are its to use.
  ...WORKSPACES.map((ws) => ({
    files: [`${ws}/${SOURCE}`],
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        {
          packageDir: [join(ROOT, ws), ROOT],
          devDependencies: ws === 'bench' ? true : [`${ws}/**/*.test.ts`, `${ws}/examples/**`, ...BUILD_TOOLS],
        },
      ],
    },
  })),
);
