// ESLint flat config: typescript-eslint's recommended rules over every workspace's TypeScript,
// plus the dependency rules of the architecture (README "Architecture"), checked with
// eslint-plugin-import-x:
//   - direction: apps → indexer → packages (and mappings, openapi); analysis (packages/matching)
//     at the bottom; nothing imports apps; packages never import the indexer;
//   - declared: a workspace imports only the `@mc/*` packages its package.json declares;
//   - entries: no deep `@mc/<pkg>/<path>` imports, only a package's entry.
// Size: no file over 400 lines, no function over 80 (generated files and the listed remaining
// exceptions aside).
// Formatting is Prettier's job (`npm run format`), so no stylistic rules here.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import eslint from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const ROOT = import.meta.dirname;

/** Every workspace directory (relative to the root), from the root package.json's globs. */
const WORKSPACES = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).workspaces.flatMap((glob) =>
  glob.endsWith('/*')
    ? readdirSync(join(ROOT, glob.slice(0, -2)), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => `${glob.slice(0, -2)}/${d.name}`)
    : [glob],
);
const SOURCE = '**/*.ts';
const APPS = 'apps';
const INDEXER = 'indexer';
const ANALYSIS = 'packages/matching';
/** The package layer: everything below the indexer. */
const PACKAGE_LAYER = ['packages', 'mappings', 'openapi'];

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
  {
    target: ANALYSIS,
    from: '.',
    except: [`./${ANALYSIS}`, './node_modules'],
    message: 'analysis (packages/matching) is at the bottom: it imports no other workspace.',
  },
];

/** Generated files (`npm run openapi`). */
const GENERATED = ['packages/client/src/schema.d.ts'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '.services/**', 'coverage/**', 'dist/**', 'data/**', '**/*.js', '**/*.mjs'] },
  eslint.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: [SOURCE],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.d.ts', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: directionZones }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@mc/[^/]+/', message: "import from the package's entry (its package.json main)." }] },
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
  ...WORKSPACES.map((ws) => ({
    files: [`${ws}/${SOURCE}`],
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { packageDir: [join(ROOT, ws), ROOT], devDependencies: [`${ws}/**/*.test.ts`, `${ws}/examples/**`, ...BUILD_TOOLS] },
      ],
    },
  })),
);
