/**
 * The catalog CLI's data-quality commands (registered by `cli.ts`):
 *
 *   audit [--clusters [--name TEXT]]    the audit of `@mc/resolution` (`catalog-audit.ts`), summary line
 *                                       last; or each unmerged artist cluster with what a merge lacks
 *   resolve [--list [--verbose]] [--review] [--undo KIND:ID] [--undo-link SOURCE:KEY]
 *                                       run entity resolution now, list recorded merges and
 *                                       import-time link decisions (refused ones too with
 *                                       --verbose), list the artist pairs left for review, undo a
 *                                       merge, or veto an import-time link
 *   derive                              re-derive the derived fields now (`derive/derive-stage.ts`)
 *
 * `resolve` and `resolve --undo` change `id_map`; the next `catalog import --force` rewrites the
 * documents under the new ids (`import` alone runs resolution and that re-import by itself).
 * `resolve --undo-link` vetoes the link; `import --force --source SOURCE` then keeps the entity apart.
 */
import type { Command } from 'commander';
import { type EntityKind, ENTITY_KINDS } from '@mc/catalog';
import { listEntityMerges, listLinkDecisions, loadMergeVetoes, undoEntityMerge, vetoLinkDecision } from '@mc/store';
import { formatLinkDecision, parseLinkKey } from './link-decision-lines';
import { withCommandPool } from './cli-pool';
import {
  auditCatalog,
  auditClusters,
  formatAudit,
  formatClusters,
  linkCatalogArtists,
  pairEvidence,
  resolveCatalog,
} from '@mc/resolution';
import { deriveCatalog } from '@mc/derive';

/** Parses `KIND:ID` (e.g. `artist:7422`). @throws with a message naming the option when malformed. */
export function parseEntityKey(value: string): { kind: EntityKind; id: number } {
  const m = /^([a-z_]+):(\d+)$/u.exec(value.trim());
  const kind = m?.[1] as EntityKind | undefined;
  if (!m || !kind || !(ENTITY_KINDS as readonly string[]).includes(kind) || !Number.isSafeInteger(Number(m[2]))) {
    throw new Error(`--undo must be KIND:ID with KIND one of ${ENTITY_KINDS.join(', ')} (e.g. artist:7422)`);
  }
  return { kind, id: Number(m[2]) };
}

/** Adds `audit`, `resolve` and `derive` to the CLI program. */
export function registerQualityCommands(program: Command): void {
  program
    .command('derive')
    .description('re-derive artist genres/types, genre top artists and show names/years/artists (import runs it too)')
    .action(async () => {
      await withCommandPool({ migrate: true }, async (pool) => {
        const r = await deriveCatalog(pool);
        console.log(
          `derive: ${JSON.stringify(r.perRule)}; ${r.listItems} genre top-artist items; written ${JSON.stringify(r.written)}`,
        );
      });
    });

  program
    .command('audit')
    .description('data-quality audit: duplicate clusters, merges, joined credits, Person with members, missing required fields')
    .option('--clusters', 'list every unmerged same-name artist cluster with what a merge is missing', false)
    .option('--name <text>', 'with --clusters: the clusters (same name or first word) of artists whose name contains this')
    .action(async (opts: { clusters: boolean; name?: string }) => {
      await withCommandPool({ migrate: true }, async (pool) => {
        const lines = opts.clusters
          ? formatClusters(await auditClusters(pool, opts.name))
          : formatAudit(await auditCatalog(pool));
        for (const line of lines) console.log(line);
      });
    });

  program
    .command('resolve')
    .description('entity resolution: record new merges (then `import --force`), list merges, or undo one')
    .option('--list', 'print every recorded merge and import-time link with its evidence', false)
    .option('--verbose', 'with --list, also the import-time links that were refused', false)
    .option('--review', 'print the artist pairs whose weight falls in the review band, strongest first', false)
    .option('--undo <kind:id>', 'undo the merge of this merged id and veto the pair (then `import --force`)')
    .option('--undo-link <source:key>', 'veto the import-time link of this source key (then `import --force --source SOURCE`)')
    .action(async (opts: { list: boolean; verbose: boolean; review: boolean; undo?: string; undoLink?: string }) => {
      const undo = opts.undo === undefined ? undefined : parseEntityKey(opts.undo);
      const undoLink = opts.undoLink === undefined ? undefined : parseLinkKey(opts.undoLink);
      await withCommandPool({ migrate: true }, async (pool) => {
        if (undoLink) {
          const vetoed = await vetoLinkDecision(pool, undoLink.source, undoLink.sourceKey);
          if (!vetoed.length) throw new Error(`${opts.undoLink} has no recorded link (see resolve --list)`);
          for (const d of vetoed)
            console.log(
              `vetoed: ${d.source}:${d.sourceKey} no longer linked to ${d.kind} #${d.targetId}; run import --force --source ${d.source}`,
            );
        } else if (undo) {
          const rec = await undoEntityMerge(pool, undo.kind, undo.id);
          if (!rec) throw new Error(`${undo.kind} ${undo.id} is not a merged id (see resolve --list)`);
          console.log(`undone: ${undo.kind} #${undo.id} no longer merged into #${rec.survivingId}; run import --force`);
        } else if (opts.review) {
          const { review } = await linkCatalogArtists(pool, await loadMergeVetoes(pool, 'artist'));
          for (const { pair, names } of review)
            console.log(
              `review\t${pair.a} ${JSON.stringify(names[0])}\t${pair.b} ${JSON.stringify(names[1])}\t${JSON.stringify(pairEvidence(pair))}`,
            );
          console.log(`review: ${review.length} artist pairs between the merge and review thresholds`);
        } else if (opts.list) {
          for (const m of await listEntityMerges(pool))
            console.log(`${m.kind}\t${m.mergedId}\t→ ${m.survivingId}\t${m.rule}\t${JSON.stringify(m.evidence)}`);
          for (const d of await listLinkDecisions(pool, { refused: opts.verbose })) console.log(formatLinkDecision(d));
        } else {
          const r = await resolveCatalog(pool);
          console.log(
            `resolution: ${r.decided.artist} artist and ${r.decided.recording} recording merges decided, ${r.applied.length} new; run import --force to rewrite the documents`,
          );
        }
      });
    });
}
