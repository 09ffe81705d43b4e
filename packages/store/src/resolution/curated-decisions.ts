/**
 * Curated identity decisions (migration 018, `docs/curation.md`): an operator's "these artists are
 * one" (`merge`) or "these two are not the same" (`keep_apart`), recorded with who, when and why,
 * and undone exactly by {@link undoCuratedDecision}. They outrank the model: a curated merge is an
 * `entity_merge` row of rule {@link CURATED_MERGE_RULE} (imports write the merged records under the
 * survivor; resolution never re-decides a recorded merge), a keep-apart an `entity_merge_veto` row
 * naming its decision (resolution never merges a vetoed pair).
 *
 * A merge takes effect at once, in one transaction: the merged artist's contributions move onto
 * the survivor (a source the survivor has is kept aside), its owned list items follow, and every
 * contribution crediting it (recordings, releases, shows, albums) credits the survivor, as a
 * re-import would write them; the documents are re-merged and the change feed written
 * (`merge` of the merged id, `upsert` of what was rewritten). What it moved is kept in the
 * decision's `changed`, so its undo puts every row back under the ids it had.
 */
import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { type JsonObject, LISTS, kindsSharingIds } from '@mc/catalog';
import { withTransaction } from '../db';
import { markPending, materializePending } from '../entity-materializer';
import { type ChangeInput, recordChanges } from '../change-feed-write';
import { applyEntityMergesIn } from './entity-resolution-store';
import type {
  CuratedDecisionInput,
  CuratedDecisionRecord,
  CuratedMergeChange,
  CuratedOp,
  ModelUnmergeChange,
} from './curated-decision-reads';
import { getCuratedDecision, servedEntityId } from './curated-decision-reads';
import {
  type CuratedEntityMergeChange,
  moveContributions,
  moveEntityOnto,
  restoreContributions,
  undoEntityMerge,
} from './curated-entity-merge';
import { applyReading, setArtistType, undoReading, undoArtistType } from './curated-readings';
import { CURATED_MERGE_RULE, UnmergeNeedsReimportError, repointCredits, unmergeModelMerge } from './curated-unmerge';

export * from './curated-decision-reads';
export { CURATED_SOURCE, reapplyCuratedReadings, splitCredits, wholeCredits } from './curated-readings';
export { CURATED_MERGE_RULE, UnmergeNeedsReimportError } from './curated-unmerge';

/** The decision conflicts with one recorded (HTTP 409 naming it). */
export class CuratedDecisionConflictError extends Error {
  constructor(
    message: string,
    /** The id of the decision it conflicts with. */
    readonly decisionId: string | null,
  ) {
    super(message);
  }
}

/** The decision names what is not there (404) or what cannot be so (422), naming `field`. */
export class CuratedDecisionInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
    /** 404: an id the catalog does not hold; 422: a part not printed in the name, and the like. */
    readonly status: 404 | 422 = 404,
  ) {
    super(message);
  }
}

const OWNED_LISTS = [LISTS.artistAlbums];

// A split's and a whole's ids keep their order (the printed order of parts); merge and keep-apart ids are a set.
const contentHash = (d: CuratedDecisionInput) =>
  createHash('sha1')
    .update(
      JSON.stringify([
        d.kind,
        d.op,
        d.op === 'merge' || d.op === 'keep_apart' ? [...d.ids].sort((a, b) => a - b) : d.ids,
        d.reason,
        ...(d.detail ? [d.detail] : []),
      ]),
    )
    .digest('hex');

