/**
 * The order a change set's batch is written in. Lines apply in order, and `applyLineOutcomes`
 * writes a batch as runs of consecutive upserts and deletions, one transaction each: a batch mixing
 * them line by line (a rename, a deletion, a new recording…) costs a transaction per alternation,
 * about one per deletion. Within one batch no key repeats (a repeated key starts a new batch), so
 * the upserts can go first and the deletions after, in two runs, whenever no deletion touches what
 * an upsert of the batch names: {@link upsertsFirst} checks that, comparing `(source, key)` of every
 * ref and list owner on either side (kinds ignored, so kinds sharing ids — a recording and its
 * lyric — count as one; an overlap of unrelated kinds only keeps the line order). A deletion
 * retracts the source's documents of its refs, their list items and the items pointing at them; an
 * upsert that names none of those writes the same rows before or after it.
 */
import { asRef, isRef } from '@mc/catalog';
import type { ListSetInput } from '@mc/store';
import type { LineOutcome } from '../catalog-file-lines';

const keyOf = (source: string, key: string) => `${source}\u0000${key}`;

/** `(source, key)` of every ref anywhere in `value`, into `out`. */
function refKeys(value: unknown, out: Set<string>): void {
  if (isRef(value)) out.add(keyOf(value.source, value.key));
  else if (Array.isArray(value)) for (const v of value) refKeys(v, out);
  else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) refKeys(v, out);
}

const ownerKeys = (lists: readonly ListSetInput[], out: Set<string>) => {
  for (const l of lists) out.add(keyOf(l.ownerSource, l.ownerKey));
};

/**
 * `outcomes` with every upsert before every deletion when that writes the same rows as the line
 * order (module doc), else `outcomes` as they are. Pure.
 */
export function upsertsFirst(outcomes: LineOutcome[]): LineOutcome[] {
  const kept = outcomes.filter((o) => !o.deleted);
  const gone = outcomes.filter((o) => o.deleted);
  if (!kept.length || !gone.length) return outcomes;
  const named = new Set<string>();
  for (const o of kept) {
    refKeys(o, named);
    ownerKeys(o.lists, named);
  }
  for (const o of gone) {
    if (o.lists.some((l) => named.has(keyOf(l.ownerSource, l.ownerKey)))) return outcomes;
    if (o.retract.some((r) => named.has(keyOf(asRef(r).source, asRef(r).key)))) return outcomes;
  }
  return [...kept, ...gone];
}
