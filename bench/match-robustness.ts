/**
 * `npm run bench:match-robustness -- [--n 400] [--seed 7]`
 *
 * A check of the artist-title matcher beyond the labelled dev set, so tuning on that set cannot go
 * unnoticed: lines generated from the catalog itself (Billboard recordings, fixed sample by
 * md5(id), fixed PRNG seed), run in-process against the configured services.
 * - **typo**: 1–2 keyboard-style edits (deletion, adjacent transposition, adjacent-key
 *   substitution, doubled character — the edit kinds of shared/eval's `typo` category) in the
 *   artist, the title or both → share whose top hit is the source recording (or a recording with
 *   the same title and artist).
 * - **cover negative**: the first artist of one recording with the title of another (a title that
 *   exists in the catalog, by someone else) → share matched to a recording none of whose artists is
 *   the queried one (false-match rate; a wrong match is worse than none).
 * Then one `band: match_type=… n=… right=…` line per band over the answers of both kinds (`eval-bands.ts`).
 * Prints both rates and the first misses. The last line is `robustness: typo_p_at_1=… cover_fmr=…`.
 */
import { config } from '@mc/config';
import { type ArtistTitleMatch, matchArtistTitles, matchTypeOfMatch } from '@mc/matcher';
import { type GradedHit, bandLines } from './eval-bands';
import { parseBenchOptions, prng } from './bench-harness';
import { type BenchMatcher, openMatcher } from './matcher-deps';

const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

function adjacentKey(c: string, rand: () => number): string {
  for (const row of KEYBOARD_ROWS) {
    const i = row.indexOf(c.toLowerCase());
    if (i < 0) continue;
    const options = [row[i - 1], row[i + 1]].filter((x): x is string => x !== undefined);
    return options[Math.floor(rand() * options.length)] ?? c;
  }
  return c;
}

/** One keyboard-style edit at a random letter (never the first character); also used by `bench:match-job`. */
export function typo(s: string, rand: () => number): string {
  const letters = [...s].map((c, i) => (i > 0 && /\p{L}/u.test(c) ? i : -1)).filter((i) => i > 0);
  if (!letters.length) return s;
  const i = letters[Math.floor(rand() * letters.length)]!;
  const chars = [...s];
  const kind = Math.floor(rand() * 4);
  if (kind === 0) chars.splice(i, 1);
  else if (kind === 1 && i + 1 < chars.length) [chars[i], chars[i + 1]] = [chars[i + 1]!, chars[i]!];
  else if (kind === 2) chars[i] = adjacentKey(chars[i]!, rand);
  else chars.splice(i, 0, chars[i]!);
  return chars.join('');
}

async function matchAll(deps: BenchMatcher, items: { name: string; title: string }[]): Promise<ArtistTitleMatch[][]> {
  const out: ArtistTitleMatch[][] = [];
  for (let i = 0; i < items.length; i += 100) out.push(...(await matchArtistTitles(deps, items.slice(i, i + 100))));
  return out;
}

const artistNames = (m: ArtistTitleMatch) => (m.recording.artists ?? []).map((a) => a.name);

async function main(): Promise<void> {
  const opts = parseBenchOptions({ n: ['--n <n>', 'lines per check', '400'], seed: ['--seed <s>', 'PRNG seed', '7'] });
  const n = Number(opts.n);
  const rand = prng(Number(opts.seed));
  const deps = openMatcher(config());
  try {
    const { rows } = await deps.pool.query<{ id: string; title: string; artist: string }>(
      `SELECT id, doc->>'title' AS title, doc->'artists'->0->>'name' AS artist FROM entity
       WHERE kind = 'recording' AND doc ? 'performer' ORDER BY md5(id::text || $1) LIMIT $2`,
      [opts.seed, 2 * n],
    );
    const sources = rows.slice(0, n);
    const typoLines = sources.map((r) => {
      const where = Math.floor(rand() * 3);
      const edits = 1 + Math.floor(rand() * 2);
      let name = r.artist;
      let title = r.title;
      for (let e = 0; e < edits; e++) {
        if (where !== 1) name = typo(name, rand);
        if (where !== 0) title = typo(title, rand);
      }
      return { name, title };
    });
    const typoHits = await matchAll(deps, typoLines);
    const typoMisses: string[] = [];
    let typoOk = 0;
    const graded: GradedHit[] = [];
    typoHits.forEach((m, i) => {
      const src = sources[i]!;
      const top = m[0];
      const right =
        !!top &&
        (Number(top.recording.id) === Number(src.id) ||
          (top.recording.title === src.title && artistNames(top).includes(src.artist)));
      if (top) graded.push({ matchType: matchTypeOfMatch(top), right });
      if (right) typoOk++;
      else
        typoMisses.push(
          `${typoLines[i]!.name} / ${typoLines[i]!.title} (source ${src.artist} / ${src.title}) → ${top ? `${top.recording.title} (${top.confidence})` : 'none'}`,
        );
    });

    const coverLines = sources.map((r, i) => ({ name: r.artist, title: rows[n + i]?.title ?? r.title }));
    const coverHits = await matchAll(deps, coverLines);
    const falseMatches: string[] = [];
    coverHits.forEach((m, i) => {
      const top = m[0];
      const wrong = !!top && !artistNames(top).includes(coverLines[i]!.name);
      if (top) graded.push({ matchType: matchTypeOfMatch(top), right: !wrong });
      if (top && wrong) {
        falseMatches.push(
          `${coverLines[i]!.name} / ${coverLines[i]!.title} → ${artistNames(top).join('; ')} / ${top.recording.title} (${top.confidence}, ${top.explain.artist.method})`,
        );
      }
    });

    console.log(`typo: ${typoOk}/${n} top hits right; first misses:\n  ${typoMisses.slice(0, 10).join('\n  ')}`);
    console.log(
      `cover negatives: ${falseMatches.length}/${n} matched to another artist:\n  ${falseMatches.slice(0, 10).join('\n  ')}`,
    );
    // The bands of every answer of both kinds (a cover line answered with another artist is wrong).
    for (const line of bandLines(graded)) console.log(line);
    console.log(`robustness: typo_p_at_1=${(typoOk / n).toFixed(3)} cover_fmr=${(falseMatches.length / n).toFixed(3)} n=${n}`);
  } finally {
    await deps.close();
  }
}

// Run only as a script: `bench:match-job` imports the generators.
if (require.main === module)
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
