/**
 * Splitting a chart "performer" string (Billboard's `artist` column, e.g. "Jamie Foxx Featuring
 * T-Pain", "Lil Wayne, Wiz Khalifa & Imagine Dragons With Logic & Ty Dolla $ign Feat. X Ambassadors")
 * into main and featured artist credits.
 *
 * Algorithm (no list of special names; the only knowledge is the chart data itself):
 *
 * 1. **Featured markers** split the credit into a main part and featured parts: " Featuring ",
 *    " Feat. ", " Ft. ", " Duet With ", " A Duet With ", " With " (any letter case, optionally
 *    opened by "(" as in "The Miracles (featuring Bill "Smokey" Robinson)"). Everything before the
 *    first marker is main, everything after is featured. Markers inside double quotes (a nickname
 *    such as `"Sing Along With Mitch"`) and " With His/Her/Their …" (a leader's own backing band)
 *    are not markers.
 * 2. **Joiners** split each part into atoms: first ", ", " & ", " And ", " Or ", " + ", " / ", "/"
 *    (level 1), then
 *    " x " / " X " inside each level-1 piece (level 2, so "Mia X & Mystikal" is "Mia X" + "Mystikal",
 *    and "X Ambassadors" stays whole).
 * 3. **Known names** are the performer strings that chart on their own somewhere in the data
 *    (compared case-insensitively), excluding the credit being split itself; a joined one ("A & B")
 *    only when the chart data shows it is one act ({@link chartActEvidence}). Atoms are grouped
 *    (dynamic programming over the atom sequence) to cover as many atoms as possible with known
 *    names, so a known name is never cut when its pieces are not themselves known ("Earth, Wind &
 *    Fire" in "Earth, Wind & Fire With The Emotions"); among equal covers the one with more names
 *    wins, so a charting collaboration string made of charting artists ("Nicki Minaj & Lil Wayne")
 *    is still split into them.
 * 4. **When a cut between two groups is kept:**
 *    - always when both neighbouring groups are known names ("Ed Sheeran & Justin Bieber");
 *    - for a credit with no featured marker, unless the chart data shows the whole credit is one act
 *      ({@link chartActEvidence}: it charted with two or more songs — "Simon & Garfunkel",
 *      "England Dan & John Ford Coley" —, a side of the cut is a single word that never charts on
 *      its own — "Peaches & Herb", "Earth, Wind & Fire" —, or the right side starts with
 *      "The "/"His "/"Her "/"Their " — "Kool & The Gang"); so a one-off duet is its artists
 *      ("Beyonce & Rumi Carter" → Beyonce, Rumi Carter);
 *    - inside a featured credit, also at ", ", " & ", " Or ", " / ", " x " unless the right-hand atom
 *      starts with "The "/"His "/"Her "/"Their " (an act such as "… & The Raiders");
 *    - " And " (an older Billboard spelling also used inside act names) like the whole-credit rule:
 *      between known names, or when the chart data shows no act ("Kenny Burrell And Grady Tate");
 *    - never between two groups of the same name ("M + M");
 *    - " Or " (Billboard's credit for versions with different guests: "Kid Rock Featuring Sheryl
 *      Crow Or Allison Moorer", "R. Kelly Or Bow Wow (Featuring T.I. & T-Pain)") in a featured part
 *      or next to a known name, unless both sides are single words that never chart on their own:
 *      "Do Or Die (Featuring Twista)" and "Dead Or Alive" stay acts.
 *
 * " + " and "/" without spaces are cut as " & " is ("Jay-Z + Alicia Keys", "Jay-Z/Linkin Park",
 * "Stan Getz/Astrud Gilberto"; "AC/DC", "Dan + Shay", "Florence + The Machine" stay acts).
 *
 * Known limitation: a duo whose members both also chart alone and that never appears inside a
 * longer credit ("Sonny & Cher") is split into its members, and so is a one-hit act whose name
 * joins two multi-word parts ("The Sanford/Townsend Band").
 *
 * The same evidence tells the catalog audit which joined names are acts ({@link chartActEvidence}).
 */
