/**
 * Operator view of access tokens (`npm run catalog -- token list|revoke`). Tokens themselves are
 * never shown again: only their record (id, account, plan, scopes, limit, dates).
 */
import type { Pool } from 'pg';
import type { Plan, Scope } from './tokens';

/** One token as the operator sees it. */
export interface TokenRecord {
  tokenId: number;
  accountId: number;
  accountName: string;
  plan: Plan;
  /** What the token may do (expanded: `tokens.ts` SCOPES). */
  scopes: Scope[];
  /** Requests per UTC day. */
  dailyLimit: number;
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
}

/**
 * Every token, newest first; with `accountId`, that account's only.
 * @returns at most `limit` records (default 1,000).
 */
export async function listTokens(pool: Pool, opts: { accountId?: number; limit?: number } = {}): Promise<TokenRecord[]> {
  const { rows } = await pool.query<{
    id: string;
    account_id: string;
    name: string;
    plan: Plan;
    scopes: Scope[];
    daily_limit: number;
    created_at: Date;
    expires_at: Date | null;
    revoked_at: Date | null;
  }>(
    `SELECT t.id, t.account_id, a.name, t.plan, t.scopes, t.daily_limit, t.created_at, t.expires_at, t.revoked_at
       FROM api_token t JOIN account a ON a.id = t.account_id
      WHERE $1::bigint IS NULL OR t.account_id = $1
      ORDER BY t.id DESC LIMIT $2`,
    [opts.accountId ?? null, opts.limit ?? 1000],
  );
  return rows.map((r) => ({
    tokenId: Number(r.id),
    accountId: Number(r.account_id),
    accountName: r.name,
    plan: r.plan,
    scopes: r.scopes,
    dailyLimit: r.daily_limit,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    revokedAt: r.revoked_at,
  }));
}

/**
 * Revokes a token (idempotent: a second revocation keeps the first date). Every API process
 * refuses it with 401 once its token cache entry is older than the verifier's TTL (10 s).
 * @returns the revocation date, or null when no token has that id.
 */
export async function revokeToken(pool: Pool, tokenId: number): Promise<Date | null> {
  const { rows } = await pool.query<{ revoked_at: Date }>(
    'UPDATE api_token SET revoked_at = COALESCE(revoked_at, now()) WHERE id = $1 RETURNING revoked_at',
    [tokenId],
  );
  return rows[0]?.revoked_at ?? null;
}
