/**
 * The facts entity resolution compares artists on ({@link ArtistFacts}, built from the served
 * documents by `resolution-facts.ts`), their blocking keys and the blocks of candidate pairs
 * (Christen, "Data Matching", Springer 2012, ch. 4: blocking). Pure functions.
 *
 * Blocking keys: the name key of every name (folded, aliases and translated names and their Latin
 * transliteration, without a leading "the", punctuation or spaces: "Jay Z" ~ "JAY Z" ~ "Jay-Z"),
 * the primary name's first word, its last word and its initial with the sound of its last word
 * ("Puff Daddy" ~ "P. Diddy"). Blocks over {@link MAX_BLOCK} artists are too ambiguous and skipped.
 */
import { GUEST_MARKERS, VERSUS_JOINERS, artistNameKey, foldForMatch, foldedWords, metaphoneOf, toLatin } from '@mc/text-analysis';

/** What resolution knows about one artist entity. */
export interface ArtistFacts {
  id: number;
  /** Primary name first, then aliases and translated names. */
  names: string[];
  sources: string[];
  mbids: string[];
  discogsIds: number[];
  /** Full `YYYY-MM-DD` birth date (none when a part is unknown). */
  birthDate?: string;
  countryCode?: string;
  memberIds: number[];
  /** Folded titles of recordings crediting the artist. */
  recordingTitles: Set<string>;
  /** Other artists credited on the same recordings. */
  coCredits: Set<number>;
  /** Career years (chart years, recording release years), ascending, distinct. */
  years: number[];
  /** True when a source numbers this artist among others of its name (Discogs "(2)"). */
  disambiguated: boolean;
}

/** Largest block compared pairwise. */
export const MAX_BLOCK = 40;
/** A recording title credited to more artists than this is no evidence ("Intro", "Home"). */
export const COMMON_TITLE_ARTISTS = 20;

/** Lower-cased words of a name as written (joiners such as "&" and "," kept as words). */
const rawWords = (name: string) =>
  foldForMatch(toLatin(name.replace(/([&,+/])/gu, ' and ')))
    .split(' ')
    .filter(Boolean);
/** Folded credit words ("&", "+", "/" and "," read as "and" above): guest markers, "vs", "and", "x". */
const CREDIT_WORDS = new Set([...foldedWords(GUEST_MARKERS), ...foldedWords(VERSUS_JOINERS), 'and', 'x']);

/**
 * True when the words of one primary name are the first words of the other's and what follows is
 * not a credit ("Janet" ~ "Janet Jackson", "Soulja Boy" ~ "Soulja Boy Tell'em"; not "Drake" ~
 * "Drake & Cash Cobain", nor "Rich Gang" ~ "Rich Homie Quan").
 */
export function isNamePrefix(a: string, b: string): boolean {
  const [x, y] = [rawWords(a), rawWords(b)];
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (!short.length || short.length === long.length) return false;
  return short.every((w, i) => long[i] === w) && !CREDIT_WORDS.has(long[short.length]!);
}

/**
 * Blocking keys of an artist: `n:<name key>` per name (aliases and translated names included),
 * and for its primary name `g:<first word>` (4 letters or more), `l:<last word>` (3 or more) and,
 * for a name of several words, `p:<initial><metaphone of the last word>` ("Puff Daddy" ~ "P.
 * Diddy"). A block larger than {@link MAX_BLOCK} is skipped ("l:band").
 */
export function nameBlockingKeys(a: Pick<ArtistFacts, 'names'>): string[] {
  const keys = new Set<string>();
  for (const n of a.names) {
    const k = artistNameKey(n);
    if (k.length >= 2) keys.add(`n:${k}`);
  }
  const words = foldForMatch(toLatin(a.names[0] ?? ''))
    .split(' ')
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const [first, last] = [words[0], words[words.length - 1]];
  if (first && first.length >= 4) keys.add(`g:${first}`);
  if (last && last.length >= 3 && last !== 'the') keys.add(`l:${last}`);
  if (words.length >= 2 && last) {
    const sound = metaphoneOf(last)[0];
    if (sound) keys.add(`p:${first![0]}${sound}`);
  }
  return [...keys];
}

/** Titles credited to more than {@link COMMON_TITLE_ARTISTS} artists. */
export function commonTitlesOf(artists: readonly ArtistFacts[]): Set<string> {
  const count = new Map<string, number>();
  for (const a of artists) for (const t of a.recordingTitles) count.set(t, (count.get(t) ?? 0) + 1);
  return new Set([...count].filter(([, n]) => n > COMMON_TITLE_ARTISTS).map(([t]) => t));
}

/** Blocking key → ids of the artists with that key (each id once per key, in input order). */
export function artistBlocks(artists: readonly Pick<ArtistFacts, 'id' | 'names'>[]): Map<string, number[]> {
  const blocks = new Map<string, number[]>();
  for (const a of artists) for (const k of nameBlockingKeys(a)) (blocks.get(k) ?? blocks.set(k, []).get(k)!).push(a.id);
  return blocks;
}

/**
 * Ids of the artists artist resolution compares pairwise: members of a block of 2 to
 * {@link MAX_BLOCK} distinct artists. Only these need recording evidence (titles, co-credits).
 */
export function comparedArtistIds(artists: readonly Pick<ArtistFacts, 'id' | 'names'>[]): Set<number> {
  const out = new Set<number>();
  for (const ids of artistBlocks(artists).values()) {
    const distinct = new Set(ids);
    if (distinct.size >= 2 && distinct.size <= MAX_BLOCK) for (const id of distinct) out.add(id);
  }
  return out;
}
