/**
 * Which sources a recorded merge makes the resolution stage re-import (`resolution-stage.ts`).
 *
 * A merge re-points `id_map` rows of the merged id to the survivor; the records behind those rows
 * are written under the survivor only when their source is imported again. Every stored reference
 * to the merged id came through one of those rows: the source's own key, or another source's key
 * that an importer links to, which it declares in `dependsOn`. So a merge concerns the sources of
 * its re-pointed rows and those still contributing under the merged id, plus every importer that
 * depends on one of them, directly or not. A concerned source with a finished import run started
 * after the merge was recorded is settled; the others are re-imported. The state lives in the
 * store (`entity_merge`, `import_run`), so a run that was interrupted mid re-import is finished by
 * the next one.
 */
import type { MergeReimportGroup } from '@mc/store';
import type { Importer } from './importer';

/**
 * `sources` plus every importer of `importers` that depends on one of them, transitively.
 * @returns a new set of source names.
 */
export function withDependents(sources: Iterable<string>, importers: readonly Importer[]): Set<string> {
  const concerned = new Set(sources);
  for (let grew = true; grew;) {
    grew = false;
    for (const i of importers) {
      if (!concerned.has(i.source) && i.dependsOn.some((d) => concerned.has(d))) {
        concerned.add(i.source);
        grew = true;
      }
    }
  }
  return concerned;
}

/**
 * The importers of `candidates` (in their order) that some merge group still needs re-imported:
 * concerned by the group (with dependents) and not re-imported since it was recorded (module doc).
 * A concerned source that is not a candidate (not held by this catalog, or an earlier catalog
 * file this run does not have) cannot be re-imported and is left out.
 */
export function sourcesToReimport(groups: readonly MergeReimportGroup[], candidates: readonly Importer[]): Importer[] {
  const needed = new Set<string>();
  for (const g of groups) {
    const done = new Set(g.reimportedSince);
    for (const s of withDependents(g.sources, candidates)) if (!done.has(s)) needed.add(s);
  }
  return candidates.filter((i) => needed.has(i.source));
}
