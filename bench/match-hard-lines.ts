/**
 * `npx tsx bench/match-hard-lines.ts [--n 60] [--seed 7] [--misses 5]`
 *
 * A stress set of the hard kinds of radio play-log lines (`hard-line-kinds.ts`: misspelt artists,
 * band credits joined with "/" or logged by their leader, band words, articles, ALL CAPS,
 * subtitles and soundtrack tags, censored words, "&"/"And"/"N'", numerals, compounds, swapped
 * credits, remaster tags, one side of a two-sided single, abbreviations), generated from the
 * catalog's own Billboard recordings (fixed sample by md5(id), fixed PRNG seed), run in-process
 * against the configured services. Per kind:
 * - **positives**: `n` recordings the kind applies to, logged its way → share whose top hit is the
 *   recording (or one with the same folded title and one of its artists, or the logged name);
 * - **negatives**: the same kind's artist from one recording with the title of another, by
 *   another act (both perturbed the kind's way) → share answered with a song that is not the
 *   logged artist's (a wrong answer costs a pipeline more than "no match").
 * Then one `band: match_type=… n=… right=…` line per band over all answers, and the last line
 * `hard-lines: p_at_1=… false_match_rate=… n=… neg=…`.
 */
import { config } from '@mc/config';
import { type ArtistTitleMatch, bridgeNames, matchArtistTitles, matchTypeOfMatch } from '@mc/matcher';
import { parseBenchOptions, prng } from './bench-harness';
import { type GradedHit, bandLines } from './eval-bands';
import { artistAmong, norm } from './eval-scoring';
import {
  HARD_KINDS,
  HARD_KIND_NAMES,
  type LoggedLine,
  type Perturb,
  type SourceRecording,
  mainArtist,
  otherNameKind,
} from './hard-line-kinds';
import { type BenchMatcher, openMatcher } from './matcher-deps';

async function matchAll(deps: BenchMatcher, items: LoggedLine[]): Promise<ArtistTitleMatch[][]> {
  const out: ArtistTitleMatch[][] = [];
  for (let i = 0; i < items.length; i += 100) out.push(...(await matchArtistTitles(deps, items.slice(i, i + 100))));
  return out;
}

const hitArtists = (m: ArtistTitleMatch) => (m.recording.artists ?? []).map((a) => String(a.name ?? ''));

/**
 * True when `top` is the recording `src`, or has the same folded title as it or as the logged line
 * (the catalog holds the song as logged) by one of its artists or the logged name.
 */
function isSource(top: ArtistTitleMatch, src: SourceRecording, logged: LoggedLine): boolean {
  if (Number(top.recording.id) === src.id) return true;
  const title = norm(String(top.recording.title ?? ''));
  if (title !== norm(src.title) && title !== norm(logged.title)) return false;
  const artists = hitArtists(top);
  if (src.artists.some((a) => artistAmong(a.name, artists)) || artistAmong(logged.name, artists)) return true;
  // The act under a longer name of its career ("John Cougar Mellencamp" for "John Cougar").
  const words = (s: string) => norm(s).split(' ');
  return artists.some((a) => [mainArtist(src), logged.name].some((n) => words(n).every((w) => words(a).includes(w))));
}

/** One kind's lines: positives and negatives with their sources. */
interface KindLines {
  kind: string;
  pos: { line: LoggedLine; src: SourceRecording }[];
  neg: { line: LoggedLine; artistOf: SourceRecording; titleOf: SourceRecording }[];
}

function buildKind(kind: string, perturb: Perturb, rows: readonly SourceRecording[], n: number, seed: number): KindLines {
  const rand = prng(seed);
  const pos: KindLines['pos'] = [];
  const neg: KindLines['neg'] = [];
  for (const src of rows) {
    if (pos.length >= n) break;
    const line = perturb(src, rand);
    if (!line || (line.name === mainArtist(src) && line.title === src.title)) continue;
    pos.push({ line, src });
    // A negative: this kind's artist with another act's title, the title perturbed the kind's way.
    for (let tries = 0; tries < 20; tries++) {
      const other = rows[Math.floor(rand() * rows.length)]!;
      if (other.artists.some((a) => src.artists.some((b) => b.name === a.name)) || norm(other.title) === norm(src.title))
        continue;
      const t = perturb(other, rand);
      if (!t) continue;
      neg.push({ line: { name: line.name, title: t.title }, artistOf: src, titleOf: other });
      break;
    }
  }
  return { kind, pos, neg };
}

