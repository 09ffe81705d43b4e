/**
 * Curated decisions as resolution takes them (`docs/curation.md`): what an operator's split or
 * whole must say to be applied (every part printed in the joined name), checked on the served
 * names, then recorded and applied by `@mc/store` curated-decisions. Merges, keep-aparts and
 * types go to the store as sent.
 */
import type { Pool } from 'pg';
import {
  type CuratedDecisionInput,
  type CuratedDecisionRecord,
  CuratedDecisionInputError,
  artistNamesOf,
  recordCuratedDecision,
} from '@mc/store';
import { foldForMatch } from '@mc/text-analysis';

const tokens = (s: string) => foldForMatch(s).split(' ').filter(Boolean);

/**
 * Whether `part` is printed in `name`: its folded words are a run of the name's folded words
 * ("Quevedo" in "Bizarrap & Quevedo"; not "Queve", not the whole name). Pure.
 */
export function printedIn(name: string, part: string): boolean {
  const n = tokens(name);
  const p = tokens(part);
  if (!p.length || p.length >= n.length) return false;
  for (let i = 0; i + p.length <= n.length; i++) if (p.every((t, j) => n[i + j] === t)) return true;
  return false;
}

/**
 * The first problem of a split or whole on the served names (null when it can be applied):
 * a split's part not printed in its artist's name (`body.parts[i]`), a whole's artist whose name
 * the act's name does not print (`body.ids[i]`), two parts that are one name. Pure.
 * @param names the served name of each id of `d.ids` (missing: not served; the store says 404).
 */
export function readingProblem(
  d: Pick<CuratedDecisionInput, 'op' | 'ids' | 'detail'>,
  names: ReadonlyMap<number, string>,
): { field: string; message: string } | null {
  if (d.op === 'split') {
    const joined = names.get(d.ids[0]!);
    if (joined === undefined) return null;
    const parts = d.detail?.parts ?? [];
    const seen = new Set<string>();
    for (const [i, part] of parts.entries()) {
      if (!printedIn(joined, part)) return { field: `body.parts[${i}]`, message: `"${part}" is not printed in "${joined}"` };
      if (seen.has(foldForMatch(part))) return { field: `body.parts[${i}]`, message: `"${part}" is named twice` };
      seen.add(foldForMatch(part));
    }
  }
  if (d.op === 'whole') {
    const act = d.detail?.name ?? '';
    for (const [i, id] of d.ids.entries()) {
      const name = names.get(id);
      if (name !== undefined && !printedIn(act, name))
        return { field: `body.ids[${i}]`, message: `artist ${id} ("${name}") is not printed in "${act}"` };
    }
  }
  return null;
}

/**
 * Records a curated decision and applies it: a split or whole once {@link readingProblem} finds
 * none. @returns as `recordCuratedDecision` of `@mc/store`.
 * @throws CuratedDecisionInputError (422 naming the part or id; 404 for an id the catalog does not
 *   hold), CuratedDecisionConflictError (409), database errors.
 */
export async function recordDecision(
  pool: Pool,
  d: CuratedDecisionInput,
): Promise<{ decision: CuratedDecisionRecord; created: boolean }> {
  if (d.op === 'split' || d.op === 'whole') {
    const problem = readingProblem(d, await artistNamesOf(pool, d.ids));
    if (problem) throw new CuratedDecisionInputError(problem.field, problem.message, 422);
  }
  return recordCuratedDecision(pool, d);
}
