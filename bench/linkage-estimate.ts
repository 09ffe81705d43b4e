/**
 * `npm run estimate:linkage -- [--write] [--pairs <tsv>] [--list]`
 *
 * Estimates the artist linkage model (Fellegi–Sunter m/u per comparison level and the prior λ) by
 * EM over the catalog's own candidate pairs — every pair of a block, no labels — and prints the
 * table; `--write` writes it to `packages/resolution/src/linkage/artist-linkage-weights.ts`.
 *
 * With `--pairs` (a file in the format of the evaluation README's "Artist pairs dev set"), it checks
 * the estimate on labelled pairs: each side is the served artist with that name (folded, a leading
 * "the" ignored) credited with that title; it prints the threshold sweep — at each match weight,
 * the merges' precision and recall over the labelled pairs — and the levels' m/u as the labels
 * count them beside EM's. Run it on the catalog as imported before resolution (`catalog import
 * --no-resolve` into an empty database): a resolved catalog has its strongest pairs merged
 * already, so EM sees few matches there, and the dev pairs are two artists each only before.
 * `--list` prints every labelled pair with its weight; `--shipped` checks the shipped weights.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command } from 'commander';
import { config } from '@mc/config';
import { createPool, entityEvidencePages, loadEntityEvidence } from '@mc/store';
import { LEADING_THE, foldForMatch } from '@mc/text-analysis';
import {
  ARTIST_COMPARISONS,
  ARTIST_LINKAGE_MODEL,
  type ArtistFacts,
  type LinkageModel,
  addYears,
  artistFacts,
  commonTitlesOf,
  artistCandidatePairs,
  blockingRule,
  compareArtists,
  estimateArtistModel,
  matchWeight,
  popularityYears,
} from '@mc/resolution';
import { prng } from '@mc/ingest';
import { readTsv } from './eval-scoring';

/** Random artist pairs whose comparison levels give the u-probabilities, and their seed. */
const RANDOM_PAIRS = 200_000;
const RANDOM_SEED = 20261206;
const WEIGHTS_FILE = join(__dirname, '..', 'packages', 'resolution', 'src', 'linkage', 'artist-linkage-weights.ts');
const fold = (s: string) => foldForMatch(s).replace(LEADING_THE, '');

/** The weights file's text for a model. */
function weightsSource(model: LinkageModel, pairs: number, iterations: number): string {
  const r = (x: number) => Number(x.toPrecision(4));
  const table = (ls: LinkageModel['levels'], pad: string) =>
    Object.entries(ls)
      .map(([c, ls]) => {
        const inner = Object.entries(ls)
          .map(([l, p]) => `${pad}  ${l}: { m: ${r(p.m)}, u: ${r(p.u)}${p.null ? ', null: true' : ''} },`)
          .join('\n');
        return `${pad}${c}: {\n${inner}\n${pad}},`;
      })
      .join('\n');
  const ruleLevels = Object.entries(model.ruleLevels ?? {})
    .map(([rule, ls]) => `    ${rule}: {\n${table(ls, '      ')}\n    },`)
    .join('\n');
  return `/**
 * The artist linkage model's estimated probabilities (\`fellegi-sunter.ts\`), written by
 * \`npm run estimate:linkage -- --write\` from the sample catalog's own candidate pairs, the sample
 * as imported without resolution (\`catalog import --no-resolve\`: EM over ${pairs} unlabelled
 * pairs, ${iterations} iterations). Not edited by hand: re-estimate after a change of the
 * comparisons or the blocking keys.
 */
import type { LinkageModel } from './fellegi-sunter';

/** The estimated model: λ per blocking rule (share of its candidate pairs that are one artist) and m/u per comparison level. */
export const ARTIST_LINKAGE_MODEL: LinkageModel = {
  lambda: ${r(model.lambda)},
  priors: { ${Object.entries(model.priors ?? {})
    .map(([k, v]) => `${k}: ${r(v)}`)
    .join(', ')} },
  levels: {
${table(model.levels, '    ')}
  },
  ruleLevels: {
${ruleLevels}
  },
};
`;
}

/** The id of the artist named `name` credited with `title`, or undefined. */
function sideId(byName: Map<string, ArtistFacts[]>, name: string, title: string): number | undefined {
  const t = foldForMatch(title);
  return byName.get(fold(name))?.find((a) => a.recordingTitles.has(t))?.id;
}