async function main(): Promise<void> {
  const opts = parseBenchOptions({
    n: ['--n <n>', 'positive lines per kind', '60'],
    seed: ['--seed <s>', 'PRNG seed', '7'],
    misses: ['--misses <k>', 'misses and false matches printed per kind', '5'],
  });
  const n = Number(opts.n);
  const seed = Number(opts.seed);
  const deps = openMatcher(config());
  try {
    const { rows } = await deps.pool.query<{ id: string; title: string; performer: string; artists: SourceRecording['artists'] }>(
      `SELECT id, doc->>'title' AS title, doc->>'performer' AS performer,
              COALESCE((SELECT jsonb_agg(jsonb_build_object('name', a->>'name', 'link', a->>'link'))
                        FROM jsonb_array_elements(doc->'artists') a), '[]') AS artists
       FROM entity WHERE kind = 'recording' AND doc ? 'performer' ORDER BY md5(id::text || $1)`,
      [String(seed)],
    );
    const sources: SourceRecording[] = rows
      .map((r) => ({ id: Number(r.id), title: r.title, performer: r.performer, artists: r.artists }))
      .filter((r) => r.title && r.artists.length);
    const graded: GradedHit[] = [];
    let [posN, posRight, negN, negWrong] = [0, 0, 0, 0];
    const names = sources.flatMap((s) => s.artists.map((a) => a.name));
    const kinds: [string, Perturb][] = [
      ...HARD_KIND_NAMES.map((k) => [k, HARD_KINDS[k]!] as [string, Perturb]),
      ['other_name', otherNameKind(names, bridgeNames)],
    ];
    for (const [k, [kind, perturb]] of kinds.entries()) {
      const lines = buildKind(kind, perturb, sources, n, seed * 1000 + k);
      const hits = await matchAll(deps, [...lines.pos.map((p) => p.line), ...lines.neg.map((x) => x.line)]);
      const misses: string[] = [];
      let right = 0;
      lines.pos.forEach(({ line, src }, i) => {
        const top = hits[i]![0];
        const ok = !!top && isSource(top, src, line);
        if (top) graded.push({ matchType: matchTypeOfMatch(top), right: ok });
        if (ok) right++;
        else
          misses.push(
            `MISS ${line.name} / ${line.title} (want ${mainArtist(src)} / ${src.title}) → ${top ? `${hitArtists(top).join('; ')} / ${top.recording.title} (${top.confidence})` : 'none'}`,
          );
      });
      let wrong = 0;
      lines.neg.forEach(({ line, artistOf, titleOf }, i) => {
        const top = hits[lines.pos.length + i]![0];
        if (!top) return;
        const holds = isSource(top, { ...titleOf, id: -1, artists: artistOf.artists }, line);
        graded.push({ matchType: matchTypeOfMatch(top), right: holds });
        if (holds) return;
        wrong++;
        misses.push(
          `FALSE ${line.name} / ${line.title} → ${hitArtists(top).join('; ')} / ${top.recording.title} (${top.confidence}, ${top.explain.artist.method}/${top.explain.title.method}, ${matchTypeOfMatch(top)})`,
        );
      });
      [posN, posRight, negN, negWrong] = [posN + lines.pos.length, posRight + right, negN + lines.neg.length, negWrong + wrong];
      const p = lines.pos.length ? (right / lines.pos.length).toFixed(3) : '-';
      console.log(`kind: ${kind} n=${lines.pos.length} p_at_1=${p} neg=${lines.neg.length} false_matches=${wrong}`);
      for (const m of misses.slice(0, Number(opts.misses))) console.log(`  ${m}`);
    }
    for (const line of bandLines(graded)) console.log(line);
    console.log(
      `hard-lines: p_at_1=${(posRight / posN).toFixed(3)} false_match_rate=${(negWrong / Math.max(1, negN)).toFixed(3)} n=${posN} neg=${negN}`,
    );
  } finally {
    await deps.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
