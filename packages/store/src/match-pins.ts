/**
 * Curated matches (migration 019, `docs/curation.md` "Pinned lines"): a logged line, named by its
 * folded artist and title key (`matchPinKey` of `@mc/matcher`), pinned to a recording or to "no
 * match", by one account (its own corrections) or globally (`account_id` NULL). One pin per line
 * and owner: pinning the same line to the same answer again is a replay, to another answer a
 * conflict ({@link MatchPinConflictError}: unpin first).
 *
 * A pin keeps the recording id it was given; it is served through resolution: a recording merged
 * since answers with its survivor (`entity_merge`), and a recording the catalog no longer serves
 * is reported (`missing`) and does not apply.
 */
import type { Pool } from 'pg';
import { withTransaction } from './db';

/** A pin as sent. */
export interface MatchPinInput {
  /** `matchPinKey(name, title)`. */
  lineKey: string;
  name: string;
  title: string;
  /** The owning account, or null for a global pin. */
  accountId: number | null;
  /** The recording, or null: the line is never a song. */
  recordingId: number | null;
  reason: string;
  tokenId: number | null;
}

/** A recorded pin, as the pins listing serves it. */
export interface MatchPinRecord {
  id: number;
  lineKey: string;
  name: string;
  title: string;
  /** Null for a global pin. */
  accountId: number | null;
  /** The recording id as pinned (null: "no match"). */
  recordingId: number | null;
  /** The recording answered for the line now: the pinned one, its survivor when merged, null when gone or "no match". */
  servedRecordingId: number | null;
  /** `recording`, `no_match`, `merged` (answered by the survivor) or `missing` (the recording is gone: the pin does not apply). */
  target: 'recording' | 'no_match' | 'merged' | 'missing';
  reason: string;
  /** Account name of the token that pinned it (null once removed). */
  by: string | null;
  createdAt: Date;
}

/** A pin conflicting with another pin of the same line and owner (409). */
export class MatchPinConflictError extends Error {
  constructor(readonly pinId: number) {
    super(`this line already has pin ${pinId} with another answer: unpin it first (DELETE /api/artist-title/pins/${pinId})`);
    this.name = 'MatchPinConflictError';
  }
}

/** A pin naming a recording the catalog does not serve (404). */
export class MatchPinTargetError extends Error {
  constructor(readonly recordingId: number) {
    super(`body.recording_id: recording ${recordingId} is not in the catalog`);
    this.name = 'MatchPinTargetError';
  }
}

/** Columns of a pin with its served recording and its author's name. */
const PIN_COLUMNS = `p.id, p.line_key, p.name, p.title, p.account_id, p.recording_id, p.reason, p.created_at, a.name AS by_name,
  m.surviving_id, (e.id IS NOT NULL) AS served`;
/** Joins of {@link PIN_COLUMNS}. */
const PIN_JOINS = `LEFT JOIN api_token t ON t.id = p.token_id LEFT JOIN account a ON a.id = t.account_id
  LEFT JOIN entity_merge m ON m.kind = 'recording' AND m.merged_id = p.recording_id
  LEFT JOIN entity e ON e.kind = 'recording' AND e.id = COALESCE(m.surviving_id, p.recording_id)`;

interface PinRow {
  id: string;
  line_key: string;
  name: string;
  title: string;
  account_id: string | null;
  recording_id: string | null;
  reason: string;
  created_at: Date;
  by_name: string | null;
  surviving_id: string | null;
  served: boolean;
}

const num = (v: string | null): number | null => (v === null ? null : Number(v));

function pinOf(r: PinRow): MatchPinRecord {
  const recordingId = num(r.recording_id);
  const surviving = num(r.surviving_id);
  const target = recordingId === null ? 'no_match' : !r.served ? 'missing' : surviving !== null ? 'merged' : 'recording';
  return {
    id: Number(r.id),
    lineKey: r.line_key,
    name: r.name,
    title: r.title,
    accountId: num(r.account_id),
    recordingId,
    servedRecordingId: target === 'recording' || target === 'merged' ? (surviving ?? recordingId) : null,
    target,
    reason: r.reason,
    by: r.by_name,
    createdAt: r.created_at,
  };
}

/**
 * Records a pin (module doc). A replay (same line, owner and answer) answers the recorded pin with
 * `created: false` and changes nothing.
 * @throws {@link MatchPinTargetError} for a recording the catalog does not serve (nor merged);
 *   {@link MatchPinConflictError} when the line and owner have a pin with another answer; database errors.
 */