/** Moves what the merged artist holds onto the survivor (module doc) and says what moved. */
async function moveOnto(client: PoolClient, mergedId: number, survivingId: number): Promise<CuratedMergeChange> {
  const change: CuratedMergeChange = { mergedId, survivingId, movedSources: [], parked: [], movedItems: [], credits: [] };
  const own = await client.query<{ source: string; doc: JsonObject; doc_hash: string; taken: boolean }>(
    `SELECT c.source, c.doc, c.doc_hash,
            EXISTS (SELECT 1 FROM contribution s WHERE s.kind = 'artist' AND s.id = $2 AND s.source = c.source) AS taken
       FROM contribution c WHERE c.kind = 'artist' AND c.id = $1 ORDER BY c.source`,
    [mergedId, survivingId],
  );
  for (const c of own.rows) {
    if (c.taken) change.parked.push({ source: c.source, doc: c.doc, docHash: c.doc_hash });
    else change.movedSources.push(c.source);
  }
  await client.query(`UPDATE contribution SET id = $2 WHERE kind = 'artist' AND id = $1 AND source = ANY($3::text[])`, [
    mergedId,
    survivingId,
    change.movedSources,
  ]);
  await client.query(`DELETE FROM contribution WHERE kind = 'artist' AND id = $1`, [mergedId]);
  const items = await client.query<{ list: string; item_key: string; source: string }>(
    `UPDATE list_item l SET owner_id = $2 WHERE l.owner_id = $1 AND l.list = ANY($3::text[])
       AND NOT EXISTS (SELECT 1 FROM list_item t WHERE t.list = l.list AND t.owner_id = $2 AND t.item_key = l.item_key)
     RETURNING l.list, l.item_key, l.source`,
    [mergedId, survivingId, OWNED_LISTS],
  );
  change.movedItems = items.rows.map((r) => [r.list, r.item_key, r.source]);
  change.credits = await repointCredits(client, mergedId, survivingId);
  change.shared = await moveContributions(client, kindsSharingIds('artist').slice(1), mergedId, survivingId);
  return change;
}

const touchedBy = (c: CuratedMergeChange) => [
  ...kindsSharingIds('artist').flatMap((kind) => [
    { kind, id: c.mergedId },
    { kind, id: c.survivingId },
  ]),
  ...c.credits.map((r) => ({ kind: r.kind as 'recording', id: r.id })),
];

const READINGS: ReadonlySet<CuratedOp> = new Set(['split', 'whole']);
/** Two decisions naming a same artist that cannot both stand: two readings of a name, two types. */
const readingsMeet = (a: CuratedOp, b: CuratedOp) =>
  (a === 'set_type' && b === 'set_type') ||
  ((READINGS.has(a) || READINGS.has(b)) && (READINGS.has(a) || a === 'merge') && (READINGS.has(b) || b === 'merge'));

/** Checks a new decision against the recorded ones and the catalog; returns the served ids. */
async function checkDecision(client: PoolClient, d: CuratedDecisionInput): Promise<number[]> {
  if (d.kind !== 'artist' && d.op !== 'merge' && d.op !== 'keep_apart')
    throw new CuratedDecisionInputError(
      'body.op',
      `${d.op} is a decision about artists; a ${d.kind} can be merged or kept apart`,
      422,
    );
  const served: number[] = [];
  for (const [i, id] of d.ids.entries()) {
    const s = await servedEntityId(client, d.kind, id);
    if (s === null) throw new CuratedDecisionInputError(`body.ids[${i}]`, `no ${d.kind} ${id} in the catalog`);
    served.push(s);
  }
  const { rows } = await client.query<{ id: string; op: CuratedOp; ids: string[] }>(
    `SELECT id, op, ids FROM curated_decision WHERE kind = $1 AND ids && $2::bigint[] ORDER BY created_at`,
    [d.kind, [...d.ids, ...served]],
  );
  for (const r of rows) {
    const conflict = () =>
      new CuratedDecisionConflictError(`conflicts with curated decision "${r.id}" (${r.op} of ${r.ids.join(', ')})`, r.id);
    if (readingsMeet(d.op, r.op)) throw conflict();
    if (r.op === d.op) continue;
    const theirs = new Set(r.ids.map(Number));
    const both = [...new Set([...d.ids, ...served])].filter((x) => theirs.has(x));
    if (both.length >= 2) throw conflict();
  }
  return served;
}

