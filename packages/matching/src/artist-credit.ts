/**
 * Artist credits: splitting performer strings into main and featured artists, and the name forms
 * used to compare artist names.
 *
 * Credit joins are those of the evaluation's scoring rule (shared/eval/README.md): " featuring ",
 * " feat. ", " ft. ", " & ", " and ", " x ", " with ", ", ", plus " vs. ". Billboard performer
 * strings ("Panjabi MC Featuring Jay-Z", "Simon & Garfunkel") and Spotify credits
 * ("Eastside (with Halsey & Khalid)") use the same words.
 *
 * Two splittings, one module: {@link splitArtistCredit} splits a query-side credit on every join
 * (radio logs, user input; callers that know their artists pass `keepWhole`), and
 * {@link splitAtFeaturedMarkers} + {@link creditAtoms} cut a chart performer string into parts and
 * atoms whose grouping into artists the importer decides from chart evidence
 * (`indexer/src/importers/shared/performer-credit.ts`). They still differ on "/" without spaces,
 * " vs. ", "(featuring …)", quoted nicknames and "With His …" (`bench/credit-splitters.ts`).
 */
import { foldForMatch } from './fold';
import { numeralsToDigits } from './match-key';

/** A nickname in double quotes inside a name: Missy "Misdemeanor" Elliott. */
const QUOTED_NICKNAME_RE = /\s*["“”][^"“”]+["“”]\s*/gu;

/** Result of `splitArtistCredit`. Names are trimmed but otherwise as written (not folded). */
export interface ArtistCredit {
  /** Main (billed) artists, in order. At least one element for a non-empty input. */
  main: string[];
  /** Artists introduced by feat./ft./featuring/with, in order. */
  featured: string[];
  /** The joins actually split on, lower-cased and trimmed (e.g. ['&', 'featuring']), in order. */
  joins: string[];
}

/** Options of `splitArtistCredit`. */
export interface SplitOptions {
  /**
   * Return true for a (raw, trimmed) run of credit parts that is one known artist and must not be
   * split, e.g. a lookup of catalog artist names: `n => known.has(foldForMatch(n))` keeps
   * "Earth, Wind & Fire" whole. Called on the longest runs first.
   */
  keepWhole?: (name: string) => boolean;
}

/** Joins that introduce featured artists (everything after one of them is featured). */
const FEATURING_JOINS = new Set(['feat.', 'feat', 'ft.', 'ft', 'featuring', 'with']);

/**
 * A join: a word join preceded by whitespace and followed by whitespace (lookahead, so "X Featuring"
 * in "Lil Nas X Featuring Y" can still see the space before "Featuring"), a comma, or a slash: radio
 * play logs join every credited act with "/" ("Bob Seger/Silver Bullet Band", "DJ Snake/Ozuna/
 * Cardi B"). "AC/DC" splits too; matchers compare the whole name first, so it still meets itself.
 */
const JOIN_RE = /\s+(featuring|feat\.|feat|ft\.|ft|with|vs\.|vs|x|&|and)(?=\s)|\s*(,)(?=\s|$)|\s*(\/)\s*/giu;

/**
 * Splits a performer string on credit joins.
 *
 * "Kevin Lyttle Featuring Spragga Benz" → {main: ['Kevin Lyttle'], featured: ['Spragga Benz'],
 * joins: ['featuring']}; "Simon & Garfunkel" → main ['Simon', 'Garfunkel'].
 * A join word with an empty side is part of a name, not a join ("Lil Nas X Featuring Y" → main
 * ['Lil Nas X']). `keepWhole` protects known names ("Earth, Wind & Fire"). Without it, band names
 * containing a join word are split: callers that know their artists should pass it.
 */
export function splitArtistCredit(input: string, options: SplitOptions = {}): ArtistCredit {
  const text = input.trim();
  // Tokenise into parts and joins.
  const parts: string[] = [];
  const joins: string[] = [];
  let last = 0;
  for (const m of text.matchAll(JOIN_RE)) {
    const index = m.index ?? 0;
    parts.push(text.slice(last, index));
    joins.push(m[0]);
    last = index + m[0].length;
  }
  parts.push(text.slice(last));
  // A join with an empty side is a word of a name: glue it back.
  const gluedParts: string[] = [parts[0] ?? ''];
  const gluedJoins: string[] = [];
  for (let i = 0; i < joins.length; i++) {
    const next = parts[i + 1] ?? '';
    const prev = gluedParts[gluedParts.length - 1] ?? '';
    if (prev.trim() === '' || next.trim() === '') {
      gluedParts[gluedParts.length - 1] = prev + (joins[i] ?? '') + next;
    } else {
      gluedJoins.push(joins[i] ?? '');
      gluedParts.push(next);
    }
  }
  // Merge runs that the caller knows as one artist (longest first).
  const keepWhole = options.keepWhole;
  const names: string[] = [];
  const usedJoins: string[] = [];
  let i = 0;
  while (i < gluedParts.length) {
    let end = i + 1;
    if (keepWhole) {
      for (let e = gluedParts.length; e > i + 1; e--) {
        const candidate = joinCreditAtoms(gluedParts, gluedJoins, i, e).trim();
        if (keepWhole(candidate)) {
          end = e;
          break;
        }
      }
    }
    names.push(joinCreditAtoms(gluedParts, gluedJoins, i, end).trim());
    if (end < gluedParts.length) usedJoins.push((gluedJoins[end - 1] ?? '').trim().toLowerCase());
    i = end;
  }
  const main: string[] = [];
  const featured: string[] = [];
  let inFeatured = false;
  names.forEach((name, k) => {
    if (k > 0 && FEATURING_JOINS.has(usedJoins[k - 1] ?? '')) inFeatured = true;
    if (name !== '') (inFeatured ? featured : main).push(name);
  });
  return { main, featured, joins: usedJoins };
}

/**
 * Featured markers of a chart performer string (Billboard's spelling): " Featuring ", " Feat. ",
 * " Ft. ", " Duet With ", " A Duet With ", " With " (any case), optionally opened by "(".
 */
const FEATURED_MARKER = /\s+\(?(?:featuring|feat\.|ft\.|a duet with|duet with|with)\s+/giu;
/** " With His/Her/Their …" introduces a leader's own backing band, not a featured artist. */
const BACKING_BAND = /^(?:his|her|their)\s/iu;
/**
 * Joiners between the artists of one part (level 1), then " x " inside a level-1 piece (level 2).
 * " + " and "/" without spaces are Billboard's spellings of "&" in some years ("Jay-Z + Alicia Keys",
 * "Jay-Z/Linkin Park"); acts spelled with them ("Dan + Shay", "AC/DC") stay whole on the same
 * evidence. " Or " is Billboard's credit for versions with different guests ("Kid Rock Featuring Sheryl Crow
 * Or Allison Moorer": one version features each); an act named with it ("Dead Or Alive") is kept
 * whole by the importer's chart evidence, as "Simon & Garfunkel" is.
 */
const LEVEL1_JOINER = /(, | & | and | or | \+ | \/ |(?<=\S)\/(?=\S))/iu;
const LEVEL2_JOINER = /( x )/iu;

/**
 * Splits a chart performer string at its featured markers ({@link FEATURED_MARKER}): everything
 * before the first marker is the main part, each later part is featured. Markers inside double
 * quotes (a nickname such as `"Sing Along With Mitch"`) and " With His/Her/Their …" (a leader's
 * backing band) are not markers; a part opened by "(" loses its closing ")".
 * "The Miracles (featuring Bill "Smokey" Robinson)" → ['The Miracles', 'Bill "Smokey" Robinson'].
 * @returns `[main, ...featured]` parts, trimmed, empty ones dropped.
 */
export function splitAtFeaturedMarkers(performer: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let openedByParen = false;
  const push = (text: string) => parts.push((openedByParen ? text.replace(/\)\s*$/u, '') : text).trim());
  for (const m of performer.matchAll(FEATURED_MARKER)) {
    const at = m.index ?? 0;
    if (at < start) continue;
    if ((performer.slice(0, at).match(/"/g)?.length ?? 0) % 2 === 1) continue; // inside a quoted nickname
    if (/with/iu.test(m[0]) && BACKING_BAND.test(performer.slice(at + m[0].length))) continue; // "… With His Clowns"
    push(performer.slice(start, at));
    start = at + m[0].length;
    openedByParen = m[0].includes('(');
  }
  push(performer.slice(start));
  return parts.filter((p) => p.length > 0);
}

/**
 * Splits one part of a performer string into atoms and the joiner before each atom: first at
 * ", ", " & ", " And ", " Or ", " + ", " / ", "/" (any case), then at " x " inside each piece, so "Mia X & Mystikal" is
 * "Mia X" + "Mystikal" and "X Ambassadors" stays whole. Which cuts are kept is the caller's
 * decision (the importer groups atoms by chart evidence); {@link joinCreditAtoms} rebuilds a run.
 * @returns `atoms` as written (untrimmed) and `joiners[i]` = the joiner between atoms i and i+1.
 */
export function creditAtoms(part: string): { atoms: string[]; joiners: string[] } {
  const atoms: string[] = [];
  const joiners: string[] = [];
  const level1 = part.split(LEVEL1_JOINER);
  for (let i = 0; i < level1.length; i += 2) {
    const level2 = level1[i]!.split(LEVEL2_JOINER);
    for (let j = 0; j < level2.length; j += 2) {
      if (atoms.length > 0) joiners.push(j === 0 ? level1[i - 1]! : level2[j - 1]!);
      atoms.push(level2[j]!);
    }
  }
  return { atoms, joiners };
}

/** The text of atoms `[from, to)` with their joiners, as written (`joiners[i]` follows `atoms[i]`). */
export function joinCreditAtoms(atoms: readonly string[], joiners: readonly string[], from: number, to: number): string {
  let s = atoms[from] ?? '';
  for (let k = from + 1; k < to; k++) s += (joiners[k - 1] ?? '') + (atoms[k] ?? '');
  return s;
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
 * - compact, spaces removed ("'N Sync" and "*NSYNC" → "nsync"; "Mr. Probz" → "mrprobz").
 * Name order and transliteration are separate (`nameOrderVariants`, `toLatin`).
 */
export function artistNameForms(name: string): string[] {
  const raw = name.normalize('NFC');
  const spellings = new Set<string>([raw, raw.replace(/\$/g, 's')]);
  const withoutNickname = raw.replace(QUOTED_NICKNAME_RE, ' ').trim();
  if (withoutNickname !== raw && withoutNickname !== '') spellings.add(withoutNickname);
  const folded = new Set<string>();
  for (const s of spellings) {
    folded.add(foldForMatch(s));
    folded.add(foldForMatch(s.replace(/&/g, ' and ')));
    folded.add(
      foldForMatch(s)
        .replace(/(^| )and( |$)/g, ' ')
        .trim(),
    );
  }
  const forms: string[] = [];
  const add = (f: string): void => {
    if (f !== '' && !forms.includes(f)) forms.push(f);
  };
  add(foldForMatch(raw));
  for (const f of folded) {
    for (const g of [f, numeralsToDigits(f)]) {
      add(g);
      add(g.replace(/^the /, ''));
    }
  }
  for (const f of [...forms]) add(f.replace(/ /g, ''));
  return forms;
}

/**
 * The compact key of a name: `$`→s, `&` dropped like "and", leading "the" dropped, folded, spaces
 * removed ("The Beatles" → "beatles", "'N Sync" → "nsync", "Ke$ha" → "kesha"). Two names with the
 * same compact key are spelling variants of each other.
 */
export function compactName(name: string): string {
  const f = foldForMatch(name.normalize('NFC').replace(/\$/g, 's'))
    .replace(/(^| )and( |$)/g, ' ')
    .trim()
    .replace(/^the /, '')
    .replace(/ /g, '');
  return f !== '' ? f : foldForMatch(name).replace(/ /g, '');
}