async function main(): Promise<void> {
  const opts = new Command()
    .option('--write', 'write the weights file', false)
    .option('--pairs <tsv>', 'labelled pairs to check the estimate on')
    .option('--list', 'print every labelled pair', false)
    .option('--shipped', 'check the shipped weights (artist-linkage-weights.ts) on the pairs, not this estimate', false)
    .parse()
    .opts<{ write: boolean; pairs?: string; list: boolean; shipped: boolean }>();
  const pool = createPool(config().DATABASE_URL);
  try {
    const facts = artistFacts(await loadEntityEvidence(pool, 'artist'), await loadEntityEvidence(pool, 'recording'));
    const byId = new Map(facts.map((f) => [f.id, f]));
    for await (const rows of entityEvidencePages(pool, 'artist_popularity', { fields: ['catalog'], withSources: false }))
      for (const r of rows) if (byId.has(r.id)) addYears(byId.get(r.id)!, popularityYears(r));
    const common = commonTitlesOf(facts);
    const est = estimateArtistModel(facts, common, prng(RANDOM_SEED), RANDOM_PAIRS);
    const [s1, s2] = [est.nameSession, est.evidenceSession];
    console.log(`u from ${est.randomPairs} random pairs; priors per blocking rule: ${JSON.stringify(est.model.priors)}`);
    console.log(
      `EM session 1 (same name key): ${s1.pairs} pairs, ${s1.iterations} iterations, converged=${s1.converged}, λ=${s1.model.lambda.toFixed(4)}`,
    );
    console.log(
      `EM session 2 (a shared word or sound of the name): ${s2.pairs} pairs, ${s2.iterations} iterations, converged=${s2.converged}, λ=${s2.model.lambda.toFixed(4)}`,
    );
    for (const [rule, table] of [['name_key', est.model.levels], ...Object.entries(est.model.ruleLevels ?? {})] as const)
      for (const [c, ls] of Object.entries(table))
        for (const [l, p] of Object.entries(ls))
          console.log(`  ${rule} ${c}.${l}: m=${p.m.toFixed(4)} u=${p.u.toFixed(4)} weight=${Math.log2(p.m / p.u).toFixed(2)}`);
    if (opts.write) writeFileSync(WEIGHTS_FILE, weightsSource(est.model, s1.pairs + s2.pairs, s1.iterations + s2.iterations));
    if (opts.pairs) checkOnPairs(opts.pairs, facts, common, opts.shipped ? ARTIST_LINKAGE_MODEL : est.model, opts.list);
  } finally {
    await pool.end();
  }
}

/** The sweep and the labelled m/u (module doc). */
function checkOnPairs(file: string, facts: ArtistFacts[], common: ReadonlySet<string>, model: LinkageModel, list: boolean): void {
  const byName = new Map<string, ArtistFacts[]>();
  for (const f of facts) for (const n of new Set(f.names.map(fold))) (byName.get(n) ?? byName.set(n, []).get(n)!).push(f);
  const byId = new Map(facts.map((f) => [f.id, f]));
  const rules = new Map<string, string>();
  for (const [a, b, block] of artistCandidatePairs(facts)) rules.set(`${a}:${b}`, blockingRule(block));
  const rows = readTsv(file, {
    id: 'id',
    nameA: 'name_a',
    titleA: 'a_title',
    nameB: 'name_b',
    titleB: 'b_title',
    label: 'label',
    block: 'block',
  });
  const scored: { same: boolean; weight: number; vector: Record<string, string> }[] = [];
  let unresolved = 0;
  for (const row of rows.filter((r) => r.label === 'same' || r.label === 'different')) {
    const [a, b] = [sideId(byName, row.nameA, row.titleA), sideId(byName, row.nameB, row.titleB)];
    if (a === undefined || b === undefined || a === b) {
      unresolved++;
      continue;
    }
    const vector = compareArtists(byId.get(a)!, byId.get(b)!, common);
    const rule = rules.get(a < b ? `${a}:${b}` : `${b}:${a}`);
    const weight = rule ? matchWeight(model, vector, rule).total : -Infinity;
    scored.push({ same: row.label === 'same', weight, vector });
    if (list)
      console.log(
        `${row.id} ${row.label} ${weight.toFixed(1)} ${rule ?? 'not-a-candidate'} "${row.nameA}" / "${row.nameB}" ${JSON.stringify(vector)}`,
      );
  }
  const same = scored.filter((s) => s.same).length;
  const diff = scored.length - same;
  console.log(`labelled pairs: ${scored.length} scored (${same} same, ${diff} different), ${unresolved} sides not found`);
  console.log('threshold  merges  precision  recall(same_merged)  different_apart');
  for (let t = -8; t <= 8; t += 0.5) {
    const merged = scored.filter((s) => s.weight >= t);
    const right = merged.filter((s) => s.same).length;
    const p = merged.length ? right / merged.length : 1;
    console.log(
      `${String(t).padStart(9)}  ${String(merged.length).padStart(6)}  ${p.toFixed(3).padStart(9)}  ${(right / Math.max(1, same)).toFixed(3).padStart(19)}  ${(1 - (merged.length - right) / Math.max(1, diff)).toFixed(3).padStart(15)}`,
    );
  }
  console.log('levels as the labels count them (m: share of same pairs, u: share of different pairs):');
  for (const c of ARTIST_COMPARISONS) {
    for (const { level } of c.levels) {
      const m = scored.filter((s) => s.same && s.vector[c.name] === level).length / Math.max(1, same);
      const u = scored.filter((s) => !s.same && s.vector[c.name] === level).length / Math.max(1, diff);
      const em = model.levels[c.name]![level]!;
      console.log(
        `  ${c.name}.${level}: labels m=${m.toFixed(3)} u=${u.toFixed(3)}   EM m=${em.m.toFixed(3)} u=${em.u.toFixed(3)}`,
      );
    }
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