/**
 * Records a curated decision and applies it (module doc), in one transaction. A replay of the same
 * id with the same content answers the recorded decision and changes nothing.
 * @returns the decision recorded, and whether this call recorded it.
 * @throws CuratedDecisionConflictError (409: the id was used for another decision, a merge of a
 *   vetoed pair, a keep-apart of a curated merge, or of artists already served as one);
 *   CuratedDecisionInputError (an id that is not an artist); database errors (nothing is written).
 */
export async function recordCuratedDecision(
  pool: Pool,
  d: CuratedDecisionInput,
): Promise<{ decision: CuratedDecisionRecord; created: boolean }> {
  const hash = contentHash(d);
  const created = await withTransaction(pool, async (client) => {
    // One curated decision at a time: two conflicting ones cannot both pass their checks.
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('curated_decision'))`);
    const known = await client.query<{ content_hash: string }>('SELECT content_hash FROM curated_decision WHERE id = $1', [d.id]);
    if (known.rows[0]) {
      if (known.rows[0].content_hash === hash) return false;
      throw new CuratedDecisionConflictError(`decision "${d.id}" was recorded with another content`, d.id);
    }
    const served = await checkDecision(client, d);
    const changed: CuratedDecisionRecord['changed'] = {};
    if (d.op === 'merge') Object.assign(changed, await mergeServed(client, d, served));
    else if (d.op === 'keep_apart') {
      const { vetoed, unmerged } = await vetoPairs(client, d);
      changed.vetoed = vetoed;
      if (unmerged.length) changed.unmerged = unmerged;
    } else if (d.op === 'set_type') changed.typed = await setArtistType(client, served[0]!, d.detail?.type ?? '');
    else changed.reading = (await applyReading(client, d, served)).change;
    await client.query(
      `INSERT INTO curated_decision (id, kind, op, ids, reason, token_id, account_id, content_hash, changed, detail)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        d.id,
        d.kind,
        d.op,
        d.ids,
        d.reason,
        d.tokenId,
        d.accountId,
        hash,
        JSON.stringify(changed),
        JSON.stringify(d.detail ?? {}),
      ],
    );
    return true;
  });
  if (created) await materializePending(pool, { analyze: false });
  return { decision: (await getCuratedDecision(pool, d.id))!, created };
}

/**
 * The merges of a curated merge: every other served id into the lowest (artists by their credits,
 * recordings, albums and releases by their references: `curated-entity-merge.ts`).
 */
async function mergeServed(
  client: PoolClient,
  d: CuratedDecisionInput,
  served: number[],
): Promise<Pick<CuratedDecisionRecord['changed'], 'merges' | 'entityMerges'>> {
  const ids = [...new Set(served)].sort((a, b) => a - b);
  if (ids.length < 2)
    throw new CuratedDecisionConflictError(`${d.kind}s ${d.ids.join(', ')} are already served as one (${ids[0]})`, null);
  const survivor = ids[0]!;
  const vetoed = await client.query<{ decision_id: string | null }>(
    `SELECT decision_id FROM entity_merge_veto WHERE kind = $2 AND id_a = ANY($1::bigint[]) AND id_b = ANY($1::bigint[])`,
    [ids, d.kind],
  );
  if (vetoed.rows[0])
    throw new CuratedDecisionConflictError(
      `two of these ${d.kind}s are kept apart (${vetoed.rows[0].decision_id ? `curated decision "${vetoed.rows[0].decision_id}"` : 'an undone merge'})`,
      vetoed.rows[0].decision_id,
    );
  const merges: CuratedMergeChange[] = [];
  const entityMerges: CuratedEntityMergeChange[] = [];
  for (const merged of ids.slice(1)) {
    // Merges into the merged id before this one: re-pointed onto the survivor with it, back on undo.
    const absorbed = await client.query<{ merged_id: string }>(
      `SELECT merged_id FROM entity_merge WHERE kind = $2 AND surviving_id = $1 ORDER BY merged_id`,
      [merged, d.kind],
    );
    await applyEntityMergesIn(client, [
      {
        kind: d.kind,
        mergedId: merged,
        survivingId: survivor,
        rule: CURATED_MERGE_RULE,
        evidence: { decision: d.id, reason: d.reason },
      },
    ]);
    const before = absorbed.rows.map((r) => Number(r.merged_id));
    if (d.kind === 'artist') merges.push({ ...(await moveOnto(client, merged, survivor)), absorbed: before });
    else entityMerges.push({ ...(await moveEntityOnto(client, d.kind, merged, survivor)), absorbed: before });
  }
  await markPending(client, merges.flatMap(touchedBy));
  return d.kind === 'artist' ? { merges } : { entityMerges };
}

