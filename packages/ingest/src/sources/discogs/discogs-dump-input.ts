/**
 * The files of a Discogs monthly dump folder: `discogs_YYYYMMDD_{artists,labels,masters,releases}.xml.gz`
 * as published (`https://data.discogs.com/`), or the same names without `.gz` once uncompressed.
 * The `discogs` importer reads artists, masters and releases (labels come with the releases).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DiscogsFiles } from './discogs-passes';

const DUMP_FILE = /^discogs_(\d{8})_(artists|labels|masters|releases)\.xml(\.gz)?$/;
const NEEDED = ['artists', 'masters', 'releases'] as const;

/**
 * Picks, among file names of a folder, the newest dump date that has artists, masters and releases
 * files (a `.xml.gz` file before its uncompressed `.xml`).
 * @returns the date (`YYYYMMDD`) and the three file names.
 * @throws Error naming the expected files when no date has all three.
 */
export function pickDiscogsDumpFiles(names: readonly string[]): { date: string; files: DiscogsFiles } {
  const byDate = new Map<string, Partial<Record<string, string>>>();
  for (const name of [...names].sort()) {
    const m = DUMP_FILE.exec(name);
    if (!m) continue;
    const files = byDate.get(m[1]!) ?? {};
    if (!files[m[2]!] || name.endsWith('.gz')) files[m[2]!] = name;
    byDate.set(m[1]!, files);
  }
  const complete = [...byDate].filter(([, f]) => NEEDED.every((w) => f[w])).sort(([a], [b]) => b.localeCompare(a));
  if (!complete.length) {
    const found = [...byDate].map(([d, f]) => `${d}: ${Object.keys(f).sort().join(', ')}`).join('; ');
    throw new Error(
      `no complete Discogs dump: expected discogs_YYYYMMDD_artists.xml.gz, discogs_YYYYMMDD_masters.xml.gz and ` +
        `discogs_YYYYMMDD_releases.xml.gz of one date${found ? ` (found ${found})` : ''}`,
    );
  }
  const [date, f] = complete[0]!;
  return { date, files: { artists: f.artists!, masters: f.masters!, releases: f.releases! } };
}

/**
 * The dump files of folder `dir` ({@link pickDiscogsDumpFiles}), as paths under `dir`.
 * @throws Error when `dir` cannot be read or holds no complete dump.
 */
export function locateDiscogsDump(dir: string): DiscogsFiles & { date: string } {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (e) {
    throw new Error(`Discogs dump folder ${dir} cannot be read: ${(e as Error).message}`, { cause: e });
  }
  let picked: ReturnType<typeof pickDiscogsDumpFiles>;
  try {
    picked = pickDiscogsDumpFiles(names);
  } catch (e) {
    throw new Error(`${dir}: ${(e as Error).message}`, { cause: e });
  }
  const { date, files } = picked;
  return { date, artists: join(dir, files.artists), masters: join(dir, files.masters), releases: join(dir, files.releases) };
}
