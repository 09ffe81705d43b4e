/**
 * CPU-seconds per process role during a phase of a benchmark: what a report quotes when the
 * machine bounds a target (which process the time went to, against the cores the phase had).
 *
 * Roles are sets of pids: the servers of `npm run services:up`, found by their pid files under
 * `.services/` (every Elasticsearch node; PostgreSQL's postmaster with its backends; Redis), and
 * the bench's own child processes (API, worker) by pid. CPU time per pid comes from `pidusage`
 * (Linux `/proc/<pid>/stat` user + system time), process trees from `pidtree`. A process that
 * exits during the phase is not counted (PostgreSQL backends of pooled connections live as long
 * as the phase); one started during it is counted whole.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pidtree from 'pidtree';
import pidusage from 'pidusage';

const SERVICES = join(__dirname, '..', '.services');

/** pid → CPU milliseconds used so far, per role. */
export type CpuSnapshot = Map<string, Map<number, number>>;

/** The first integer of a pid file, or undefined when there is none. */
function pidFile(path: string): number | undefined {
  if (!existsSync(path)) return undefined;
  const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
  return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
}

/** A pid with all its descendants (just the pid when the tree cannot be read: the process is gone). */
export async function withDescendants(pid: number): Promise<number[]> {
  return [pid, ...(await pidtree(pid).catch(() => [] as number[]))];
}

/**
 * Pids of the local servers of `scripts/services.sh` by role (`elasticsearch`, `postgresql`,
 * `redis`), each with its descendants; a role whose pid file is absent (servers of your own) is
 * left out.
 */
export async function serverPids(): Promise<Record<string, number[]>> {
  const esPidFiles = [join(SERVICES, 'es-logs', 'es.pid')];
  const cluster = join(SERVICES, 'es-cluster');
  if (existsSync(cluster)) for (const node of readdirSync(cluster)) esPidFiles.push(join(cluster, node, 'logs', 'es.pid'));
  const roots: Record<string, (number | undefined)[]> = {
    elasticsearch: esPidFiles.map(pidFile),
    postgresql: [pidFile(join(SERVICES, 'pg', 'postmaster.pid'))],
    redis: [pidFile(join(SERVICES, 'redis.pid'))],
  };
  const out: Record<string, number[]> = {};
  for (const [role, pids] of Object.entries(roots)) {
    const found = pids.filter((p): p is number => p !== undefined);
    if (found.length) out[role] = (await Promise.all(found.map(withDescendants))).flat();
  }
  return out;
}

/**
 * CPU milliseconds used so far by every pid of `roles` (pids that are gone are left out).
 * @param roles role → pids (e.g. {@link serverPids} plus `{ api: [pid], worker: [pid] }`).
 */
export async function cpuSnapshot(roles: Record<string, readonly number[]>): Promise<CpuSnapshot> {
  const all = [...new Set(Object.values(roles).flat())];
  const stats = all.length ? await pidusage(all).catch(() => ({}) as Record<number, pidusage.Status>) : {};
  const snapshot: CpuSnapshot = new Map();
  for (const [role, pids] of Object.entries(roles)) {
    const m = new Map<number, number>();
    for (const pid of pids) {
      const s = (stats as Record<number, pidusage.Status | undefined>)[pid];
      if (s) m.set(pid, s.ctime);
    }
    snapshot.set(role, m);
  }
  return snapshot;
}

/**
 * CPU-seconds per role between two snapshots (module doc: pids of `after` only), and their sum.
 * Pure. @returns role → seconds, in the order of `after`.
 */
export function cpuSecondsBetween(before: CpuSnapshot, after: CpuSnapshot): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [role, pids] of after) {
    let ms = 0;
    for (const [pid, ctime] of pids) ms += Math.max(0, ctime - (before.get(role)?.get(pid) ?? 0));
    out[role] = ms / 1000;
  }
  return out;
}

/** `role=12.3s …` of {@link cpuSecondsBetween}, with the total and the cores it amounts to over `wallS` seconds. */
export function formatCpu(seconds: Record<string, number>, wallS: number): string {
  const total = Object.values(seconds).reduce((a, b) => a + b, 0);
  const parts = Object.entries(seconds).map(([role, s]) => `${role}=${s.toFixed(1)}s`);
  return `${parts.join(' ')} total=${total.toFixed(1)}s over ${wallS.toFixed(1)} s wall (${(total / wallS).toFixed(2)} cores)`;
}

/** Clock ticks per second of `/proc/<pid>/stat` times (`getconf CLK_TCK`; 100 on Linux). */
let clockTicks: number | undefined;
function ticksPerSecond(): number {
  clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return clockTicks;
}

/**
 * CPU milliseconds of `pid` itself (user + system) and of its children it has waited for
 * (`cutime` + `cstime`), from `/proc/<pid>/stat` (proc(5) fields 14–17); zeros when the process is
 * gone. A child that exits is reaped by its parent, so its whole time moves to the parent's
 * children fields: what a step's short-lived processes (a `catalog` child, PostgreSQL backends of
 * its pool) cost is then still counted.
 */
export function statCpuMs(pid: number): { selfMs: number; childrenMs: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "pid (comm) ": state is field 3, utime 14, stime 15, cutime 16, cstime 17.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ms = (i: number) => (Number(f[i - 3]) * 1000) / ticksPerSecond();
    return { selfMs: ms(14) + ms(15), childrenMs: ms(16) + ms(17) };
  } catch {
    return { selfMs: 0, childrenMs: 0 };
  }
}

/**
 * CPU milliseconds used so far by each role's process trees, counting processes that exited
 * through their parent's children fields ({@link statCpuMs}): per role, every pid's own time and
 * the time of its reaped children. Differences between two calls are the role's CPU over the
 * interval, including processes that started and ended in it.
 * @param roles role → pids (e.g. {@link serverPids}, each root with its live descendants).
 */
export function reapedCpuMs(roles: Record<string, readonly number[]>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [role, pids] of Object.entries(roles)) {
    out[role] = [...new Set(pids)].reduce((n, pid) => {
      const s = statCpuMs(pid);
      return n + s.selfMs + s.childrenMs;
    }, 0);
  }
  return out;
}

/** CPU-seconds per role between two {@link reapedCpuMs} readings (roles of `after`). Pure. */
export function reapedSecondsBetween(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(after).map(([role, ms]) => [role, (ms - (before[role] ?? 0)) / 1000]));
}