import { creditAtoms, joinCreditAtoms, splitAtFeaturedMarkers } from '@mc/matching';

/** One artist credit of a performer string. */
export interface PerformerCredit {
  /** The artist name as printed in the performer string. */
  name: string;
  /** `MAIN` for the main artists, `FEAT` for featured ones (SPEC 2.10 `type`). */
  type: 'MAIN' | 'FEAT';
}

const ACT_CONTINUATION = /^(?:the|his|her|their)\s/iu;

/**
 * The set of names known to chart on their own, for {@link splitPerformerCredit}.
 * @param performers every performer string of the chart data (duplicates allowed).
 */
export function knownPerformerNames(performers: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const p of performers) out.add(p.trim().toLowerCase());
  return out;
}

/** A joined credit that charted with this many distinct songs is one act (step 4). */
export const ACT_MIN_SONGS = 2;

/**
 * Distinct songs per performer string (lower-cased), for {@link splitPerformerCredit}.
 * @param charted every (performer, song) of the chart data.
 */
export function performerSongCounts(charted: Iterable<{ performer: string; song: string }>): Map<string, number> {
  const songs = new Map<string, Set<string>>();
  for (const { performer, song } of charted) {
    const k = performer.trim().toLowerCase();
    (songs.get(k) ?? songs.set(k, new Set()).get(k)!).add(song.trim().toLowerCase());
  }
  return new Map([...songs].map(([k, v]) => [k, v.size]));
}

/**
 * Why the chart data says a joined name ("A & B", "A, B & C", "A x B", "A And B") is one act, or
 * undefined when it does not (then the name is a credit of several artists). The evidence of
 * step 4: charted with {@link ACT_MIN_SONGS}+ songs, a part that is a single word never charting
 * on its own, or a part starting with "The "/"His "/"Her "/"Their ".
 * @param known names that chart on their own ({@link knownPerformerNames}); `songs` as charted.
 */
export function chartActEvidence(name: string, known: ReadonlySet<string>, songs: number): string | undefined {
  const { atoms } = creditAtoms(name.trim());
  if (atoms.length < 2) return 'not a joined name';
  if (songs >= ACT_MIN_SONGS) return `charted as one act with ${songs} songs`;
  const single = atoms.find((a) => !/\s/u.test(a.trim()) && !known.has(a.trim().toLowerCase()));
  if (single) return `"${single.trim()}" is a single word that never charts on its own`;
  const band = atoms.slice(1).find((a) => ACT_CONTINUATION.test(a));
  if (band) return `leader and band ("${band.trim()}")`;
  return undefined;
}

/** A joiner left at either end of a name by a misprinted credit ("Genesisthegawd Or & Megan Thee Stallion"). */
const DANGLING_JOINER = /^(?:[&,/]|or|and)\s+|\s+(?:[&,/]|or|and)$/giu;

/** `name` trimmed, without a {@link DANGLING_JOINER}. */
const withoutDanglingJoiner = (name: string) => name.trim().replace(DANGLING_JOINER, '').trim();

/**
 * Splits one part (main or featured) into artist names (steps 2–4).
 * @param wholeCredit true when the part is the entire performer string (no featured marker).
 * @param featured true for a part after a featured marker.
 */
