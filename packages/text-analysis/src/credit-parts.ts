/**
 * Reading a credit string into parts and atoms, the first two steps of {@link splitArtistCredit}:
 *
 * 1. **Guest markers** ({@link GUEST_MARKERS}, and for charts {@link DUET_MARKERS}) cut the credit
 *    into a main part and featured parts;
 * 2. **joiners** ({@link CREDIT_JOINERS}, {@link VERSUS_JOINERS}) cut each part into atoms.
 *
 * How a credit is read differs between a chart's performer strings and a free-text artist (a radio
 * log line, a user's query); each difference is one named field of {@link CreditReading}, with the
 * two readings {@link QUERY_READING} and {@link CHART_READING}. `bench/credit-splitters.ts` counts
 * the real performer strings on which they disagree, by difference.
 */
import {
  BAND_CONTINUATIONS,
  CREDIT_JOINERS,
  DUET_MARKERS,
  GUEST_MARKERS,
  LOG_GUEST_MARKERS,
  PERSON_SUFFIXES,
  VERSUS_JOINERS,
  WITH_MARKER,
  wordsPattern,
} from './credit-words';

/** How a credit string is read (see the module doc). */
export interface CreditReading {
  /** The guest markers with their surrounding spaces, flags `giu`; everything after the first is featured. */
  markers: RegExp;
  /** A marker may open a bracket, whose closing ")" ends the part: "The Miracles (featuring Bill "Smokey" Robinson)". */
  bracketedMarkers: boolean;
  /** A marker inside a double-quoted nickname is part of the name: Mitch Miller and his "Sing Along With Mitch" Chorus. */
  quotedNicknames: boolean;
  /** " With His/Her/Their …" is a leader's own band, not a guest: "Huey "Piano" Smith With His Clowns". */
  backingBands: boolean;
  /**
   * The joiners of one part, by level, each with its surrounding spaces, flags `giu`: a later
   * level cuts only inside the pieces of the earlier ones, so "Mia X & Mystikal" is "Mia X" +
   * "Mystikal" and "X Ambassadors" stays whole.
   */
  joinerLevels: readonly RegExp[];
  /**
   * A marker or joiner with nothing on one side is a word of the name and stays in it ("Lil Nas X
   * Featuring Billy Ray Cyrus": the "X" has no right side before the marker). Otherwise such a
   * joiner is trimmed off the name by the chart's grouping.
   */
  glueEmptySides: boolean;
}

const GUEST = wordsPattern(GUEST_MARKERS);
/** After ", ": a person suffix ("Oscar Toney, Jr."), which makes the comma part of the name. */
const NOT_A_SUFFIX = `(?!\\s*(?:${PERSON_SUFFIXES.join('|')})\\.?(?=$|[\\s,)]))`;
const WORD_JOINERS = (words: readonly string[]) => wordsPattern(words.filter((w) => /\p{L}|&|\+/u.test(w)));

/**
 * A free-text artist: a radio log's "Bob Seger/Silver Bullet Band", "DJ Snake/Ozuna/Cardi B", a
 * user's "Beyonce ft Jay Z". Markers and word joiners need a space on each side (not consumed
 * after them; a log's "w/" and "f/" a space before only: "Calvin Harris w/Rihanna"), "," a space or the end after it, "/" any spacing; " vs. " and " x " cut; " or " and
 * " + " do not ("Dead Or Alive", "Dan + Shay" stay whole). Brackets, nicknames and backing bands
 * are not read and every join cuts: there is no evidence to keep an act whole, and the matcher
 * compares the whole name as well as its parts.
 */
export const QUERY_READING: CreditReading = {
  markers: new RegExp(`\\s+(?:${GUEST})(?=\\s)|\\s+(?:${wordsPattern(LOG_GUEST_MARKERS)})\\s*(?=\\S)`, 'giu'),
  bracketedMarkers: false,
  quotedNicknames: false,
  backingBands: false,
  joinerLevels: [
    new RegExp(
      `\\s+(?:${wordsPattern([...VERSUS_JOINERS, 'x', '&', 'and'])})(?=\\s)|\\s*,(?=\\s|$)${NOT_A_SUFFIX}|\\s*\\/\\s*`,
      'giu',
    ),
  ],
  glueEmptySides: true,
};

/**
 * A chart performer string as Billboard prints it: markers " Featuring ", " Feat. ", " Ft. ",
 * " With ", " Duet With ", " A Duet With " (any case, optionally opening a bracket), joiners
 * ", ", " & ", " And ", " Or ", " + ", " / " and "/" between two non-spaces, then " x " inside
 * those pieces. " vs. " is not a joiner (an act: "Elvis vs. JXL"). Which cuts are kept is decided
 * by the chart's evidence (`chart-credit.ts`).
 */
export const CHART_READING: CreditReading = {
  markers: new RegExp(`\\s+\\(?(?:${wordsPattern([...DUET_MARKERS, ...GUEST_MARKERS])})\\s+`, 'giu'),
  bracketedMarkers: true,
  quotedNicknames: true,
  backingBands: true,
  joinerLevels: [
    new RegExp(
      `(?:, ${NOT_A_SUFFIX}| (?:${WORD_JOINERS(CREDIT_JOINERS.filter((w) => w !== 'x'))}) | \\/ |(?<=\\S)\\/(?=\\S))`,
      'giu',
    ),
    / x /giu,
  ],
  glueEmptySides: false,
};

