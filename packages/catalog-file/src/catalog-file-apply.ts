/**
 * Writing mapped catalog-file lines (`catalog-file-lines.ts` outcomes) of one source: what the file
 * import, the streamed line import (Genius layer, generator) and the change sets of
 * `POST /api/catalog/{source}/changes` all call, so every path stores a line the same way.
 *
 * Lines apply in order, as runs of consecutive upserts and deletions:
 * - an upsert run is one `CatalogWriter.write` (its documents, `sameAs` declarations and list
 *   items in one transaction), then the lists its lines state whole are pruned of the items they
 *   no longer hold (`pruneListSets`, a second transaction: a crash between the two leaves the
 *   dropped items until the line is applied again; replays are idempotent);
 * - a deletion run retracts the source's documents of its refs (`retractEntities`, which re-merges
 *   them) and empties the lists it names.
 * With `perLine`, each line's outcome is told: `created`/`updated`/`unchanged` from its own
 * document's write and, for a line stating a list, from a digest of that list before and after;
 * `deleted` when a deletion removed something, else `unchanged`.
 */
import type { Pool } from 'pg';
import {
  type CatalogWriter,
  type ContributionOutcome,
  type ListSetInput,
  listSetDigests,
  pruneListSets,
  retractEntities,
} from '@mc/store';
import type { LineOutcome } from './catalog-file-lines';

/** What applying one line did. */
export type LineResult = 'created' | 'updated' | 'unchanged' | 'deleted';

/** Options of {@link applyLineOutcomes}. */
export interface ApplyOutcomesOptions {
  /** Tell each line's {@link LineResult} (two digest reads per run stating lists); default false. */
  perLine?: boolean;
  /** Refresh planner statistics after re-merging deleted entities (`retractEntities`); default true. */
  analyze?: boolean;
  /**
   * Re-merge what a deletion run retracted at once (default true); false leaves the entities marked
   * for the caller's drain (a change set drains each batch once: `@mc/store` materializePending).
   */
  materialize?: boolean;
  /** Retract without waiting for the WAL flush (`retractEntities` `asyncCommit`); default false. */
  asyncCommit?: boolean;
}

/** What {@link applyLineOutcomes} did. */
export interface AppliedLines {
  /** Per outcome, in order (all `unchanged` unless `perLine`). */
  results: LineResult[];
  /** The writer's outcome of every document written, in order. */
  written: ContributionOutcome[];
  /** List items removed by pruning. */
  itemsRemoved: number;
}

type Kept = Extract<LineOutcome, { deleted: false }>;
type Gone = Extract<LineOutcome, { deleted: true }>;

/** Runs of consecutive outcomes with the same `deleted` flag, in order. */
function runsOf(outcomes: LineOutcome[]): LineOutcome[][] {
  const runs: LineOutcome[][] = [];
  for (const o of outcomes) {
    const last = runs[runs.length - 1];
    if (last && last[0]!.deleted === o.deleted) last.push(o);
    else runs.push([o]);
  }
  return runs;
}

/** Combines a line's document outcome with whether its lists changed. */
function keptResult(own: ContributionOutcome['outcome'] | undefined, before: string[], after: string[]): LineResult {
  if (own === 'created') return 'created';
  const listsChanged = before.some((b, i) => b !== after[i]);
  if (own === undefined && listsChanged && before.every((b) => b === '')) return 'created';
  return own === 'updated' || listsChanged ? 'updated' : 'unchanged';
}

async function applyUpserts(pool: Pool, writer: CatalogWriter, lines: Kept[], opts: ApplyOutcomesOptions) {
  const sets: ListSetInput[] = lines.flatMap((l) => l.lists);
  const before = opts.perLine ? await listSetDigests(pool, writer.source, sets) : [];
  const own = lines.map((l) => l.contribution);
  const written = await writer.write({
    sameAs: lines.flatMap((l) => l.sameAs),
    contributions: [...own.filter((c) => c !== undefined), ...lines.flatMap((l) => l.contributions)],
    listItems: lines.flatMap((l) => l.listItems),
  });
  const removed = await pruneListSets(pool, writer.source, sets);
  const after = opts.perLine ? await listSetDigests(pool, writer.source, sets) : [];
  const results: LineResult[] = [];
  let c = 0;
  let s = 0;
  for (const l of lines) {
    const mine = l.contribution ? written[c++]!.outcome : undefined;
    const n = l.lists.length;
    results.push(opts.perLine ? keptResult(mine, before.slice(s, s + n), after.slice(s, s + n)) : 'unchanged');
    s += n;
  }
  return { results, written, itemsRemoved: removed.reduce((a, b) => a + b, 0) };
}

async function applyDeletions(pool: Pool, source: string, lines: Gone[], opts: ApplyOutcomesOptions) {
  const { retracted } = await retractEntities(
    pool,
    source,
    lines.flatMap((l) => l.retract),
    { analyze: opts.analyze ?? true, materialize: opts.materialize ?? true, asyncCommit: opts.asyncCommit ?? false },
  );
  const removed = await pruneListSets(
    pool,
    source,
    lines.flatMap((l) => l.lists),
  );
  let r = 0;
  let s = 0;
  const results = lines.map((l): LineResult => {
    const hit = retracted.slice(r, r + l.retract.length).some(Boolean) || removed.slice(s, s + l.lists.length).some((n) => n > 0);
    r += l.retract.length;
    s += l.lists.length;
    return hit ? 'deleted' : 'unchanged';
  });
  return { results, itemsRemoved: removed.reduce((a, b) => a + b, 0) };
}

/**
 * Applies `outcomes` of `writer.source` in order (module doc).
 * @throws on database errors (the runs before the failing one stay applied).
 */
export async function applyLineOutcomes(
  pool: Pool,
  writer: CatalogWriter,
  outcomes: LineOutcome[],
  opts: ApplyOutcomesOptions = {},
): Promise<AppliedLines> {
  const out: AppliedLines = { results: [], written: [], itemsRemoved: 0 };
  for (const run of runsOf(outcomes)) {
    if (run[0]!.deleted) {
      const done = await applyDeletions(pool, writer.source, run as Gone[], opts);
      out.results.push(...done.results);
      out.itemsRemoved += done.itemsRemoved;
    } else {
      const done = await applyUpserts(pool, writer, run as Kept[], opts);
      out.results.push(...done.results);
      out.written.push(...done.written);
      out.itemsRemoved += done.itemsRemoved;
    }
  }
  return out;
}
