/**
 * Chart evidence: which joined names of a chart's performer strings are one act ("Simon &
 * Garfunkel", "Earth, Wind & Fire") and which are several artists ("Ed Sheeran & Justin Bieber"),
 * with no list of special names — the only knowledge is the chart data itself. Used by
 * {@link splitArtistCredit} given `evidence`, and by the catalog audit ({@link chartActEvidence}).
 *
 * Grouping the atoms of one part (main or featured, `credit-parts.ts`):
 *
 * 1. **Known names** are the performer strings that chart on their own somewhere in the data
 *    (compared case-insensitively), excluding the credit being split itself; a joined one ("A & B")
 *    only when the chart data shows it is one act ({@link chartActEvidence}). Atoms are grouped
 *    (dynamic programming over the atom sequence) to cover as many atoms as possible with known
 *    names, so a known name is never cut when its pieces are not themselves known ("Earth, Wind &
 *    Fire" in "Earth, Wind & Fire With The Emotions"); among equal covers the one with more names
 *    wins, so a charting collaboration string made of charting artists ("Nicki Minaj & Lil Wayne")
 *    is still split into them.
 * 2. **When a cut between two groups is kept:**
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
 * 3. **A joined group never credited as a name of its own** (no performer string, no whole part of
 *    any credit: {@link creditedPartNames}), left by step 2 in a part read as several artists, is
 *    cut into its atoms when each is so credited ("Metro Boomin, The Weeknd & 21 Savage" → three
 *    artists, not "Metro Boomin, The Weeknd" + 21 Savage).
 *
 * " + " and "/" without spaces are cut as " & " is ("Jay-Z + Alicia Keys", "Jay-Z/Linkin Park",
 * "Stan Getz/Astrud Gilberto"; "AC/DC", "Dan + Shay", "Florence + The Machine" stay acts).
 *
 * Known limitation: a duo whose members both also chart alone and that never appears inside a
 * longer credit ("Sonny & Cher") is split into its members, and so is a one-hit act whose name
 * joins two multi-word parts ("The Sanford/Townsend Band").
 */
import { CHART_READING, creditAtoms, featuredParts, joinCreditAtoms } from './credit-parts';
import { BAND_CONTINUATIONS, wordsPattern } from './credit-words';

/** What a chart's data says about its performer strings, for {@link splitArtistCredit}. */
export interface ChartEvidence {
  /** Performer strings that chart on their own, lower-cased ({@link knownPerformerNames}). */
  known: ReadonlySet<string>;
  /** Distinct songs per performer string, lower-cased ({@link performerSongCounts}); default none. */
  songs?: ReadonlyMap<string, number>;
  /**
   * Names the chart credits as a whole part (the main part or a featured part) of some performer
   * string, lower-cased ({@link creditedPartNames}); without it no joined group is re-split (step 3).
   */
  creditedParts?: ReadonlySet<string>;
}

const ACT_CONTINUATION = new RegExp(`^(?:${wordsPattern(BAND_CONTINUATIONS)})\\s`, 'iu');

/**
 * The set of names known to chart on their own.
 * @param performers every performer string of the chart data (duplicates allowed).
 */
export function knownPerformerNames(performers: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const p of performers) out.add(p.trim().toLowerCase());
  return out;
}

/**
 * The names the chart credits as a whole part of a performer string: its main part and each
 * featured part as the chart reads them ({@link CHART_READING}), lower-cased. "Metro Boomin
 * Featuring Gunna" credits "metro boomin" and "gunna"; "Future & Metro Boomin" credits "future &
 * metro boomin" only.
 * @param performers every performer string of the chart data (duplicates allowed).
 */
export function creditedPartNames(performers: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const p of new Set(performers))
    for (const part of featuredParts(p.trim(), CHART_READING).parts) out.add(part.toLowerCase());
  return out;
}

/** A joined credit that charted with this many distinct songs is one act. */
export const ACT_MIN_SONGS = 2;

/**
 * Distinct songs per performer string (lower-cased).
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
 * The {@link ChartEvidence} of a chart, as the Billboard importer splits its credits with: every
 * performer string known, distinct songs per performer string, the names credited as whole parts.
 * @param charted every (performer, song) row of the chart data (duplicates allowed).
 */
