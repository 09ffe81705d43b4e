/**
 * Title analysis: a song title split into its base title, version tags and featured artists.
 *
 * The base title is the evaluation's (`docs/matching.md` "Measuring", the `cross_source` category): the title without
 * parenthesised/bracketed parts, "feat." tails and " - Radio Edit"-style tails, so Spotify's
 * "Get Lucky (feat. Pharrell Williams & Nile Rodgers) - Radio Edit" and Billboard's "Get Lucky"
 * share `base` "get lucky". Nothing is thrown away: removed parts are kept in `tails`, recognised
 * versions in `versionTags` and guest artists in `featured`.
 *
 * `full` and `base` are folded with `foldWithoutApostrophes`: a contraction is one word ("I'm
 * Yours" → "im yours"), so a title logged or typed without its apostrophes ("Im Yours") has the
 * same analysis, in the index and in the matcher alike.
 */
import { splitArtistCredit } from './artist-credit';
import { FEATURING_MARKERS, GUEST_MARKERS, LOG_GUEST_MARKERS, wordsPattern } from './credit-words';
import { foldForMatch, foldWithoutApostrophes } from './fold';
import { NUMBERED_PREFIX, VERSION_TAGS, isVersionTail, partNumber } from './title-tags';

/**
 * Result of `analyzeTitle`. `full` and `base` folded with `foldWithoutApostrophes`, `baseSpaced`
 * and `tails` with `foldForMatch`; `featured` as written.
 */
export interface TitleAnalysis {
  /** The whole title folded ("deja vu feat jay z"; "I'm Yours" → "im yours"). */
  full: string;
  /** Folded title without bracketed parts and version/feat. tails ("deja vu"); never empty when
   * `full` is not (a title that is only brackets, e.g. "(Untitled)", keeps its full form). */
  base: string;
  /** `base` with apostrophes spaced, as `foldForMatch` folds ("i m yours"): how a search query
   * typed with the apostrophe splits its words. */
  baseSpaced: string;
  /** Canonical version tags found in the removed parts, in order, without duplicates:
   * one of `VERSION_TAGS`' tags ('radio edit', 'remastered', 'live', 'remix', ...). */
  versionTags: string[];
  /** Guest artists from "(feat. X)", "[feat. X]", "(with X & Y)", "(& X)" or a bare "ft. X" tail,
   * as written (not folded), split on credit joins. */
  featured: string[];
  /** Every removed part, folded, in order of appearance ("feat jay z", "radio edit"). */
  tails: string[];
  /**
   * The removed parts that are another title of the song, folded like `base`: bracketed parts
   * that credit no guest and name no version, source, year or part ("get it on" of "Bang A Gong
   * (Get It On)", "500 miles" of "I'm Gonna Be (500 Miles)").
   */
  alternatives: string[];
}

const GUEST = wordsPattern(GUEST_MARKERS);
const LOG_GUEST = wordsPattern(LOG_GUEST_MARKERS);
/** A bracketed or dash tail that credits guests: "(feat. X)", "(with X & Y)", "(& X)", "(w/X)". */
const FEAT_HEAD_RE = new RegExp(`^\\s*(?:(?:${GUEST}|&)\\s+|(?:${LOG_GUEST})\\s*)`, 'iu');
/** A bare "feat. X" or "w/X" tail ("with" is a title word outside brackets: "Stay With Me"). */
const BARE_FEAT_RE = new RegExp(`\\s+(?:\\(|\\[)?(?:(${wordsPattern(FEATURING_MARKERS)})\\s+|(${LOG_GUEST})\\s*)(\\S.*)$`, 'iu');

