/**
 * `npm run build` (after the type check): bundles the three entry points into plain JavaScript
 * with esbuild, so production runs `node dist/bin/*.js` without tsx or any dev dependency.
 *
 *   apps/api/src/main.ts    → dist/bin/api.js      (`npm start`)
 *   apps/worker/src/main.ts → dist/bin/worker.js   (`npm run start:worker`)
 *   apps/cli/src/cli.ts      → dist/bin/catalog.js  (`node dist/bin/catalog.js import|index|token …`)
 *
 * Workspace packages (`@mc/*`, TypeScript sources) are bundled in, and so are the dependencies only
 * a workspace declares (npm may install those under the workspace, e.g. lru-cache 11 in
 * packages/text-analysis beside another major at the root, where `dist/bin` could not find them). The
 * root's production `dependencies` stay external `require`s resolved from node_modules at run
 * time. Any other import (a dev dependency, an undeclared package) fails the build naming it, so a
 * production install is always enough to run the output. The SQL migrations are copied to
 * `dist/migrations`, which is where `packages/store/src/migrate.ts` (`<its dir>/../migrations`)
 * looks once bundled into `dist/bin`.
 */
import { build, type Plugin } from 'esbuild';
import { cpSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const OUT = join(ROOT, 'dist');

/** Entry points: output name → source. */
export const ENTRY_POINTS: Record<string, string> = {
  api: 'apps/api/src/main.ts',
  worker: 'apps/worker/src/main.ts',
  catalog: 'apps/cli/src/cli.ts',
};

type PackageJson = { dependencies?: Record<string, string>; workspaces?: string[] };
const readPackage = (dir: string) => JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as PackageJson;

/** Directories of every workspace (`workspaces` globs are `dir` or `dir/*`). */
function workspaceDirs(): string[] {
  const dirs: string[] = [];
  for (const pattern of readPackage('.').workspaces ?? []) {
    if (!pattern.endsWith('/*')) dirs.push(pattern);
    else {
      const parent = pattern.slice(0, -2);
      for (const d of readdirSync(join(ROOT, parent), { withFileTypes: true }))
        if (d.isDirectory() && readdirSync(join(ROOT, parent, d.name)).includes('package.json')) dirs.push(`${parent}/${d.name}`);
    }
  }
  return dirs;
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
const packageName = (spec: string) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Keeps the root's production dependencies external, lets esbuild bundle workspace packages and
 * workspace-only dependencies, and fails on anything else.
 */
function externalProductionDependencies(rootDeps: Set<string>, workspaceDeps: Set<string>): Plugin {
  const builtins = new Set(builtinModules);
  return {
    name: 'external-production-dependencies',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        const name = packageName(args.path);
        if (args.path.startsWith('node:') || builtins.has(name) || rootDeps.has(name)) return { external: true };
        if (name.startsWith('@mc/') || workspaceDeps.has(name)) return undefined; // bundled
        // An import made by a third-party file being bundled is bundled with it.
        if (/[\\/]node_modules[\\/]/.test(args.importer)) return undefined;
        return {
          errors: [{ text: `${args.path} (imported by ${args.importer}) is not a production dependency of any package.json` }],
        };
      });
    },
  };
}

async function main(): Promise<void> {
  const depsOf = (dirs: string[]) => new Set(dirs.flatMap((d) => Object.keys(readPackage(d).dependencies ?? {})));
  const rootDeps = depsOf(['.']);
  const workspaceDeps = depsOf(workspaceDirs());
  rmSync(OUT, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: Object.entries(ENTRY_POINTS).map(([out, src]) => ({ out, in: src })),
    outdir: join(OUT, 'bin'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalProductionDependencies(rootDeps, workspaceDeps)],
  });
  cpSync(join(ROOT, 'packages/store/migrations'), join(OUT, 'migrations'), { recursive: true });
  console.log(
    `built ${Object.keys(ENTRY_POINTS)
      .map((n) => `dist/bin/${n}.js`)
      .join(', ')} and dist/migrations`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