export function chartEvidenceOf(charted: Iterable<{ performer: string; song: string }>): Required<ChartEvidence> {
  const rows = [...charted];
  const performers = rows.map((r) => r.performer);
  return {
    known: knownPerformerNames(performers),
    songs: performerSongCounts(rows),
    creditedParts: creditedPartNames(performers),
  };
}

/**
 * Why the chart data says a joined name ("A & B", "A, B & C", "A x B", "A And B") is one act, or
 * undefined when it does not (then the name is a credit of several artists): charted with
 * {@link ACT_MIN_SONGS}+ songs, a part that is a single word never charting on its own, or a part
 * starting with "The "/"His "/"Her "/"Their "; or one name repeated, which is never cut ("M + M",
 * "Hayley Mills and Hayley Mills").
 * @param known names that chart on their own ({@link knownPerformerNames}); `songs` as charted.
 */
export function chartActEvidence(name: string, known: ReadonlySet<string>, songs: number): string | undefined {
  const { atoms } = creditAtoms(name.trim(), CHART_READING);
  if (atoms.length < 2) return 'not a joined name';
  if (new Set(atoms.map((a) => a.trim().toLowerCase())).size === 1) return 'one name repeated ("M + M")';
  if (songs >= ACT_MIN_SONGS) return `charted as one act with ${songs} songs`;
  const single = atoms.find((a) => !/\s/u.test(a.trim()) && !known.has(a.trim().toLowerCase()));
  if (single) return `"${single.trim()}" is a single word that never charts on its own`;
  const band = atoms.slice(1).find((a) => ACT_CONTINUATION.test(a));
  if (band) return `leader and band ("${band.trim()}")`;
  return undefined;
}

/**
 * True when `name` joins two or more different names that the chart credits apart, each an artist
 * of other credits (`credited`: the lower-cased names of the artists the chart's performer strings
 * are split into): "21 Savage & Metro Boomin", whose parts chart with other partners ("Future &
 * Metro Boomin", "21 Savage, Lil Durk & Metro Boomin"), is a collaboration even though it charted
 * with several songs ({@link chartActEvidence}); "Simon & Garfunkel" ("Simon", "Garfunkel" are no
 * artists of their own) stays an act. What the catalog audit counts as a joined credit to review: a
 * duo whose one-word names are also other artists' ("K-Ci & JoJo", "Mickey & Sylvia") is counted
 * too, which is why the splitter does not use it.
 */
export function joinsNamesCreditedApart(name: string, credited: ReadonlySet<string>): boolean {
  const atoms = creditAtoms(name.trim(), CHART_READING).atoms.map((a) => a.trim().toLowerCase());
  return atoms.length >= 2 && new Set(atoms).size === atoms.length && atoms.every((a) => credited.has(a));
}

/** A joiner left at either end of a name by a misprinted credit ("Genesisthegawd Or & Megan Thee Stallion"). */
const DANGLING_JOINER = /^(?:[&,/]|or|and)\s+|\s+(?:[&,/]|or|and)$/giu;

/** `name` trimmed, without a {@link DANGLING_JOINER}. */
const withoutDanglingJoiner = (name: string) => name.trim().replace(DANGLING_JOINER, '').trim();

type Group = { from: number; to: number; known: boolean };

/** Where the part stands in its credit, for the cut rules. */
export interface PartPlace {
  /** The whole credit, lower-cased (never a known name of itself). */
  self: string;
  /** True when the part is the entire credit (no featured marker). */
  wholeCredit: boolean;
  /** True for a part after a featured marker. */
  featured: boolean;
}

/** Best grouping of the atoms: most atoms covered by known names, then most groups (step 1). */
function coverByKnownNames(atoms: string[], joiners: string[], isKnown: (s: string) => boolean): Group[] {
  const n = atoms.length;
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
  const groups: Group[] = [];
  let from = 0;
  for (const c of best[0]!.cuts) {
    groups.push({ from, to: c.end, known: c.known });
    from = c.end;
  }
  return groups;
}

