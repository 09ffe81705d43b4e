/**
 * The shapes of curated decisions (`curated-decisions.ts`) and their reads: one decision by id,
 * the list, oldest first.
 */
import type { Pool } from 'pg';
import type { JsonObject } from '@mc/catalog';
import type { CuratedEntityMergeChange, MovedContributions } from './curated-entity-merge';
import type { ReferencedKind } from './id-references';

/** What a decision is about: artists (every op), recordings, albums, releases (merge, keep_apart). */
export type CuratedKind = 'artist' | ReferencedKind;

/** What an operator decided. */
export type CuratedOp = 'merge' | 'keep_apart' | 'split' | 'whole' | 'set_type';

/** The crediting kinds and the field of their `artists[]` credits naming the artist. */
export const CREDIT_FIELDS: readonly { kind: string; key: 'id' | 'id_artist' }[] = [
  { kind: 'recording', key: 'id' },
  { kind: 'release', key: 'id' },
  { kind: 'show', key: 'id' },
  { kind: 'album', key: 'id_artist' },
];

/** The fields of a split, a whole or a set_type, as sent (part of the decision's content). */
export interface CuratedDetail {
  /** split: the parts the artist's name is a credit of, as printed in it (2..10). */
  parts?: string[];
  /** whole: the act's name, which prints every artist of `ids`. */
  name?: string;
  /** set_type: the artist's type (`Artist.type` of the contract). */
  type?: string;
}

/** A curated decision as sent. */
export interface CuratedDecisionInput {
  /** The client's id of the decision (idempotency key). */
  id: string;
  kind: CuratedKind;
  op: CuratedOp;
  /**
   * The entities it names (of `kind`); for artists: 2..10 to merge (the lowest id survives) or no two of which are the same;
   * the one artist a split reads as a credit, or whose type it sets; the 2..10 parts a whole joins.
   */
  ids: number[];
  /** The fields of a split, whole or set_type. */
  detail?: CuratedDetail;
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
  /** The merged artist's contributions of the kinds sharing its id (its popularity), moved with it. */
  shared?: MovedContributions;
}

/** What a keep-apart undid of a merge resolution had decided (`curated-unmerge.ts`). */
export interface ModelUnmergeChange {
  /** The artist served again, and the one it had been merged into. */
  mergedId: number;
  survivingId: number;
  /** The rule of the undone merge, e.g. `artist:scored-linkage`. */
  rule: string;
  /** The sources whose records went back to the merged id. */
  sources: string[];
  /** Contributions of those sources whose credits name the merged id again. */
  credits: RewrittenCredit[];
}

/** A contribution whose credits a split or whole rewrote: `artists[]` before and after. */
export interface RewrittenCredits {
  kind: string;
  id: number;
  source: string;
  before: JsonObject[];
  after: JsonObject[];
}

/** What a split or a whole changed (undone by `undoCuratedDecision`, renewed after each import). */
export interface CuratedReadingChange {
  /** split: the artist read as a credit (served no more); whole: the act's artist. */
  joinedId: number;
  /** The artists of the parts, in printed order (split: credited instead; whole: credited no more). */
  partIds: number[];
  /** Artists the decision created (one `curated` contribution each: a name no artist had). */
  created: number[];
  /** split: the joined artist's contributions, kept aside while its name is read as a credit. */
  parked: { source: string; doc: JsonObject; docHash: string }[];
  rewritten: RewrittenCredits[];
}

/** What a set_type changed: the artist, and its `curated` contribution before (null: none). */
export interface CuratedTypeChange {
  id: number;
  before: JsonObject | null;
}

/** A recorded curated decision. */
export interface CuratedDecisionRecord extends Omit<CuratedDecisionInput, 'tokenId' | 'accountId'> {
  /** The account name of the token that sent it (null when the token was removed). */
  by: string | null;
  createdAt: Date;
  /**
   * For a merge, what it moved; for a keep-apart, `{vetoed: [a, b]}` and the model merges it undid
   * (`unmerged`); for a split or whole, the reading; for a set_type, the type before.
   */
  changed: {
    merges?: CuratedMergeChange[];
    /** A merge of recordings, albums or releases: what each merged id moved. */
    entityMerges?: CuratedEntityMergeChange[];
    vetoed?: number[];
    unmerged?: ModelUnmergeChange[];
    reading?: CuratedReadingChange;
    typed?: CuratedTypeChange;
  };
}

type DecisionRow = {
  id: string;
  kind: CuratedKind;
  op: CuratedOp;
  ids: string[];
  reason: string;
  by: string | null;
  created_at: Date;
  changed: CuratedDecisionRecord['changed'];
  detail: CuratedDetail;
};
const DECISION_SELECT = `SELECT d.id, d.kind, d.op, d.ids, d.reason, a.name AS by, d.created_at, d.changed, d.detail
  FROM curated_decision d LEFT JOIN account a ON a.id = d.account_id`;
const toDecision = (r: DecisionRow): CuratedDecisionRecord => ({
  id: r.id,
  kind: r.kind,
  op: r.op,
  ids: r.ids.map(Number),
  ...(Object.keys(r.detail).length ? { detail: r.detail } : {}),
  reason: r.reason,
  by: r.by,
  createdAt: r.created_at,
  changed: r.changed,
});

/**
 * The served id of `kind` id `id` (itself, its survivor when merged), or null.
 * @throws on database errors.
 */
export async function servedEntityId(client: Pick<Pool, 'query'>, kind: CuratedKind, id: number): Promise<number | null> {
  const { rows } = await client.query<{ id: string }>(
    `(SELECT id FROM entity WHERE kind = $1 AND id = $2)
     UNION ALL (SELECT m.surviving_id FROM entity_merge m WHERE m.kind = $1 AND m.merged_id = $2) LIMIT 1`,
    [kind, id],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** {@link servedEntityId} of an artist. @throws on database errors. */
export const servedArtistId = (client: Pick<Pool, 'query'>, id: number) => servedEntityId(client, 'artist', id);

/** The served names of artists `ids` (id → name; ids not served are left out). @throws on database errors. */
export async function artistNamesOf(pool: Pick<Pool, 'query'>, ids: readonly number[]): Promise<Map<number, string>> {
  const { rows } = await pool.query<{ id: string; name: string | null }>(
    `SELECT id, doc ->> 'name' AS name FROM entity WHERE kind = 'artist' AND id = ANY($1::bigint[])`,
    [ids],
  );
  return new Map(rows.flatMap((r) => (r.name === null ? [] : [[Number(r.id), r.name] as const])));
}

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