export async function createMatchPin(pool: Pool, input: MatchPinInput): Promise<{ pin: MatchPinRecord; created: boolean }> {
  return withTransaction(pool, async (client) => {
    if (input.recordingId !== null) {
      const known = await client.query(
        `SELECT 1 FROM entity WHERE kind = 'recording' AND id = $1
         UNION ALL SELECT 1 FROM entity_merge WHERE kind = 'recording' AND merged_id = $1`,
        [input.recordingId],
      );
      if (!known.rowCount) throw new MatchPinTargetError(input.recordingId);
    }
    const inserted = await client.query<{ id: string }>(
      `INSERT INTO match_pin (line_key, name, title, account_id, recording_id, reason, token_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING id`,
      [input.lineKey, input.name, input.title, input.accountId, input.recordingId, input.reason, input.tokenId],
    );
    const id = inserted.rows[0]?.id;
    if (id !== undefined) return { pin: (await pinById(client, Number(id)))!, created: true };
    const existing = await client.query<{ id: string; recording_id: string | null }>(
      `SELECT id, recording_id FROM match_pin WHERE line_key = $1 AND COALESCE(account_id, 0) = COALESCE($2::bigint, 0)`,
      [input.lineKey, input.accountId],
    );
    const row = existing.rows[0]!;
    if (num(row.recording_id) !== input.recordingId) throw new MatchPinConflictError(Number(row.id));
    return { pin: (await pinById(client, Number(row.id)))!, created: false };
  });
}

async function pinById(client: Pick<Pool, 'query'>, id: number): Promise<MatchPinRecord | undefined> {
  const r = await client.query<PinRow>(`SELECT ${PIN_COLUMNS} FROM match_pin p ${PIN_JOINS} WHERE p.id = $1`, [id]);
  return r.rows[0] && pinOf(r.rows[0]);
}

/** One pin by id, or undefined. @throws database errors. */
export async function getMatchPin(pool: Pool, id: number): Promise<MatchPinRecord | undefined> {
  return pinById(pool, id);
}

/**
 * The pins a caller sees, oldest first: its account's own and the global ones.
 * @param accountId the caller's account (null: global pins only).
 * @throws database errors.
 */
export async function listMatchPins(
  pool: Pool,
  accountId: number | null,
  offset: number,
  limit: number,
): Promise<MatchPinRecord[]> {
  const r = await pool.query<PinRow>(
    `SELECT ${PIN_COLUMNS} FROM match_pin p ${PIN_JOINS}
     WHERE p.account_id IS NULL OR p.account_id = $1 ORDER BY p.id OFFSET $2 LIMIT $3`,
    [accountId, offset, limit],
  );
  return r.rows.map(pinOf);
}

/** Removes pin `id`; answers it as it was, or undefined when there is none. @throws database errors. */
export async function deleteMatchPin(pool: Pool, id: number): Promise<MatchPinRecord | undefined> {
  return withTransaction(pool, async (client) => {
    const pin = await pinById(client, id);
    if (pin) await client.query('DELETE FROM match_pin WHERE id = $1', [id]);
    return pin;
  });
}

/** Whose pins apply: an account, or the account of a token (a matching job's). */
export type PinOwner = { accountId: number | null } | { tokenId: number };

/** The pin that applies to one line (`LinePin` of `@mc/matcher`). */
export interface AppliedPin {
  id: number;
  scope: 'global' | 'own';
  recordingId: number | null;
  missing: boolean;
}

/**
 * The pins that apply to `lineKeys` for `owner`, by key: the owner's own pin over a global one
 * (module doc), each with the recording it serves.
 * @throws database errors.
 */
export async function pinsForLines(pool: Pool, owner: PinOwner, lineKeys: readonly string[]): Promise<Map<string, AppliedPin>> {
  const out = new Map<string, AppliedPin>();
  if (!lineKeys.length) return out;
  const account =
    'tokenId' in owner
      ? ((await pool.query<{ account_id: string }>('SELECT account_id FROM api_token WHERE id = $1', [owner.tokenId])).rows[0]
          ?.account_id ?? null)
      : owner.accountId;
  const r = await pool.query<PinRow>(
    `SELECT DISTINCT ON (p.line_key) ${PIN_COLUMNS} FROM match_pin p ${PIN_JOINS}
     WHERE p.line_key = ANY($1::text[]) AND (p.account_id IS NULL OR p.account_id = $2)
     ORDER BY p.line_key, p.account_id NULLS LAST`,
    [lineKeys, account],
  );
  for (const row of r.rows) {
    const pin = pinOf(row);
    out.set(pin.lineKey, {
      id: pin.id,
      scope: pin.accountId === null ? 'global' : 'own',
      recordingId: pin.servedRecordingId,
      missing: pin.target === 'missing',
    });
  }
  return out;
}