/** A leader's band after " With ": "His Clowns", "Her Orchestra", "Their Band". */
const BACKING_BAND = new RegExp(`^(?:${wordsPattern(BAND_CONTINUATIONS.filter((w) => w !== 'the'))})\\s`, 'iu');
const WITH_RE = new RegExp(`\\b${WITH_MARKER}\\b`, 'iu');

/** Pieces of `text` between the matches of `re`, and the matches (as written) between them. */
function cutAt(text: string, re: RegExp, glueEmptySides: boolean): { pieces: string[]; cuts: string[] } {
  const pieces: string[] = [];
  const cuts: string[] = [];
  let last = 0;
  for (const m of text.matchAll(re)) {
    pieces.push(text.slice(last, m.index));
    cuts.push(m[0]);
    last = m.index + m[0].length;
  }
  pieces.push(text.slice(last));
  if (!glueEmptySides) return { pieces, cuts };
  // A cut with an empty side is a word of a name: glue it back.
  const glued: string[] = [pieces[0]!];
  const kept: string[] = [];
  for (let i = 0; i < cuts.length; i++) {
    const next = pieces[i + 1]!;
    const prev = glued[glued.length - 1]!;
    if (prev.trim() === '' || next.trim() === '') glued[glued.length - 1] = prev + cuts[i]! + next;
    else {
      kept.push(cuts[i]!);
      glued.push(next);
    }
  }
  return { pieces: glued, cuts: kept };
}

/** The parts of a credit: the main part first, then each featured part, with the marker before it. */
export interface CreditParts {
  /** `[main, ...featured]` as written (a part opened by "(" without its closing ")"). */
  parts: string[];
  /** `markers[i]` is the marker before `parts[i + 1]`, as written. */
  markers: string[];
}

/**
 * Cuts a credit at its guest markers ({@link CreditReading.markers}), honouring the reading's
 * brackets, quoted nicknames and backing bands. Parts are trimmed; with `glueEmptySides` false,
 * empty parts are dropped. "The Miracles (featuring Bill "Smokey" Robinson)" (chart) →
 * ['The Miracles', 'Bill "Smokey" Robinson'].
 */
export function featuredParts(credit: string, reading: CreditReading): CreditParts {
  if (reading.glueEmptySides) {
    const { pieces, cuts } = cutAt(credit, reading.markers, true);
    return { parts: pieces.map((p) => p.trim()), markers: cuts };
  }
  const parts: string[] = [];
  const markers: string[] = [];
  let start = 0;
  let opener = '';
  const push = (text: string) => {
    const part = (reading.bracketedMarkers && opener.includes('(') ? text.replace(/\)\s*$/u, '') : text).trim();
    if (part.length > 0) {
      if (parts.length > 0) markers.push(opener);
      parts.push(part);
    }
  };
  for (const m of credit.matchAll(reading.markers)) {
    const at = m.index;
    if (at < start) continue;
    if (reading.quotedNicknames && (credit.slice(0, at).match(/"/g)?.length ?? 0) % 2 === 1) continue;
    if (reading.backingBands && WITH_RE.test(m[0]) && BACKING_BAND.test(credit.slice(at + m[0].length))) continue;
    push(credit.slice(start, at));
    start = at + m[0].length;
    opener = m[0];
  }
  push(credit.slice(start));
  return { parts, markers };
}

/** The atoms of one part and the joiner before each atom after the first (`joiners[i]` follows `atoms[i]`). */
export interface CreditAtoms {
  /** As written (untrimmed). */
  atoms: string[];
  joiners: string[];
}

/**
 * Splits one part of a credit into atoms at the reading's joiners, level by level. Which cuts are
 * kept is the caller's decision (a query keeps all; a chart groups atoms by evidence);
 * {@link joinCreditAtoms} rebuilds a run. Chart: "Mia X & Mystikal" → ['Mia X', 'Mystikal'],
 * "X Ambassadors" → ['X Ambassadors'].
 */
export function creditAtoms(part: string, reading: CreditReading = CHART_READING): CreditAtoms {
  let atoms = [part];
  let joiners: string[] = [];
  for (const level of reading.joinerLevels) {
    const nextAtoms: string[] = [];
    const nextJoiners: string[] = [];
    atoms.forEach((atom, i) => {
      if (i > 0) nextJoiners.push(joiners[i - 1]!);
      const { pieces, cuts } = cutAt(atom, level, reading.glueEmptySides);
      nextAtoms.push(...pieces);
      nextJoiners.push(...cuts);
    });
    atoms = nextAtoms;
    joiners = nextJoiners;
  }
  return { atoms, joiners };
}

/** The text of atoms `[from, to)` with their joiners, as written (`joiners[i]` follows `atoms[i]`). */
export function joinCreditAtoms(atoms: readonly string[], joiners: readonly string[], from: number, to: number): string {
  let s = atoms[from] ?? '';
  for (let k = from + 1; k < to; k++) s += (joiners[k - 1] ?? '') + (atoms[k] ?? '');
  return s;
}