/**
 * Analyses a song title (shape above). Examples:
 * "Deja Vu (feat. Jay-Z)" → base "deja vu", featured ['Jay-Z'];
 * "Mr. Brightside - Radio Edit" → base "mr brightside", versionTags ['radio edit'];
 * "Bad (feat. Rihanna) - Remix" → base "bad", featured ['Rihanna'], versionTags ['remix'];
 * "Happy Jose (Ching-Ching)" → base "happy jose", tails and alternatives ['ching ching'], no tags;
 * "V. 3005" → base "3005", tails ['v'] (a movement or track number, `NUMBERED_PREFIX`).
 * Only the bracketed and dash-separated tails are inspected, so "Live Forever" has no 'live' tag.
 */
export function analyzeTitle(title: string): TitleAnalysis {
  const original = title.normalize('NFC').trim();
  const rawTails: string[] = [];
  const numbered = NUMBERED_PREFIX.exec(original);
  let rest = numbered ? original.slice(numbered[0].length) : original;
  const numberTail = numbered ? [foldForMatch(numbered[0])] : [];
  // Bracketed parts, innermost first, any position.
  const BRACKET_RE = /\s*[([{]([^()[\]{}]*)[)\]}]\s*/u;
  for (let guard = 0; guard < 20; guard++) {
    const m = BRACKET_RE.exec(rest);
    if (!m) break;
    rawTails.push((m[1] ?? '').trim());
    rest = `${rest.slice(0, m.index)} ${rest.slice(m.index + m[0].length)}`.trim();
  }
  // " - X" tails (Spotify style), only when X names a version, a source or guests.
  for (let guard = 0; guard < 5; guard++) {
    const m = /\s+[-–—]\s+([^-–—]+)$/u.exec(rest);
    if (!m || !isVersionTail(foldForMatch(m[1] ?? ''))) break;
    rawTails.unshift((m[1] ?? '').trim());
    rest = rest.slice(0, m.index).trim();
  }
  // Bare "feat. X" tail without brackets.
  const bare = BARE_FEAT_RE.exec(rest);
  if (bare && bare.index > 0) {
    rawTails.unshift(`${bare[1] ?? bare[2]} ${bare[3]}`);
    rest = rest.slice(0, bare.index).trim();
  }

  const featured: string[] = [];
  const versionTags: string[] = [];
  const tails: string[] = [...numberTail];
  const alternatives: string[] = [];
  for (const raw of rawTails) {
    const folded = foldForMatch(raw);
    if (folded !== '') tails.push(folded);
    const head = FEAT_HEAD_RE.exec(raw);
    if (head) {
      const credit = splitArtistCredit(raw.slice(head[0].length));
      for (const n of [...credit.main, ...credit.featured]) if (!featured.includes(n)) featured.push(n);
      continue;
    }
    // "Waves - Robin Schulz Radio Edit": tags of the tail; "From "Moulin Rouge"": soundtrack.
    const tags = VERSION_TAGS.filter(({ re }) => re.test(folded)).map(({ tag }) => tag);
    for (const tag of tags) if (!versionTags.includes(tag)) versionTags.push(tag);
    if (!tags.length && isAlternativeTitle(folded)) alternatives.push(foldWithoutApostrophes(raw));
  }
  // 'mix'/'edit' are implied by the more specific tags.
  const specific = (t: string): boolean =>
    (t === 'mix' && versionTags.some((x) => x === 'remix' || x === 'radio edit')) ||
    (t === 'edit' && versionTags.some((x) => x === 'radio edit' || x === 'single version'));
  const full = foldWithoutApostrophes(original);
  const base = foldWithoutApostrophes(rest);
  return {
    full,
    base: base !== '' ? base : full,
    baseSpaced: base !== '' ? foldForMatch(rest) : foldForMatch(original),
    versionTags: versionTags.filter((t) => !specific(t)),
    featured,
    tails,
    alternatives: alternatives.filter((t) => t !== base),
  };
}

/** A removed part (folded) that may be another title: letters, not only a year, a number or a part ("part 1"). */
function isAlternativeTitle(folded: string): boolean {
  return /\p{L}/u.test(folded) && partNumber(folded) === undefined && !isVersionTail(folded);
}
