/**
 * The pieces of `bench:scale` that are not measurements: its own database and index prefix, the
 * `catalog` CLI run as child processes with their peak resident memory read from `/proc`, and the
 * sizes of what the catalog occupies.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Client } from '@elastic/elasticsearch';
import { createPool } from '@mc/store';
import { reapedCpuMs, reapedSecondsBetween, serverPids, statCpuMs } from './process-cpu';

const ROOT = join(__dirname, '..');

/**
 * A child process's wall time (ms), peak resident set (MiB, `VmHWM`) and the CPU-seconds spent
 * meanwhile per role: `catalog` (the child and what it spawned), `elasticsearch`, `postgresql` and
 * `redis` (the local servers of `npm run services:up`, PostgreSQL's exited backends included).
 */
export interface ChildRun {
  label: string;
  ms: number;
  peakRssMb: number;
  cpuS: Record<string, number>;
}

/** CPU ms so far of the servers (with reaped children) and of this process's reaped children (`catalog`). */
async function stepCpuMs(): Promise<Record<string, number>> {
  return { catalog: statCpuMs(process.pid).childrenMs, ...reapedCpuMs(await serverPids()) };
}

/** Peak resident set of process `pid` so far in MiB (`VmHWM` of /proc), 0 when unreadable. */
export function peakRssMb(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const m = /VmHWM:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * Runs `npm run catalog -- <args>` as `node --max-old-space-size=1024 --import tsx apps/cli/src/cli.ts <args>` (one process,
 * so /proc shows its own memory), sampling its peak RSS every 200 ms, with the CPU-seconds per
 * role it took ({@link ChildRun}). Its output goes to stderr.
 * @throws when it exits non-zero.
 */
export async function runCatalog(label: string, args: string[]): Promise<ChildRun> {
  const cpuBefore = await stepCpuMs();
  const started = performance.now();
  // The heap cap of `npm run catalog` (package.json).
  const child = spawn(process.execPath, ['--max-old-space-size=1024', '--import', 'tsx', 'apps/cli/src/cli.ts', ...args], {
    cwd: ROOT,
    env: process.env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, peakRssMb(child.pid))), 200);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`catalog ${args.join(' ')} exited with ${code}`);
  const ms = performance.now() - started;
  const cpuAfter = await stepCpuMs();
  const cpuS = reapedSecondsBetween(cpuBefore, cpuAfter);
  return { label, ms, peakRssMb: peak, cpuS };
}

/** `url` with its database name replaced by `database`. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** The database name of a PostgreSQL URL. */
export const databaseOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/**
 * (Re)creates database `name` next to `url`'s, as a copy of `template` when that database exists
 * and nobody is connected to it. @returns true when copied, false when created empty.
 */
export async function createBenchDatabase(url: string, name: string, template: string): Promise<boolean> {
  const admin = createPool(withDatabase(url, 'postgres'), 1);
  const quoted = `"${name.replace(/"/g, '""')}"`;
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
    try {
      await admin.query(`CREATE DATABASE ${quoted} TEMPLATE "${template.replace(/"/g, '""')}"`);
      return true;
    } catch {
      await admin.query(`CREATE DATABASE ${quoted}`);
      return false;
    }
  } finally {
    await admin.end();
  }
}

/** Drops database `name` next to `url`'s (connections are closed by force). */
export async function dropBenchDatabase(url: string, name: string): Promise<void> {
  const admin = createPool(withDatabase(url, 'postgres'), 1);
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** Total store size (MiB) of the indices named `<prefix>_*`. */
export async function indexSizeMb(es: Client, prefix: string): Promise<number> {
  const rows = await es.cat.indices({ index: `${prefix}_*`, bytes: 'b', format: 'json', h: ['index', 'store.size'] });
  return rows.reduce((n, r) => n + Number(r['store.size'] ?? 0), 0) / 1024 / 1024;
}

/** Deletes every index named `<prefix>_*`. */
export async function deleteIndices(es: Client, prefix: string): Promise<void> {
  const rows = await es.cat.indices({ index: `${prefix}_*`, format: 'json', h: ['index'] });
  const names = rows.map((r) => r.index!).filter(Boolean);
  if (names.length) await es.indices.delete({ index: names, ignore_unavailable: true });
}

/** Size (MiB, with indexes and TOAST) of each catalog table of the database at `url`. */
export async function tableSizesMb(url: string): Promise<Record<string, number>> {
  const pool = createPool(url, 1);
  try {
    const { rows } = await pool.query<{ name: string; bytes: string }>(
      `SELECT relname AS name, pg_total_relation_size(oid) AS bytes FROM pg_class
        WHERE relname = ANY($1::text[]) AND relkind = 'r'`,
      [['entity', 'contribution', 'id_map', 'list_item']],
    );
    return Object.fromEntries(rows.map((r) => [r.name, Math.round(Number(r.bytes) / 1024 / 1024)]));
  } finally {
    await pool.end();
  }
}
