/**
 * `npm run bench:match-versions -- [--n 300] [--seed 7]`
 *
 * Does the matcher pick the logged version of a song? Lines generated from the catalog itself
 * (fixed seed), matched in-process by the batch matcher (`matchArtistTitleBatch`, as
 * `POST /api/artist-title/batch` does) against the configured services:
 * - **held**: songs the catalog holds in several versions (recordings of one first-credited artist
 *   name with the same base title and different versions, `titleVersion` of `@mc/text-analysis`): one line
 *   per version, its tag written as a radio log writes it ("Macarena - Bayside Boys Remix",
 *   "I'M NOT ALONE (INSTRUMENTAL)"), and the bare title; half of them with the source recording's
 *   duration when it has one. Right when the top hit is a recording of that song with the same
 *   version (`describeVersion`: variants, edit, remixers; a bare title's version is the original,
 *   or an edit when the catalog holds no original) and `version: "same"`.
 * - **missing**: songs the catalog holds in one recording, an original, with a version tag the
 *   catalog lacks ("(Live)", "(Instrumental)", "- Radio Edit"…). Right when the top hit is that
 *   recording with `version: "other"`.
 * Prints the counts, the first misses, and last `versions: n=… same_version_at_1=… other_flagged=…`.
 */
import { config } from '@mc/config';
import { type ArtistTitleHit, matchArtistTitleBatch } from '@mc/matcher';
import { type TitleVersion, analyzeTitle, describeVersion, isVersionTail, titleVersion, foldForMatch } from '@mc/text-analysis';
import { parseBenchOptions, prng, sample } from './bench-harness';
import { openMatcher } from './matcher-deps';

/** A catalog recording as the bench reads it. */
interface Recording {
  id: number;
  title: string;
  artist: string;
  duration?: number;
  /** The version of its title (`describeVersion`). */
  version: string;
  /** The versions of its title and alternative titles (a merged recording may be a radio edit too). */
  versions: Set<string>;
}

/** A generated line and what counts as right for it. */
interface Line {
  name: string;
  title: string;
  duration?: number;
  /** Ids of the recordings that are right. */
  right: Set<number>;
  /** The song's base title and the right version: a recording of them credited to `name` is right too (a duplicate). */
  base: string;
  version: string;
  expect: 'same' | 'other';
}

/** How a radio log writes each variant ("Live", "Acoustic Version"); one is picked at random. */
const VARIANT_WRITINGS: Readonly<Record<string, readonly string[]>> = {
  live: ['Live'],
  acoustic: ['Acoustic', 'Acoustic Version'],
  instrumental: ['Instrumental'],
  demo: ['Demo'],
  karaoke: ['Karaoke Version', 'Karaoke'],
  'a cappella': ['A Cappella', 'Acapella'],
  're-recorded': ["Taylor's Version"],
  extended: ['Extended Mix', 'Extended Version'],
};

/** Tags a "missing" line adds to a song held only as its original (also `bench:match-job`'s version tags). */
export const MISSING_TAGS: readonly string[] = [
  'Live',
  'Instrumental',
  'Acoustic',
  'Remix',
  'Demo',
  'Karaoke Version',
  'A Cappella',
  'Extended Mix',
  'Radio Edit',
];

const titleCase = (folded: string): string => folded.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
const pick = <T>(items: readonly T[], rand: () => number): T => items[Math.floor(rand() * items.length)]!;

/** The version tag of `v` as a log writes it, or '' for the original. */
function logTag(v: TitleVersion, rand: () => number): string {
  const extendedRemix = v.variants.includes('extended') && v.variants.includes('remix') && !v.remixers.length;
  const variants = extendedRemix ? v.variants.filter((t) => t !== 'extended') : v.variants;
  const parts = variants.map((t) => {
    if (t !== 'remix') return pick(VARIANT_WRITINGS[t] ?? [t], rand);
    if (extendedRemix) return 'Extended Remix';
    return v.remixers[0] ? `${titleCase(v.remixers[0])} ${pick(['Remix', 'Mix'], rand)}` : pick(['Remix', 'Club Mix'], rand);
  });
  if (v.cut) parts.push(pick(['Radio Edit', 'Radio Version', 'Single Version'], rand));
  return parts.join(' ');
}

/** The title without its bracketed parts and version tails, as written ("I'm Not Alone"). */
function baseAsWritten(title: string): string {
  let rest = title.replace(/\s*[([{<][^()[\]{}<>]*[)\]}>]\s*/gu, ' ').trim();
  for (
    let m = /\s+[-–—]\s+([^-–—]+)$/u.exec(rest);
    m && isVersionTail(foldForMatch(m[1]!));
    m = /\s+[-–—]\s+([^-–—]+)$/u.exec(rest)
  )
    rest = rest.slice(0, m.index).trim();
  return rest;
}

/** A log line of `title` tagged `tag`, in one of the ways logs write it (`(tag)` or `- tag`, 30 % upper-cased). */
export function logLine(base: string, tag: string, rand: () => number): string {
  const line = tag === '' ? base : rand() < 0.5 ? `${base} (${tag})` : `${base} - ${tag}`;
  return rand() < 0.3 ? line.toUpperCase() : line;
}

