/**
 * Daily request quotas (`docs/api.md` "Quotas"): a fixed window per token per UTC day, shared by every API process
 * through Redis, with quota units **leased in blocks** so that a counted request does not wait for
 * a Redis round trip.
 *
 * Redis holds, per token and day, `reserved` (units charged or leased: the limit is checked
 * against it), `spare` (units of open leases beyond the request that took them, i.e. units some
 * process may still hold unspent) and `leases`, a hash of the open leases that have spare units
 * (lease id → units, spare, record deadline). One atomic Lua script ({@link LEASE_SCRIPT}) closes
 * leases this process is done with (gives back their unspent units and their `spare`) and, when
 * the request's cost fits in `limit − reserved`, reserves
 * `max(cost, min(maxUnits, ⌊free / LEASE_DIVISOR⌋))` units under a new lease id. The process then
 * charges the following requests from the lease in memory ({@link DailyQuota.consumeLocal}) until
 * it is spent or `leaseMs` old; an expired lease is closed by the next lease call or by a sweep
 * every `leaseMs / 2`.
 *
 * A lease is closed **once, by its id**: the script applies a close only while the lease's record
 * exists and deletes it. So
 * - a close whose outcome is unknown (Redis failed or restarted during the call) is kept and sent
 *   again with the next call for that token and day (or by the sweep): applied at most once;
 * - a lease call whose outcome is unknown is closed in full later (its request failed, so none of
 *   its units were spent) if Redis did grant it;
 * - after Redis restarts empty, leases granted before the restart are not in `leases`: their closes
 *   change nothing, and never take units or spare from leases granted after it (the day's count
 *   starts again from what is charged after the restart).
 * `spare` is therefore exactly the spare units of the open leases: no counter is left behind.
 *
 * Exactness (what the integration tests check):
 * - **No overshoot**: every unit is reserved in Redis before it is spent, so across any number of
 *   processes no more than `limit` units are ever charged in a day (per Redis lifetime: a Redis
 *   restarted empty forgets the day's count).
 * - **Small limits are exact per request**: a lease is one request's cost whenever fewer than
 *   `2 × LEASE_DIVISOR` (32) units are free, so a 3/day token costs one Redis call per request,
 *   as before leasing (such a lease has no spare and no record).
 * - **Refusals are exact too**: a request is refused only when its cost does not fit in what is
 *   free. When other processes still hold leased units (`spare > 0`) the refused request waits
 *   for their leases to close (`leaseMs` + one sweep) and asks once more. A refusal also drops the
 *   records of leases whose process never closed them (it died) past their deadline
 *   (`2 × leaseMs + 60 s` after the grant): their spare no longer makes refusals wait. The losses: a
 *   process that dies holding a lease leaves its unspent units charged for the day (at most one
 *   block: ≤ `maxUnits`, ≤ 1/16 of what was free), and so does a lease call without spare whose
 *   outcome is unknown (its one request's cost).
 * - **Usage counts every request**: once leases are closed (≤ `leaseMs` after the last request,
 *   and on shutdown by {@link DailyQuota.close}), `reserved` is exactly the units charged; while a
 *   lease is open, `X-Rate-Limit-Remaining` is `limit − reserved + this process's unspent units`
 *   (exact with one process; with several, the others' unspent leases count as used until closed).
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Quota state after (or without) counting a request. */
export interface QuotaState {
  limit: number;
  /** Requests left in the window (0..limit). */
  remaining: number;
  /** Seconds until the window resets when blocked, else 0 (`X-Rate-Limit-Retry-After` of the contract's `QuotaStatus`). */
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
/** How long after its grant a lease record may be dropped by a refusal, beyond `2 × leaseMs`, ms. */
const RECORD_SLACK_MS = 60_000;

// KEYS[1] reserved units, KEYS[2] spare units, KEYS[3] open leases with spare (hash: lease id →
// "units spare deadline_ms"); all expire with the window.
// ARGV[1] window end (unix s); ARGV[2] closes: "id back id back …" ('' = none), back = unspent
// units given back, -1 = all the lease's units (its request failed); ARGV[3] units refunded (a
// failed request charged without a lease of its own); ARGV[4] cost of the request (0 = close / read
// only); ARGV[5] limit; ARGV[6] max lease; ARGV[7] divisor; ARGV[8] new lease id; ARGV[9] lifetime
// of a lease record, ms. A close applies only while its record exists (once; never to a lease of
// before a Redis restart). A request whose cost does not fit is refused and reserves nothing.
// Returns {reserved, units leased (0 = refused or read only), spare}.
const LEASE_SCRIPT = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
local s = tonumber(redis.call('GET', KEYS[2]) or '0')
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local function close(id, rec, back)
  redis.call('HDEL', KEYS[3], id)
  local units, spare = string.match(rec, '^(%d+) (%d+)')
  local sp = math.min(s, tonumber(spare))
  if sp > 0 then s = redis.call('DECRBY', KEYS[2], sp) end
  if back < 0 then back = tonumber(units) end
  back = math.min(n, back)
  if back > 0 then n = redis.call('DECRBY', KEYS[1], back) end
end
for id, back in string.gmatch(ARGV[2], '(%S+) (%-?%d+)') do
  local rec = redis.call('HGET', KEYS[3], id)
  if rec then close(id, rec, tonumber(back)) end
end
local refund = math.min(n, tonumber(ARGV[3]))
if refund > 0 then n = redis.call('DECRBY', KEYS[1], refund) end
local cost = tonumber(ARGV[4])
if cost <= 0 then return {n, 0, s} end
local free = tonumber(ARGV[5]) - n
if cost > free then
  if s > 0 then
    local recs = redis.call('HGETALL', KEYS[3])
    for i = 1, #recs, 2 do
      if tonumber(string.match(recs[i + 1], ' (%d+)$')) < now then close(recs[i], recs[i + 1], 0) end
    end
  end
  return {n, 0, s}
end
local units = math.max(cost, math.min(tonumber(ARGV[6]), math.floor(free / tonumber(ARGV[7]))))
n = redis.call('INCRBY', KEYS[1], units)
redis.call('EXPIREAT', KEYS[1], ARGV[1])
if units > cost then
  s = redis.call('INCRBY', KEYS[2], units - cost)
  redis.call('EXPIREAT', KEYS[2], ARGV[1])
  redis.call('HSET', KEYS[3], ARGV[8], string.format('%d %d %d', units, units - cost, now + tonumber(ARGV[9])))
  redis.call('EXPIREAT', KEYS[3], ARGV[1])
end
return {n, units, s}`;

type LeaseCall = (
  reserved: string,
  spare: string,
  leases: string,
  end: number,
  closes: string,
  refund: number,
  cost: number,
  limit: number,
  max: number,
  divisor: number,
  newId: string,
  recordMs: number,
) => Promise<[number, number, number]>;

/** This process's open lease of one token. */
interface Lease {
  /** UTC day number of the window it belongs to. */
  day: number;
  limit: number;
  /** Leased units not spent yet. */
  units: number;
  /** Id of the lease's record in Redis (a lease with spare units), to close; undefined when none. */
  id: string | undefined;
  /** `reserved` as Redis answered the last lease call. */
  reserved: number;
  expiresAtMs: number;
}

/** Closes not known to be applied (Redis failed during the call), per token and day: lease id → units given back. */
interface Unclosed {
  tokenId: number;
  day: number;
  closes: Map<string, number>;
}

/** Most unapplied closes kept per token and day (an outage of a busy token); the oldest go first. */
const MAX_UNCLOSED = 1000;

/** Counts requests per token per UTC day (see the module comment for the lease scheme). */
export class DailyQuota {
  private readonly leases = new Map<number, Lease>();
  private readonly inFlight = new Map<number, Promise<unknown>>();
  private readonly unclosed = new Map<string, Unclosed>();
  private readonly maxUnits: number;
  private readonly leaseMs: number;
  private readonly sweeper: NodeJS.Timeout;
  private readonly idPrefix = randomBytes(6).toString('base64url');
  private nextId = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    opts: QuotaLeaseOptions = {},
  ) {
    this.maxUnits = Math.max(1, opts.maxUnits ?? 100);
    this.leaseMs = Math.max(10, opts.leaseMs ?? 1000);
    this.redis.defineCommand('mcQuotaLease', { numberOfKeys: 3, lua: LEASE_SCRIPT });
    this.sweeper = setInterval(() => void this.sweep().catch(() => undefined), this.leaseMs / 2);
    this.sweeper.unref();
  }

  private window(nowMs: number) {
    const day = Math.floor(nowMs / 1000 / DAY_S);
    const end = (day + 1) * DAY_S;
    return { day, end, resetInS: Math.max(1, Math.ceil(end - nowMs / 1000)) };
  }

  /**
   * One script call on the keys of `tokenId` and `day`, sending `closes` along with it: they are
   * forgotten once the call succeeds, kept (to be sent again) when it fails.
   */
  private async call(
    tokenId: number,
    day: number,
    closes: Map<string, number>,
    args: { end?: number; refund?: number; cost?: number; limit?: number; newId?: string },
  ): Promise<[number, number, number]> {
    const key = `${day}:${tokenId}`;
    const pending = this.unclosed.get(key);
    if (pending) for (const [id, back] of pending.closes) if (!closes.has(id)) closes.set(id, back);
    this.unclosed.delete(key);
    const reserved = `${this.prefix}:quota:${day}:${tokenId}`;
    const run = (this.redis as unknown as { mcQuotaLease: LeaseCall }).mcQuotaLease;
    try {
      const r = await run.call(
        this.redis,
        reserved,
        `${reserved}:spare`,
        `${reserved}:leases`,
        args.end ?? 0,
        [...closes].map(([id, back]) => `${id} ${back}`).join(' '),
        args.refund ?? 0,
        args.cost ?? 0,
        args.limit ?? 0,
        this.maxUnits,
        LEASE_DIVISOR,
        args.newId ?? '',
        2 * this.leaseMs + RECORD_SLACK_MS,
      );
      return r.map(Number) as [number, number, number];
    } catch (err) {
      // Outcome unknown: send the closes again later; a lease this call may have granted is closed in full.
      if (args.newId) closes.set(args.newId, -1);
      this.keepUnclosed(tokenId, day, closes);
      throw err;
    }
  }

  /** Keeps `closes` to send again with the next call for the token and day (at most {@link MAX_UNCLOSED}). */
  private keepUnclosed(tokenId: number, day: number, closes: Map<string, number>): void {
    if (!closes.size) return;
    const key = `${day}:${tokenId}`;
    const entry = this.unclosed.get(key) ?? { tokenId, day, closes: new Map<string, number>() };
    for (const [id, back] of closes) entry.closes.set(id, back);
    for (const id of entry.closes.keys()) {
      if (entry.closes.size <= MAX_UNCLOSED) break;
      entry.closes.delete(id);
    }
    this.unclosed.set(key, entry);
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
   * @throws the Redis client's error when Redis does not answer (nothing is charged then).
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

  /** Takes this process's lease of the token out of memory, for closing: its record id → units to give back. */
  private detach(lease: Lease): Map<string, number> {
    const closes = new Map<string, number>();
    if (lease.id !== undefined) closes.set(lease.id, lease.units);
    lease.units = 0;
    lease.id = undefined;
    return closes;
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
      lease = { day: w.day, limit, units: 0, id: undefined, reserved: 0, expiresAtMs: 0 };
      this.leases.set(tokenId, lease);
    }
    const closes = this.detach(lease);
    lease.limit = limit;
    const newId = `${this.idPrefix}.${this.nextId++}`;
    const call = this.call(tokenId, w.day, closes, { end: w.end, cost, limit, newId });
    this.inFlight.set(tokenId, call);
    try {
      const [n, units, openSpare] = await call;
      lease.reserved = n;
      if (units > 0) {
        lease.units = units - cost;
        lease.id = units > cost ? newId : undefined;
        lease.expiresAtMs = nowMs + this.leaseMs;
      }
      return { state: this.state(limit, limit - n + lease.units, units > 0, w.resetInS), spare: openSpare };
    } finally {
      if (this.inFlight.get(tokenId) === call) this.inFlight.delete(tokenId);
    }
  }

  /** Gives back a lease's unspent units and closes its spare (no new lease); kept for later when Redis fails. */
  private async closeLease(tokenId: number, lease: Lease): Promise<void> {
    const closes = this.detach(lease);
    if (closes.size || this.unclosed.has(`${lease.day}:${tokenId}`)) await this.call(tokenId, lease.day, closes, {});
  }

  /** Closes every lease older than `leaseMs`, sends the closes Redis missed, and forgets idle tokens. */
  private async sweep(nowMs = Date.now()): Promise<void> {
    const closing: Promise<void>[] = [];
    for (const [tokenId, lease] of this.leases) {
      if (lease.expiresAtMs > nowMs) continue;
      if (lease.id !== undefined) closing.push(this.closeLease(tokenId, lease));
      else if (!this.inFlight.has(tokenId)) this.leases.delete(tokenId);
    }
    await Promise.allSettled([...closing, ...this.sendUnclosed()]);
  }

  /** Sends the closes Redis missed that no other call took along: one call per token and day. */
  private sendUnclosed(): Promise<unknown>[] {
    return [...this.unclosed.values()].map(({ tokenId, day }) => this.call(tokenId, day, new Map(), {}));
  }

  /**
   * Gives back `cost` units charged today to `tokenId` (a request that failed on the server side
   * after being charged). Never goes below zero; a window that no longer exists is left alone.
   * @throws the Redis client's error when Redis does not answer.
   */
  async refund(tokenId: number, cost: number, nowMs = Date.now()): Promise<void> {
    if (cost <= 0) return;
    await this.call(tokenId, this.window(nowMs).day, new Map(), { refund: cost });
  }

  /**
   * Current state without counting (for `/user/api/status`): `limit − reserved + this process's
   * unspent units` (exact once other processes' leases are closed).
   * @throws the Redis client's error when Redis does not answer.
   */
  async peek(tokenId: number, limit: number, nowMs = Date.now()): Promise<QuotaState> {
    const w = this.window(nowMs);
    const lease = this.leases.get(tokenId);
    const mine = lease && lease.day === w.day ? lease.units : 0;
    const [n] = await this.call(tokenId, w.day, new Map(), {});
    const remaining = limit - n + mine;
    return this.state(limit, remaining, remaining > 0, w.resetInS);
  }

  /** Stops the sweep and gives back every open lease (call before closing the Redis client). */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    const closing = [...this.leases].map(([tokenId, lease]) => this.closeLease(tokenId, lease));
    await Promise.all([...closing, ...this.sendUnclosed()]);
  }
}
