/**
 * `npm run bench:document-build -- [--entity E|all] [--rounds N] [--hash] [--profile DIR] [--top K]`
 *
 * Node's cost of building search documents, without Elasticsearch: for each entity (in
 * `SEARCH_ENTITIES` order, as `catalog index --entity all` builds them, so the memoised analyses
 * of one entity are warm for the next as they are in the CLI), the build context of a full rebuild
 * (`loadBuildContext`, not timed), then every stored document in keyset pages of `--batch`
 * (`entityPage`, reading not timed) through `buildDoc`, timed per page: wall time and this
 * process's CPU time (user + system, `process.cpuUsage`), reported as µs per document.
 *
 * Each round is a fresh child process (the module-level memo caches start cold, as in a CLI run);
 * the parent prints every round and the median per entity:
 * `document-build: entity=… docs=… us_per_doc=… cpu_us_per_doc=…` (medians over the rounds).
 * With `--hash`, each round also prints the SHA-256 of the documents' JSON (the bytes the bulk
 * request sends, in id order; hashing not timed): two builds that hash alike built the same
 * documents. With `--profile DIR`, each child runs under `--cpu-prof` into DIR and the parent
 * prints the `--top` functions by self time of each profile.
 * Reads the catalog of DATABASE_URL; writes nothing.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Command } from 'commander';
import { loadConfig } from '@mc/config';
import { buildDoc, loadBuildContext } from '@mc/indexer';
import { SEARCH_ENTITIES, type SearchEntity } from '@mc/mappings';
import { createPool, entityPage } from '@mc/store';

/** One entity's figures of one round. */
interface RoundFigures {
  entity: SearchEntity;
  docs: number;
  wallMs: number;
  cpuMs: number;
  sha256?: string;
}

/** Builds every document of `entities` once (the child's work); @returns figures per entity. */
async function buildAll(entities: readonly SearchEntity[], batch: number, hash: boolean): Promise<RoundFigures[]> {
  const pool = createPool(loadConfig().DATABASE_URL, 2);
  const out: RoundFigures[] = [];
  try {
    for (const entity of entities) {
      const ctx = await loadBuildContext(pool, entity);
      const h = createHash('sha256');
      const f: RoundFigures = { entity, docs: 0, wallMs: 0, cpuMs: 0 };
      for (let after = 0; ;) {
        const page = await entityPage(pool, entity, after, batch);
        if (!page.length) break;
        after = page[page.length - 1]!.id;
        const cpu0 = process.cpuUsage();
        const t0 = performance.now();
        const docs = page.map((d) => buildDoc(entity, d, ctx));
        f.wallMs += performance.now() - t0;
        const cpu = process.cpuUsage(cpu0);
        f.cpuMs += (cpu.user + cpu.system) / 1000;
        f.docs += docs.length;
        if (hash) for (const d of docs) h.update(`${JSON.stringify(d)}\n`);
      }
      if (hash) f.sha256 = h.digest('hex');
      out.push(f);
    }
  } finally {
    await pool.end();
  }
  return out;
}

/** Runs this script as a child doing one round; @returns its figures (its last stdout line). */
function runRound(args: string[], profileDir?: string): Promise<RoundFigures[]> {
  const execArgv = [...process.execArgv, ...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [])];
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [...execArgv, __filename, ...args, '--child'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
    child.on('error', fail);
    child.on('exit', (code) => {
      if (code !== 0) return fail(new Error(`round exited with ${code}`));
      done(JSON.parse(stdout.trim().split('\n').pop()!) as RoundFigures[]);
    });
  });
}

/** A node of a V8 `.cpuprofile`. */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/**
 * The `top` functions of a V8 CPU profile by self time (ms, summed over the samples taken in
 * them, keyed by name, file and line), with their share of all sampled time.
 */
export function selfTimes(file: string, top: number): { fn: string; ms: number; share: number }[] {
  const p = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  const frame = new Map(p.nodes.map((n) => [n.id, n.callFrame]));
  const byFn = new Map<string, number>();
  let total = 0;
  p.samples.forEach((id, i) => {
    const f = frame.get(id)!;
    const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\/(node_modules|hB|src)\//, '$1/')}:${f.lineNumber + 1}`;
    const us = p.timeDeltas[i] ?? 0;
    byFn.set(key, (byFn.get(key) ?? 0) + us);
    total += us;
  });
  return [...byFn.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([fn, us]) => ({ fn, ms: us / 1000, share: us / total }));
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

async function main(): Promise<void> {
  const opts = new Command()
    .option('--entity <e>', `one of ${SEARCH_ENTITIES.join(', ')}, or all`, 'all')
    .option('--rounds <n>', 'rounds, each a fresh child process', '3')
    .option('--batch <n>', 'documents per keyset page (as a rebuild reads them)', '1000')
    .option('--hash', 'print the SHA-256 of each entity’s documents', false)
    .option('--profile <dir>', 'write a V8 CPU profile of each round into this folder')
    .option('--top <k>', 'functions listed per profile', '25')
    .option('--child', 'one round, figures as JSON (internal)', false)
    .parse()
    .opts<{ entity: string; rounds: string; batch: string; hash: boolean; profile?: string; top: string; child: boolean }>();
  const entities = opts.entity === 'all' ? SEARCH_ENTITIES : [opts.entity as SearchEntity];
  if (!entities.every((e) => SEARCH_ENTITIES.includes(e))) throw new Error(`--entity: unknown entity ${opts.entity}`);
  if (opts.child) {
    console.log(JSON.stringify(await buildAll(entities, Number(opts.batch), opts.hash)));
    return;
  }
  const args = ['--entity', opts.entity, '--batch', opts.batch, ...(opts.hash ? ['--hash'] : [])];
  const profileDir = opts.profile ? resolve(opts.profile) : undefined;
  const rounds: RoundFigures[][] = [];
  for (let r = 0; r < Number(opts.rounds); r++) {
    const seen = profileDir ? new Set(readdirSafe(profileDir)) : new Set<string>();
    const figures = await runRound(args, profileDir);
    rounds.push(figures);
    for (const f of figures)
      console.log(
        `round ${r + 1} ${f.entity}: ${f.docs} docs, ${((f.wallMs * 1000) / f.docs).toFixed(1)} µs/doc wall, ` +
          `${((f.cpuMs * 1000) / f.docs).toFixed(1)} µs/doc CPU${f.sha256 ? ` sha256=${f.sha256}` : ''}`,
      );
    for (const file of profileDir ? readdirSafe(profileDir).filter((n) => !seen.has(n)) : []) {
      console.log(`profile ${join(profileDir!, file)}: self time`);
      for (const t of selfTimes(join(profileDir!, file), Number(opts.top)))
        console.log(`  ${t.ms.toFixed(0).padStart(7)} ms ${(t.share * 100).toFixed(1).padStart(5)}%  ${t.fn}`);
    }
  }
  for (const entity of entities) {
    const of = rounds.map((fs) => fs.find((f) => f.entity === entity)!);
    const us = (ms: number, n: number) => ((ms * 1000) / n).toFixed(1);
    console.log(
      `document-build: entity=${entity} docs=${of[0]!.docs} us_per_doc=${us(median(of.map((f) => f.wallMs)), of[0]!.docs)} ` +
        `cpu_us_per_doc=${us(median(of.map((f) => f.cpuMs)), of[0]!.docs)}`,
    );
  }
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir).filter((n) => n.endsWith('.cpuprofile'));
  } catch {
    return [];
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
