/**
 * Personal access tokens (`docs/api.md` "Tokens"): created by the CLI, shown once, stored only as SHA-256 hex.
 * Trial tokens: 200 requests/day, valid 15 days (`docs/api.md` "Tokens"). Premium: limit and lifetime per account.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Pool } from 'pg';

/** Token plans (`docs/api.md` "Tokens"). */
export type Plan = 'trial' | 'premium';

/**
 * What a token may do: `read` the catalog (every token), write it (`catalog:write`: catalog
 * changes), administer it (`admin`: reindex jobs). A token is created with one of them and holds
 * it with those below it (admin ⊃ catalog:write ⊃ read): the stored and verified scopes list them
 * all, so a route checks one membership (`info.scopes.includes(scope)`).
 */
export const SCOPES = ['read', 'catalog:write', 'admin'] as const;
/** One of {@link SCOPES}. */
export type Scope = (typeof SCOPES)[number];

/** The scopes a token created with `scope` holds (`scope` and those below it, in {@link SCOPES} order). */
export function impliedScopes(scope: Scope): Scope[] {
  return SCOPES.slice(0, SCOPES.indexOf(scope) + 1);
}

/** True when `value` names a scope. */
export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

/** What the API needs to know about the caller's token. */
export interface TokenInfo {
  tokenId: number;
  accountId: number;
  plan: Plan;
  /** What the token may do (expanded: see {@link SCOPES}). */
  scopes: Scope[];
  /** Requests per UTC day. */
  dailyLimit: number;
  expiresAt: Date | null;
}

/** Trial defaults (`docs/api.md` "Tokens"): requests per day, and validity in days. */
export const TRIAL_DAILY_LIMIT = 200;
/** See {@link TRIAL_DAILY_LIMIT}. */
export const TRIAL_DAYS = 15;
/** Premium default daily limit when none is given (premium quotas are set per account). */
export const PREMIUM_DEFAULT_DAILY_LIMIT = 100_000;

/** SHA-256 hex of a token: the only form in which tokens are stored or compared. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new random token: `mc_` + 32 random bytes in base64url (256 bits). */
export function generateToken(): string {
  return `mc_${randomBytes(32).toString('base64url')}`;
}

/** Options of {@link createToken}. */
export interface CreateTokenOptions {
  plan: Plan;
  /** Requests per day; default 200 (trial) or {@link PREMIUM_DEFAULT_DAILY_LIMIT}. */
  dailyLimit?: number;
  /** Lifetime in days; default 15 (trial) or none (premium). */
  days?: number;
  /** Existing account to attach the token to; a new account is created when absent. */
  accountId?: number;
  accountName?: string;
  /** What the token may do (default `read`); stored with those it implies. */
  scope?: Scope;
}

/**
 * Creates a token and its account. @returns the clear token (never stored) and its record.
 * @throws RangeError on a non-positive limit or days, or an unknown scope.
 */
export async function createToken(pool: Pool, opts: CreateTokenOptions): Promise<{ token: string; info: TokenInfo }> {
  const dailyLimit = opts.dailyLimit ?? (opts.plan === 'trial' ? TRIAL_DAILY_LIMIT : PREMIUM_DEFAULT_DAILY_LIMIT);
  const days = opts.days ?? (opts.plan === 'trial' ? TRIAL_DAYS : undefined);
  if (!Number.isInteger(dailyLimit) || dailyLimit <= 0) throw new RangeError('daily limit must be a positive integer');
  if (days !== undefined && !(days > 0)) throw new RangeError('days must be positive');
  if (opts.scope !== undefined && !isScope(opts.scope)) throw new RangeError(`scope must be one of ${SCOPES.join(', ')}`);
  const scopes = impliedScopes(opts.scope ?? 'read');
  const token = generateToken();
  const accountId =
    opts.accountId ??
    Number(
      (await pool.query<{ id: string }>('INSERT INTO account (name) VALUES ($1) RETURNING id', [opts.accountName ?? 'cli']))
        .rows[0]!.id,
    );
  const { rows } = await pool.query<{ id: string; expires_at: Date | null }>(
    `INSERT INTO api_token (account_id, token_sha256, plan, daily_limit, expires_at, scopes)
     VALUES ($1, $2, $3, $4, CASE WHEN $5::float8 IS NULL THEN NULL ELSE now() + make_interval(secs => $5::float8 * 86400) END, $6)
     RETURNING id, expires_at`,
    [accountId, hashToken(token), opts.plan, dailyLimit, days ?? null, scopes],
  );
  return {
    token,
    info: { tokenId: Number(rows[0]!.id), accountId, plan: opts.plan, scopes, dailyLimit, expiresAt: rows[0]!.expires_at },
  };
}

/** Why a presented token was refused. */
export type TokenRefusal = 'unknown' | 'expired' | 'revoked';

/**
 * Looks tokens up by hash, with a short in-process cache so the hot path does not hit PostgreSQL
 * on every request. A revoked or expired token is refused within `cacheTtlMs` at most.
 */
export class TokenVerifier {
  private readonly cache = new Map<string, { at: number; row: (TokenInfo & { revoked: boolean }) | null }>();

  constructor(
    private readonly pool: Pool,
    private readonly cacheTtlMs = 10_000,
    private readonly maxEntries = 10_000,
  ) {}

  /** @returns the token's info, or why it is refused. */
  async verify(token: string, now = new Date()): Promise<TokenInfo | TokenRefusal> {
    const hash = hashToken(token);
    let hit = this.cache.get(hash);
    if (!hit || now.getTime() - hit.at > this.cacheTtlMs) {
      const { rows } = await this.pool.query<{
        id: string;
        account_id: string;
        plan: Plan;
        daily_limit: number;
        expires_at: Date | null;
        revoked_at: Date | null;
        scopes: Scope[];
      }>('SELECT id, account_id, plan, daily_limit, expires_at, revoked_at, scopes FROM api_token WHERE token_sha256 = $1', [
        hash,
      ]);
      const r = rows[0];
      hit = {
        at: now.getTime(),
        row: r
          ? {
              tokenId: Number(r.id),
              accountId: Number(r.account_id),
              plan: r.plan,
              scopes: r.scopes,
              dailyLimit: r.daily_limit,
              expiresAt: r.expires_at,
              revoked: r.revoked_at !== null,
            }
          : null,
      };
      if (this.cache.size >= this.maxEntries) this.cache.clear();
      this.cache.set(hash, hit);
    }
    const row = hit.row;
    if (!row) return 'unknown';
    if (row.revoked) return 'revoked';
    if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
    const { revoked: _revoked, ...info } = row;
    return info;
  }
}
