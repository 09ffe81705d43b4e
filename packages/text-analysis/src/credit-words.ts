/**
 * The words of artist credits, one definition for every reader of credits and titles: the
 * credit splitter ({@link splitArtistCredit}), title analysis, the importers (Billboard, Spotify,
 * MusicBrainz join phrases, Genius titles), the catalog audit and the evaluation's scoring rule.
 *
 * | list | words | where they mark what |
 * |---|---|---|
 * | {@link FEATURING_MARKERS} | featuring, feat., feat, ft., ft | guest artists, in credits and in titles ("Deja Vu (feat. Jay-Z)") |
 * | {@link WITH_MARKER} | with | a guest in a credit ("benny blanco with Halsey") or in a bracketed title part ("Eastside (with Halsey & Khalid)"); a bare title word otherwise ("Stay With Me") |
 * | {@link DUET_MARKERS} | a duet with, duet with | Billboard's guest credit ("Peabo Bryson A Duet With Roberta Flack") |
 * | {@link LOG_GUEST_MARKERS} | w/, f/ | a guest in a radio log's title or artist, with or without a space after ("This Is What You Came For w/Calvin Harris") |
 * | {@link CREDIT_JOINERS} | &, and, ",", /, +, or, x | co-billed artists ("Simon & Garfunkel", "Jay-Z/Linkin Park", "Dan + Shay", "Marshmello x Bastille") |
 * | {@link VERSUS_JOINERS} | vs., vs | a face-off or mash-up credit ("Armin van Buuren vs. Tiësto") |
 * | {@link BAND_CONTINUATIONS} | the, his, her, their | a joined name that goes on as one act ("Kool & The Gang", "Huey Smith With His Clowns") |
 * | {@link PERSON_SUFFIXES} | jr, sr, ii, iii, iv | a person's generational suffix after ", ", never a joined name ("Oscar Toney, Jr.", "Grover Washington, Jr.") |
 *
 * Which joiners a reader cuts at is its own documented rule (a chart credit keeps "vs." acts whole,
 * a query cuts them); the words are these.
 */
import { foldForMatch } from './fold';

/** Words that introduce featured (guest) artists, in credits and titles. Lower case, any case matches. */
export const FEATURING_MARKERS = ['featuring', 'feat.', 'feat', 'ft.', 'ft'] as const;

/**
 * "with": a guest marker in a credit and in a bracketed title part, never in a bare title ("Stay
 * With Me", "Dancing With Myself").
 */
export const WITH_MARKER = 'with';

/** Every guest marker of a credit: {@link FEATURING_MARKERS} and {@link WITH_MARKER}. */
export const GUEST_MARKERS: readonly string[] = [...FEATURING_MARKERS, WITH_MARKER];

/**
 * Radio logs' short guest markers, "w/" (with) and "f/" (featuring), with or without a space
 * after: read in logged titles and free-text artists (`analyzeTitle`, `QUERY_READING`), never in
 * catalog credits.
 */
export const LOG_GUEST_MARKERS = ['w/', 'f/'] as const;

/** Billboard's duet credits, guest markers of chart performer strings. */
export const DUET_MARKERS = ['a duet with', 'duet with'] as const;

/**
 * Joiners between co-billed artists. " + " and "/" are Billboard's spellings of "&" in some years
 * ("Jay-Z + Alicia Keys", "Jay-Z/Linkin Park"); " or " is its credit for versions with different
 * guests ("Kid Rock Featuring Sheryl Crow Or Allison Moorer"); " x " joins collaborations
 * ("Marshmello x Bastille").
 */
export const CREDIT_JOINERS = ['&', 'and', ',', '/', '+', 'or', 'x'] as const;

/** "vs.": two acts set against each other in one credit. */
export const VERSUS_JOINERS = ['vs.', 'vs'] as const;

/** Generational suffixes of a person's name, written after ", " ("Oscar Toney, Jr."): that comma is not a joiner. */
export const PERSON_SUFFIXES = ['jr', 'sr', 'ii', 'iii', 'iv'] as const;

/**
 * Words that, right after a joiner, continue one act rather than start another artist: "Kool & The
 * Gang", "Derek & The Dominos", "Huey "Piano" Smith With His Clowns".
 */
export const BAND_CONTINUATIONS = ['the', 'his', 'her', 'their'] as const;

/**
 * The credit joins of the evaluation's scoring rule (`docs/matching.md` "Measuring", the scoring rule), as
 * the README lists them, spaces included: an expected artist may equal one part of a hit's artist
 * name split on these. Fixed by the evaluation, not derived from the lists above.
 */
export const SCORING_CREDIT_JOINS = [' featuring ', ' feat. ', ' ft. ', ' & ', ' and ', ' x ', ' with ', ', '] as const;

/** `text` with the regular-expression metacharacters escaped. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&');
}

/**
 * A regular-expression alternation of `words` (escaped, longest first so "feat." is tried before
 * "feat"), without a group: `wordsPattern(FEATURING_MARKERS)` = `featuring|feat\.|feat|ft\.|ft`.
 */
export function wordsPattern(words: readonly string[]): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
}

/**
 * The words of `words` as {@link foldForMatch} writes them, without duplicates and empty ones
 * ("feat." → "feat", "&" → dropped), for tests on folded text.
 */
export function foldedWords(words: readonly string[]): string[] {
  return [...new Set(words.map(foldForMatch).filter(Boolean))];
}
