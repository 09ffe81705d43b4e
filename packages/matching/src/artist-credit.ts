/**
 * Artist credits: splitting performer strings into main and featured artists, and the name forms
 * used to compare artist names.
 *
 * Credit joins are those of the evaluation's scoring rule (shared/eval/README.md): " featuring ",
 * " feat. ", " ft. ", " & ", " and ", " x ", " with ", ", ", plus " vs. ". Billboard performer
 * strings ("Panjabi MC Featuring Jay-Z", "Simon & Garfunkel") and Spotify credits
 * ("Eastside (with Halsey & Khalid)") use the same words.
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
        const candidate = joinRun(gluedParts, gluedJoins, i, e).trim();
        if (keepWhole(candidate)) {
          end = e;
          break;
        }
      }
    }
    names.push(joinRun(gluedParts, gluedJoins, i, end).trim());
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

function joinRun(parts: string[], joins: string[], from: number, to: number): string {
  let s = parts[from] ?? '';
  for (let k = from + 1; k < to; k++) s += (joins[k - 1] ?? '') + (parts[k] ?? '');
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
