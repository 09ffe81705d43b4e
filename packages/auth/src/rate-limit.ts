/**
 * Short-term limits beside the daily quota (`docs/api.md` "Limits"), shared by every API process through Redis:
 * fixed-window counters (report intake per token, failed authentications per client address) and
 * a concurrency gate (batch matches in flight per token). Each operation is one atomic Lua script.
 */
import type { Redis } from 'ioredis';

/** Outcome of counting one event in a {@link FixedWindowLimiter}. */
export interface WindowState {
  /** Events counted in the current window, this one included. */
  count: number;
  /** False when the count is beyond the limit. */
  allowed: boolean;
  /** Seconds until the window resets (≥ 1). */
  retryAfterS: number;
}

// KEYS[1] counter; ARGV[1] increment (0 = read), ARGV[2] window length s. Returns {count, ttl s}.
const WINDOW_SCRIPT = `
local n
if tonumber(ARGV[1]) > 0 then
  n = redis.call('INCRBY', KEYS[1], ARGV[1])
  if n == tonumber(ARGV[1]) then redis.call('EXPIRE', KEYS[1], ARGV[2]) end
else
  n = tonumber(redis.call('GET', KEYS[1]) or '0')
end
local ttl = redis.call('TTL', KEYS[1])
return {n, ttl}`;

// KEYS[1] gauge; ARGV[1] max, ARGV[2] safety expiry s. Returns 1 when a slot was taken, else 0.
const ACQUIRE_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[2])
if n > tonumber(ARGV[1]) then
  redis.call('DECR', KEYS[1])
  return 0
end
return 1`;

// KEYS[1] gauge. Never goes below 0 (a slot released after the safety expiry).
const RELEASE_SCRIPT = `
local n = redis.call('DECR', KEYS[1])
if n <= 0 then redis.call('DEL', KEYS[1]) end
return n`;

type Scripts = {
  mcWindow(key: string, inc: number, windowS: number): Promise<[number, number]>;
  mcAcquire(key: string, max: number, expiryS: number): Promise<number>;
  mcRelease(key: string): Promise<number>;
};

function scripts(redis: Redis): Scripts {
  const r = redis as unknown as Partial<Scripts> & Redis;
  if (!r.mcWindow) {
    redis.defineCommand('mcWindow', { numberOfKeys: 1, lua: WINDOW_SCRIPT });
    redis.defineCommand('mcAcquire', { numberOfKeys: 1, lua: ACQUIRE_SCRIPT });
    redis.defineCommand('mcRelease', { numberOfKeys: 1, lua: RELEASE_SCRIPT });
  }
  return r as unknown as Scripts;
}

/**
 * At most `limit` events per `windowS` seconds per subject (a token id, a client address). The
 * window starts at the subject's first event and lasts `windowS` seconds.
 */
export class FixedWindowLimiter {
  constructor(
    private readonly redis: Redis,
    /** Key prefix, e.g. `mc:rl:report`. */
    private readonly prefix: string,
    readonly limit: number,
    readonly windowS: number,
  ) {}

  /** Counts one event of `subject`. @throws the Redis client's error when Redis does not answer. */
  async hit(subject: string | number): Promise<WindowState> {
    return this.run(subject, 1);
  }

  /** The state without counting (`allowed` = another event would still fit). */
  async peek(subject: string | number): Promise<WindowState> {
    const s = await this.run(subject, 0);
    return { ...s, allowed: s.count < this.limit };
  }

  private async run(subject: string | number, inc: number): Promise<WindowState> {
    const [count, ttl] = await scripts(this.redis).mcWindow(`${this.prefix}:${subject}`, inc, this.windowS);
    return {
      count: Number(count),
      allowed: Number(count) <= this.limit,
      retryAfterS: Math.max(1, Number(ttl) > 0 ? Number(ttl) : this.windowS),
    };
  }
}

/**
 * At most `max` operations in flight per subject across all processes. A slot is taken by
 * {@link ConcurrencyGate.acquire} and given back by the function it returns; a slot never given back
 * (a process that died) expires `expiryS` seconds after the subject's last acquisition.
 */
export class ConcurrencyGate {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    readonly max: number,
    private readonly expiryS: number,
  ) {}

  /**
   * Takes a slot of `subject`. @returns a release function (idempotent), or null when `max` are in
   * flight already. @throws the Redis client's error when Redis does not answer.
   */
  async acquire(subject: string | number): Promise<(() => Promise<void>) | null> {
    const key = `${this.prefix}:${subject}`;
    const s = scripts(this.redis);
    if (Number(await s.mcAcquire(key, this.max, this.expiryS)) !== 1) return null;
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      await s.mcRelease(key);
    };
  }
}