function splitPart(
  part: string,
  known: ReadonlySet<string>,
  self: string,
  { wholeCredit, featured }: { wholeCredit: boolean; featured: boolean },
  songsOf: ReadonlyMap<string, number>,
): string[] {
  const songs = songsOf.get(part.toLowerCase()) ?? 0;
  // A charting joined name is a known name only when the chart data shows it is one act.
  const isKnown = (s: string) =>
    s.toLowerCase() !== self &&
    known.has(s.toLowerCase()) &&
    (creditAtoms(s).atoms.length < 2 || chartActEvidence(s, known, songsOf.get(s.toLowerCase()) ?? 0) !== undefined);
  const singleUnknownWord = (g: { from: number; to: number; known: boolean }) =>
    !g.known && g.to - g.from === 1 && !/\s/u.test(atoms[g.from]!.trim());
  const { atoms, joiners } = creditAtoms(part);
  const n = atoms.length;
  if (n === 1) return [part];
  // best[i] = best grouping of atoms[i..n): maximise atoms covered by known names, then more groups.
  type Plan = { covered: number; groups: number; cuts: { end: number; known: boolean }[] };
  const best: Plan[] = new Array<Plan>(n + 1);
  best[n] = { covered: 0, groups: 0, cuts: [] };
  for (let i = n - 1; i >= 0; i--) {
    let plan: Plan | undefined;
    for (let j = i + 1; j <= n; j++) {
      const known = isKnown(joinCreditAtoms(atoms, joiners, i, j));
      if (!known && j > i + 1) continue; // unknown atoms stand alone for now
      const rest = best[j]!;
      const cand: Plan = {
        covered: rest.covered + (known ? j - i : 0),
        groups: rest.groups + 1,
        cuts: [{ end: j, known }, ...rest.cuts],
      };
      if (!plan || cand.covered > plan.covered || (cand.covered === plan.covered && cand.groups > plan.groups)) plan = cand;
    }
    best[i] = plan!;
  }
  // Merge neighbouring groups across cuts that are not kept (step 4).
  const groups: { from: number; to: number; known: boolean }[] = [];
  let from = 0;
  for (const c of best[0]!.cuts) {
    groups.push({ from, to: c.end, known: c.known });
    from = c.end;
  }
  const text = (g: { from: number; to: number }) => joinCreditAtoms(atoms, joiners, g.from, g.to).trim();
  const merged: { from: number; to: number; known: boolean }[] = [];
  for (const g of groups) {
    const prev = merged[merged.length - 1];
    if (prev) {
      const joiner = joiners[g.from - 1]!.trim().toLowerCase();
      const continuation = ACT_CONTINUATION.test(atoms[g.from]!);
      const sameName = text(prev).toLowerCase() === text(g).toLowerCase();
      const keep =
        !sameName &&
        (joiner === 'or'
          ? (featured || prev.known || g.known) && !(singleUnknownWord(prev) && singleUnknownWord(g))
          : (prev.known && g.known) ||
            (!wholeCredit && joiner !== 'and' && !continuation) ||
            (songs < ACT_MIN_SONGS && !continuation && !singleUnknownWord(prev) && !singleUnknownWord(g)));
      if (!keep) {
        prev.to = g.to;
        prev.known = isKnown(joinCreditAtoms(atoms, joiners, prev.from, prev.to));
        continue;
      }
    }
    merged.push({ ...g });
  }
  return merged.map((g) => withoutDanglingJoiner(joinCreditAtoms(atoms, joiners, g.from, g.to))).filter((s) => s.length > 0);
}

/**
 * Splits a performer string into main and featured artist credits (algorithm in the module doc).
 * @param performer the performer string as printed, e.g. "Jamie Foxx Featuring T-Pain".
 * @param known names that chart on their own, from {@link knownPerformerNames}.
 * @param songs distinct songs per performer string (lower-cased), from {@link performerSongCounts}.
 * @returns the credits in printed order, main first; at least one MAIN credit for a non-empty string;
 *   a name appears once (first credit wins).
 */
export function splitPerformerCredit(
  performer: string,
  known: ReadonlySet<string>,
  songs: ReadonlyMap<string, number> = new Map(),
): PerformerCredit[] {
  const trimmed = performer.trim();
  const self = trimmed.toLowerCase();
  const parts = splitAtFeaturedMarkers(trimmed);
  const out: PerformerCredit[] = [];
  const seen = new Set<string>();
  parts.forEach((part, i) => {
    for (const name of splitPart(part, known, self, { wholeCredit: parts.length === 1, featured: i > 0 }, songs)) {
      if (seen.has(name.toLowerCase())) continue;
      seen.add(name.toLowerCase());
      out.push({ name, type: i === 0 ? 'MAIN' : 'FEAT' });
    }
  });
  return out;
}
