/**
 * The shapes of curated decisions (`curated-decisions.ts`) and their reads: one decision by id,
 * the list, oldest first.
 */
import type { Pool } from 'pg';
import type { JsonObject } from '@mc/catalog';

/** What an operator decided. */
export type CuratedOp = 'merge' | 'keep_apart';

/** A curated decision as sent. */
export interface CuratedDecisionInput {
  /** The client's id of the decision (idempotency key). */
  id: string;
  /** Only `artist` for now. */
  kind: 'artist';
  op: CuratedOp;
  /** The artists it names, 2..10: to merge (the lowest id survives), or no two of which are the same. */
  ids: number[];
  /** Why, in the operator's words. */
  reason: string;
  /** The token that sent it and its account. */
  tokenId: number | null;
  accountId: number | null;
}

/** One entity a merge rewrote: its contribution of `source` credited the merged id at `slots`. */
export interface RewrittenCredit {
  kind: string;
  id: number;
  source: string;
  slots: number[];
}

/** What a curated merge changed, per merged id (undone by `undoCuratedDecision`). */
export interface CuratedMergeChange {
  mergedId: number;
  survivingId: number;
  /** Sources moved onto the survivor; those kept aside (the survivor had one); list items moved. */
  movedSources: string[];
  parked: { source: string; doc: JsonObject; docHash: string }[];
  movedItems: [string, string, string][]; // [list, item key, source]
  /** Contributions whose credits were re-pointed to the survivor. */
  credits: RewrittenCredit[];
  /** Ids merged into the merged id before (its own merges), re-pointed onto the survivor with it. */
  absorbed?: number[];
}

/** A recorded curated decision. */
export interface CuratedDecisionRecord extends Omit<CuratedDecisionInput, 'tokenId' | 'accountId'> {
  /** The account name of the token that sent it (null when the token was removed). */
  by: string | null;
  createdAt: Date;
  /** For a merge, what it moved; for a keep-apart, `{vetoed: [a, b]}`. */
  changed: { merges?: CuratedMergeChange[]; vetoed?: number[] };
}

type DecisionRow = {
  id: string;
  kind: 'artist';
  op: CuratedOp;
  ids: string[];
  reason: string;
  by: string | null;
  created_at: Date;
  changed: CuratedDecisionRecord['changed'];
};
const DECISION_SELECT = `SELECT d.id, d.kind, d.op, d.ids, d.reason, a.name AS by, d.created_at, d.changed
  FROM curated_decision d LEFT JOIN account a ON a.id = d.account_id`;
const toDecision = (r: DecisionRow): CuratedDecisionRecord => ({
  id: r.id,
  kind: r.kind,
  op: r.op,
  ids: r.ids.map(Number),
  reason: r.reason,
  by: r.by,
  createdAt: r.created_at,
  changed: r.changed,
});

/** One curated decision, or null. @throws on database errors. */
export async function getCuratedDecision(pool: Pick<Pool, 'query'>, id: string): Promise<CuratedDecisionRecord | null> {
  const { rows } = await pool.query<DecisionRow>(`${DECISION_SELECT} WHERE d.id = $1`, [id]);
  return rows[0] ? toDecision(rows[0]) : null;
}

/** Curated decisions, oldest first (at most `limit`, after `offset`). @throws on database errors. */
export async function listCuratedDecisions(pool: Pick<Pool, 'query'>, offset = 0, limit = 100): Promise<CuratedDecisionRecord[]> {
  const { rows } = await pool.query<DecisionRow>(`${DECISION_SELECT} ORDER BY d.created_at, d.id OFFSET $1 LIMIT $2`, [
    offset,
    limit,
  ]);
  return rows.map(toDecision);
}
