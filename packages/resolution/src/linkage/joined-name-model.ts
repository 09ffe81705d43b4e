/**
 * "Is this joined name one act or a credit of its parts?" as a scored two-class model: the
 * Fellegi–Sunter machinery of `fellegi-sunter.ts` with the name and its parts as the pair —
 * "match" is *credit* (the name is its parts), "non-match" is *act* — and the chart's own
 * history as the comparisons. m (P(level | credit)), u (P(level | act)) and λ (the share of
 * credits) are estimated by EM over every joined name of the chart, no labels (Winkler 1988, a
 * latent-class model under conditional independence, as the artist model is trained).
 *
 * Comparisons of a joined name ({@link JOINED_NAME_COMPARISONS}), all read from the chart
 * ({@link AtomSongs}):
 * - **billing**: songs billed with every part together (1 / 2 / 3–5 / 6+);
 * - **parts_apart**: parts charting without the others (all / some / none; a one-word part counts
 *   only where it is credited as a whole part, so "Wind" of "Earth, Wind & Fire" is not "Wind";
 *   a possessive part, "His Orchestra", is the leader's and never counts). "None" of a billing first
 *   charted in 2015 or later is a level of its own (`none_since_2015`): that era's collaborations
 *   bill partners whose own careers the chart does not show, so "none" then says much less against
 *   a credit — an interaction of this comparison with `era` modelled rather than assumed away
 *   (conditional independence does not hold between them);
 * - **partners**: one-word parts billed with other partners, in joined billings that hold the part
 *   without the name's other parts ("Bizarrap" of "Bizarrap & Quevedo" in "Bizarrap & Shakira"): a
 *   billing with other partners names the part as an artist where `parts_apart` cannot (all / some /
 *   none / no one-word part);
 * - **career_share**: songs billed together against the busiest part's songs apart (as many or more
 *   / a quarter or more / fewer; null when no part charts apart): a billing that is the act's
 *   whole career is an act, a one-off of artists with careers apart a credit;
 * - **established**: a part charted apart a year or more before the billing first charted;
 * - **shape**: parts that are full names of several words, a leading "The" aside (all / some / none);
 * - **band**: a later part opening with "His/Her/Their" (a leader's band), or with "The" and never
 *   charting apart (a backing band: "… & The Silver Bullet Band") or charting apart ("The Police");
 * - **list**: two parts, or three and more;
 * - **joiner**: joined only by " and " (band names: "Love and Money"), or by "&", ",", " x "...
 *
 * - **era**: the year the billing first charted (before 1980 / 1980–1999 / 2000–2014 / 2015 on):
 *   joined billings of the streaming era are mostly collaborations, those of the sixties acts.
 *
 * A name reads as a credit when its match weight (log₂ odds, prior included) is at least
 * {@link JOINED_NAME_POLICY}`.credit`. The Billboard importer estimates the model on the chart it imports and reads every
 * joined name by it ({@link joinedNameReader}); `npm run estimate:joined-names` prints the weights
 * and scores the reading against the chart-history rules (`readJoinedName`) in the same run. Pure.
 */
import { type AtomSongs, CHART_READING, creditAtoms, featuredParts, performerAtoms } from '@mc/text-analysis';
import {
  type Comparison,
  type ComparisonVector,
  type Estimate,
  type MatchWeight,
  estimateModel,
  initialModel,
  matchWeight,
} from './fellegi-sunter';

/**
 * The decision threshold (match weight, log₂ odds): a credit at or above, one act below. Chosen on
 * the sweep of the labelled development names (`npm run estimate:joined-names -- --names …`,
 * docs/benchmarks/2026-12-07-identity-raw-estimate.md): the lowest weight keeping ≥ 0.99 of acts
 * whole. Below even odds because the comparisons are not independent given the class (billing,
 * career share and era move together), so EM's weights are overconfident about acts.
 */
export const JOINED_NAME_POLICY = { credit: -3 } as const;

const lv = <L extends string>(level: L, m0: number, u0: number) => ({ level, m0, u0 });

