/**
 * Daily request quotas (SPEC 8): a fixed window per token per UTC day, counted in Redis with one
 * atomic Lua script (INCR + EXPIREAT), so any number of API processes share one exact count.
 */
import type { Redis } from 'ioredis';

/** Quota state after (or without) counting a request. */
export interface QuotaState {
  limit: number;
  /** Requests left in the window (0..limit). */
  remaining: number;
  /** Seconds until the window resets when blocked, else 0 (SPEC 4.11 `X-Rate-Limit-Retry-After`). */
  retryAfterS: number;
  /** Seconds until the window resets (always). */
  resetInS: number;
  /** False when this request is beyond the limit. */
  allowed: boolean;
}

const DAY_S = 86_400;

// KEYS[1] counter key; ARGV[1] window end (unix s), ARGV[2] cost (0 = read only), ARGV[3] limit.
// A request whose cost does not fit in what remains is refused and charges nothing.
// Returns {units used in the window, 1 when this request was charged}.
const COUNT_SCRIPT = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
local cost = tonumber(ARGV[2])
if cost > 0 and n + cost <= tonumber(ARGV[3]) then
  n = redis.call('INCRBY', KEYS[1], cost)
  redis.call('EXPIREAT', KEYS[1], ARGV[1])
  return {n, 1}
end
return {n, 0}`;

/** Counts requests per token per UTC day. */
export class DailyQuota {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    this.redis.defineCommand('mcQuotaCount', { numberOfKeys: 1, lua: COUNT_SCRIPT });
  }

  private window(nowMs: number) {
    const day = Math.floor(nowMs / 1000 / DAY_S);
    const end = (day + 1) * DAY_S;
    return { key: `${this.prefix}:quota:${day}`, end, resetInS: Math.max(1, Math.ceil(end - nowMs / 1000)) };
  }

  /**
   * Charges `cost` units (1 for a lookup; the item count for a batch) to `tokenId` when they fit
   * in what remains of the window, atomically. A request that does not fit is refused
   * (`allowed: false`) and charges nothing: a 60-item batch with 49 units left leaves 49.
   */
  async consume(tokenId: number, limit: number, cost = 1, nowMs = Date.now()): Promise<QuotaState> {
    return this.run(tokenId, limit, cost, nowMs);
  }

  /**
   * Gives back `cost` units charged today to `tokenId` (a request that failed on the server side
   * after being charged). Never goes below zero.
   */
  async refund(tokenId: number, cost: number, nowMs = Date.now()): Promise<void> {
    if (cost <= 0) return;
    const key = `${this.window(nowMs).key}:${tokenId}`;
    const left = await this.redis.decrby(key, cost);
    if (left < 0) await this.redis.incrby(key, -left);
  }

  /** Current state without counting (for `/user/api/status`). */
  async peek(tokenId: number, limit: number, nowMs = Date.now()): Promise<QuotaState> {
    return this.run(tokenId, limit, 0, nowMs);
  }

  private async run(tokenId: number, limit: number, cost: number, nowMs: number): Promise<QuotaState> {
    const w = this.window(nowMs);
    const key = `${w.key}:${tokenId}`;
    const [usedRaw, charged] = await (
      this.redis as unknown as { mcQuotaCount(k: string, e: number, c: number, l: number): Promise<[number, number]> }
    ).mcQuotaCount(key, w.end, cost, limit);
    const used = Number(usedRaw);
    const allowed = cost > 0 ? Number(charged) === 1 : used < limit;
    const blocked = cost > 0 ? !allowed : used >= limit;
    return {
      limit,
      remaining: Math.max(0, limit - used),
      retryAfterS: blocked ? w.resetInS : 0,
      resetInS: w.resetInS,
      allowed,
    };
  }
}
