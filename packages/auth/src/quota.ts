/**
 * Daily request quotas (SPEC 8): a fixed window per token per UTC day, shared by every API process
 * through Redis, with quota units **leased in blocks** so that a counted request does not wait for
 * a Redis round trip.
 *
 * Redis holds, per token and day, `reserved` (units charged or leased: the limit is checked
 * against it) and `spare` (units of open leases beyond the request that took them, i.e. units some
 * process may still hold unspent). One atomic Lua script ({@link LEASE_SCRIPT}) closes this
 * process's previous lease (gives back its unspent units and its `spare`) and, when the request's
 * cost fits in `limit − reserved`, reserves `max(cost, min(maxUnits, ⌊free / LEASE_DIVISOR⌋))`
 * units. The process then charges the following requests from the lease in memory
 * ({@link DailyQuota.consumeLocal}) until it is spent or `leaseMs` old; an expired lease is
 * closed by the next lease call or by a sweep every `leaseMs / 2`.
 *
 * Exactness (what the integration tests check):
 * - **No overshoot**: every unit is reserved in Redis before it is spent, so across any number of
 *   processes no more than `limit` units are ever charged in a day.
 * - **Small limits are exact per request**: a lease is one request's cost whenever fewer than
 *   `2 × LEASE_DIVISOR` (32) units are free, so a 3/day token costs one Redis call per request,
 *   as before leasing.
 * - **Refusals are exact too**: a request is refused only when its cost does not fit in what is
 *   free. When other processes still hold leased units (`spare > 0`) the refused request waits
 *   for their leases to close (`leaseMs` + one sweep) and asks once more. The only loss: a process
 *   that dies holding a lease leaves its unspent units charged for the day (at most one block:
 *   ≤ `maxUnits`, ≤ 1/16 of what was free), and refusals of that token then wait that long.
 * - **Usage counts every request**: once leases are closed (≤ `leaseMs` after the last request,
 *   and on shutdown by {@link DailyQuota.close}), `reserved` is exactly the units charged; while a
 *   lease is open, `X-Rate-Limit-Remaining` is `limit − reserved + this process's unspent units`
 *   (exact with one process; with several, the others' unspent leases count as used until closed).
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

/** Lease tuning of {@link DailyQuota}. */
export interface QuotaLeaseOptions {
  /** Largest lease, units (default 100); 1 = no leasing (one Redis call per counted request). */
  maxUnits?: number;
  /** How long a process may hold a lease before giving back what it did not spend, ms (default 1,000). */
  leaseMs?: number;
}

const DAY_S = 86_400;
/** A lease is at most this fraction (1/16) of the units free when it is taken. */
export const LEASE_DIVISOR = 16;

// KEYS[1] reserved units, KEYS[2] spare units (both expire with the window).
// ARGV[1] window end (unix s), ARGV[2] unspent units given back, ARGV[3] spare closed,
// ARGV[4] cost of the request (0 = only close / read), ARGV[5] limit, ARGV[6] max lease, ARGV[7] divisor.
// A request whose cost does not fit is refused and reserves nothing.
// Returns {reserved, units leased (0 = refused or read only), spare}.
const LEASE_SCRIPT = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
local s = tonumber(redis.call('GET', KEYS[2]) or '0')
local back = math.min(n, tonumber(ARGV[2]))
if back > 0 then n = redis.call('DECRBY', KEYS[1], back) end
local close = math.min(s, tonumber(ARGV[3]))
if close > 0 then s = redis.call('DECRBY', KEYS[2], close) end
local cost = tonumber(ARGV[4])
local free = tonumber(ARGV[5]) - n
if cost <= 0 or cost > free then return {n, 0, s} end
local units = math.max(cost, math.min(tonumber(ARGV[6]), math.floor(free / tonumber(ARGV[7]))))
n = redis.call('INCRBY', KEYS[1], units)
redis.call('EXPIREAT', KEYS[1], ARGV[1])
if units > cost then
  s = redis.call('INCRBY', KEYS[2], units - cost)
  redis.call('EXPIREAT', KEYS[2], ARGV[1])
