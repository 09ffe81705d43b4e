/**
 * The entity-resolution stage of the import pipeline: after the per-source importers, before
 * indexing (README "Entity resolution").
 *
 * 1. `@mc/resolution` `resolveCatalog` (`resolution-stage.ts`) reads the served artist and
 *    recording documents in pages, decides merges and records the new ones (`entity_merge` rows,
 *    `id_map` re-pointed).
 * 2. {@link importAndResolve} runs the importers, then resolution; then it re-runs, with `force`,
 *    the importers the recorded merges concern and that were not re-imported since
 *    (`reimport-plan.ts`: the sources of the re-pointed rows and those linking to them, among the
 *    run's own and the shipped sources this catalog holds, {@link reimporters}), each limited to
 *    the records of the merged and surviving ids (`mergesToRewrite`: the other records resolve as
 *    before), so each writes those records under the surviving ids (and sweeps what was left under
 *    the merged ones; `settleMergedContributions` for the incremental sources), then resolves
 *    again, until no source is left to re-import (at most {@link MAX_PASSES} passes). The plan is
 *    read from the store, so a re-import an earlier run did not complete is finished by this one,
 *    and a document whose re-merge was lost to a crash is re-merged by the next drain of
 *    `entity_pending`. A second import therefore changes nothing, and a forced one keeps every id.
 * 3. Then the curated readings of joined names (`@mc/store` curated-readings.ts) are applied again
 *    to what the imports wrote: an operator's split or whole outranks every source's credits.
 * 4. Then the derived-fields stage (`derive/derive-stage.ts`) re-derives artist genres and types,
 *    genre top artists and show fields from the resolved documents.
 *
 * Work follows what changed: resolution is a reader of the change feed (`RESOLUTION_READER` of
 * `@mc/resolution`: one run at a time, and each complete run advances it to the feed head it
 * started from), and an import skips the resolution and the derive that would read a catalog where
 * nothing was committed since their last run with the same rules; re-imports an earlier run left
 * unfinished are still finished. A no-op import of a
 * settled catalog therefore costs no catalog-wide scan at any size.
 */
import type { Pool } from 'pg';
import {
  lastImportChecksum,
  mergeReimportGroups,
  mergesToRewrite,
  reapplyCuratedReadings,
  settleMergedContributions,
} from '@mc/store';
import { type ImportSummary, runImports } from './import-runner';
import type { ImportProgress, Importer } from './importer';
import { IMPORTERS } from './registry';
import { resolveCatalogIfBehind, type ResolutionResult } from '@mc/resolution';
import { sourcesToReimport } from './reimport-plan';
import { type DeriveResult, deriveIfBehind } from '@mc/derive';

/** Resolution passes at most (each after a forced re-import). */
export const MAX_PASSES = 3;

/**
 * The importers a merge may re-run (`reimport-plan.ts` picks those it concerns), in order: the
 * run's own that are not shipped sources (a catalog file, the Genius or the generated layer: first,
 * so what they left under merged ids is settled before a shipped source links to documents, e.g.
 * shs100k's cliques to recordings), then the
 * shipped sources this catalog holds (a completed import run; their records reference artists and
 * recordings). A catalog of an operator's own files never gets the sample.
 * @throws on database errors.
 */
export async function reimporters(pool: Pool, importers: readonly Importer[]): Promise<Importer[]> {
  const shipped: Importer[] = [];
  for (const i of IMPORTERS) if ((await lastImportChecksum(pool, i.source)) !== undefined) shipped.push(i);
  return [...importers.filter((i) => !IMPORTERS.some((s) => s.source === i.source)), ...shipped];
}

/**
 * Re-runs `rerun` with `force`, each limited to the records of the merges recorded since its last
 * run (`mergesToRewrite`; for a source that links to others, also of the entities whose served
 * document changed since those merges, which it reads anew; a full re-import when the change feed
 * was pruned since): the writer writes only the records that resolve to or reference one of those ids
 * (decided in memory: the other batches cost no database round trip), a
 * complete source then sweeps only what it left under the merged ids, and an incremental one is
 * settled (`settleMergedContributions`). Every other record would be written unchanged.
 */
async function reimport(
  pool: Pool,
  dataDir: string,
  rerun: readonly Importer[],
  opts: ImportAndResolveOptions,
): Promise<ImportSummary[]> {
  const summaries: ImportSummary[] = [];
  for (const i of rerun) {
    const rewrite = (await mergesToRewrite(pool, i.source, i.dependsOn.length > 0)) ?? undefined;
    summaries.push(...(await runImports(pool, dataDir, [i], { ...opts, force: true, rewrite })));
    if (i.incremental) await settleMergedContributions(pool, i.source);
  }
  return summaries;
}

/** Options of {@link importAndResolve} (those of `runImports`). */
export interface ImportAndResolveOptions {
  force?: boolean;
  progress?: (label: string) => ImportProgress;
  log?: (m: string) => void;
}

/**
 * Imports `importers`, then resolves entities, re-importing the sources the merges concern while
 * any is left (module doc).
 * @returns the summaries of every importer run (re-runs included), of each resolution pass, and of
 *   the derive (null when skipped: nothing committed since the last one).
 * @throws the first importer or database error.
 */
export async function importAndResolve(
  pool: Pool,
  dataDir: string,
  importers: Importer[],
  opts: ImportAndResolveOptions = {},
): Promise<{ summaries: ImportSummary[]; resolutions: ResolutionResult[]; derived: DeriveResult | null }> {
  const log = opts.log ?? (() => undefined);
  const summaries = await runImports(pool, dataDir, importers, opts);
  const resolutions: ResolutionResult[] = [];
  const candidates = await reimporters(pool, importers);
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    const r = await resolveCatalogIfBehind(pool);
    resolutions.push(r);
    // What a run stopped between an incremental source's re-import and its settling left behind.
    for (const i of candidates) if (i.incremental) await settleMergedContributions(pool, i.source);
    const rerun = sourcesToReimport(await mergeReimportGroups(pool), candidates);
    const outcome = r.skipped
      ? 'nothing committed since the last resolution'
      : `${r.applied.length} new merges (${r.decided.artist} artist, ${r.decided.recording} recording decided)`;
    log(`resolution pass ${pass}: ${outcome}; re-importing ${rerun.map((i) => i.source).join(', ') || 'nothing'}`);
    if (!rerun.length) break;
    summaries.push(...(await reimport(pool, dataDir, rerun, opts)));
  }
  const curated = await reapplyCuratedReadings(pool);
  if (curated) log(`curated readings: ${curated} contributions rewritten or kept aside again`);
  const derived = await deriveIfBehind(pool, { wait: true });
  log(
    derived
      ? `derive: ${JSON.stringify(derived.perRule)}; written ${JSON.stringify(derived.written)}`
      : 'derive: nothing committed since the last derive',
  );
  return { summaries, resolutions, derived };
}