/** Recordings grouped by first-credited artist name and base title (a song). */
async function songs(
  seed: string,
): Promise<{ groups: Recording[][]; close: () => Promise<void>; deps: ReturnType<typeof openMatcher> }> {
  const deps = openMatcher(config());
  const { rows } = await deps.pool.query<{
    id: string;
    title: string;
    alt_titles: string[] | null;
    artist: string;
    duration: number | null;
  }>(
    `SELECT id, doc->>'title' AS title, doc->'alt_titles' AS alt_titles,
            doc->'artists'->0->>'name' AS artist,
            extract(epoch FROM (doc->>'duration')::interval)::int AS duration
       FROM entity WHERE kind = 'recording' AND doc->'artists'->0->>'name' IS NOT NULL ORDER BY md5(id::text || $1)`,
    [seed],
  );
  const bySong = new Map<string, Recording[]>();
  for (const r of rows) {
    const key = `${foldForMatch(r.artist)}\u0000${analyzeTitle(r.title).base}`;
    const version = describeVersion(titleVersion(r.title));
    const versions = new Set([version, ...(r.alt_titles ?? []).map((t) => describeVersion(titleVersion(t)))]);
    const rec = { id: Number(r.id), title: r.title, artist: r.artist, duration: r.duration || undefined, version, versions };
    bySong.set(key, [...(bySong.get(key) ?? []), rec]);
  }
  return { groups: [...bySong.values()], close: () => deps.close(), deps };
}

/** Lines for songs held in several versions: one per version and the bare title. */
function heldLines(groups: Recording[][], n: number, seed: number, rand: () => number): Line[] {
  const several = groups.filter((g) => new Set(g.map((r) => r.version)).size > 1);
  const lines: Line[] = [];
  for (const song of sample(several, n, seed)) {
    const holding = (version: string) => song.filter((r) => r.versions.has(version)).map((r) => r.id);
    const bare = ['original', 'edit'].find((v) => holding(v).length);
    for (const src of song.filter((r, k) => song.findIndex((o) => o.version === r.version) === k)) {
      const duration = rand() < 0.5 ? src.duration : undefined;
      const title = logLine(baseAsWritten(src.title), logTag(titleVersion(src.title), rand), rand);
      const base = analyzeTitle(src.title).base;
      lines.push({
        name: src.artist,
        title,
        duration,
        right: new Set(holding(src.version)),
        base,
        version: src.version,
        expect: 'same',
      });
    }
    if (bare) {
      const [first] = song;
      const line = { name: first!.artist, title: baseAsWritten(first!.title), right: new Set(holding(bare)) };
      lines.push({ ...line, base: analyzeTitle(first!.title).base, version: bare, expect: 'same' });
    }
  }
  return lines;
}

/** Lines for songs held only as their original, tagged with a version the catalog lacks. */
function missingLines(groups: Recording[][], n: number, seed: number, rand: () => number): Line[] {
  const single = groups.filter(
    (g) => g.length === 1 && g[0]!.version === 'original' && baseAsWritten(g[0]!.title) === g[0]!.title,
  );
  return sample(single, n, seed + 1).map(([src]) => ({
    name: src!.artist,
    title: logLine(src!.title, pick(MISSING_TAGS, rand), rand),
    right: new Set([src!.id]),
    base: analyzeTitle(src!.title).base,
    version: 'original',
    expect: 'other' as const,
  }));
}

/** True when `hit` is a recording of the line's song and version credited to the line's artist (a duplicate of the expected one). */
function isDuplicate(line: Line, hit: ArtistTitleHit): boolean {
  const title = String(hit.title ?? '');
  const artists = (hit.artists as { name?: string }[] | undefined) ?? [];
  return (
    artists.some((a) => a.name === line.name) &&
    analyzeTitle(title).base === line.base &&
    describeVersion(titleVersion(title)) === line.version
  );
}

async function main(): Promise<void> {
  const opts = parseBenchOptions({ n: ['--n <n>', 'songs per kind', '300'], seed: ['--seed <s>', 'PRNG seed', '7'] });
  const n = Number(opts.n);
  const seed = Number(opts.seed);
  const rand = prng(seed);
  const { groups, close, deps } = await songs(opts.seed);
  try {
    const held = heldLines(groups, n, seed, rand);
    const missing = missingLines(groups, n, seed, rand);
    const lines = [...held, ...missing];
    const results = await matchArtistTitleBatch(deps, lines);
    const misses: string[] = [];
    const right = lines.map((line, i) => {
      const hit = results[i]!.hit;
      const ok = !!hit && hit.version === line.expect && (line.right.has(Number(hit.id)) || isDuplicate(line, hit));
      if (!ok)
        misses.push(
          `${line.expect}: ${line.name} / ${line.title} → ${hit ? `${String(hit.title)} (${results[i]!.score}, ${String(hit.version)})` : 'none'}`,
        );
      return ok;
    });
    const share = (from: number, to: number) => right.slice(from, to).filter(Boolean).length / Math.max(1, to - from);
    const songs = new Set(held.map((l) => `${l.name}\u0000${l.base}`)).size;
    console.log(`held: ${held.length} lines (${songs} songs in several versions); missing: ${missing.length} lines`);
    console.log(`first misses:\n  ${misses.slice(0, 15).join('\n  ')}`);
    console.log(
      `versions: n=${lines.length} same_version_at_1=${share(0, held.length).toFixed(3)} other_flagged=${share(held.length, lines.length).toFixed(3)}`,
    );
  } finally {
    await close();
  }
}

// Run only as a script: `bench:match-job` imports the generators.
if (require.main === module)
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