/**
 * The vetoes of a keep-apart: every pair of its artists. Two of them served as one by the model's
 * merge are first made two again (`unmergeModelMerge`: the merged one of the pair, the higher id
 * when both were merged into a third).
 */
async function vetoPairs(
  client: PoolClient,
  d: CuratedDecisionInput,
): Promise<{ vetoed: number[]; unmerged: ModelUnmergeChange[] }> {
  const unmerged: ModelUnmergeChange[] = [];
  for (const [i, a] of d.ids.entries())
    for (const [j, b] of d.ids.entries()) {
      if (i >= j) continue;
      const [sa, sb] = [await servedEntityId(client, d.kind, a), await servedEntityId(client, d.kind, b)];
      if (sa === sb && d.kind !== 'artist')
        throw new CuratedDecisionConflictError(`${d.kind}s ${a} and ${b} are served as one (${sa})`, null);
      if (sa === sb) unmerged.push(await unmergePair(client, a, b, sa!));
      await client.query(
        `INSERT INTO entity_merge_veto (kind, id_a, id_b, decision_id) VALUES ($4, least($1::bigint, $2::bigint), greatest($1::bigint, $2::bigint), $3)
         ON CONFLICT (kind, id_a, id_b) DO UPDATE SET decision_id = coalesce(entity_merge_veto.decision_id, EXCLUDED.decision_id)`,
        [a, b, d.id, d.kind],
      );
    }
  return { vetoed: [...d.ids].sort((x, y) => x - y), unmerged };
}

/** Undoes the model merge that serves `a` and `b` as `served` (refused when it cannot be undone here). */
async function unmergePair(client: PoolClient, a: number, b: number, served: number): Promise<ModelUnmergeChange> {
  const merged = a === served ? b : b === served ? a : Math.max(a, b);
  try {
    const change = await unmergeModelMerge(client, merged);
    if (change) return change;
  } catch (err) {
    if (err instanceof UnmergeNeedsReimportError) throw new CuratedDecisionConflictError(err.message, null);
    throw err;
  }
  throw new CuratedDecisionConflictError(`artists ${a} and ${b} are served as one (${served})`, null);
}

/**
 * Deletes the merge record of `mergedId` into `survivingId`, gives the merged id its `id_map` rows
 * back, and re-points the merges it had absorbed onto it again.
 * @returns the feed changes of the absorbed ids (a lookup of each answers with the merged id again).
 */
