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

// KEYS[1] counter key; ARGV[1] window end (unix s), ARGV[2] increment (0 = read only)
const COUNT_SCRIPT = `
local n
if tonumber(ARGV[2]) > 0 then
  n = redis.call('INCRBY', KEYS[1], ARGV[2])
  if n == tonumber(ARGV[2]) then redis.call('EXPIREAT', KEYS[1], ARGV[1]) end
else
  n = tonumber(redis.call('GET', KEYS[1]) or '0')
end
return n`;

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
   * Counts `cost` requests (1 for a lookup; the item count for a batch) for `tokenId` and tells
   * whether they fit in the window. A refused request still counts toward the window's total, so
   * `remaining` stays 0 until reset.
   */
  async consume(tokenId: number, limit: number, cost = 1, nowMs = Date.now()): Promise<QuotaState> {
    return this.run(tokenId, limit, cost, nowMs);
  }

  /** Current state without counting (for `/user/api/status`). */
  async peek(tokenId: number, limit: number, nowMs = Date.now()): Promise<QuotaState> {
    return this.run(tokenId, limit, 0, nowMs);
  }

  private async run(tokenId: number, limit: number, cost: number, nowMs: number): Promise<QuotaState> {
    const w = this.window(nowMs);
    const key = `${w.key}:${tokenId}`;
    const used = Number(
      await (this.redis as unknown as { mcQuotaCount(k: string, e: number, c: number): Promise<number> }).mcQuotaCount(
        key,
        w.end,
        cost,
      ),
    );
    const allowed = used <= limit;
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