/**
 * Step 3: once a part is read as several artists, a joined group of it that the chart never
 * credits as a name of its own (not a performer string, not a whole part of any credit:
 * {@link ChartEvidence.creditedParts}) while it credits each of its atoms so (as a performer string
 * or a whole part elsewhere) is cut into its atoms: "Metro Boomin, The Weeknd & 21 Savage" → Metro
 * Boomin ("Metro Boomin Featuring Gunna"), The Weeknd, 21 Savage, not "Metro Boomin, The Weeknd" +
 * 21 Savage. A part read as one name is left whole (whether a joined credit is one act is steps
 * 1–2's question), and so is a group with an atom never credited alone ("Maren Morris & Grey").
 */
function resplitUncreditedGroups(groups: Group[], atoms: string[], joiners: string[], evidence: ChartEvidence): Group[] {
  const parts = evidence.creditedParts;
  if (!parts || groups.length < 2) return groups;
  const credited = (s: string) => {
    const k = s.trim().toLowerCase();
    return evidence.known.has(k) || parts.has(k);
  };
  return groups.flatMap((g) => {
    const own = atoms.slice(g.from, g.to);
    const names = new Set(own.map((a) => a.trim().toLowerCase()));
    if (own.length < 2 || names.size < own.length || credited(joinCreditAtoms(atoms, joiners, g.from, g.to))) return [g];
    if (!own.every(credited)) return [g];
    return own.map((_, k) => ({ from: g.from + k, to: g.from + k + 1, known: evidence.known.has(own[k]!.trim().toLowerCase()) }));
  });
}

/**
 * The artist names of one part of a chart credit (main or featured), its atoms grouped by the
 * chart's evidence (module doc, steps 1–2), dangling joiners trimmed off, each with the joiner
 * before it as written ('' for the first).
 */
export function groupByChartEvidence(part: string, evidence: ChartEvidence, place: PartPlace): { name: string; join: string }[] {
  const songsOf = evidence.songs ?? new Map<string, number>();
  const { known } = evidence;
  const songs = songsOf.get(part.toLowerCase()) ?? 0;
  // A charting joined name is a known name only when the chart data shows it is one act.
  const isKnown = (s: string) =>
    s.toLowerCase() !== place.self &&
    known.has(s.toLowerCase()) &&
    (creditAtoms(s, CHART_READING).atoms.length < 2 ||
      chartActEvidence(s, known, songsOf.get(s.toLowerCase()) ?? 0) !== undefined);
  const { atoms, joiners } = creditAtoms(part, CHART_READING);
  if (atoms.length === 1) return [{ name: part, join: '' }];
  const singleUnknownWord = (g: Group) => !g.known && g.to - g.from === 1 && !/\s/u.test(atoms[g.from]!.trim());
  const text = (g: Group) => joinCreditAtoms(atoms, joiners, g.from, g.to).trim();
  // Merge neighbouring groups across cuts that are not kept (step 2).
  const merged: Group[] = [];
  for (const g of coverByKnownNames(atoms, joiners, isKnown)) {
    const prev = merged[merged.length - 1];
    if (prev) {
      const joiner = joiners[g.from - 1]!.trim().toLowerCase();
      const continuation = ACT_CONTINUATION.test(atoms[g.from]!);
      const sameName = text(prev).toLowerCase() === text(g).toLowerCase();
      const keep =
        !sameName &&
        (joiner === 'or'
          ? (place.featured || prev.known || g.known) && !(singleUnknownWord(prev) && singleUnknownWord(g))
          : (prev.known && g.known) ||
            (!place.wholeCredit && joiner !== 'and' && !continuation) ||
            (songs < ACT_MIN_SONGS && !continuation && !singleUnknownWord(prev) && !singleUnknownWord(g)));
      if (!keep) {
        prev.to = g.to;
        prev.known = isKnown(joinCreditAtoms(atoms, joiners, prev.from, prev.to));
        continue;
      }
    }
    merged.push({ ...g });
  }
  return resplitUncreditedGroups(merged, atoms, joiners, evidence)
    .map((g) => ({ name: withoutDanglingJoiner(joinCreditAtoms(atoms, joiners, g.from, g.to)), join: joiners[g.from - 1] ?? '' }))
    .filter((c) => c.name.length > 0);
}
