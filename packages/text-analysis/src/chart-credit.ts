/**
 * Chart evidence: which joined names of a chart's performer strings are one act ("Simon &
 * Garfunkel", "Earth, Wind & Fire") and which are several artists ("Ed Sheeran & Justin Bieber",
 * "21 Savage & Metro Boomin"), with no list of special names — the only knowledge is the chart data
 * itself. Used by {@link splitArtistCredit} given `evidence`; whether one joined name is an act is
 * `joined-names.ts`'s {@link readJoinedName}, which the catalog audit applies too.
 *
 * Grouping the atoms of one part (main or featured, `credit-parts.ts`):
 *
 * 1. **Known names** are the performer strings that chart on their own somewhere in the data
 *    (compared case-insensitively), excluding the credit being split itself; a joined one ("A & B")
 *    only when {@link readJoinedName} reads it as one act. Atoms are grouped (dynamic programming
 *    over the atom sequence) to cover as many atoms as possible with known names, so a known name is
 *    never cut when its pieces are not themselves known ("Earth, Wind & Fire" in "Earth, Wind & Fire
 *    With The Emotions"); among equal covers the one with more names wins.
 * 2. **Which cuts between groups are kept:**
 *    - in a main part (the whole credit, or the part before a featured marker that also charts on
 *      its own): every cut when {@link readJoinedName} reads the part as a credit ("Justin Bieber &
 *      Dijon", "21 Savage & Metro Boomin"), none when it reads it as one act ("Sonny & Cher", "Kool &
 *      The Gang");
 *    - a main part that only charts with guests ("DJ Sammy & Yanou Featuring Do") is read as a
 *      featured part is, and also cut before "The …" when it reads as a credit ("Puff Daddy & The
 *      Family Featuring …": Puff Daddy charted apart first);
 *    - inside a featured part: always between known names, and at ", ", " & ", " / ", " x " unless
 *      the right-hand atom starts with "The "/"His "/"Her "/"Their " (an act such as "… & The
 *      Raiders"); at " And " too when the part reads as a credit ("Elton John, Gladys Knight And
 *      Stevie Wonder");
 *    - never between two groups of the same name ("M + M");
 *    - " Or " (Billboard's credit for versions with different guests: "Kid Rock Featuring Sheryl
 *      Crow Or Allison Moorer", "R. Kelly Or Bow Wow (Featuring T.I. & T-Pain)") in a featured part
 *      or next to a known name, unless both sides are single words that never chart on their own:
 *      "Do Or Die (Featuring Twista)" and "Dead Or Alive" stay acts.
 * 3. **A joined group never credited as a name of its own** (no performer string, no whole part of
 *    any credit: {@link creditedPartNames}), left by step 2 in a part read as several artists, is
 *    cut into its atoms when each is so credited ("Metro Boomin, The Weeknd & 21 Savage" → three
 *    artists, not "Metro Boomin, The Weeknd" + 21 Savage).
 *
 * " + " and "/" without spaces are cut as " & " is ("Jay-Z + Alicia Keys", "Jay-Z/Linkin Park",
 * "Stan Getz/Astrud Gilberto"; "AC/DC", "Dan + Shay", "Florence + The Machine" stay acts).
 */
import { CHART_READING, creditAtoms, featuredParts, joinCreditAtoms } from './credit-parts';
import { BAND_CONTINUATIONS, wordsPattern } from './credit-words';
import { type AtomSongs, type ChartedSong, atomSongsOf, readJoinedName } from './joined-names';

/** What a chart's data says about its performer strings, for {@link splitArtistCredit}. */
export interface ChartEvidence {
  /** Performer strings that chart on their own, lower-cased ({@link knownPerformerNames}). */
  known: ReadonlySet<string>;
  /** The songs crediting each atom, with their first chart dates ({@link atomSongsOf}). */
  atomSongs: AtomSongs;
  /**
   * Names the chart credits as a whole part (the main part or a featured part) of some performer
   * string, lower-cased ({@link creditedPartNames}); without it no joined group is re-split (step 3).
   */
  creditedParts?: ReadonlySet<string>;
  /**
   * True when a joined name reads as one act, false when as a credit of its parts: the chart-history
   * rules ({@link readJoinedName}) when absent; the Billboard importer passes the scored model's
   * reading (`@mc/resolution` `joinedNameReader`).
   */
  readsAsAct?: (name: string) => boolean;
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

/**
 * The {@link ChartEvidence} of a chart, as the Billboard importer splits its credits with: every
 * performer string known, the songs of every atom with their first chart dates, the names credited
 * as whole parts.
 * @param charted every (performer, song, first chart date) of the chart data (duplicates allowed).
 */
export function chartEvidenceOf(charted: Iterable<ChartedSong>): Required<Omit<ChartEvidence, 'readsAsAct'>> {
  const rows = [...charted];
  const performers = rows.map((r) => r.performer);
  return { known: knownPerformerNames(performers), atomSongs: atomSongsOf(rows), creditedParts: creditedPartNames(performers) };
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
  const { known, atomSongs } = evidence;
  const readsAsAct = evidence.readsAsAct ?? ((s: string) => readJoinedName(s, atomSongs).act);
  // A charting joined name is a known name only when it reads as one act.
  const isKnown = (s: string) =>
    s.toLowerCase() !== place.self &&
    known.has(s.toLowerCase()) &&
    (creditAtoms(s, CHART_READING).atoms.length < 2 || readsAsAct(s));
  const { atoms, joiners } = creditAtoms(part, CHART_READING);
  if (atoms.length === 1) return [{ name: part, join: '' }];
  const partIsAct = readsAsAct(part);
  // A featured part, or a main part billed only with guests (never charting on its own), is a list.
  const guestList = place.featured || (!place.wholeCredit && !known.has(part.toLowerCase()));
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
        (guestList
          ? joiner === 'or'
            ? !(singleUnknownWord(prev) && singleUnknownWord(g))
            : (prev.known && g.known) || (!continuation && (joiner !== 'and' || !partIsAct)) || (!place.featured && !partIsAct)
          : !partIsAct && (joiner !== 'or' || ((prev.known || g.known) && !(singleUnknownWord(prev) && singleUnknownWord(g)))));
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