/** The comparisons of a joined name with its parts: m0 as for a credit, u0 as for an act (the starting point of EM). */
export const JOINED_NAME_COMPARISONS = [
  {
    name: 'billing',
    description: 'songs billed with every part together: one / two / three to five / six or more',
    levels: [lv('one', 0.7, 0.3), lv('two', 0.15, 0.2), lv('few', 0.1, 0.3), lv('many', 0.05, 0.2)],
  },
  {
    name: 'parts_apart',
    description:
      'parts charting without the others (a one-word part only as a whole credited part): all / some / none, billed first before 2015 / none, billed first since 2015',
    levels: [lv('all', 0.5, 0.1), lv('some', 0.3, 0.3), lv('none', 0.1, 0.55), lv('none_since_2015', 0.1, 0.05)],
  },
  {
    name: 'partners',
    description:
      "one-word parts billed with other partners (a joined billing holding the part without the name's other parts): all / some / none / no one-word part",
    levels: [lv('all', 0.3, 0.1), lv('some', 0.2, 0.2), lv('none', 0.1, 0.4), lv('no_one_word', 0.4, 0.3)],
  },
  {
    name: 'career_share',
    description:
      "songs billed together against the busiest part's songs apart: at least as many / a quarter or more / fewer (null when no part charts apart)",
    levels: [
      lv('most', 0.2, 0.6),
      lv('some', 0.3, 0.3),
      lv('little', 0.5, 0.1),
      { level: 'no_part_apart', m0: 1, u0: 1, null: true },
    ],
  },
  {
    name: 'era',
    description: 'the year the billing first charted: before 1980 / 1980–1999 / 2000–2014 / 2015 or later (unknown: null)',
    levels: [
      lv('before_1980', 0.2, 0.4),
      lv('1980s_1990s', 0.2, 0.3),
      lv('2000_2014', 0.3, 0.2),
      lv('since_2015', 0.3, 0.1),
      { level: 'unknown', m0: 1, u0: 1, null: true },
    ],
  },
  {
    name: 'established',
    description: 'a part charted apart a year or more before the billing first charted: yes / no',
    levels: [lv('yes', 0.4, 0.1), lv('no', 0.6, 0.9)],
  },
  {
    name: 'shape',
    description: 'parts that are names of several words, a leading "The" aside: all / some / none',
    levels: [lv('full_names', 0.5, 0.2), lv('some', 0.3, 0.3), lv('one_words', 0.2, 0.5)],
  },
  {
    name: 'band',
    description:
      'a part after the first opening with "His", "Her" or "Their" / with "The" and never charting apart / with "The" and charting apart / neither',
    levels: [lv('possessive', 0.01, 0.1), lv('the_together', 0.04, 0.15), lv('the_apart', 0.06, 0.05), lv('none', 0.89, 0.7)],
  },
  {
    name: 'list',
    description: 'parts: two / three or more',
    levels: [lv('two', 0.7, 0.9), lv('three_plus', 0.3, 0.1)],
  },
  {
    name: 'joiner',
    description: 'joined only by " and " / by "&", ",", " x ", "/" or another joiner',
    levels: [lv('and_only', 0.2, 0.5), lv('other', 0.8, 0.5)],
  },
] as const satisfies readonly Comparison[];

/** Days a part must have charted apart before the billing to be `established`. */
export const ESTABLISHED_BEFORE_DAYS = 365;

/** A part naming the leader's own band ("His Orchestra"): not a name, so it never charts apart. */
const POSSESSIVE = /^(?:his|her|their)\s/u;

/** True when the billing of a song key (`performer \u0001 song` of `AtomSongs`) joins several atoms. */
const joinedBilling = (key: string): boolean => performerAtoms(key.slice(0, key.indexOf('\u0001'))).length > 1;

/** The `era` level of the date (`YYYY-…`) a billing first charted. */
function eraOf(first: string): string {
  const year = Number(first.slice(0, 4));
  if (!year) return 'unknown';
  return year < 1980 ? 'before_1980' : year < 2000 ? '1980s_1990s' : year < 2015 ? '2000_2014' : 'since_2015';
}

const day = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / 86_400_000;

/**
 * The comparison vector of a joined name (module doc), or undefined when it is not one to decide:
 * one part, a part repeated ("M + M"), or a name the chart never bills (nothing to compare).
 * @param name the joined name as printed (a performer string's main part, or one featured part).
 */
