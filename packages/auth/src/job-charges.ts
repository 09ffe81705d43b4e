/**
 * Matching jobs' charges in the daily quota (`docs/matching-jobs.md` "Limits and quota"). PostgreSQL is the source of truth: each
 * chunk's lines are charged in the chunk's transaction (`match_job_charge`: units per job and UTC
 * day, only ever growing). Redis's daily count (`reserved`, the key {@link DailyQuota} checks
 * requests against) is then **raised to match** by {@link syncJobCharge}: one Lua script keeps, per
 * token and day, the units of each job already added (`…:jobs`, job id → units) and adds only the
 * difference with what PostgreSQL holds. So a sync that is repeated (a worker killed after COMMIT
 * syncs again on its next chunk or when the job ends) adds nothing twice, and a sync that never ran
 * is made up by the next one. A Redis restarted empty forgets the day's count, as for requests;
 * the next sync adds the job's whole day again.
 *
 * A job is admitted when its lines fit in what remains of the token's day (checked by the API);
 * its lines are charged as they are done, so a cancelled job is charged only for its lines done,
 * and requests of the same token made while it runs may find the quota spent.
 */
import type { Redis } from 'ioredis';

const DAY_S = 86_400;

// KEYS[1] reserved units of the token and day; KEYS[2] units added per job (hash). ARGV[1] job id,
// ARGV[2] units PostgreSQL holds for the job and day, ARGV[3] window end (unix s).
// Returns {reserved, units added by this call}.
const SYNC_SCRIPT = `
local applied = tonumber(redis.call('HGET', KEYS[2], ARGV[1]) or '0')
local delta = tonumber(ARGV[2]) - applied
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if delta > 0 then
  n = redis.call('INCRBY', KEYS[1], delta)
  redis.call('EXPIREAT', KEYS[1], ARGV[3])
  redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
  redis.call('EXPIREAT', KEYS[2], ARGV[3])
else
  delta = 0
end
return {n, delta}`;

type SyncCall = (reserved: string, jobs: string, jobId: string, units: number, end: number) => Promise<[number, number]>;

/** One job's committed charge for one UTC day. */
export interface JobCharge {
  tokenId: number;
  /** UTC day, epoch days (`Math.floor(ms / 86_400_000)`). */
  day: number;
  /** Units PostgreSQL holds for the job on that day. */
  units: number;
}

/** The UTC day (epoch days) of `nowMs`, the day a chunk's charge is booked to. */
export function chargeDay(nowMs = Date.now()): number {
  return Math.floor(nowMs / 1000 / DAY_S);
}

/**
 * Raises the token's daily count in Redis to include `charge` of job `jobId` (module doc);
 * `prefix` is the quota's Redis prefix (config REDIS_PREFIX).
 * @returns units added by this call (0 when Redis already had them).
 * @throws the Redis client's error (the next sync makes up for it).
 */
export async function syncJobCharge(redis: Redis, prefix: string, jobId: string, charge: JobCharge): Promise<number> {
  if (!(redis as unknown as { mcJobChargeSync?: SyncCall }).mcJobChargeSync)
    redis.defineCommand('mcJobChargeSync', { numberOfKeys: 2, lua: SYNC_SCRIPT });
  const reserved = `${prefix}:quota:${charge.day}:${charge.tokenId}`;
  const run = (redis as unknown as { mcJobChargeSync: SyncCall }).mcJobChargeSync;
  const [, added] = await run.call(redis, reserved, `${reserved}:jobs`, jobId, charge.units, (charge.day + 1) * DAY_S);
  return Number(added);
}
