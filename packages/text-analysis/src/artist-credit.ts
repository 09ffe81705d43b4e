/**
 * Artist credits: splitting a credit string into main and featured artists
 * ({@link splitArtistCredit}, the one splitter of the product), and the name forms used to compare
 * artist names ({@link artistNameForms}).
 *
 * The words are those of `credit-words.ts`; how a string is read (`credit-parts.ts`) and grouped
 * differs between a free-text artist and a chart performer string by named options:
 * - a **query** (radio log lines, user input, catalog names compared by the matcher): read with
 *   {@link QUERY_READING}, every atom is an artist;
 * - a **chart credit** (Billboard performer strings, with the chart's {@link ChartEvidence}): read
 *   with {@link CHART_READING}, atoms grouped into artists by what the chart data shows
 *   (`chart-credit.ts`: "Simon & Garfunkel" stays one act, "Ed Sheeran & Justin Bieber" is two).
 * `bench/credit-splitters.ts` counts the real performer strings on which the two disagree.
 */
import { type ChartEvidence, groupByChartEvidence } from './chart-credit';
import { CHART_READING, QUERY_READING, creditAtoms, featuredParts } from './credit-parts';
import { foldForMatch, foldWithoutApostrophes } from './fold';
import { LEADING_THE, numeralsToDigits } from './match-key';

/** A nickname in double quotes inside a name: Missy "Misdemeanor" Elliott. */
const QUOTED_NICKNAME_RE = /\s*["“”][^"“”]+["“”]\s*/gu;

/** Result of `splitArtistCredit`. Names are trimmed but otherwise as written (not folded). */
export interface ArtistCredit {
  /** Main (billed) artists, in order. At least one element for a non-empty input. */
  main: string[];
  /** Artists introduced by a guest marker (feat./ft./featuring/with, for charts also "duet with"), in order. */
  featured: string[];
  /**
   * The marker or joiner before each name after the first, lower-cased and trimmed (e.g. ['&',
   * 'featuring']), in order; empty when the credit is one name.
   */
  joins: string[];
}

/** Options of `splitArtistCredit`. */
export interface SplitOptions {
  /**
   * The chart's evidence when the string is a chart performer string: it is then read as the chart
   * prints it ({@link CHART_READING}), its atoms are grouped into artists by the evidence, and a
   * name appears once (first credit wins). Without it the string is read as free text
   * ({@link QUERY_READING}) and split at every join.
   */
  evidence?: ChartEvidence;
}

/** A name and the marker or joiner before it ('' for the first). */
type Credited = { name: string; join: string };

/** The names of one part read as free text: every atom, joins as written. */
function queryNames(part: string): Credited[] {
  const { atoms, joiners } = creditAtoms(part, QUERY_READING);
  return atoms.map((a, i) => ({ name: a.trim(), join: i > 0 ? joiners[i - 1]! : '' }));
}

/**
 * Splits a credit string into main and featured artists (reading and grouping by `options`, see
 * the module doc). Query: "Kevin Lyttle Featuring Spragga Benz" → {main: ['Kevin Lyttle'],
 * featured: ['Spragga Benz'], joins: ['featuring']}; "Simon & Garfunkel" → main ['Simon',
 * 'Garfunkel']; a join word with an empty side is part of a name ("Lil Nas X Featuring Y" → main
 * ['Lil Nas X']). Chart, with evidence: "Simon & Garfunkel" → main ['Simon & Garfunkel'];
 * "Earth, Wind & Fire With The Emotions" → main ['Earth, Wind & Fire'], featured ['The Emotions'].
 */
export function splitArtistCredit(input: string, options: SplitOptions = {}): ArtistCredit {
  const text = input.trim();
  const { evidence } = options;
  const { parts, markers } = featuredParts(text, evidence ? CHART_READING : QUERY_READING);
  const out: ArtistCredit = { main: [], featured: [], joins: [] };
  const seen = new Set<string>();
  let first = true;
  parts.forEach((part, i) => {
    const names: Credited[] = evidence
      ? groupByChartEvidence(part, evidence, { self: text.toLowerCase(), wholeCredit: parts.length === 1, featured: i > 0 })
      : queryNames(part);
    names.forEach(({ name, join }, k) => {
      if (evidence && seen.has(name.toLowerCase())) return;
      seen.add(name.toLowerCase());
      if (!first) out.joins.push((k === 0 ? markers[i - 1]! : join).trim().replace(/^\(/u, '').toLowerCase());
      first = false;
      if (name !== '') (i === 0 ? out.main : out.featured).push(name);
    });
  });
  return out;
}

/**
 * All folded forms of an artist name useful for equality matching, first element
 * `foldForMatch(name)`, duplicates and empty strings removed:
 * - `$` read as `s` ("Ke$ha" → "kesha", besides the plain fold "ke ha");
 * - `&` ↔ "and" ("Simon & Garfunkel" → "simon and garfunkel"; "X and Y" → "x y", which is how
 *   "X & Y" folds, so both spellings meet);
 * - without a leading article "the " ("The Chemical Brothers" → "chemical brothers");
 * - number words as digits ("Four Seasons" → "4 seasons", meeting "The 4 Seasons");
 * - without a nickname in double quotes (Missy "Misdemeanor" Elliott → "missy elliott");
 * - compact, spaces removed ("'N Sync" and "*NSYNC" → "nsync"; "Mr. Probz" → "mrprobz");
 * - apostrophes inside words dropped (`foldWithoutApostrophes`: "Destiny's Child" → "destinys
 *   child", as typed without them).
 * Name order and transliteration are separate (`nameOrderVariants`, `toLatin`).
 */
export function artistNameForms(name: string): string[] {
  const raw = name.normalize('NFC');
  const spellings = new Set<string>([raw, raw.replace(/\$/g, 's')]);
  const withoutNickname = raw.replace(QUOTED_NICKNAME_RE, ' ').trim();
  if (withoutNickname !== raw && withoutNickname !== '') spellings.add(withoutNickname);
  const folded = new Set<string>();
  let rawFolded = '';
  for (const s of spellings) {
    // Each spelling folded once; without "&" its "and" spelling is itself.
    const f = foldForMatch(s);
    if (s === raw) rawFolded = f;
    folded.add(f);
    folded.add(s.includes('&') ? foldForMatch(s.replace(/&/g, ' and ')) : f);
    folded.add(foldWithoutApostrophes(s));
    folded.add(f.replace(/(^| )and( |$)/g, ' ').trim());
  }
  const forms: string[] = [];
  const add = (f: string): void => {
    if (f !== '' && !forms.includes(f)) forms.push(f);
  };
  add(rawFolded);
  for (const f of folded) {
    for (const g of [f, numeralsToDigits(f)]) {
      add(g);
      add(g.replace(LEADING_THE, ''));
    }
  }
  for (const f of [...forms]) add(f.replace(/ /g, ''));
  return forms;
}