export function joinedNameVector(name: string, chart: AtomSongs): ComparisonVector | undefined {
  const { atoms: raw, joiners } = creditAtoms(name.trim(), CHART_READING);
  const atoms = raw.map((a) => a.trim().toLowerCase());
  if (atoms.length < 2 || new Set(atoms).size < atoms.length) return undefined;
  const songs = atoms.map((a) => chart.atoms.get(a) ?? new Map<string, string>());
  const together = [...songs[0]!.keys()].filter((k) => songs.every((s) => s.has(k)));
  if (!together.length) return undefined;
  const billed = new Set(together);
  const first =
    together
      .map((k) => songs[0]!.get(k)!)
      .filter(Boolean)
      .sort()[0] ?? '';
  const apart = atoms.map((a, i) => {
    if (POSSESSIVE.test(a)) return [];
    const own = /\s/u.test(a) ? songs[i]! : (chart.wholeParts.get(a) ?? new Map<string, string>());
    return [...own].filter(([k]) => !billed.has(k));
  });
  const partsApart = apart.filter((s) => s.length > 0).length;
  // Billings with other partners: a joined performer holding the part but not every part of the name.
  const oneWord = atoms.filter((a) => !/\s/u.test(a));
  const partnered = atoms.filter(
    (a, i) => !/\s/u.test(a) && [...songs[i]!.keys()].some((k) => !billed.has(k) && joinedBilling(k)),
  ).length;
  const established = apart.some((s) => s.some(([, d]) => d && first && day(first) - day(d) >= ESTABLISHED_BEFORE_DAYS));
  const fullNames = atoms.filter((a) => /\s/u.test(a.replace(/^the\s+/u, ''))).length;
  const later = atoms.slice(1);
  const theParts = later.map((a, i) => ({ the: /^the\s/u.test(a), apart: apart[i + 1]!.length > 0 })).filter((p) => p.the);
  const n = together.length;
  const busiest = Math.max(...apart.map((s) => s.length));
  return {
    billing: n === 1 ? 'one' : n === 2 ? 'two' : n <= 5 ? 'few' : 'many',
    parts_apart:
      partsApart === atoms.length ? 'all' : partsApart ? 'some' : eraOf(first) === 'since_2015' ? 'none_since_2015' : 'none',
    partners: !oneWord.length ? 'no_one_word' : partnered === oneWord.length ? 'all' : partnered ? 'some' : 'none',
    career_share: !busiest ? 'no_part_apart' : n >= busiest ? 'most' : n * 4 >= busiest ? 'some' : 'little',
    era: eraOf(first),
    established: established ? 'yes' : 'no',
    shape: fullNames === atoms.length ? 'full_names' : fullNames ? 'some' : 'one_words',
    band: later.some((a) => POSSESSIVE.test(a))
      ? 'possessive'
      : theParts.some((p) => !p.apart)
        ? 'the_together'
        : theParts.length
          ? 'the_apart'
          : 'none',
    list: atoms.length >= 3 ? 'three_plus' : 'two',
    joiner: joiners.every((j) => j.trim().toLowerCase() === 'and') ? 'and_only' : 'other',
  };
}

/** Every joined part (main or featured) of the chart's performer strings, once each, as printed. */
export function chartJoinedNames(performers: Iterable<string>): string[] {
  const names = new Set<string>();
  for (const p of performers) for (const part of featuredParts(p.trim(), CHART_READING).parts) names.add(part.trim());
  return [...names].filter((n) => creditAtoms(n, CHART_READING).atoms.length >= 2);
}

/**
 * Estimates the joined-name model by EM over `names` (module doc): m and u of every comparison
 * trained, a Dirichlet prior of two pseudo-names on each m and on λ.
 * @returns the estimate; λ is the share of the names read as credits.
 */
export function estimateJoinedNameModel(names: Iterable<string>, chart: AtomSongs): Estimate {
  const vectors: ComparisonVector[] = [];
  for (const n of names) {
    const v = joinedNameVector(n, chart);
    if (v) vectors.push(v);
  }
  return estimateModel(JOINED_NAME_COMPARISONS, vectors, {
    start: initialModel(JOINED_NAME_COMPARISONS, 0.5),
    train: JOINED_NAME_COMPARISONS.map((c) => c.name),
    trainU: JOINED_NAME_COMPARISONS.map((c) => c.name),
    priorPairs: 2,
  });
}

/** How the model reads one joined name: its weight (undefined when not one to decide) and whether it is one act. */
export interface JoinedNameScore {
  act: boolean;
  weight?: MatchWeight;
  vector?: ComparisonVector;
}

/**
 * The reading of joined names by the model estimated on the chart's own joined names (module doc):
 * `score(name)` gives the weight and the decision; a name not to decide (one part, repeated, never
 * billed) is one act, as the source lists it.
 * @param performers every performer string of the chart.
 */
export function joinedNameReader(
  performers: Iterable<string>,
  chart: AtomSongs,
): { estimate: Estimate; score: (name: string) => JoinedNameScore } {
  const estimate = estimateJoinedNameModel(chartJoinedNames(performers), chart);
  const score = (name: string): JoinedNameScore => {
    const vector = joinedNameVector(name, chart);
    if (!vector) return { act: true };
    const weight = matchWeight(estimate.model, vector);
    return { act: weight.total < JOINED_NAME_POLICY.credit, weight, vector };
  };
  return { estimate, score };
}