async function unrecordMerge(
  client: PoolClient,
  kind: CuratedDecisionInput['kind'],
  c: { mergedId: number; survivingId: number; absorbed?: number[] },
): Promise<ChangeInput[]> {
  const rec = await client.query<{ moved_keys: [string, string][] }>(
    `DELETE FROM entity_merge WHERE kind = $3 AND merged_id = $1 AND rule = $2 RETURNING moved_keys`,
    [c.mergedId, CURATED_MERGE_RULE, kind],
  );
  await client.query(
    `UPDATE id_map m SET id = $1 FROM jsonb_array_elements($2::jsonb) AS k(pair)
      WHERE m.kind = $3 AND m.source = k.pair->>0 AND m.source_key = k.pair->>1`,
    [c.mergedId, JSON.stringify(rec.rows[0]?.moved_keys ?? []), kind],
  );
  const back = await client.query<{ merged_id: string }>(
    `UPDATE entity_merge SET surviving_id = $1 WHERE kind = $4 AND surviving_id = $2 AND merged_id = ANY($3::bigint[])
     RETURNING merged_id`,
    [c.mergedId, c.survivingId, c.absorbed ?? [], kind],
  );
  return back.rows.map((r) => ({
    kind,
    id: Number(r.merged_id),
    op: 'merge',
    mergedInto: c.mergedId,
    dependents: kind === 'artist',
  }));
}

/** Puts back what one merge of artists moved (module doc). */
async function unmergeArtist(client: PoolClient, c: CuratedMergeChange): Promise<ChangeInput[]> {
  const changes = await unrecordMerge(client, 'artist', c);
  await client.query(
    `UPDATE contribution SET id = $1 WHERE kind = 'artist' AND id = $2 AND source = ANY($3::text[])
       AND NOT EXISTS (SELECT 1 FROM contribution s WHERE s.kind = 'artist' AND s.id = $1 AND s.source = contribution.source)`,
    [c.mergedId, c.survivingId, c.movedSources],
  );
  for (const p of c.parked)
    await client.query(
      `INSERT INTO contribution (kind, id, source, doc, doc_hash) VALUES ('artist', $1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [c.mergedId, p.source, JSON.stringify(p.doc), p.docHash],
    );
  for (const [list, itemKey, source] of c.movedItems)
    await client.query(
      `UPDATE list_item SET owner_id = $1 WHERE list = $3 AND owner_id = $2 AND item_key = $4 AND source = $5
         AND NOT EXISTS (SELECT 1 FROM list_item t WHERE t.list = $3 AND t.owner_id = $1 AND t.item_key = $4)`,
      [c.mergedId, c.survivingId, list, itemKey, source],
    );
  await repointCredits(client, c.survivingId, c.mergedId, c.credits);
  if (c.shared) await restoreContributions(client, c.shared, c.mergedId, c.survivingId);
  await markPending(client, touchedBy(c));
  return changes;
}

/**
 * Undoes a curated decision: a merge puts every moved row back under the ids it had (the merged
 * ids are served again, a change of each in the feed), a keep-apart removes its veto.
 * @returns the decision undone, or null when there is none of that id.
 * @throws on database errors (nothing is undone).
 */
export async function undoCuratedDecision(pool: Pool, id: string): Promise<CuratedDecisionRecord | null> {
  const decision = await getCuratedDecision(pool, id);
  if (!decision) return null;
  const undone = await withTransaction(pool, async (client) => {
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('curated_decision'))`);
    const gone = await client.query('DELETE FROM curated_decision WHERE id = $1', [id]);
    if (!gone.rowCount) return false;
    const changes: ChangeInput[] = [];
    // Merged ids last first: each puts back what it moved onto the survivor.
    for (const c of [...(decision.changed.merges ?? [])].reverse()) changes.push(...(await unmergeArtist(client, c)));
    for (const c of [...(decision.changed.entityMerges ?? [])].reverse()) {
      changes.push(...(await unrecordMerge(client, c.kind, c)));
      await undoEntityMerge(client, c);
    }
    if (decision.changed.vetoed)
      await client.query(`DELETE FROM entity_merge_veto WHERE kind = $2 AND decision_id = $1`, [id, decision.kind]);
    if (decision.changed.reading) await undoReading(client, decision.changed.reading);
    if (decision.changed.typed) await undoArtistType(client, decision.changed.typed);
    await recordChanges(client, changes);
    return true;
  });
  if (undone) await materializePending(pool, { analyze: false });
  return undone ? decision : null;
}