end
return {n, units, s}`;

type LeaseCall = (
  reserved: string,
  spare: string,
  end: number,
  back: number,
  close: number,
  cost: number,
  limit: number,
  max: number,
  divisor: number,
) => Promise<[number, number, number]>;

/** This process's open lease of one token. */
interface Lease {
  /** UTC day number of the window it belongs to. */
  day: number;
  limit: number;
  /** Leased units not spent yet. */
  units: number;
  /** Spare units this process added to Redis's `spare` and has not closed yet. */
  spare: number;
  /** `reserved` as Redis answered the last lease call. */
  reserved: number;
  expiresAtMs: number;
}

/** Counts requests per token per UTC day (see the module comment for the lease scheme). */
export class DailyQuota {
  private readonly leases = new Map<number, Lease>();
  private readonly inFlight = new Map<number, Promise<unknown>>();
  private readonly maxUnits: number;
  private readonly leaseMs: number;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    opts: QuotaLeaseOptions = {},
  ) {
    this.maxUnits = Math.max(1, opts.maxUnits ?? 100);
    this.leaseMs = Math.max(10, opts.leaseMs ?? 1000);
    this.redis.defineCommand('mcQuotaLease', { numberOfKeys: 2, lua: LEASE_SCRIPT });
    this.sweeper = setInterval(() => void this.sweep().catch(() => undefined), this.leaseMs / 2);
    this.sweeper.unref();
  }

  private window(nowMs: number) {
    const day = Math.floor(nowMs / 1000 / DAY_S);
    const end = (day + 1) * DAY_S;
    return { day, end, resetInS: Math.max(1, Math.ceil(end - nowMs / 1000)) };
  }

  private keys(tokenId: number, day: number): [string, string] {
    const reserved = `${this.prefix}:quota:${day}:${tokenId}`;
    return [reserved, `${reserved}:spare`];
  }

  /** A state with `remaining` clamped to 0..limit; Retry-After only when not `allowed`. */
  private state(limit: number, remaining: number, allowed: boolean, resetInS: number): QuotaState {
    const left = Math.min(limit, Math.max(0, remaining));
    return { limit, remaining: left, retryAfterS: allowed ? 0 : resetInS, resetInS, allowed };
  }

  /**
   * Charges `cost` units from this process's open lease when it covers them — no I/O, no promise.
   * @returns the state after charging, or undefined when Redis must be asked ({@link consume}).
   */
  consumeLocal(tokenId: number, limit: number, cost = 1, nowMs = Date.now()): QuotaState | undefined {
    const lease = this.leases.get(tokenId);
    if (!lease || lease.units < cost || lease.expiresAtMs <= nowMs || lease.limit !== limit) return undefined;
    const w = this.window(nowMs);
    if (lease.day !== w.day) return undefined;
    lease.units -= cost;
    return this.state(limit, limit - lease.reserved + lease.units, true, w.resetInS);
  }

  /**
   * Charges `cost` units (1 for a lookup; the item count for a batch) to `tokenId` when they fit
   * in what remains of the window. A request that does not fit is refused (`allowed: false`) and
   * charges nothing: a 60-item batch with 49 units left leaves 49. Usually answered from the
   * process's lease; otherwise one Redis call (two, a lease period apart, for a refusal while
   * other processes hold leased units).
   */
  async consume(tokenId: number, limit: number, cost = 1, nowMs?: number): Promise<QuotaState> {
    const local = this.consumeLocal(tokenId, limit, cost, nowMs);
    if (local) return local;
    const pending = this.inFlight.get(tokenId);
    if (pending) {
      // Another request of this process is taking a lease for the token: share it when it covers us.
      await pending.catch(() => undefined);
      const shared = this.consumeLocal(tokenId, limit, cost, nowMs);
      if (shared) return shared;
    }
    const first = await this.lease(tokenId, limit, cost, nowMs ?? Date.now());
    if (first.state.allowed || first.spare <= 0 || nowMs !== undefined) return first.state;
    // Refused while other processes hold leased units: they give them back within a lease period.
    await new Promise((r) => setTimeout(r, this.leaseMs * 1.5));
    return (await this.lease(tokenId, limit, cost, Date.now())).state;
  }

  /** One lease call: closes this process's lease of the token and leases anew for `cost`. */
  private async lease(
    tokenId: number,
    limit: number,
    cost: number,
    nowMs: number,
  ): Promise<{ state: QuotaState; spare: number }> {
    const w = this.window(nowMs);
    let lease = this.leases.get(tokenId);
    if (lease && lease.day !== w.day) {
      await this.closeLease(tokenId, lease);
      lease = undefined;
    }
    if (!lease) {
      lease = { day: w.day, limit, units: 0, spare: 0, reserved: 0, expiresAtMs: 0 };
      this.leases.set(tokenId, lease);
    }
    const back = lease.units;
    const close = lease.spare;
    lease.units = 0;
    lease.spare = 0;
    lease.limit = limit;
    const [reserved, spare] = this.keys(tokenId, w.day);
    const call = (this.redis as unknown as { mcQuotaLease: LeaseCall }).mcQuotaLease(
      reserved,
      spare,
      w.end,
      back,
      close,
      cost,
      limit,
      this.maxUnits,
      LEASE_DIVISOR,
    );
    this.inFlight.set(tokenId, call);
    try {
      const [n, units, openSpare] = (await call).map(Number) as [number, number, number];
      lease.reserved = n;
      if (units > 0) {
        lease.units += units - cost;
        lease.spare += units - cost;
        lease.expiresAtMs = nowMs + this.leaseMs;
      }
      return { state: this.state(limit, limit - n + lease.units, units > 0, w.resetInS), spare: openSpare };
    } finally {
      // On an error the outcome is unknown: what was taken out of the lease is not handed out again.
      if (this.inFlight.get(tokenId) === call) this.inFlight.delete(tokenId);
    }
  }

  /** Gives back a lease's unspent units and closes its spare (no new lease). */
  private async closeLease(tokenId: number, lease: Lease): Promise<void> {
    const back = lease.units;
    const close = lease.spare;
    lease.units = 0;
    lease.spare = 0;
    if (back <= 0 && close <= 0) return;
    const [reserved, spare] = this.keys(tokenId, lease.day);
    await (this.redis as unknown as { mcQuotaLease: LeaseCall }).mcQuotaLease(reserved, spare, 0, back, close, 0, 0, 1, 1);
  }

  /** Closes every lease older than `leaseMs` and forgets idle tokens. */
  private async sweep(nowMs = Date.now()): Promise<void> {
    const closing: Promise<void>[] = [];
    for (const [tokenId, lease] of this.leases) {
      if (lease.expiresAtMs > nowMs) continue;
      if (lease.units > 0 || lease.spare > 0) closing.push(this.closeLease(tokenId, lease));
      else if (!this.inFlight.has(tokenId)) this.leases.delete(tokenId);
    }
    await Promise.all(closing);
  }

  /**
   * Gives back `cost` units charged today to `tokenId` (a request that failed on the server side
   * after being charged). Never goes below zero; a window that no longer exists is left alone.
   */
  async refund(tokenId: number, cost: number, nowMs = Date.now()): Promise<void> {
    if (cost <= 0) return;
    const [reserved, spare] = this.keys(tokenId, this.window(nowMs).day);
    await (this.redis as unknown as { mcQuotaLease: LeaseCall }).mcQuotaLease(reserved, spare, 0, cost, 0, 0, 0, 1, 1);
  }

  /**
   * Current state without counting (for `/user/api/status`): `limit − reserved + this process's
   * unspent units` (exact once other processes' leases are closed).
   */
  async peek(tokenId: number, limit: number, nowMs = Date.now()): Promise<QuotaState> {
    const w = this.window(nowMs);
    const lease = this.leases.get(tokenId);
    const mine = lease && lease.day === w.day ? lease.units : 0;
    const [reserved, spare] = this.keys(tokenId, w.day);
    const [n] = await (this.redis as unknown as { mcQuotaLease: LeaseCall }).mcQuotaLease(reserved, spare, 0, 0, 0, 0, 0, 1, 1);
    const remaining = limit - Number(n) + mine;
    return this.state(limit, remaining, remaining > 0, w.resetInS);
  }

  /** Stops the sweep and gives back every open lease (call before closing the Redis client). */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    await Promise.all([...this.leases].map(([tokenId, lease]) => this.closeLease(tokenId, lease)));
  }
}
