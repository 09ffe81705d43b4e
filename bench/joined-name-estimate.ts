/**
 * `npm run estimate:joined-names -- [--names <tsv>] [--list]`
 *
 * Estimates the joined-name model (`packages/resolution/src/linkage/joined-name-model.ts`: act or
 * credit, Fellegi–Sunter comparisons of a name with its parts, EM over every joined name of the
 * shipped Billboard chart, no labels) and prints its weights. With `--names` (a file in the format
 * of the evaluation README's "Joined names dev set"), it reads every labelled `act`/`credit` name
 * both ways in the same run — by the model at each weight threshold, and by the chart-history
 * rules the importer applies (`readJoinedName`) — and prints the share of credits read as credits
 * and of acts read as acts (overall and for the `served` rows). This scores the reading of the
 * whole name, not what the API serves (`npm run eval:identity` does that). `--list`: every row.
 */
import { join } from 'node:path';
import { Command } from 'commander';
import { readJoinedName } from '@mc/text-analysis';
import { chartJoinedNames, estimateJoinedNameModel, joinedNameVector, matchWeight } from '@mc/resolution';
import { chartCredits } from './eval-joined-names';
import { readTsv } from './eval-scoring';

const THRESHOLDS = [-4, -3, -2, -1, 0, 1, 2, 3, 4];

function main(): void {
  const opts = new Command()
    .option('--names <tsv>', 'labelled joined names to score the readings on')
    .option('--data <dir>', 'the shipped data directory', join(__dirname, '..', 'data'))
    .option('--list', 'print every labelled row', false)
    .parse()
    .opts<{ names?: string; data: string; list: boolean }>();
  const chart = chartCredits(opts.data);
  const est = estimateJoinedNameModel(chartJoinedNames(chart.credits.keys()), chart.atomSongs);
  console.log(
    `EM over ${est.pairs} joined names of the chart: ${est.iterations} iterations, converged=${est.converged}, λ(credit)=${est.model.lambda.toFixed(3)}`,
  );
  for (const [c, ls] of Object.entries(est.model.levels))
    console.log(
      `  ${c}: ${Object.entries(ls)
        .map(([l, p]) => `${l} ${Math.log2(p.m / p.u).toFixed(2)} (m ${p.m.toFixed(3)} u ${p.u.toFixed(3)})`)
        .join(', ')}`,
    );
  if (!opts.names) return;
  const rows = readTsv(opts.names, { name: 'name', label: 'label', from: 'drawn_from' }).filter((r) => r.label !== 'unsure');
  const scored = rows.map((r) => {
    const v = joinedNameVector(r.name, chart.atomSongs);
    return { ...r, v, w: v ? matchWeight(est.model, v).total : undefined, rulesAct: readJoinedName(r.name, chart.atomSongs).act };
  });
  const share = (xs: typeof scored, right: (x: (typeof scored)[number]) => boolean) =>
    xs.length ? (xs.filter(right).length / xs.length).toFixed(3) : '-';
  const credits = scored.filter((x) => x.label === 'credit');
  const acts = scored.filter((x) => x.label === 'act');
  const served = (xs: typeof scored) => xs.filter((x) => x.from === 'served');
  console.log(
    `labelled: ${credits.length} credits, ${acts.length} acts; ${scored.filter((x) => !x.v).length} not decided by either reading (one part, or never billed)`,
  );
  console.log('reading                 credits  credits(served)  acts  acts(served)');
  const line = (label: string, isCredit: (x: (typeof scored)[number]) => boolean) =>
    console.log(
      `${label.padEnd(22)}  ${share(credits, isCredit)}    ${share(served(credits), isCredit)}            ${share(acts, (x) => !isCredit(x))} ${share(served(acts), (x) => !isCredit(x))}`,
    );
  line('rules (readJoinedName)', (x) => !x.rulesAct);
  for (const t of THRESHOLDS) line(`model, credit at ≥ ${t}`, (x) => x.w !== undefined && x.w >= t);
  if (opts.list)
    for (const x of scored)
      console.log(
        `${x.label}\t${x.from}\t${x.w?.toFixed(2) ?? '-'}\t${x.rulesAct ? 'act' : 'credit'}\t${x.name}\t${JSON.stringify(x.v ?? {})}`,
      );
}

main();
